// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStorage } from './storage.ts';

type Key = 'accessToken' | 'language';

/** The cookies written, as the browser is told them. */
let cookies: string[] = [];

beforeEach(() => {
  localStorage.clear();
  cookies = [];
  vi.spyOn(document, 'cookie', 'set').mockImplementation((cookie: string) => {
    cookies.push(cookie);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('local storage under an app’s key names', () => {
  it('keeps and forgets values; only the keys the server needs go into cookies too', () => {
    const { read, write } = createStorage<Key>({ cookies: { prefix: 'shop-', keys: ['language'] } });
    write('accessToken', 'token');
    write('language', 'de');
    expect([read('accessToken'), read('language')]).toEqual(['token', 'de']);
    write('language', null);
    expect(read('language')).toBeNull();
    expect(cookies).toEqual([
      'shop-language=de; path=/; samesite=lax; max-age=31536000',
      'shop-language=; path=/; samesite=lax; max-age=0',
    ]);
  });

  it('mirrors choices stored before they were mirrored at start-up', () => {
    localStorage.setItem('language', 'zh');
    createStorage<Key>({ cookies: { prefix: 'shop-', keys: ['language'] } }).mirrorStored();
    expect(cookies).toEqual(['shop-language=zh; path=/; samesite=lax; max-age=31536000']);
  });

  it('reads nothing on the server and does not fail where the browser refuses storage', () => {
    const { read, write } = createStorage<Key>();
    localStorage.setItem('accessToken', 'token');
    vi.stubGlobal('window', undefined);
    expect(read('accessToken')).toBeNull();
    vi.unstubAllGlobals();
    const refuse = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.stubGlobal('localStorage', { getItem: refuse, setItem: refuse, removeItem: refuse });
    expect(() => write('accessToken', 'token')).not.toThrow();
    expect(read('accessToken')).toBeNull();
  });
});
