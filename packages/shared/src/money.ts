import type { Currency } from './currency.ts';
import { type Language, LANGUAGES } from './i18n.ts';
import { formatCount, NUMBER_MARKS } from './locale-text.ts';

/** Money is an integer count of cents. These helpers never produce fractions of a cent. */
export type Cents = number;

export function assertCents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number of cents: ${value}`);
  return value;
}

/**
 * numerator / denominator rounded half away from zero, in exact integer arithmetic
 * (a price times a percentage can land exactly on half a cent).
 */
export function divideHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator === 0) {
    throw new RangeError(`Cannot divide ${numerator} by ${denominator} in cents`);
  }
  const sign = Math.sign(numerator) * Math.sign(denominator);
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  const quotient = Math.floor(n / d);
  const remainder = n - quotient * d;
  return sign * (remainder * 2 >= d ? quotient + 1 : quotient);
}

/** cents × percent / 100, rounded half-up to the cent. Percent may have up to 4 decimals given as basis points. */
export function percentOf(cents: Cents, percent: number): Cents {
  const basisPoints = Math.round(percent * 100);
  return divideHalfUp(assertCents(cents) * basisPoints, 10_000);
}

/** Cents from a decimal amount such as "12.34" or 12.34, rounding half-up at the third decimal. */
export function toCents(amount: string | number): Cents {
  const text = typeof amount === 'number' ? amount.toFixed(3) : amount.trim();
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`Not an amount: ${amount}`);
  const [, minus, whole = '0', fraction = ''] = match;
  const digits = `${fraction}000`.slice(0, 3);
  const thousandths = Number(whole) * 1000 + Number(digits);
  const cents = divideHalfUp(thousandths, 10);
  return minus ? -cents : cents;
}

/** "12.34" from 1234: what the wire's cents look like as a decimal amount. */
export function centsToDecimal(cents: Cents): string {
  const value = assertCents(cents);
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * How each language writes money (the Unicode CLDR's conventions for en-US, de-DE and zh-CN, which
 * `Intl.NumberFormat` follows; the digits' marks are `NUMBER_MARKS`). Written out rather than asked of `Intl.NumberFormat`: building one
 * loads the runtime's currency data, about 30 ms of a slow phone's first page, and the server and the
 * browser may carry different versions of it (a hydration mismatch).
 */
const MONEY: Record<Language, { symbolAfter: boolean; symbols: Record<Currency, string> }> = {
  en: { symbolAfter: false, symbols: { USD: '$', EUR: '€' } },
  de: { symbolAfter: true, symbols: { USD: '$', EUR: '€' } },
  zh: { symbolAfter: false, symbols: { USD: 'US$', EUR: '€' } },
};

/**
 * Cents as the language writes money, the shop's one money format (storefront, back office, mails
 * and documents): "$18.49", "18,49 €", "€18.49", "US$18.49", "-$5.00". Another language writes English.
 */
export function formatMoney(cents: Cents, currency: Currency, language: string): string {
  const known = (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en';
  const money = MONEY[known];
  const amount = `${formatCount(Math.floor(Math.abs(cents) / 100), known)}${NUMBER_MARKS[known].decimal}${String(Math.abs(cents) % 100).padStart(2, '0')}`;
  const symbol = money.symbols[currency];
  // A no-break space keeps "18,49 €" on one line.
  return `${cents < 0 ? '-' : ''}${money.symbolAfter ? `${amount}\u00a0${symbol}` : `${symbol}${amount}`}`;
}
