import '../product-page.css';
import { discountedLinePrice, divideHalfUp, formatCount, quantityDiscount, type QuantityRule } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { usePrice } from '../../../lib/format.ts';

/** A row of the table: from how many units, at which discount. */
interface Tier {
  quantity: number;
  discount: number;
}

/** The rows: from the first count that can be bought (its discount, if any), then each tier above it. */
export function priceTiers(rules: readonly QuantityRule[], from: number): Tier[] {
  const above = rules.filter((r) => r.quantity > from).sort((a, b) => a.quantity - b.quantity);
  return [{ quantity: from, discount: quantityDiscount(rules, from) }, ...above].filter(
    // A tier whose discount is no better than the row before it changes no price.
    (tier, i, all) => i === 0 || tier.discount > Math.max(...all.slice(0, i).map((t) => t.discount)),
  );
}

/**
 * The price table of a product (quantity → price of one unit): from each quantity tier on, a unit
 * after its discount — with the print price of the configured logo per unit where there is one —
 * and what that many cost to the cent, by the rules the checkout charges, in the shopper's currency
 * and language. The tier the chosen quantity reaches is marked.
 */
export function PriceTable({
  rules,
  unitPrice,
  count,
  from = 1,
  printPerUnit = 0,
}: {
  rules: readonly QuantityRule[];
  unitPrice: number;
  count: number;
  /** The fewest units one line takes (a logo line's minimum). */
  from?: number;
  /** The logo's print price per unit (per printed piece × pieces per unit); 0 without a logo. */
  printPerUnit?: number;
}) {
  const { t, i18n } = useTranslation();
  const price = usePrice();
  const tiers = priceTiers(rules, from);
  const active = tiers.filter((tier) => tier.quantity <= count).at(-1);
  return (
    <div className="price-table">
      <table className="discount-table">
        <caption>{t(printPerUnit > 0 ? 'product.priceTableLogo' : 'product.discountCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('product.fromPieces')}</th>
            <th scope="col">{t('product.discount')}</th>
            <th scope="col">{t(printPerUnit > 0 ? 'product.eachWithPrint' : 'product.each')}</th>
            <th scope="col">{t('product.tierPrice')}</th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier) => {
            // What that many cost, to the cent; one unit's price is that amount shared out, rounded.
            const goods = discountedLinePrice(unitPrice, tier.quantity, [tier]);
            return (
              <tr key={tier.quantity} aria-current={tier === active ? 'true' : undefined}>
                <td>{formatCount(tier.quantity, i18n.language)}+</td>
                <td>{tier.discount > 0 ? `−${tier.discount} %` : '–'}</td>
                <td>{price(divideHalfUp(goods, tier.quantity) + printPerUnit)}</td>
                <td>{t('product.tierAmount', { amount: price(goods + printPerUnit * tier.quantity), count: tier.quantity })}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
