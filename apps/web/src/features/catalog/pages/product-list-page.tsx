import { categoryIdByCode, LIST_PAGES } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { NotFound } from '../../../components/ui/not-found.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useCategories } from '../api/get-categories.ts';
import { useProducts } from '../api/get-products.ts';
import { useSuggestions } from '../api/get-suggestions.ts';
import { CategoryBar, categoryLink, hasList } from '../components/category-bar.tsx';
import { ProductGrid } from '../components/product-card.tsx';
import { ProductListView } from '../components/product-list-view.tsx';

/** `/productList?id={categoryId}&category={name}`: the category's products (with its children). */
export function ProductListPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || undefined;
  const { data: categories, isError } = useCategories();
  const category = categories?.find((c) => c.id === id);
  // The heading is the server's name of the category, never the address's `category` text.
  const name = id ? (category?.name ?? '') : t('catalog.allProducts');
  usePageMeta(name);
  if (id && ((categories && !category) || isError)) return <NotFound />;
  return (
    <>
      <CategoryBar />
      <ProductListView params={{ categoryId: id }} title={name} />
    </>
  );
}

export function FixedListPage({ path }: { path: string }) {
  const { t } = useTranslation();
  const { titleKey, params, categoryCode } = LIST_PAGES[path]!;
  const { data: categories, isError } = useCategories();
  usePageMeta(t(titleKey));
  if (!categoryCode) return <ProductListView params={params} title={t(titleKey)} />;
  const categoryId = categories && categoryIdByCode(categories, categoryCode);
  if (isError || (categories && !categoryId)) return <NotFound />;
  if (!categoryId) return <div className="page-loading" aria-busy="true" />;
  return <ProductListView params={{ ...params, categoryId }} title={t(titleKey)} />;
}

export function SearchPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const keyword = (search.get('keyword') ?? '').trim();
  usePageMeta(t('search.title', { keyword }));
  if (!keyword) return <EmptyState title={t('search.empty')} />;
  return <ProductListView params={{ keyword }} title={t('search.title', { keyword })} empty={<SearchSuggestions keyword={keyword} />} />;
}

/** A search that found nothing: say so, then offer the main categories and what others buy most. */
function SearchSuggestions({ keyword }: { keyword: string }) {
  const { t } = useTranslation();
  const { data: categories = [] } = useCategories();
  const { data: popular } = useProducts({ sortField: 'salesCount', sortAsc: false, pageSize: 4 });
  const { data: suggested } = useSuggestions(keyword);
  const didYouMean = suggested?.didYouMean;
  return (
    <div className="search-miss">
      <EmptyState title={t('search.nothing', { keyword })}>
        {didYouMean && (
          <p className="search-miss__did-you-mean">
            {t('search.didYouMean')} <Link to={`/search?keyword=${encodeURIComponent(didYouMean)}`}>{didYouMean}</Link>
          </p>
        )}
        <p>{t('search.tryOther')}</p>
      </EmptyState>
      <nav aria-label={t('catalog.categories')}>
        <h2>{t('search.browseCategories')}</h2>
        <ul className="chips">
          {categories
            .filter((c) => c.parentId === 0 && hasList(c))
            .map((c) => (
              <li key={c.id}>
                <Link className="chip" to={categoryLink(c.id, c.name)}>
                  {c.name}
                </Link>
              </li>
            ))}
        </ul>
      </nav>
      {popular && popular.records.length > 0 && (
        <section>
          <h2>{t('search.popular')}</h2>
          <ProductGrid products={popular.records} />
        </section>
      )}
    </div>
  );
}
