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

/** The seeded "Pack size" property: its values ("Pack of 50", "50er-Pack", "50 件装") name the pieces per pack. */
const PACK_PROPERTY_ID = 4;

/** Pieces in one unit of a SKU: the number in its pack-size value, else 1 (a single piece). */
export function piecesPerUnit(properties: readonly { propertyId: number; valueName: string }[]): number {
  const pack = properties.find((p) => p.propertyId === PACK_PROPERTY_ID);
  const pieces = Number(/\d+/.exec(pack?.valueName ?? '')?.[0] ?? 1);
  return Number.isInteger(pieces) && pieces > 1 ? pieces : 1;
}
