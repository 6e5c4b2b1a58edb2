import { facetFilterOf, LIST_PAGE_SIZE, listChoiceOf } from '@shop/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { usePrice } from '../../../lib/format.ts';
import { useDictData } from '../api/get-dict-data.ts';
import { useFacets } from '../api/get-facets.ts';
import { useProducts, type ProductListParams } from '../api/get-products.ts';
import { FacetPanel } from './facet-panel.tsx';
import { ProductGrid, ProductGridSkeleton } from './product-card.tsx';
import { SortSelect } from './sort-select.tsx';

/**
 * A paged product list with its filters and order; page and choices live in the URL (`page`,
 * LIST_CHOICE_PARAMS), so back, reload and a shared link keep them.
 */
export function ProductListView({ params, title, empty }: { params: ProductListParams; title: string; empty?: ReactNode }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const chosen = { ...params, ...listChoiceOf(search) };
  const { data, isPending, isError } = useProducts({ ...chosen, pageNo: page, pageSize: LIST_PAGE_SIZE });
  const { data: facets } = useFacets(facetFilterOf(chosen));
  const { data: methods } = useDictData('custom_decorating_method');
  const formatPrice = usePrice();
  const change = (next: URLSearchParams) => setSearch(next, { preventScrollReset: true });
  const setPage = (next: number) => {
    const copy = new URLSearchParams(search);
    copy.set('page', String(next));
    change(copy);
  };
  return (
    <section className="product-list" aria-busy={isPending}>
      <div className="product-list__head">
        <h1>{title}</h1>
        <SortSelect search={search} onChange={change} />
      </div>
      {data && data.total > 0 && <p className="product-list__count">{t('catalog.results', { count: data.total })}</p>}
      <div className="product-list__body">
        {facets && (
          <FacetPanel
            facets={facets}
            search={search}
            onChange={change}
            methodLabel={(value) => methods.find((m) => m.value === value)?.label ?? value}
            formatPrice={formatPrice}
          />
        )}
        <div className="product-list__results">
          {isPending && <ProductGridSkeleton count={9} />}
          {!isPending && (isError || data?.records.length === 0) && (empty ?? <EmptyState title={t('catalog.empty')} />)}
          {data && data.records.length > 0 && <ProductGrid products={data.records} eagerCount={3} />}
          {data && <Pager page={page} pages={data.pages} onChange={setPage} />}
        </div>
      </div>
    </section>
  );
}
