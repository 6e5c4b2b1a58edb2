import { formatMoney } from '@shop/shared';
import { currencyStore } from './session.ts';
import { useStore } from './store.ts';

/**
 * Formats cents (value × 0.01, two decimals, the currency's symbol) in the visitor's currency, or
 * in the given one (an order keeps the currency it was placed in).
 */
export function usePrice(fixed?: string): (cents: number) => string {
  const current = useStore(currencyStore);
  const currency = fixed === 'EUR' || fixed === 'USD' ? fixed : current;
  return (cents) => formatMoney(cents, currency);
}
