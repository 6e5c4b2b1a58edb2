import './design.css';
import type { TDesignContent } from '@shop/shared';
import type { QueryClient } from '@tanstack/react-query';
import { use, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import i18n, { storedLanguage } from '../../../lib/i18n.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { accessTokenStore } from '../../../lib/session.ts';
import { useStore } from '../../../lib/store.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import englishTexts from '../../../locales/en/design.json';
import { showToast } from '../../../lib/toast.ts';
import { dictDataQuery } from '../api/get-dict-data.ts';
import { productDetailQuery, useProductDetail } from '../api/get-product-detail.ts';
import { productPath } from '../product-path.ts';
import { DesignEditor } from './design-editor.tsx';
import { type DesignTarget, readDraft, saveDesign, useDesign, writeDraft } from './designs-api.ts';

/**
 * The editor's texts come with the editor: English (the fallback) inside its code, so an English
 * visitor waits for no further request; German or Chinese load beside it.
 */
async function loadDesignTexts(): Promise<void> {
  const language = storedLanguage();
  if (!i18n.hasResourceBundle('en', 'design')) i18n.addResourceBundle('en', 'design', englishTexts);
  if (language !== 'en' && !i18n.hasResourceBundle(language, 'design'))
    i18n.addResourceBundle(language, 'design', (await import(`../../../locales/${language}/design.json`)).default);
}
let textsLoading: Promise<void> | null = null;

/**
 * The editor's texts, loaded once, when it first renders: not when its code runs, which on a page
 * the server rendered may be before the app has set its texts up.
 */
function textsLoaded(): Promise<void> {
  textsLoading ??= typeof window === 'undefined' ? Promise.resolve() : loadDesignTexts();
  return textsLoading;
}

const numberParam = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/**
 * The product and the dictionaries, asked for while the texts load (app/first-page.ts) rather than
 * once the editor has rendered; a page the server rendered carries them already.
 */
export function prefetchDesign(client: QueryClient, search: URLSearchParams): void {
  const spuId = numberParam(search.get('spuId'));
  if (spuId) void client.prefetchQuery(productDetailQuery(spuId));
  void client.prefetchQuery(dictDataQuery());
}

/**
 * `/customDesign?spuId=&skuId=&locationId=&size=` (and `method`, `count`, `id` of a saved
 * design): the online design editor for a product's print area, without header and footer. A
 * guest's design waits in the browser and is saved to the account after login. The server renders
 * it as for a guest with a new design; the member's designs and the browser's draft come once the
 * page is live.
 */
export function DesignPage() {
  use(textsLoaded());
  const { t } = useTranslation('design');
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const token = useStore(accessTokenStore);
  const spuId = numberParam(params.get('spuId')) ?? 0;
  const { data: product, isError } = useProductDetail(spuId);
  const designId = numberParam(params.get('id')) ?? null;
  const design = useDesign(designId, Boolean(token));
  const [fromDraft, setFromDraft] = useState<{ id: number | null; content: TDesignContent } | null>(null);
  usePageMeta(product ? t('title', { product: product.name }) : '');

  const target: DesignTarget = {
    spuId,
    skuId: numberParam(params.get('skuId')) ?? design.data?.skuId ?? product?.skus.find((s) => s.stock > 0)?.id,
    locationId: params.get('locationId') || design.data?.locationId || '1',
    size: params.get('size') ?? design.data?.size ?? '',
  };

  // A guest's design of this product, kept in the browser: reopened, and saved to the account once logged in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: decided once per login state and product
  useEffect(() => {
    if (!hydrated) return;
    const draft = readDraft();
    if (!draft || draft.spuId !== spuId || designId !== null) return;
    if (!token) {
      setFromDraft({ id: null, content: draft.content });
      return;
    }
    saveDesign(null, draft, '', draft.content, '').then(
      (id) => {
        writeDraft(null);
        setFromDraft({ id, content: draft.content });
        showToast(t('savedToAccount'), 'success');
      },
      // Not saved (the API said why in a toast): the draft stays in the browser and opens as it is.
      () => setFromDraft({ id: null, content: draft.content }),
    );
  }, [hydrated, token, spuId]);

  if (isError || (product && !product.printAreas.length)) return <NoArea spuId={spuId} />;
  const draftPending = hydrated && readDraft()?.spuId === spuId && designId === null && !fromDraft;
  if (!product || (designId !== null && token && !design.data) || draftPending) return <p className="designer__loading">{t('loading')}</p>;
  const area = product.printAreas.find((a) => a.locationId === target.locationId);
  if (!area) return <NoArea spuId={spuId} />;
  const method = params.get('method') || product.decoratingMethods[0] || '';
  const count = Math.max(product.printMinCount, numberParam(params.get('count')) ?? 0);
  const id = fromDraft?.id ?? (design.data ? designId : null);
  return (
    <DesignEditor
      key={`${id ?? (fromDraft ? 'draft' : 'new')}-${target.locationId}`}
      product={product}
      area={area}
      target={target}
      method={method}
      count={count}
      designId={id}
      initial={fromDraft?.content ?? design.data?.content ?? null}
    />
  );
}

function NoArea({ spuId }: { spuId: number }) {
  const { t } = useTranslation('design');
  const { data: product } = useProductDetail(spuId);
  return (
    <div className="designer__empty">
      <p>{t('noArea')}</p>
      {product && <Link to={productPath(product.id, product.name)}>{t('back')}</Link>}
    </div>
  );
}
