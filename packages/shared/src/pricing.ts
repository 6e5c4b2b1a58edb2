import { percentOf, type Cents } from './money.ts';

export interface QuantityRule {
  quantity: number;
  discount: number;
}

/** Of the rules whose threshold the count reaches, the highest discount (0 when none applies). */
export function quantityDiscount(rules: readonly QuantityRule[], count: number): number {
  return rules.filter((r) => r.quantity <= count).reduce((best, r) => Math.max(best, r.discount), 0);
}

/** unit × count × (1 − discount / 100), the line rounded half-up to the cent (decisions.md). */
export function discountedLinePrice(unitPrice: Cents, count: number, rules: readonly QuantityRule[]): Cents {
  return percentOf(unitPrice * count, 100 - quantityDiscount(rules, count));
}
