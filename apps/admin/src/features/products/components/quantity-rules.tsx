import '../products.css';
import type { TAdminSpuDetail } from '@shop/shared';
import { useFieldArray, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field.tsx';
import type { ProductForm, ProductFormValues } from '../product-form-values.ts';

/**
 * The product's own quantity discounts (any number of tiers up to 100,000 pieces, e.g. 50, 100,
 * 250, 500, 1,000, 2,500); without any, a saved product names the shop's rules it uses instead
 * (`defaultRules`, none for a new product), which can be taken as the start of its own.
 */
export function QuantityRules({ form, defaultRules }: { form: ProductForm; defaultRules?: TAdminSpuDetail['defaultQuantityRules'] }) {
  const { t } = useTranslation();
  const rules = useFieldArray({ control: form.control, name: 'quantityRules' });
  const errors = (form.formState.errors as FieldErrors<ProductFormValues>).quantityRules;
  return (
    <section className="card">
      <h2>{t('products.quantityRules')}</h2>
      <p className="muted">
        {rules.fields.length === 0 && defaultRules
          ? t('products.defaultRules', { rules: defaultRules.map((r) => `${r.quantity}+ −${r.discount} %`).join(', ') || '–' })
          : t('products.ownRules')}
      </p>
      {rules.fields.map((field, i) => (
        <div key={field.id} className="rule-row">
          <TextField
            label={t('products.fromQuantity')}
            inputMode="numeric"
            error={errors?.[i]?.quantity?.message}
            {...form.register(`quantityRules.${i}.quantity`)}
          />
          <TextField
            label={t('products.discountPercent')}
            inputMode="numeric"
            error={errors?.[i]?.discount?.message}
            {...form.register(`quantityRules.${i}.discount`)}
          />
          <button type="button" className="danger" onClick={() => rules.remove(i)}>
            {t('common.delete')}
          </button>
        </div>
      ))}
      <button type="button" onClick={() => rules.append({ quantity: '', discount: '' })}>
        {t('products.addRule')}
      </button>
      {rules.fields.length === 0 && defaultRules && defaultRules.length > 0 && (
        <button
          type="button"
          onClick={() => rules.append(defaultRules.map((r) => ({ quantity: String(r.quantity), discount: String(r.discount) })))}
        >
          {t('products.copyShopRules')}
        </button>
      )}
    </section>
  );
}
