export const CURRENCIES = ['USD', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const EU_COUNTRIES = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE',
  'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
] as const;

export const CURRENCY_SYMBOL: Record<Currency, string> = { USD: '$', EUR: '€' };

/** US or no country: dollars; an EU member state: euros; anywhere else: dollars. */
export function currencyForCountry(countryCode: string | undefined | null): Currency {
  const code = (countryCode ?? '').trim().toUpperCase();
  return (EU_COUNTRIES as readonly string[]).includes(code) ? 'EUR' : 'USD';
}

export function currencyForSymbol(symbol: string | null | undefined): Currency {
  return symbol === CURRENCY_SYMBOL.EUR ? 'EUR' : 'USD';
}
