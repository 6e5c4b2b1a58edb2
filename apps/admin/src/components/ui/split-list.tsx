import type { ReactNode } from 'react';
import { type Column, DataTable } from './data-table.tsx';
import { Pager } from './pager.tsx';

interface SplitListProps<Row> {
  columns: Column<Row>[];
  /** The page shown, once loaded. */
  data: { list: Row[]; total: number } | undefined;
  rowKey: (row: Row) => number;
  loading: boolean;
  page: { pageNo: number; pageSize: number };
  onPage: (pageNo: number) => void;
  /** The row whose detail shows beside the list, 0 for none. */
  selected: number;
  onSelect: (row: Row) => void;
  detail: (id: number) => ReactNode;
  /** Said where no row is picked, and where the list is empty. */
  hint: string;
  empty: string;
}

/** A paged list with the picked row's detail beside it (below it on narrow screens). */
export function SplitList<Row>({
  columns,
  data,
  rowKey,
  loading,
  page,
  onPage,
  selected,
  onSelect,
  detail,
  hint,
  empty,
}: SplitListProps<Row>) {
  return (
    <div className="split">
      <div>
        <DataTable columns={columns} rows={data?.list} rowKey={rowKey} loading={loading} onRowClick={onSelect} empty={empty} />
        {data && <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={data.total} onPage={onPage} />}
      </div>
      {selected > 0 ? detail(selected) : <p className="muted split__hint">{hint}</p>}
    </div>
  );
}
