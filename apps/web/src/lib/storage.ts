/** Everything the storefront keeps in local storage, under one set of names. */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  language: 'language',
  countryCode: 'countryCode',
  menuCollapsed: 'menuCollapsed',
  guestCart: 'guestCart',
  rememberedLogin: 'rememberedLogin',
  /** A guest's design from the editor, kept until login saves it to the account. */
  designDraft: 'designDraft',
} as const;

type Key = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function readStored(key: Key): string | null {
  // On the server (rendering a page) nothing is stored, whatever storage the runtime offers.
  if (typeof window === 'undefined') return null;
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Choices the server also needs for the first page's data (it cannot read local storage). */
const MIRRORED_IN_COOKIES: readonly Key[] = [STORAGE_KEYS.language, STORAGE_KEYS.countryCode];

function mirror(key: Key, value: string | null): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the shop supports
  document.cookie = `shop-${key}=${value === null ? '' : encodeURIComponent(value)}; path=/; samesite=lax; max-age=${value === null ? 0 : 31_536_000}`;
}

/** At start-up: choices stored before they were mirrored reach the server from the next page on. */
export function mirrorStoredChoices(): void {
  for (const key of MIRRORED_IN_COOKIES) {
    const value = readStored(key);
    if (value !== null) mirror(key, value);
  }
}

export function writeStored(key: Key, value: string | null): void {
  if (MIRRORED_IN_COOKIES.includes(key)) mirror(key, value);
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the choice just is not remembered.
  }
}
