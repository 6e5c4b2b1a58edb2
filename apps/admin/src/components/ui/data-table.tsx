import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The value the column sorts by; unsortable without. */
  sortValue?: (row: Row) => string | number | null;
  align?: 'right';
  /** Hidden below 900 px, where the table would otherwise scroll sideways. */
  secondary?: boolean;
}

interface DataTableProps<Row> {
  columns: Column<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string | number;
  loading?: boolean;
  onRowClick?: (row: Row) => void;
  empty?: string;
}

type Sort = { key: string; direction: 1 | -1 } | null;

function compare(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
}

/** A dense table: headers sort the rows shown (ascending, descending, off); a row may open its detail. */
export function DataTable<Row>({ columns, rows, rowKey, loading, onRowClick, empty }: DataTableProps<Row>) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<Sort>(null);
  const sortColumn = sort ? columns.find((c) => c.key === sort.key) : undefined;
  const shown =
    rows && sortColumn?.sortValue && sort
      ? [...rows].sort((a, b) => sort.direction * compare(sortColumn.sortValue!(a), sortColumn.sortValue!(b)))
      : rows;
  const toggle = (key: string) =>
    setSort((current) => (current?.key !== key ? { key, direction: 1 } : current.direction === 1 ? { key, direction: -1 } : null));
  return (
    <div className="table-wrap" aria-busy={loading || undefined}>
      <table className="data-table">
        <thead>
          <tr>
            {columns.map((column) => {
              const state = sort?.key === column.key ? (sort.direction === 1 ? 'ascending' : 'descending') : 'none';
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={column.sortValue ? state : undefined}
                  className={[column.align === 'right' ? 'num' : '', column.secondary ? 'secondary' : ''].join(' ').trim() || undefined}
                >
                  {column.sortValue ? (
                    <button type="button" className="sort" onClick={() => toggle(column.key)}>
                      {column.header}
                      <span aria-hidden="true">{state === 'ascending' ? ' ▲' : state === 'descending' ? ' ▼' : ''}</span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {shown?.map((row) => (
            <tr key={rowKey(row)} className={onRowClick ? 'clickable' : undefined} onClick={onRowClick ? () => onRowClick(row) : undefined}>
              {columns.map((column) => (
                <td
                  key={column.key}
                  className={[column.align === 'right' ? 'num' : '', column.secondary ? 'secondary' : ''].join(' ').trim() || undefined}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {loading && !rows && <p className="table-note">{t('common.loading')}</p>}
      {rows && rows.length === 0 && <p className="table-note">{empty ?? t('common.empty')}</p>}
    </div>
  );
}
