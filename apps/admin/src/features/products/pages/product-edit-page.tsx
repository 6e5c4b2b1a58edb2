import {
  centsToDecimal,
  LANGUAGES,
  SPU_STATUS,
  toCents,
  type ZAdminSkuProperty,
  ZAdminSpuCreateRequest,
  type Language,
  type TAdminSpuDetail,
} from '@shop/shared';
import { useState, type ChangeEvent } from 'react';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { z } from 'zod';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useContractForm } from '../../../lib/contract-form.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCan } from '../../auth/index.ts';
import { useCategoryChoices, useProduct, usePropertyChoices, useSaveProduct, useUploadPicture } from '../api/products.ts';
import { categoryPath } from '../components/category-path.ts';
import { PrintAreas } from '../components/print-areas.tsx';
import { StockDialog } from '../components/stock-dialog.tsx';
import { ProductStatusBadge } from './product-list-page.tsx';

type Texts = Record<Language, string>;
type Properties = TAdminSpuDetail['skus'][number]['properties'];
type SpuInput = z.input<typeof ZAdminSpuCreateRequest>;
type Choices = { propertyId: number; name: Texts; values: { valueId: number; name: Texts }[] }[];
/** The most properties one SKU may have (the contract's limit). */
const MAX_PROPERTIES = 5;

interface SkuValues {
  id?: number;
  /** An existing SKU's properties, sent back as they are. */
  properties: Properties;
  /** A new SKU's variant, in English: "Colour" → "Red", "Size" → "M" … (a row with both empty: none). */
  variant: { propertyName: string; valueName: string }[];
  priceUsd: string;
  priceEur: string;
  stock: string;
  weight: string;
  piecesPerUnit: string;
}

interface Values {
  name: Texts;
  keyword: Texts;
  introduction: Texts;
  description: Texts;
  categoryId: string;
  sliderPicUrls: string[];
  onSale: boolean;
  sort: string;
  skus: SkuValues[];
  quantityRules: { quantity: string; discount: string }[];
}

const EMPTY_TEXTS: Texts = { en: '', de: '', zh: '' };
const EMPTY_SKU: SkuValues = {
  properties: [],
  variant: [{ propertyName: '', valueName: '' }],
  priceUsd: '',
  priceEur: '',
  stock: '0',
  weight: '0',
  piecesPerUnit: '1',
};

function defaults(product: TAdminSpuDetail | undefined): Values {
  if (!product)
    return {
      name: EMPTY_TEXTS,
      keyword: EMPTY_TEXTS,
      introduction: EMPTY_TEXTS,
      description: EMPTY_TEXTS,
      categoryId: '',
      sliderPicUrls: [],
      onSale: false,
      sort: '0',
      skus: [EMPTY_SKU],
      quantityRules: [],
    };
  return {
    name: product.name,
    keyword: product.keyword,
    introduction: product.introduction,
    description: product.description,
    categoryId: String(product.categoryId),
    sliderPicUrls: product.sliderPicUrls,
    onSale: product.status === SPU_STATUS.onSale,
    sort: String(product.sort),
    skus: product.skus.map((sku) => ({
      id: sku.id,
      properties: sku.properties,
      variant: [],
      priceUsd: centsToDecimal(sku.priceUsd),
      priceEur: centsToDecimal(sku.priceEur),
      stock: String(sku.stock),
      weight: String(sku.weight),
      piecesPerUnit: String(sku.piecesPerUnit),
    })),
    quantityRules: product.quantityRules.map((r) => ({ quantity: String(r.quantity), discount: String(r.discount) })),
  };
}

/** A money field's text as cents; what cannot be read goes to zod as NaN and is named there. */
function cents(text: string): number {
  try {
    return toCents(text.trim().replace(',', '.'));
  } catch {
    return Number.NaN;
  }
}
const whole = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A new SKU's variant rows as the contract's properties: a name the catalogue knows keeps its id and
 * its German and Chinese names; a new one goes in English and the shop gives it an id.
 */
