import './customization.css';
import { MAX_PAGE_SIZE } from '@shop/shared';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { openFeedback } from '../../content/index.ts';
import { useDictData } from '../api/get-dict-data.ts';
import { useProductDetail } from '../api/get-product-detail.ts';
import { productsQuery, useProducts } from '../api/get-products.ts';
import { CustomisePanel } from '../components/customise-panel.tsx';
import { SkuSelector, skuFor } from '../components/sku-selector.tsx';

/** Every product a logo can be printed on, whatever its category, page after page (all of them are listed). */
export const PRINTABLE = { printable: true, pageSize: MAX_PAGE_SIZE } as const;

function usePrintableProducts() {
  const first = useProducts({ ...PRINTABLE, pageNo: 1 });
  const pages = Math.ceil((first.data?.total ?? 0) / MAX_PAGE_SIZE);
  const rest = useQueries({
    queries: Array.from({ length: Math.max(0, pages - 1) }, (_, index) => productsQuery({ ...PRINTABLE, pageNo: index + 2 })),
  });
  return [first, ...rest].flatMap((page) => page.data?.records ?? []);
}

/** The configurator for one product (`?id=`): its variant, then the customise panel. */
function Configurator({ id }: { id: number }) {
  const { t } = useTranslation();
  const { data: product } = useProductDetail(id);
  const [chosen, setChosen] = useState<Record<number, number>>({});
  if (!product) return null;
  if (product.decoratingMethods.length === 0) return <p className="note">{t('customization.notPrintable', { name: product.name })}</p>;
  const initial = Object.keys(chosen).length
    ? chosen
    : Object.fromEntries((product.skus.find((s) => s.stock > 0)?.properties ?? []).map((p) => [p.propertyId, p.valueId]));
  const sku = skuFor(product.skus, initial);
  return (
    <section aria-label={product.name}>
      <h2>{product.name}</h2>
      <div className="customization-configurator">
        <img src={sku?.picUrl || product.picUrl} alt="" width="160" height="160" />
        <SkuSelector skus={product.skus} chosen={initial} onChange={setChosen} />
      </div>
      <CustomisePanel key={product.id} product={product} sku={sku} />
    </section>
  );
}

/** `/customization`: how logo printing works, the decorating methods, and the configurator. */
export function CustomizationPage() {
  const { t } = useTranslation();
  usePageMeta(t('customization.title'), t('customization.intro'));
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id'));
  const methods = useDictData('custom_decorating_method').data;
  const products = usePrintableProducts();
  return (
    <article className="customization-page">
      <h1>{t('customization.title')}</h1>
      <p>{t('customization.intro')}</p>
      <h2>{t('customization.steps')}</h2>
      <ol>
        {(['step1', 'step2', 'step3', 'step4'] as const).map((step) => (
          <li key={step}>{t(`customization.${step}`)}</li>
        ))}
      </ol>
      <h2>{t('customization.methods')}</h2>
      <ul className="customization-methods">
        {methods.map((m) => (
          <li key={m.value}>{m.label}</li>
        ))}
      </ul>
      <h2>{t('customization.choose')}</h2>
      <ul className="customization-products">
        {products.map((product) => (
          <li key={product.id}>
            <button
              type="button"
              className="button button--secondary"
              aria-pressed={product.id === id}
              onClick={() =>
                setParams(
                  (current) => {
                    current.set('id', String(product.id));
                    return current;
                  },
                  { replace: true },
                )
              }
            >
              {product.name}
            </button>
          </li>
        ))}
      </ul>
      {Number.isInteger(id) && id > 0 && <Configurator key={id} id={id} />}
      <p>
        {t('customization.quote')}{' '}
        <button type="button" className="link-button" onClick={openFeedback}>
          {t('customise.requestQuote')}
        </button>
      </p>
    </article>
  );
}
