import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The value the column sorts by; unsortable without. */
  sortValue?: (row: Row) => string | number | null;
  /** The server's sort field for this column; with the table's serverSort only such columns sort, over the whole list. */
  sortField?: string;
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
  /** Sort on the server (the whole list, not the rows shown): the current field, null for the default order. */
  serverSort?: { field: string | null; asc: boolean; onChange: (field: string | null, asc: boolean) => void };
}

type Sort = { key: string; direction: 1 | -1 } | null;

function compare(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
}

/**
 * A dense table: headers sort (ascending, descending, off) the rows shown, or with serverSort the
 * whole list through the server; a row may open its detail.
 */
export function DataTable<Row>({ columns, rows, rowKey, loading, onRowClick, empty, serverSort }: DataTableProps<Row>) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<Sort>(null);
  const sortColumn = sort ? columns.find((c) => c.key === sort.key) : undefined;
  const shown =
    !serverSort && rows && sortColumn?.sortValue && sort
      ? [...rows].sort((a, b) => sort.direction * compare(sortColumn.sortValue!(a), sortColumn.sortValue!(b)))
      : rows;
  const toggle = (key: string) =>
    setSort((current) => (current?.key !== key ? { key, direction: 1 } : current.direction === 1 ? { key, direction: -1 } : null));
  const toggleServer = (field: string) => {
    if (!serverSort) return;
    if (serverSort.field !== field) serverSort.onChange(field, true);
    else if (serverSort.asc) serverSort.onChange(field, false);
    else serverSort.onChange(null, false);
  };
  const sortableOf = (column: Column<Row>) => (serverSort ? Boolean(column.sortField) : Boolean(column.sortValue));
  const stateOf = (column: Column<Row>) => {
    if (serverSort) return serverSort.field === column.sortField ? (serverSort.asc ? 'ascending' : 'descending') : 'none';
    return sort?.key === column.key ? (sort.direction === 1 ? 'ascending' : 'descending') : 'none';
  };
  return (
    <div className="table-wrap" aria-busy={loading || undefined}>
      <table className="data-table">
        <thead>
          <tr>
            {columns.map((column) => {
              const state = stateOf(column);
              const sortable = sortableOf(column);
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={sortable ? state : undefined}
                  className={[column.align === 'right' ? 'num' : '', column.secondary ? 'secondary' : ''].join(' ').trim() || undefined}
                >
                  {sortable ? (
                    <button
                      type="button"
                      className="sort"
                      onClick={() => (serverSort && column.sortField ? toggleServer(column.sortField) : toggle(column.key))}
                    >
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