function variantProperties(variant: SkuValues['variant'], choices: Choices): z.input<typeof ZAdminSkuProperty>[] {
  return variant
    .filter((row) => row.propertyName.trim() || row.valueName.trim())
    .map((row) => {
      const property = choices.find((c) => same(c.name.en, row.propertyName));
      const value = property?.values.find((v) => same(v.name.en, row.valueName));
      return {
        ...(property ? { propertyId: property.propertyId } : {}),
        propertyName: property?.name ?? { en: row.propertyName, de: '', zh: '' },
        ...(property && value ? { valueId: value.valueId } : {}),
        valueName: value?.name ?? { en: row.valueName, de: '', zh: '' },
      };
    });
}

function toInput(v: Values, choices: Choices) {
  return {
    name: v.name,
    keyword: v.keyword,
    introduction: v.introduction,
    description: v.description,
    categoryId: (v.categoryId ? Number(v.categoryId) : undefined) as number,
    sliderPicUrls: v.sliderPicUrls,
    status: v.onSale ? SPU_STATUS.onSale : SPU_STATUS.offSale,
    sort: whole(v.sort),
    skus: v.skus.map((sku) => ({
      ...(sku.id ? { id: sku.id } : {}),
      properties: sku.id ? sku.properties : variantProperties(sku.variant, choices),
      priceUsd: cents(sku.priceUsd),
      priceEur: cents(sku.priceEur),
      stock: whole(sku.stock),
      weight: whole(sku.weight),
      piecesPerUnit: whole(sku.piecesPerUnit),
    })),
    quantityRules: v.quantityRules.map((r) => ({ quantity: whole(r.quantity), discount: whole(r.discount) })),
  };
}

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch', zh: '中文' };

