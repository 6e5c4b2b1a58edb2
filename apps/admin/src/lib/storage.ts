import { createStorage } from '@shop/client';

/** What the back office keeps in local storage; prefixed so it never meets the storefront's keys on the same origin. */
export const STORAGE_KEYS = {
  accessToken: 'admin.accessToken',
  refreshToken: 'admin.refreshToken',
  language: 'admin.language',
} as const;

export const { read: readStored, write: writeStored } = createStorage<(typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]>();
