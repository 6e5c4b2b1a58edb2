import { accessTokenStore } from '../../lib/session.ts';

/** Where ordering a logo line goes: checkout for a member, else the login step (which offers going on as a guest). */
export function logoOrderPath(items: string): string {
  return accessTokenStore.get() ? `/createOrder?items=${items}` : `/login?items=${items}`;
}
