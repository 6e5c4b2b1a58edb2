import '../checkout.css';
import type { Currency, TSettlementResponse } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { useCurrency, usePrice } from '../../../lib/format.ts';

/**
 * Subtotal, discounts, delivery, tax, logo printing and the total to pay, in the order's currency.
 * EU prices contain VAT (shown as "VAT included"); US orders add sales tax. Zero rows are left out.
 */
export function PriceSummary({
  price: figures,
  currency,
  code,
}: {
  price: TSettlementResponse['price'];
  currency?: Currency | string;
  /** The applied promo code, named on the coupon row. */
  code?: string;
}) {
  const { t } = useTranslation();
  const price = usePrice(currency);
  // Before an address is chosen the shopper's market decides: a German shopper sees VAT, never US sales tax.
  const eu = useCurrency(currency) === 'EUR';
  return (
    <dl className="totals">
      <dt>{t('checkout.subtotal')}</dt>
      <dd>{price(figures.totalPrice)}</dd>
      {figures.discountPrice > 0 && (
        <>
          <dt>{t('checkout.discount')}</dt>
          <dd>−{price(figures.discountPrice)}</dd>
        </>
      )}
      {figures.couponPrice > 0 && (
        <>
          <dt>
            {t('checkout.coupon')}
            {code && ` (${code})`}
          </dt>
          <dd>−{price(figures.couponPrice)}</dd>
        </>
      )}
      <dt>{t('checkout.deliveryFee')}</dt>
      <dd>{price(figures.deliveryPrice)}</dd>
      {figures.decalsPrice > 0 && (
        <>
          <dt>{t('checkout.print')}</dt>
          <dd>{price(figures.decalsPrice)}</dd>
        </>
      )}
      {!eu && (
        <>
          <dt data-testid="tax-label">{t(figures.salesTaxExempt ? 'checkout.taxExempt' : 'checkout.tax')}</dt>
          <dd>{price(figures.salesTaxPrice)}</dd>
        </>
      )}
      <dt className="totals__total">{t('checkout.total')}</dt>
      <dd className="totals__total" data-testid="pay-price">
        {price(figures.payPrice)}
      </dd>
      {eu && (
        <>
          <dt className="muted" data-testid="tax-label">
            {t(figures.reverseCharge ? 'checkout.reverseCharge' : 'checkout.vatIncluded')}
          </dt>
          <dd className="muted">{price(figures.vatIncludedPrice)}</dd>
        </>
      )}
    </dl>
  );
}
