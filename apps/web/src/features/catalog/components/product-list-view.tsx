import { LIST_PAGE_SIZE } from '@shop/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { useProducts, type ProductListParams } from '../api/get-products.ts';
import { ProductGrid, ProductGridSkeleton } from './product-card.tsx';

/** A paged product list; the page number lives in the URL (`page`), so back and reload keep it. */
export function ProductListView({ params, title, empty }: { params: ProductListParams; title: string; empty?: ReactNode }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const { data, isPending, isError } = useProducts({ ...params, pageNo: page, pageSize: LIST_PAGE_SIZE });
  const setPage = (next: number) => {
    const copy = new URLSearchParams(search);
    copy.set('page', String(next));
    setSearch(copy, { preventScrollReset: true });
  };
  return (
    <section className="product-list" aria-busy={isPending}>
      <h1>{title}</h1>
      {data && data.total > 0 && <p className="product-list__count">{t('catalog.results', { count: data.total })}</p>}
      {isPending && <ProductGridSkeleton count={9} />}
      {!isPending && (isError || data?.records.length === 0) && (empty ?? <EmptyState title={t('catalog.empty')} />)}
      {data && data.records.length > 0 && <ProductGrid products={data.records} eagerCount={3} />}
      {data && <Pager page={page} pages={data.pages} onChange={setPage} />}
    </section>
  );
}
