import type { TSettlementResponse } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { usePrice } from '../../../lib/format.ts';

/** Subtotal, discounts, delivery, tax, logo printing and the total to pay. */
export function PriceSummary({ price: figures }: { price: TSettlementResponse['price'] }) {
  const { t } = useTranslation();
  const price = usePrice();
  return (
    <dl className="totals">
      <dt>{t('checkout.subtotal')}</dt>
      <dd>{price(figures.totalPrice)}</dd>
      <dt>{t('checkout.discount')}</dt>
      <dd>−{price(figures.discountPrice)}</dd>
      <dt>{t('checkout.coupon')}</dt>
      <dd>−{price(figures.couponPrice)}</dd>
      <dt>{t('checkout.deliveryFee')}</dt>
      <dd>{price(figures.deliveryPrice)}</dd>
      <dt>{t('checkout.tax')}</dt>
      <dd>{price(figures.salesTaxPrice)}</dd>
      {figures.decalsPrice > 0 && (
        <>
          <dt>{t('checkout.print')}</dt>
          <dd>{price(figures.decalsPrice)}</dd>
        </>
      )}
      <dt className="totals__total">{t('checkout.total')}</dt>
      <dd className="totals__total" data-testid="pay-price">
        {price(figures.payPrice)}
      </dd>
    </dl>
  );
}
