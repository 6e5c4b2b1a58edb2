import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/ui/form-fields.tsx';
import type { CheckoutValues } from './checkout-values.ts';

/** The promo code field: the code counts once applied (the order is priced again with it). */
export function PromoCode({ control, onApply }: { control: Control<CheckoutValues>; onApply: () => void }) {
  const { t } = useTranslation();
  return (
    <form
      className="promo"
      onSubmit={(event) => {
        event.preventDefault();
        onApply();
      }}
    >
      <FormTextField control={control} name="promo" label={t('checkout.promo')} />
      <button type="submit" className="button button--secondary">
        {t('checkout.apply')}
      </button>
    </form>
  );
}