function Pictures({ urls, onChange, error }: { urls: string[]; onChange: (urls: string[]) => void; error?: string }) {
  const { t } = useTranslation();
  const upload = useUploadPicture();
  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const added: string[] = [];
    for (const file of files) added.push(await upload.mutateAsync(file));
    onChange([...urls, ...added]);
  };
  const move = (from: number, to: number) => {
    const next = [...urls];
    const [url] = next.splice(from, 1);
    next.splice(to, 0, url!);
    onChange(next);
  };
  return (
    <fieldset className="pictures">
      <legend>{t('products.pictures')}</legend>
      <ol>
        {urls.map((url, i) => (
          <li key={url}>
            <img src={url} alt="" width="88" height="88" />
            {i === 0 && <span className="badge">{t('products.main')}</span>}
            <span className="row-actions">
              <button type="button" aria-label={t('products.moveLeft')} disabled={i === 0} onClick={() => move(i, i - 1)}>
                ←
              </button>
              <button type="button" aria-label={t('products.moveRight')} disabled={i === urls.length - 1} onClick={() => move(i, i + 1)}>
                →
              </button>
              <button
                type="button"
                className="danger"
                aria-label={t('products.removePicture')}
                onClick={() => onChange(urls.filter((u) => u !== url))}
              >
                ×
              </button>
            </span>
          </li>
        ))}
      </ol>
      <label className="button">
        {upload.isPending ? t('common.loading') : t('products.addPictures')}
        <input type="file" accept="image/jpeg,image/png,image/gif" multiple hidden onChange={(e) => void add(e).catch(() => undefined)} />
      </label>
      {error && (
        <span className="field__error" role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}

/** A new SKU's properties, one row each: a name from the catalogue's properties or a new one, and its value. */
function VariantInputs({
  index,
  control,
  register,
  choices,
  names,
}: {
  index: number;
  control: Control<Values, unknown, SpuInput>;
  register: UseFormRegister<Values>;
  choices: Choices;
  names: string[];
}) {
  const { t } = useTranslation();
  const rows = useFieldArray({ control, name: `skus.${index}.variant` });
  return (
    <div className="variant-rows">
      {rows.fields.map((row, j) => {
        const property = choices.find((c) => same(c.name.en, names[j] ?? ''));
        return (
          <span className="variant-inputs" key={row.id}>
            <input
              aria-label={t('products.propertyName')}
              placeholder={t('products.propertyName')}
              list="property-names"
              {...register(`skus.${index}.variant.${j}.propertyName`)}
            />
            <input
              aria-label={t('products.valueName')}
              placeholder={t('products.valueName')}
              list={property ? `property-values-${property.propertyId}` : 'property-values'}
              {...register(`skus.${index}.variant.${j}.valueName`)}
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

function ProductForm({ product }: { product: TAdminSpuDetail | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = useCan();
  const categories = useCategoryChoices().data ?? [];
  // Names already in use, offered while typing a new SKU's variant (the shop reuses their ids).
  const properties = usePropertyChoices().data ?? [];
  const save = useSaveProduct();
  const [language, setLanguage] = useState<Language>('en');
  const [stockOf, setStockOf] = useState<{ skuId: number; label: string; stock: number } | null>(null);
  const form = useContractForm(ZAdminSpuCreateRequest, {
    defaultValues: defaults(product),
    toInput: (v: Values) => toInput(v, properties),
  });
  const skus = useFieldArray({ control: form.control, name: 'skus' });
  const rules = useFieldArray({ control: form.control, name: 'quantityRules' });
  const errors = form.formState.errors as FieldErrors<Values>;
  const editable = can(product ? 'product:spu:update' : 'product:spu:create');
  const submit = form.handleSubmit(async (input) => {
    const id = await save.mutateAsync(product ? { ...input, id: product.id } : input);
    showToast(t('products.saved'), 'success');
    if (!product) await navigate(`/products/${id}`, { replace: true });
  });
  const languageHasError = (l: Language) => (['name', 'keyword', 'introduction', 'description'] as const).some((f) => errors[f]?.[l]);
  const skuLabel = (sku: SkuValues) =>
    sku.properties.map((p) => `${p.propertyName.en}: ${p.valueName.en}`).join(', ') || t('products.single');
  return (
    <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate className="product-form">
      <section className="card">
        <div className="tabs" role="tablist" aria-label={t('products.texts')}>
          {LANGUAGES.map((l) => (
            <button key={l} type="button" role="tab" aria-selected={language === l} onClick={() => setLanguage(l)}>
              {LANGUAGE_NAMES[l]}
              {languageHasError(l) && <span className="danger"> •</span>}
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
      <section className="card form-grid">
        <SelectField label={t('products.category')} error={errors.categoryId?.message} {...form.register('categoryId')}>
          <option value="">{t('common.choose')}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {categoryPath(categories, c.id)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('products.sort')}
          inputMode="numeric"
          hint={t('products.sortHint')}
          error={errors.sort?.message}
          {...form.register('sort')}
        />
        <label className="check">
          <input type="checkbox" {...form.register('onSale')} /> {t('products.onSale')}
        </label>
      </section>
      <section className="card">
        <Pictures
          urls={form.watch('sliderPicUrls')}
          onChange={(urls) => form.setValue('sliderPicUrls', urls, { shouldDirty: true })}
          error={errors.sliderPicUrls?.message ?? errors.sliderPicUrls?.root?.message}
        />
      </section>
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
                const skuErrors = errors.skus?.[i];
                const label = skuLabel(sku);
                return (
                  <tr key={field.id}>
                    <td>
                      {sku.id ? (
                        label
                      ) : (
                        <VariantInputs
                          index={i}
                          control={form.control}
                          register={form.register}
                          choices={properties}
                          names={(form.watch(`skus.${i}.variant`) ?? []).map((row) => row.propertyName)}
                        />
                      )}
                    </td>
                    <td>
                      <input
                        aria-label={`${t('products.priceUsd')} ${label}`}
                        inputMode="decimal"
                        aria-invalid={skuErrors?.priceUsd ? true : undefined}
                        title={skuErrors?.priceUsd?.message}
                        {...form.register(`skus.${i}.priceUsd`)}
                      />
                    </td>
                    <td>
                      <input
                        aria-label={`${t('products.priceEur')} ${label}`}
                        inputMode="decimal"
                        aria-invalid={skuErrors?.priceEur ? true : undefined}
                        title={skuErrors?.priceEur?.message}
                        {...form.register(`skus.${i}.priceEur`)}
                      />
                    </td>
                    <td>
                      {sku.id ? (
                        <span className="stock-cell">
                          {sku.stock}
                          {can('product:spu:update') && (
                            <button type="button" onClick={() => setStockOf({ skuId: sku.id!, label, stock: Number(sku.stock) })}>
                              {t('products.adjust')}
                            </button>
                          )}
                        </span>
                      ) : (
                        <input aria-label={`${t('products.stock')} ${label}`} inputMode="numeric" {...form.register(`skus.${i}.stock`)} />
                      )}
                    </td>
                    <td>
                      <input aria-label={`${t('products.weight')} ${label}`} inputMode="numeric" {...form.register(`skus.${i}.weight`)} />
                    </td>
                    <td>
                      <input
                        aria-label={`${t('products.piecesPerUnit')} ${label}`}
                        inputMode="numeric"
                        aria-invalid={skuErrors?.piecesPerUnit ? true : undefined}
                        title={skuErrors?.piecesPerUnit?.message}
                        {...form.register(`skus.${i}.piecesPerUnit`)}
                      />
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
        {errors.skus && (
          <p className="field__error" role="alert">
            {t('products.skuErrors')}
          </p>
        )}
        <button type="button" onClick={() => skus.append(EMPTY_SKU)}>
          {t('products.addSku')}
        </button>
        <datalist id="property-names">
          {properties.map((p) => (
            <option key={p.propertyId} value={p.name.en} />
          ))}
        </datalist>
        <datalist id="property-values">
          {[...new Set(properties.flatMap((p) => p.values.map((v) => v.name.en)))].map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        {properties.map((p) => (
          <datalist key={p.propertyId} id={`property-values-${p.propertyId}`}>
            {p.values.map((v) => (
              <option key={v.valueId} value={v.name.en} />
            ))}
          </datalist>
        ))}
      </section>
      <section className="card">
        <h2>{t('products.quantityRules')}</h2>
        <p className="muted">
          {rules.fields.length === 0 && product
            ? t('products.defaultRules', {
                rules: product.defaultQuantityRules.map((r) => `${r.quantity}+ −${r.discount} %`).join(', ') || '–',
              })
            : t('products.ownRules')}
        </p>
        {rules.fields.map((field, i) => (
          <div key={field.id} className="rule-row">
            <TextField
              label={t('products.fromQuantity')}
              inputMode="numeric"
              error={errors.quantityRules?.[i]?.quantity?.message}
              {...form.register(`quantityRules.${i}.quantity`)}
            />
            <TextField
              label={t('products.discountPercent')}
              inputMode="numeric"
              error={errors.quantityRules?.[i]?.discount?.message}
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
      </section>
      {editable && (
        <div className="sticky-actions">
          <Link to="/products">{t('common.cancel')}</Link>
          <button type="submit" className="primary" disabled={form.formState.isSubmitting}>
            {t('common.save')}
          </button>
        </div>
      )}
      {stockOf && <StockDialog {...stockOf} onClose={() => setStockOf(null)} />}
    </form>
  );
}

/** A product's edit form (or a new one): texts in three languages, category, pictures, SKUs with prices and stock, quantity rules. */
export function ProductEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const productId = id === 'new' ? 0 : Number(id);
  const can = useCan();
  const { data: product, isError } = useProduct(productId);
  // The category select can show the product's category only once its options are there.
  const categories = useCategoryChoices();
  if (isError || categories.isError) return <p className="alert">{t('common.loadFailed')}</p>;
  if ((productId > 0 && !product) || !categories.data) return <p aria-busy="true">{t('common.loading')}</p>;
  return (
    <>
      <p className="breadcrumb">
        <Link to="/products">{t('nav.products')}</Link> /
      </p>
      <PageHeader title={product ? product.name.en : t('products.create')}>
        {product && <ProductStatusBadge status={product.status} />}
      </PageHeader>
      <ProductForm key={product ? `${product.id}-${product.updateTime}` : 'new'} product={product} />
      {product && <PrintAreas spuId={product.id} picUrl={product.picUrl} editable={can('product:spu:update')} />}
    </>
  );
}
