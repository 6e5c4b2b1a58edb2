import { useState } from 'react';

/**
 * A list page's filter and the page of results shown: a new filter starts again at the first page
 * (the page the shopper was on may no longer exist among fewer results).
 */
export function useFilteredPages<F>(initial: F | (() => F), pageSize = 20) {
  const [filter, setFilter] = useState(initial);
  const [page, setPage] = useState({ pageNo: 1, pageSize });
  const filterBy = (next: F) => {
    setFilter(next);
    setPage((current) => ({ ...current, pageNo: 1 }));
  };
  return { filter, filterBy, page, setPage };
}
