import { currencyFromHeaders, EU_COUNTRIES, type Currency } from '@shop/shared';
import { firstRender } from './first-render.ts';
import { readStored, STORAGE_KEYS, writeStored } from './storage.ts';
import { createStore } from './store.ts';

/** Logged in means an access token is stored. Server-rendered pages are a visitor's: the account menu fills in in the browser. */
export const accessTokenStore = createStore<string | null>(readStored(STORAGE_KEYS.accessToken), { value: null });

type Tokens = { accessToken: string; refreshToken: string };

/** A session's tokens: from the login, or renewed by the API client. */
export function keepTokens(pair: Tokens): void {
  writeStored(STORAGE_KEYS.accessToken, pair.accessToken);
  writeStored(STORAGE_KEYS.refreshToken, pair.refreshToken);
  accessTokenStore.set(pair.accessToken);
}

/** After login or registration: the tokens; with remember-me also the login identifier (never the password). */
export function storeSession(pair: Tokens, rememberMe: boolean, identifier: string): void {
  writeStored(STORAGE_KEYS.rememberedLogin, rememberMe ? identifier : null);
  keepTokens(pair);
}

export function clearSession(): void {
  writeStored(STORAGE_KEYS.accessToken, null);
  writeStored(STORAGE_KEYS.refreshToken, null);
  accessTokenStore.set(null);
}

/** The shipping country sent as Country-Code: the stored choice, else the browser's region, else US. */
export function countryCode(): string {
  const stored = readStored(STORAGE_KEYS.countryCode);
  if (stored) return stored;
  if (typeof window === 'undefined') return firstRender.country;
  const region = (navigator.language.split('-')[1] ?? '').toUpperCase();
  return (EU_COUNTRIES as readonly string[]).includes(region) ? region : 'US';
}

export function setCountryCode(code: string): void {
  writeStored(STORAGE_KEYS.countryCode, code);
}

export const currencyStore = createStore<Currency>((EU_COUNTRIES as readonly string[]).includes(countryCode()) ? 'EUR' : 'USD');

export function updateCurrencyFromResponse(headers: Headers): void {
  currencyStore.set(currencyFromHeaders(headers.get('currency-code'), headers.get('currency-symbol')));
}
