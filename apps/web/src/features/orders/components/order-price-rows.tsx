import type { TOrder } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { usePrice } from '../../../lib/format.ts';

/** What the rows read: an order's price breakdown, or a quote's (which has no coupon). */
type PricedDocument = Pick<
  TOrder,
  | 'currency'
  | 'totalPrice'
  | 'discountPrice'
  | 'couponPrice'
  | 'deliveryPrice'
  | 'decalsPrice'
  | 'salesTaxPrice'
  | 'payPrice'
  | 'vatIncludedPrice'
> & { couponCode?: string | null; reverseCharge?: boolean | undefined; salesTaxExempt?: boolean | undefined };

/**
 * An order's prices down to its total: discounts and the coupon only when there are any, printing
 * when the order has logo lines; US orders add their sales tax, EU orders name the VAT they contain.
 */
export function OrderPriceRows({ order }: { order: PricedDocument }) {
  const { t } = useTranslation();
  const price = usePrice(order.currency);
  const eu = order.currency === 'EUR';
  return (
    <dl className="totals">
      <dt>{t('checkout.subtotal')}</dt>
      <dd>{price(order.totalPrice)}</dd>
      {order.discountPrice > 0 && (
        <>
          <dt>{t('checkout.discount')}</dt>
          <dd>−{price(order.discountPrice)}</dd>
        </>
      )}
      {order.couponPrice > 0 && (
        <>
          <dt>
            {t('checkout.coupon')}
            {order.couponCode && ` (${order.couponCode})`}
          </dt>
          <dd>−{price(order.couponPrice)}</dd>
        </>
      )}
      <dt>{t('checkout.deliveryFee')}</dt>
      <dd>{price(order.deliveryPrice)}</dd>
      {order.decalsPrice > 0 && (
        <>
          <dt>{t('checkout.print')}</dt>
          <dd>{price(order.decalsPrice)}</dd>
        </>
      )}
      {!eu && (
        <>
          <dt>{t(order.salesTaxExempt ? 'checkout.taxExempt' : 'checkout.tax')}</dt>
          <dd>{price(order.salesTaxPrice)}</dd>
        </>
      )}
      <dt className="totals__total">{t('checkout.total')}</dt>
      <dd className="totals__total">{price(order.payPrice)}</dd>
      {eu && (
        <>
          <dt className="muted">{t(order.reverseCharge ? 'checkout.reverseCharge' : 'checkout.vatIncluded')}</dt>
          <dd className="muted">{price(order.vatIncludedPrice)}</dd>
        </>
      )}
    </dl>
  );
}
