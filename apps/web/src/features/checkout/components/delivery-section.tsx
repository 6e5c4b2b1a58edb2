import '../checkout.css';
import {
  type Currency,
  DEFAULT_PRICING_SETTINGS,
  type DeliveryType,
  deliveryPriceOf,
  type TSettlementResponse,
  type TTradeConfig,
} from '@shop/shared';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../../components/ui/form-fields.tsx';
import { usePrice } from '../../../lib/format.ts';
import { useTradeConfig } from '../../../lib/trade-config.ts';
import type { CheckoutValues } from './checkout-values.ts';

const TYPES: DeliveryType[] = ['1', '2', '3'];

type Delivery = TTradeConfig['delivery'];

/** The shop's delivery prices and threshold (its settings); the first values until they have arrived. */
const DEFAULT_DELIVERY: Delivery = {
  options: (['1', '2', '3'] as const).map((type) => ({
    type,
    name: '',
    priceUsd: DEFAULT_PRICING_SETTINGS.deliveryPrices.USD[type],
    priceEur: DEFAULT_PRICING_SETTINGS.deliveryPrices.EUR[type],
    days: { min: 0, max: 0 },
  })),
  freeThreshold: DEFAULT_PRICING_SETTINGS.freeThreshold,
};

/** The delivery settings as the pricing core takes them. */
function pricingOf(delivery: Delivery) {
  const prices = (currency: Currency) =>
    Object.fromEntries(delivery.options.map((o) => [o.type, currency === 'USD' ? o.priceUsd : o.priceEur])) as Record<DeliveryType, number>;
  return { ...DEFAULT_PRICING_SETTINGS, deliveryPrices: { USD: prices('USD'), EUR: prices('EUR') }, freeThreshold: delivery.freeThreshold };
}

/** The delivery pricing popover: the shop's delivery prices and free threshold, in the order's currency. */
function DeliveryPricing({ currency, delivery }: { currency: Currency | undefined; delivery: Delivery }) {
  const { t } = useTranslation();
  const price = usePrice(currency);
  const priceOf = (type: DeliveryType) => {
    const option = delivery.options.find((o) => o.type === type);
    return (currency === 'EUR' ? option?.priceEur : option?.priceUsd) ?? 0;
  };
  const standard = priceOf('1');
  return (
    <details className="popover">
      <summary>{t('checkout.deliveryPricing')}</summary>
      <ul>
        <li>{t('checkout.deliveryStandard', { fee: price(standard), free: price(delivery.freeThreshold[currency ?? 'USD']) })}</li>
        <li>{t('checkout.deliveryUrgent', { fee: price(priceOf('2') - standard) })}</li>
        <li>{t('checkout.deliveryExtra', { fee: price(priceOf('3') - standard) })}</li>
      </ul>
    </details>
  );
}

/**
 * What each option costs for this order, by the rule the server prices with (`deliveryPriceOf`):
 * the option's price, less the standard price once the goods at list prices (before quantity
 * discounts and the coupon) reach the free-delivery threshold.
 */
function feeOf(type: DeliveryType, price: TSettlementResponse['price'] | undefined, currency: Currency | undefined, delivery: Delivery) {
  if (!price) return undefined;
  return deliveryPriceOf(type, price.totalPrice, currency ?? 'USD', pricingOf(delivery));
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
  const delivery = useTradeConfig().data?.delivery ?? DEFAULT_DELIVERY;
  return (
    <>
      <h2>{t('checkout.delivery')}</h2>
      <FormSelectField control={control} name="deliveryType" label={t('checkout.deliveryOption')}>
        {TYPES.map((type) => {
          const fee = feeOf(type, figures, currency, delivery);
          const option = delivery.options.find((o) => o.type === type);
          const name = option?.name
            ? `${option.name} (${t('product.deliveryDays', { from: option.days.min, to: option.days.max })})`
            : t(`settings.delivery${type}`);
          return (
            <option key={type} value={type}>
              {fee === undefined ? name : `${name} · ${fee === 0 ? t('checkout.free') : price(fee)}`}
            </option>
          );
        })}
      </FormSelectField>
      <DeliveryPricing currency={currency} delivery={delivery} />
    </>
  );
}
