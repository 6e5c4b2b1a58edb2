import { formatMoney } from '@shop/shared';
import { currencyStore } from './session.ts';
import { useStore } from './store.ts';

/** Price in cents shown as value × 0.01 with two decimals and the currency's symbol. */
/** Formats cents in the visitor's currency, or in the given one (an order keeps the currency it was placed in). */
export function usePrice(fixed?: string): (cents: number) => string {
  const current = useStore(currencyStore);
  const currency = fixed === 'EUR' || fixed === 'USD' ? fixed : current;
  return (cents) => formatMoney(cents, currency);
}

/** The product link slug: lower-cased name, whitespace runs as hyphens (spec section 2). */
export function productSlug(name: string): string {
  return encodeURIComponent(name.trim().toLowerCase().replace(/\s+/g, '-'));
}

export function productPath(id: number, name: string): string {
  return `/productDetail/${productSlug(name)}/${id}`;
}
