import { useTranslation } from 'react-i18next';

interface PagerProps {
  pageNo: number;
  pageSize: number;
  total: number;
  onPage: (pageNo: number) => void;
  onPageSize?: (pageSize: number) => void;
}

/** Previous/next with "x–y of n" and the page size. */
export function Pager({ pageNo, pageSize, total, onPage, onPageSize }: PagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (pageNo - 1) * pageSize + 1;
  const to = Math.min(total, pageNo * pageSize);
  return (
    <nav className="pager" aria-label={t('common.pages')}>
      <span>{t('common.range', { from, to, total })}</span>
      {onPageSize && (
        <select aria-label={t('common.pageSize')} value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))}>
          {[10, 20, 50, 100].map((size) => (
            <option key={size} value={size}>
              {t('common.perPage', { count: size })}
            </option>
          ))}
        </select>
      )}
      <button type="button" disabled={pageNo <= 1} onClick={() => onPage(pageNo - 1)}>
        {t('common.previous')}
      </button>
      <span>{t('common.pageOf', { page: pageNo, pages })}</span>
      <button type="button" disabled={pageNo >= pages} onClick={() => onPage(pageNo + 1)}>
        {t('common.next')}
      </button>
    </nav>
  );
}

interface Page {
  pageNo: number;
  pageSize: number;
}

interface ListPagerProps {
  page: Page;
  /** Undefined while the list is loading: nothing is shown then. */
  total: number | undefined;
  onChange: (page: Page) => void;
}

/** The pager for a list whose page and size live in one state; a new size starts again at page one. */
export function ListPager({ page, total, onChange }: ListPagerProps) {
  if (total === undefined) return null;
  return (
    <Pager
      pageNo={page.pageNo}
      pageSize={page.pageSize}
      total={total}
      onPage={(pageNo) => onChange({ ...page, pageNo })}
      onPageSize={(pageSize) => onChange({ pageNo: 1, pageSize })}
    />
  );
}
