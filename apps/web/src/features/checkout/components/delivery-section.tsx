import { DELIVERY_SURCHARGE, FREE_DELIVERY_FROM, STANDARD_DELIVERY_FEE } from '@shop/shared';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../../components/ui/form-fields.tsx';
import { usePrice } from '../../../lib/format.ts';
import type { CheckoutValues } from './checkout-values.ts';

/** The delivery pricing popover: the figures of the shared pricing rules, in the shopper's currency. */
function DeliveryPricing() {
  const { t } = useTranslation();
  const price = usePrice();
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

export function DeliverySection({ control }: { control: Control<CheckoutValues> }) {
  const { t } = useTranslation();
  return (
    <>
      <h2>{t('checkout.delivery')}</h2>
      <FormSelectField control={control} name="deliveryType" label={t('checkout.deliveryOption')}>
        <option value="1">{t('settings.delivery1')}</option>
        <option value="2">{t('settings.delivery2')}</option>
        <option value="3">{t('settings.delivery3')}</option>
      </FormSelectField>
      <DeliveryPricing />
    </>
  );
}
