import '../checkout.css';
import {
  DELIVERY_SURCHARGE,
  FREE_DELIVERY_FROM,
  STANDARD_DELIVERY_FEE,
  type Currency,
  type DeliveryType,
  type TSettlementResponse,
} from '@shop/shared';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../../components/ui/form-fields.tsx';
import { usePrice } from '../../../lib/format.ts';
import type { CheckoutValues } from './checkout-values.ts';

const TYPES: DeliveryType[] = ['1', '2', '3'];

/** The delivery pricing popover: the figures of the shared pricing rules, in the order's currency. */
function DeliveryPricing({ currency }: { currency: Currency | undefined }) {
  const { t } = useTranslation();
  const price = usePrice(currency);
  return (
    <details className="popover">
      <summary>{t('checkout.deliveryPricing')}</summary>
      <ul>
        <li>{t('checkout.deliveryStandard', { fee: price(STANDARD_DELIVERY_FEE), free: price(FREE_DELIVERY_FROM) })}</li>
        <li>{t('checkout.deliveryUrgent', { fee: price(DELIVERY_SURCHARGE['2']) })}</li>
        <li>{t('checkout.deliveryExtra', { fee: price(DELIVERY_SURCHARGE['3']) })}</li>
      </ul>
    </details>
  );
}

/**
 * What each option costs for this order, by the shared rules the server prices with: the standard
 * fee below the free-delivery threshold (goods after discounts and coupon), plus the option's surcharge.
 */
function feeOf(type: DeliveryType, price: TSettlementResponse['price'] | undefined): number | undefined {
  if (!price) return undefined;
  const goods = price.totalPrice - price.discountPrice - price.couponPrice;
  return (goods < FREE_DELIVERY_FROM ? STANDARD_DELIVERY_FEE : 0) + DELIVERY_SURCHARGE[type];
}

export function DeliverySection({
  control,
  price: figures,
  currency,
}: {
  control: Control<CheckoutValues>;
  price: TSettlementResponse['price'] | undefined;
  currency: Currency | undefined;
}) {
  const { t } = useTranslation();
  const price = usePrice(currency);
  return (
    <>
      <h2>{t('checkout.delivery')}</h2>
      <FormSelectField control={control} name="deliveryType" label={t('checkout.deliveryOption')}>
        {TYPES.map((type) => {
          const fee = feeOf(type, figures);
          const name = t(`settings.delivery${type}`);
          return (
            <option key={type} value={type}>
              {fee === undefined ? name : `${name} · ${fee === 0 ? t('checkout.free') : price(fee)}`}
            </option>
          );
        })}
      </FormSelectField>
      <DeliveryPricing currency={currency} />
    </>
  );
}
