import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons.tsx';
import { useCategories } from '../api/get-categories.ts';

/** Categories whose page shows no category bar, by their code in the catalogue. */
const WITHOUT_LIST = ['custom-solutions', 'digital-marketing'];
/** Whether a category is listed among the categories, its page with a category bar. */
export const hasList = (category: { code: string | null }) => !WITHOUT_LIST.includes(category.code ?? '');
const SCROLL_STEP = 100;

/** Categories that hold no products of their own but a page about them, by their code in the catalogue. */
const CATEGORY_PAGES: Record<string, string> = { 'custom-solutions': '/customization', 'digital-marketing': '/digitalMarketing' };

/** A category's list, or the page about it where it has one (its `code`). */
export function categoryLink(id: number, name: string, code?: string | null): string {
  return CATEGORY_PAGES[code ?? ''] ?? `/productList?id=${id}&category=${encodeURIComponent(name)}`;
}

/** Top-level categories, or the children of the category in the query, with an All entry. */
export function CategoryBar() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { data: categories = [] } = useCategories();
  const list = useRef<HTMLUListElement>(null);
  const current = Number(params.get('id')) || 0;
  const currentCategory = categories.find((c) => c.id === current);
  if (currentCategory && !hasList(currentCategory)) return null;
  const parentOf = currentCategory?.parentId ?? 0;
  const hasChildren = categories.some((c) => c.parentId === current);
  const level = current && hasChildren ? current : parentOf;
  const shown = categories.filter((c) => c.parentId === level);
  const allTarget = level ? categoryLink(level, categories.find((c) => c.id === level)?.name ?? '') : '/productList';
  const scroll = (direction: number) => list.current?.scrollBy({ left: direction * SCROLL_STEP, behavior: 'smooth' });
  return (
    <nav className="category-bar" aria-label={t('catalog.categories')}>
      <button type="button" className="icon-button" aria-label={t('catalog.scrollLeft')} onClick={() => scroll(-1)}>
        <ChevronLeftIcon />
      </button>
      <ul ref={list}>
        <li>
          <Link to={allTarget} aria-current={current === level ? 'page' : undefined}>
            {t('catalog.all')}
          </Link>
        </li>
        {shown.map((c) => (
          <li key={c.id}>
            <Link to={categoryLink(c.id, c.name, c.code)} aria-current={c.id === current ? 'page' : undefined}>
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
      <button type="button" className="icon-button" aria-label={t('catalog.scrollRight')} onClick={() => scroll(1)}>
        <ChevronRightIcon />
      </button>
    </nav>
  );
}
