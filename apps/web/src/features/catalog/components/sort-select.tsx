import { LIST_SORTS } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { withChoice } from '../list-choice.ts';

/** The list's order, in the address (`sort`); none is the list's own ("recommended", best matches for a search). */
export function SortSelect({ search, onChange }: { search: URLSearchParams; onChange: (next: URLSearchParams) => void }) {
  const { t } = useTranslation();
  const sort = search.get('sort') ?? '';
  const options = [['', t('facets.sort.default')], ...Object.keys(LIST_SORTS).map((value) => [value, t(`facets.sort.${value}`)])];
  return (
    <label className="sort-select">
      {t('facets.sortBy')}{' '}
      <select
        value={Object.hasOwn(LIST_SORTS, sort) ? sort : ''}
        onChange={(e) => onChange(withChoice(search, 'sort', e.target.value || null))}
      >
        {options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
}
