import '../product-page.css';
import { discountedLinePrice, quantityDiscount, type TSpuDetail } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { usePrice } from '../../../lib/format.ts';

/** The product's quantity discounts, what each tier's pieces cost, and the tier the chosen quantity reaches. */
export function DiscountTable({ product, unitPrice, count }: { product: TSpuDetail; unitPrice: number; count: number }) {
  const { t } = useTranslation();
  const price = usePrice();
  const active = quantityDiscount(product.quantityRules, count);
  return (
    <table className="discount-table">
      <caption>{t('product.discountCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('product.fromPieces')}</th>
          <th scope="col">{t('product.discount')}</th>
          <th scope="col">{t('product.tierPrice')}</th>
        </tr>
      </thead>
      <tbody>
        {product.quantityRules.map((rule) => (
          <tr key={rule.quantity} aria-current={rule.discount === active && active > 0 ? 'true' : undefined}>
            <td>{rule.quantity}+</td>
            <td>−{rule.discount} %</td>
            {/* What that many pieces cost, to the cent (a rounded price per piece would not multiply back). */}
            <td>
              {t('product.tierAmount', { amount: price(discountedLinePrice(unitPrice, rule.quantity, [rule])), count: rule.quantity })}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
