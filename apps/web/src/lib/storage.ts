/** Everything the storefront keeps in local storage, under one set of names. */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  language: 'language',
  countryCode: 'countryCode',
  menuCollapsed: 'menuCollapsed',
  guestCart: 'guestCart',
  rememberedLogin: 'rememberedLogin',
} as const;

type Key = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function readStored(key: Key): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: Key, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the choice just is not remembered.
  }
}
