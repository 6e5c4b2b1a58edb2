import '../products.css';
import { ZAdminSpuCreateRequest, type TAdminSpuDetail } from '@shop/shared';
import { useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useContractForm } from '../../../lib/contract-form.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCan, usePermissionInfo } from '../../auth/index.ts';
import { useCategoryChoices, useProduct, usePropertyChoices, useSaveProduct } from '../api/products.ts';
import { categoryPath } from '../components/category-path.ts';
import { LogoFields } from '../components/logo-fields.tsx';
import { PrintAreas } from '../components/print-areas.tsx';
import { ProductPictures } from '../components/product-pictures.tsx';
import { ProductTexts } from '../components/product-texts.tsx';
import { PropertyTexts } from '../components/property-texts.tsx';
import { QuantityRules } from '../components/quantity-rules.tsx';
import { SkuTable, type StockTarget } from '../components/sku-table.tsx';
import { StockDialog } from '../components/stock-dialog.tsx';
import { productFormValues, productInput, type ProductFormValues } from '../product-form-values.ts';
import { ProductStatusBadge } from './product-list-page.tsx';

/** The product form: texts, category and order, pictures, SKUs, quantity rules, logo printing; a SKU's stock dialog beside it. */
function ProductForm({ product }: { product: TAdminSpuDetail | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = useCan();
  // A role may adjust stock without reading categories: the product keeps its category, unseen.
  const readsCategories = can('product:category:query');
  const categories = useCategoryChoices(readsCategories).data ?? [];
  const properties = usePropertyChoices().data ?? [];
  const save = useSaveProduct();
  const [stockOf, setStockOf] = useState<StockTarget | null>(null);
  const form = useContractForm(ZAdminSpuCreateRequest, {
    defaultValues: productFormValues(product),
    toInput: (v: ProductFormValues) => productInput(v, properties),
  });
  const errors = form.formState.errors as FieldErrors<ProductFormValues>;
  const editable = can(product ? 'product:spu:update' : 'product:spu:create');
  const submit = form.handleSubmit(async (input) => {
    // The contract cannot tell a logo product without methods from a plain one: the form can.
    if (form.getValues('logo.enabled') && input.decoratingMethods?.length === 0) {
      form.setError('logo.methods', { message: t('products.logo.methodRequired') });
      return;
    }
    const id = await save.mutateAsync(product ? { ...input, id: product.id } : input);
    showToast(t('products.saved'), 'success');
    if (!product) await navigate(`/products/${id}`, { replace: true });
  });
  return (
    <>
      <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate className="product-form">
        <ProductTexts form={form} />
        <section className="card form-grid">
          {readsCategories ? (
            <SelectField label={t('products.category')} error={errors.categoryId?.message} {...form.register('categoryId')}>
              <option value="">{t('common.choose')}</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {categoryPath(categories, c.id)}
                </option>
              ))}
            </SelectField>
          ) : (
            <p className="muted" data-testid="category-hidden">
              {t('products.categoryHidden')}
            </p>
          )}
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
          <ProductPictures
            urls={form.watch('sliderPicUrls')}
            onChange={(urls) => form.setValue('sliderPicUrls', urls, { shouldDirty: true })}
            error={errors.sliderPicUrls?.message ?? errors.sliderPicUrls?.root?.message}
          />
        </section>
        <SkuTable
          form={form}
          choices={properties}
          onAdjust={can('product:stock:update') ? setStockOf : undefined}
          stocks={product && new Map(product.skus.map((s) => [s.id, s.stock]))}
        />
        <PropertyTexts form={form} choices={properties} />
        <QuantityRules form={form} defaultRules={product?.defaultQuantityRules} />
        <LogoFields form={form} />
        {editable && (
          <div className="sticky-actions">
            <Link to="/products">{t('common.cancel')}</Link>
            <button type="submit" className="primary" disabled={form.formState.isSubmitting}>
              {t('common.save')}
            </button>
          </div>
        )}
      </form>
      {/* Outside the product form: a form inside another is not one browsers submit. */}
      {stockOf && <StockDialog {...stockOf} onClose={() => setStockOf(null)} />}
    </>
  );
}

/** A product's edit form (or a new one): texts in three languages, category, pictures, SKUs with prices and stock, quantity rules. */
export function ProductEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const productId = id === 'new' ? 0 : Number(id);
  const can = useCan();
  const permissions = usePermissionInfo();
  const { data: product, isError } = useProduct(productId);
  // The category select can show the product's category only once its options are there; a role
  // that may not read categories (stock keepers) gets the form without them.
  const readsCategories = can('product:category:query');
  const categories = useCategoryChoices(readsCategories);
  if (isError || categories.isError) return <p className="alert">{t('common.loadFailed')}</p>;
  if ((productId > 0 && !product) || !permissions.data || (readsCategories && !categories.data))
    return <p aria-busy="true">{t('common.loading')}</p>;
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
