export const CURRENCIES = ['USD', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const EU_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
] as const;

export const CURRENCY_SYMBOL: Record<Currency, string> = { USD: '$', EUR: '€' };

/** US or no country: dollars; an EU member state: euros; anywhere else: dollars. */
export function currencyForCountry(countryCode: string | undefined | null): Currency {
  const code = (countryCode ?? '').trim().toUpperCase();
  return (EU_COUNTRIES as readonly string[]).includes(code) ? 'EUR' : 'USD';
}

/**
 * The currency of a response from its headers: `currency-code` when present, else
 * `currency-symbol`, whose value arrives as UTF-8 bytes read as Latin-1 characters.
 */
export function currencyFromHeaders(code: string | null | undefined, symbol: string | null | undefined): Currency {
  if (code === 'EUR' || code === 'USD') return code;
  if (!symbol) return 'USD';
  const decoded = /[\x80-\xff]/.test(symbol) ? new TextDecoder().decode(Uint8Array.from(symbol, (ch) => ch.charCodeAt(0))) : symbol;
  return decoded === CURRENCY_SYMBOL.EUR ? 'EUR' : 'USD';
}
