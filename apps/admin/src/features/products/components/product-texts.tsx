import { LANGUAGES, type Language } from '@shop/shared';
import { useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import type { ProductForm, ProductFormValues } from '../product-form-values.ts';

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch', zh: '中文' };
const TEXT_FIELDS = ['name', 'keyword', 'introduction', 'description'] as const;

/** The product's texts, one tab per language; a tab whose texts have a problem is marked. */
export function ProductTexts({ form }: { form: ProductForm }) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<Language>('en');
  const errors = form.formState.errors as FieldErrors<ProductFormValues>;
  const hasError = (l: Language) => TEXT_FIELDS.some((f) => errors[f]?.[l]);
  return (
    <section className="card">
      <div className="tabs" role="tablist" aria-label={t('products.texts')}>
        {LANGUAGES.map((l) => (
          <button key={l} type="button" role="tab" aria-selected={language === l} onClick={() => setLanguage(l)}>
            {LANGUAGE_NAMES[l]}
            {hasError(l) && <span className="danger"> •</span>}
          </button>
        ))}
      </div>
      {LANGUAGES.map((l) => (
        <div key={l} role="tabpanel" hidden={language !== l} className="texts">
          <TextField label={t('products.name')} error={errors.name?.[l]?.message} {...form.register(`name.${l}`)} />
          <TextAreaField
            label={t('products.introduction')}
            rows={2}
            error={errors.introduction?.[l]?.message}
            {...form.register(`introduction.${l}`)}
          />
          <TextAreaField
            label={t('products.description')}
            rows={6}
            error={errors.description?.[l]?.message}
            {...form.register(`description.${l}`)}
          />
          <TextField label={t('products.keywords')} error={errors.keyword?.[l]?.message} {...form.register(`keyword.${l}`)} />
        </div>
      ))}
      {language !== 'en' && <p className="muted">{t('products.fallback')}</p>}
    </section>
  );
}
