import { formatMoney } from '@shop/shared';
import i18n from './i18n.ts';
import { currencyStore } from './session.ts';
import { useStore } from './store.ts';

/**
 * Formats cents (two decimals, the currency's sign where the language puts it) in the visitor's
 * currency, or in the given one (an order keeps the currency it was placed in).
 */
export function usePrice(fixed?: string): (cents: number) => string {
  const current = useStore(currencyStore);
  const currency = fixed === 'EUR' || fixed === 'USD' ? fixed : current;
  const language = i18n.language;
  return (cents) => formatMoney(cents, currency, language);
}
