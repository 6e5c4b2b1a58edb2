import { type Currency, formatMoney } from '@shop/shared';
import i18n from './i18n.ts';
import { currencyStore } from './session.ts';
import { useStore } from './store.ts';

/** The currency amounts are shown in: the one given (an order's), or else the shopper's market's. */
export function useCurrency(fixed?: string): Currency {
  const current = useStore(currencyStore);
  return fixed === 'EUR' || fixed === 'USD' ? fixed : current;
}

/**
 * Formats cents (two decimals, the currency's sign where the language puts it) in the visitor's
 * currency, or in the given one (an order keeps the currency it was placed in).
 */
export function usePrice(fixed?: string): (cents: number) => string {
  const currency = useCurrency(fixed);
  const language = i18n.language;
  return (cents) => formatMoney(cents, currency, language);
}
