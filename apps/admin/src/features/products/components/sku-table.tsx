import '../products.css';
import type { Language } from '@shop/shared';
import { useFieldArray, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  EMPTY_SKU,
  MAX_PROPERTIES,
  sameName,
  type ProductForm,
  type ProductFormValues,
  type PropertyChoices,
  type SkuValues,
  type Texts,
} from '../product-form-values.ts';

/** The SKU whose stock the admin wants to change. */
export interface StockTarget {
  skuId: number;
  label: string;
  stock: number;
}

/** A new SKU's properties, one row each: a name from the catalogue's properties or a new one, and its value. */
function VariantInputs({ form, index, choices }: { form: ProductForm; index: number; choices: PropertyChoices }) {
  const { t } = useTranslation();
  const rows = useFieldArray({ control: form.control, name: `skus.${index}.variant` });
  const names = (form.watch(`skus.${index}.variant`) ?? []).map((row) => row.propertyName);
  return (
    <div className="variant-rows">
      {rows.fields.map((row, j) => {
        const property = choices.find((c) => sameName(c.name.en, names[j] ?? ''));
        return (
          <span className="variant-inputs" key={row.id}>
            <input
              aria-label={t('products.propertyName')}
              placeholder={t('products.propertyName')}
              list="property-names"
              {...form.register(`skus.${index}.variant.${j}.propertyName`)}
            />
            <input
              aria-label={t('products.valueName')}
              placeholder={t('products.valueName')}
              list={property ? `property-values-${property.propertyId}` : 'property-values'}
              {...form.register(`skus.${index}.variant.${j}.valueName`)}
            />
            <button
              type="button"
              className="danger"
              aria-label={t('products.removeProperty')}
              title={t('products.removeProperty')}
              onClick={() => rows.remove(j)}
            >
              ×
            </button>
          </span>
        );
      })}
      {rows.fields.length < MAX_PROPERTIES && (
        <button type="button" className="link" onClick={() => rows.append({ propertyName: '', valueName: '' })}>
          {t('products.addProperty')}
        </button>
      )}
    </div>
  );
}

const SKU_FIELDS = {
  priceUsd: { label: 'products.priceUsd', inputMode: 'decimal' },
  priceEur: { label: 'products.priceEur', inputMode: 'decimal' },
  stock: { label: 'products.stock', inputMode: 'numeric' },
  weight: { label: 'products.weight', inputMode: 'numeric' },
  piecesPerUnit: { label: 'products.piecesPerUnit', inputMode: 'numeric' },
} as const;

/** One of a SKU's figures, named by its column and the SKU ("Price USD Colour: Red"), marked when the contract refuses it. */
function SkuInput({ form, index, field, label }: { form: ProductForm; index: number; field: keyof typeof SKU_FIELDS; label: string }) {
  const { t } = useTranslation();
  const error = (form.formState.errors as FieldErrors<ProductFormValues>).skus?.[index]?.[field];
  return (
    <input
      aria-label={`${t(SKU_FIELDS[field].label)} ${label}`}
      inputMode={SKU_FIELDS[field].inputMode}
      aria-invalid={error ? true : undefined}
      title={error?.message}
      {...form.register(`skus.${index}.${field}`)}
    />
  );
}

/** The names already in use, offered while typing a new SKU's variant (the shop reuses their ids). */
function PropertyLists({ choices }: { choices: PropertyChoices }) {
  return (
    <>
      <datalist id="property-names">
        {choices.map((p) => (
          <option key={p.propertyId} value={p.name.en} />
        ))}
      </datalist>
      <datalist id="property-values">
        {[...new Set(choices.flatMap((p) => p.values.map((v) => v.name.en)))].map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      {choices.map((p) => (
        <datalist key={p.propertyId} id={`property-values-${p.propertyId}`}>
          {p.values.map((v) => (
            <option key={v.valueId} value={v.name.en} />
          ))}
        </datalist>
      ))}
    </>
  );
}

/**
 * The product's SKUs: a saved one named by its variant, a new one with inputs for it; prices,
 * weight and pieces per unit for each. A saved SKU's stock changes only through `onAdjust` (left
 * out: the admin may not change it), a new one's is typed.
 */
export function SkuTable({
  form,
  choices,
  onAdjust,
  stocks,
}: {
  form: ProductForm;
  choices: PropertyChoices;
  onAdjust?: ((sku: StockTarget) => void) | undefined;
  /** The saved SKUs' stock as the shop has it now (adjustments change it while the form stays open). */
  stocks?: ReadonlyMap<number, number> | undefined;
}) {
  const { t, i18n } = useTranslation();
  const skus = useFieldArray({ control: form.control, name: 'skus' });
  const errors = (form.formState.errors as FieldErrors<ProductFormValues>).skus;
  // In the admin's language, English where a name has no translation.
  const named = (name: Texts) => name[i18n.language as Language] || name.en;
  const labelOf = (sku: SkuValues) =>
    sku.properties.map((p) => `${named(p.propertyName)}: ${named(p.valueName)}`).join(', ') || t('products.single');
  return (
    <section className="card">
      <h2>{t('products.skus')}</h2>
      <div className="table-wrap">
        <table className="data-table sku-table">
          <thead>
            <tr>
              <th scope="col">{t('products.variant')}</th>
              <th scope="col">{t('products.priceUsd')}</th>
              <th scope="col">{t('products.priceEur')}</th>
              <th scope="col">{t('products.stock')}</th>
              <th scope="col">{t('products.weight')}</th>
              <th scope="col" title={t('products.piecesPerUnitHint')}>
                {t('products.piecesPerUnit')}
              </th>
              <th scope="col" />
            </tr>
          </thead>
          <tbody>
            {skus.fields.map((field, i) => {
              const sku = form.getValues(`skus.${i}`);
              const label = labelOf(sku);
              return (
                <tr key={field.id}>
                  <td>{sku.id ? label : <VariantInputs form={form} index={i} choices={choices} />}</td>
                  <td>
                    <SkuInput form={form} index={i} field="priceUsd" label={label} />
                  </td>
                  <td>
                    <SkuInput form={form} index={i} field="priceEur" label={label} />
                  </td>
                  <td>
                    {sku.id ? (
                      <span className="stock-cell">
                        {stocks?.get(sku.id) ?? sku.stock}
                        {onAdjust && (
                          <button
                            type="button"
                            onClick={() => onAdjust({ skuId: sku.id!, label, stock: stocks?.get(sku.id!) ?? Number(sku.stock) })}
                          >
                            {t('products.adjust')}
                          </button>
                        )}
                      </span>
                    ) : (
                      <SkuInput form={form} index={i} field="stock" label={label} />
                    )}
                  </td>
                  <td>
                    <SkuInput form={form} index={i} field="weight" label={label} />
                  </td>
                  <td>
                    <SkuInput form={form} index={i} field="piecesPerUnit" label={label} />
                  </td>
                  <td>
                    <button type="button" className="danger" disabled={skus.fields.length === 1} onClick={() => skus.remove(i)}>
                      {t('common.delete')}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {errors && (
        <p className="field__error" role="alert">
          {t('products.skuErrors')}
        </p>
      )}
      <button type="button" onClick={() => skus.append(EMPTY_SKU)}>
        {t('products.addSku')}
      </button>
      <PropertyLists choices={choices} />
    </section>
  );
}
