import './theme-page.css';
import { categoryIdByCode } from '@shop/shared';
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type TextSection, TextSections } from '../../../components/ui/text-sections.tsx';
import { pageTextsLoaded } from '../../../lib/i18n.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useShopFacts } from '../../../lib/trade-config.ts';
import { useCategories } from '../api/get-categories.ts';
import { useProducts } from '../api/get-products.ts';
import { categoryLink } from '../components/category-bar.tsx';
import { ProductGrid } from '../components/product-card.tsx';

/** The theme pages: which category's products each shows (by its code in the catalogue), and where its links lead (their labels are in the texts). */
const THEMES = {
  advantages: { category: null, links: ['/customization', '/delivery'] },
  clothingAndTextiles: { category: 'bags-apparel', links: [] },
  digitalMarketing: { category: 'tech-gifts', links: ['/advertising', '/advertisingProducts'] },
  learning: { category: 'notebooks', links: ['/blogs'] },
  officeSoftware: { category: 'calendars-planners', links: [] },
  realTimeCommunication: { category: null, links: ['/contactUs', '/faq'] },
  productCreation: { category: 'corporate-gifts', links: ['/customization'] },
  productLaunch: { category: 'gift-packaging', links: [] },
  myEarnings: { category: null, links: ['/contactUs', '/distributor'] },
  distributor: { category: 'office-products', links: ['/contactUs'] },
} as const satisfies Record<string, { category: string | null; links: readonly string[] }>;
type Theme = keyof typeof THEMES;

function ThemeProducts({ code, name }: { code: string; name: string }) {
  const { t } = useTranslation('pages');
  const categoryId = categoryIdByCode(useCategories().data ?? [], code);
  const { data } = useProducts({ categoryId, pageSize: 6 }, categoryId !== undefined);
  if (categoryId === undefined || !data?.records.length) return null;
  return (
    <section>
      <h2>{t('themes.productsHeading')}</h2>
      <ProductGrid products={data.records} />
      <Link to={categoryLink(categoryId, name)}>{t('themes.allProducts')} →</Link>
    </section>
  );
}

function ThemeContent({ theme }: { theme: Theme }) {
  const { t, i18n } = useTranslation('pages');
  // The shop's phone numbers, e-mail, hours and delivery figures, which the texts name as {{values}}.
  const facts = useShopFacts(i18n.language);
  const { category, links } = THEMES[theme];
  const title = t(`themes.${theme}.title`);
  const description = t(`themes.${theme}.description`, facts);
  usePageMeta(title, description);
  const labels = links.length ? (t(`themes.${theme}.links`, { returnObjects: true }) as string[]) : [];
  return (
    <article className="info-page">
      <h1>{title}</h1>
      <p>{description}</p>
      <TextSections sections={t(`themes.${theme}.sections`, { returnObjects: true, ...facts }) as TextSection[]} />
      {links.length > 0 && (
        <p className="theme-links">
          {links.map((to, i) => (
            <Link key={to} className={i === 0 ? 'button' : 'button button--secondary'} to={to}>
              {labels[i]}
            </Link>
          ))}
        </p>
      )}
      {category !== null && <ThemeProducts code={category} name={title} />}
    </article>
  );
}

/** A page about one theme (advantages, textiles, distributors …) in three languages, with its products where one category fits. */
export function ThemePage({ theme }: { theme: Theme }) {
  // Suspends until the texts are there (the page's loading state; a server-rendered page keeps its
  // HTML meanwhile and hydrates once they are).
  use(pageTextsLoaded());
  return <ThemeContent theme={theme} />;
}
