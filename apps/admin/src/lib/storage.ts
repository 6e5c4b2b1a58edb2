/** What the back office keeps in local storage; prefixed so it never meets the storefront's keys on the same origin. */
export const STORAGE_KEYS = {
  accessToken: 'admin.accessToken',
  refreshToken: 'admin.refreshToken',
  language: 'admin.language',
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
    // Private mode or a full quota: the value lives as long as the page.
  }
}
