import type { TCategory } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { GridIcon } from '../../../components/ui/icons.tsx';
import { Menu } from '../../../components/ui/menu.tsx';
import { useCategories } from '../api/get-categories.ts';
import { categoryLink, hasList } from './category-bar.tsx';

/** The main categories (top level, with products of their own). */
function mainCategories(categories: TCategory[]): TCategory[] {
  return categories.filter((c) => c.parentId === 0 && hasList(c));
}

/** The main category the page shows (the category in the address, or its top-level ancestor). */
function useCurrentMain(categories: TCategory[]): number | undefined {
  const { pathname, search } = useLocation();
  if (pathname !== '/productList') return undefined;
  let id = Number(new URLSearchParams(search).get('id')) || undefined;
  for (let hops = 0; id !== undefined && hops < 10; hops++) {
    const category = categories.find((c) => c.id === id);
    if (!category || category.parentId === 0) return category?.id;
    id = category.parentId;
  }
  return undefined;
}

/** Links to the main categories for the side menu: only the page's own category is marked. */
export function CategoryLinks({ onChoose }: { onChoose?: () => void }) {
  const { data: categories = [] } = useCategories();
  const current = useCurrentMain(categories);
  return (
    <ul>
      {mainCategories(categories).map((c) => (
        <li key={c.id}>
          <Link
            to={categoryLink(c.id, c.name, c.code)}
            onClick={onChoose}
            title={c.name}
            className={c.id === current ? 'active' : undefined}
            aria-current={c.id === current ? 'page' : undefined}
          >
            {c.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The header's categories menu: the main categories from every page, also those without a side menu. */
export function CategoryMenu() {
  const { t } = useTranslation();
  const { data: categories = [] } = useCategories();
  return (
    <Menu label={t('catalog.categories')} icon={<GridIcon />} text={t('catalog.categories')}>
      <Link to="/productList" role="menuitem">
        {t('catalog.allProducts')}
      </Link>
      {mainCategories(categories).map((c) => (
        <Link key={c.id} to={categoryLink(c.id, c.name, c.code)} role="menuitem">
          {c.name}
        </Link>
      ))}
    </Menu>
  );
}
