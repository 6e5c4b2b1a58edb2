import { MAX_BUYER_REFERENCE } from '@shop/shared';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/ui/form-fields.tsx';
import type { CheckoutValues } from './checkout-values.ts';

/** A business buyer's purchase-order number and cost centre: optional, kept on the order and named on its mails and invoice. */
export function BuyerReferences({ control }: { control: Control<CheckoutValues> }) {
  const { t } = useTranslation();
  return (
    <>
      <FormTextField control={control} name="poNumber" label={t('checkout.poNumber')} maxLength={MAX_BUYER_REFERENCE} autoComplete="off" />
      <FormTextField
        control={control}
        name="costCentre"
        label={t('checkout.costCentre')}
        maxLength={MAX_BUYER_REFERENCE}
        autoComplete="off"
      />
    </>
  );
}

/** The references as order creation takes them: trimmed, and left out when empty. */
export function buyerReferencesOf(values: Pick<CheckoutValues, 'poNumber' | 'costCentre'>): { poNumber?: string; costCentre?: string } {
  const poNumber = values.poNumber?.trim();
  const costCentre = values.costCentre?.trim();
  return { ...(poNumber ? { poNumber } : {}), ...(costCentre ? { costCentre } : {}) };
}
