import './home.css';
import { CUSTOM_MIN_COUNT, HOME_SECTIONS } from '@shop/shared';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { categoriesQuery, useCategories } from '../api/get-categories.ts';
import { productsQuery, useProducts, type ProductListParams } from '../api/get-products.ts';
import { categoryLink } from '../components/category-bar.tsx';
import { ProductGrid, ProductGridSkeleton } from '../components/product-card.tsx';

/** Starts loading the home page's categories and product sections (the first page, before its code runs). */
export function prefetchHome(client: QueryClient): void {
  void client.prefetchQuery(categoriesQuery());
  for (const section of HOME_SECTIONS) void client.prefetchQuery(productsQuery(section.params));
}

function ProductSection({
  title,
  more,
  params,
  eager = false,
}: {
  title: string;
  more: string;
  params: ProductListParams;
  eager?: boolean;
}) {
  const { t } = useTranslation();
  const { data } = useProducts(params);
  return (
    <section className="home-section">
      <div className="home-section__head">
        <h2>{title}</h2>
        <Link to={more}>{t('home.seeAll')}</Link>
      </div>
      {data ? <ProductGrid products={data.records} eagerCount={eager ? 2 : 0} /> : <ProductGridSkeleton count={4} />}
    </section>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  const { data: categories = [] } = useCategories();
  usePageMeta('');
  const topLevel = categories.filter((c) => c.parentId === 0);
  return (
    <>
      <section className="hero">
        <div>
          <h1>{t('home.heroTitle')}</h1>
          <p>{t('home.heroText')}</p>
          <div className="hero__actions">
            <Link className="button" to="/productList">
              {t('home.shopNow')}
            </Link>
            <Link className="button button--secondary" to="/customization">
              {t('home.customize')}
            </Link>
          </div>
        </div>
      </section>
      <nav className="category-tiles" aria-label={t('catalog.categories')}>
        <ul>
          {topLevel.map((c) => (
            <li key={c.id}>
              <Link to={categoryLink(c.id, c.name, c.code)}>{c.name}</Link>
            </li>
          ))}
        </ul>
      </nav>
      {HOME_SECTIONS.map((section, i) => (
        <ProductSection key={section.more} title={t(section.titleKey)} more={section.more} params={section.params} eager={i === 0} />
      ))}
      <section className="custom-teaser">
        <h2>{t('home.customTitle')}</h2>
        <p>{t('home.customText', { minimum: CUSTOM_MIN_COUNT })}</p>
        <Link className="button" to="/customization">
          {t('home.customize')}
        </Link>
      </section>
    </>
  );
}
