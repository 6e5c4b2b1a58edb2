import { CURRENCY_SYMBOL, type Currency } from './currency.ts';

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

/** "$12.34" / "€12.34": the storefront's one price format (symbol, two decimals). */
export function formatMoney(cents: Cents, currency: Currency): string {
  const text = centsToDecimal(cents);
  return text.startsWith('-') ? `-${CURRENCY_SYMBOL[currency]}${text.slice(1)}` : `${CURRENCY_SYMBOL[currency]}${text}`;
}
