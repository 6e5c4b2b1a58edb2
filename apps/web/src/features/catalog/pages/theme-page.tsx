import './theme-page.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type TextSection, TextSections } from '../../../components/ui/text-sections.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { usePageTexts } from '../../../lib/use-page-texts.ts';
import { useProducts } from '../api/get-products.ts';
import { categoryLink } from '../components/category-bar.tsx';
import { ProductGrid } from '../components/product-card.tsx';

/** The theme pages: which category's products each shows, and where its links lead (their labels are in the texts). */
const THEMES = {
  advantages: { categoryId: null, links: ['/customization', '/delivery'] },
  clothingAndTextiles: { categoryId: 2522, links: [] },
  digitalMarketing: { categoryId: 2523, links: ['/advertising', '/advertisingProducts'] },
  learning: { categoryId: 2513, links: ['/blogs'] },
  officeSoftware: { categoryId: 2514, links: [] },
  realTimeCommunication: { categoryId: null, links: ['/contactUs', '/faq'] },
  productCreation: { categoryId: 252, links: ['/customization'] },
  productLaunch: { categoryId: 253, links: [] },
  myEarnings: { categoryId: null, links: ['/contactUs', '/distributor'] },
  distributor: { categoryId: 254, links: ['/contactUs'] },
} as const satisfies Record<string, { categoryId: number | null; links: readonly string[] }>;
type Theme = keyof typeof THEMES;

function ThemeProducts({ categoryId, name }: { categoryId: number; name: string }) {
  const { t } = useTranslation('pages');
  const { data } = useProducts({ categoryId, pageSize: 6 });
  if (!data?.records.length) return null;
  return (
    <section>
      <h2>{t('themes.productsHeading')}</h2>
      <ProductGrid products={data.records} />
      <Link to={categoryLink(categoryId, name)}>{t('themes.allProducts')} →</Link>
    </section>
  );
}

function ThemeContent({ theme }: { theme: Theme }) {
  const { t } = useTranslation('pages');
  const { categoryId, links } = THEMES[theme];
  const title = t(`themes.${theme}.title`);
  usePageMeta(title, t(`themes.${theme}.description`));
  const labels = links.length ? (t(`themes.${theme}.links`, { returnObjects: true }) as string[]) : [];
  return (
    <article className="info-page">
      <h1>{title}</h1>
      <p>{t(`themes.${theme}.description`)}</p>
      <TextSections sections={t(`themes.${theme}.sections`, { returnObjects: true }) as TextSection[]} />
      {links.length > 0 && (
        <p className="theme-links">
          {links.map((to, i) => (
            <Link key={to} className={i === 0 ? 'button' : 'button button--secondary'} to={to}>
              {labels[i]}
            </Link>
          ))}
        </p>
      )}
      {categoryId !== null && <ThemeProducts categoryId={categoryId} name={title} />}
    </article>
  );
}

/** A page about one theme (advantages, textiles, distributors …) in three languages, with its products where one category fits. */
export function ThemePage({ theme }: { theme: Theme }) {
  return usePageTexts() ? <ThemeContent theme={theme} /> : <div className="page-loading" aria-busy="true" />;
}
