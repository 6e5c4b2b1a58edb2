import type { TTokenPair } from '@shop/shared';
import { readStored, STORAGE_KEYS, writeStored } from './storage.ts';
import { createStore } from '@shop/client';

/** Logged in means an access token is stored. */
export const accessTokenStore = createStore<string | null>(readStored(STORAGE_KEYS.accessToken));

export function storeSession(pair: Pick<TTokenPair, 'accessToken' | 'refreshToken'>): void {
  writeStored(STORAGE_KEYS.accessToken, pair.accessToken);
  writeStored(STORAGE_KEYS.refreshToken, pair.refreshToken);
  accessTokenStore.set(pair.accessToken);
}

export function clearSession(): void {
  writeStored(STORAGE_KEYS.accessToken, null);
  writeStored(STORAGE_KEYS.refreshToken, null);
  accessTokenStore.set(null);
}
