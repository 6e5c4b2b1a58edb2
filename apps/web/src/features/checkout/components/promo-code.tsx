import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/ui/form-fields.tsx';
import type { PromoInput, PromoValues } from './checkout-values.ts';

/**
 * The promo code field: the code counts once applied (the order is priced again with it); the
 * applied code stays on show with a way to remove it, also while another code is being tried.
 */
export function PromoCode({
  control,
  applied,
  onApply,
  onRemove,
}: {
  control: Control<PromoValues, unknown, PromoInput>;
  applied: string | undefined;
  onApply: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <form
        className="promo"
        onSubmit={(event) => {
          event.preventDefault();
          onApply();
        }}
      >
        <FormTextField control={control} name="code" label={t('checkout.promo')} />
        <button type="submit" className="button button--secondary">
          {t('checkout.apply')}
        </button>
      </form>
      {applied && (
        <p className="promo__applied" data-testid="promo-applied">
          <span className="tag tag--ok">{applied}</span>
          <button type="button" className="link-button" onClick={onRemove} aria-label={`${t('common.remove')}: ${applied}`}>
            {t('common.remove')}
          </button>
        </p>
      )}
    </>
  );
}
