import { client } from '../../../lib/api-client.ts';
import { clearSession } from '../../../lib/session.ts';
import { cartCountStore } from '../../cart/index.ts';

/** Ends the login on the server, forgets it here, empties the cart badge and goes home. */
export async function logOut(): Promise<void> {
  await client.member.auth.logout().catch(() => undefined);
  clearSession();
  cartCountStore.set(0);
  setTimeout(() => window.location.assign('/'), 200);
}
