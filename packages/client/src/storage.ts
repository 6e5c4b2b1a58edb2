interface StorageOptions<Key extends string> {
  /**
   * Choices the server also needs (it cannot read local storage), mirrored in cookies named
   * `prefix` + key.
   */
  cookies?: { prefix: string; keys: readonly Key[] };
}

/**
 * Local storage under an app's own key names (`Key`). Nothing is read while rendering on the
 * server, and a browser that refuses storage (private mode, a full quota) just does not remember.
 */
export function createStorage<Key extends string>({ cookies }: StorageOptions<Key> = {}) {
  function read(key: Key): string | null {
    if (typeof window === 'undefined') return null;
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  }

  function mirror(key: Key, value: string | null): void {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the shop supports
    document.cookie = `${cookies?.prefix}${key}=${value === null ? '' : encodeURIComponent(value)}; path=/; samesite=lax; max-age=${value === null ? 0 : 31_536_000}`;
  }

  function write(key: Key, value: string | null): void {
    if (cookies?.keys.includes(key)) mirror(key, value);
    try {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    } catch {
      // Not remembered: the value lives as long as the page.
    }
  }

  /** At start-up: choices stored before they were mirrored reach the server from the next page on. */
  function mirrorStored(): void {
    for (const key of cookies?.keys ?? []) {
      const value = read(key);
      if (value !== null) mirror(key, value);
    }
  }

  return { read, write, mirrorStored };
}
