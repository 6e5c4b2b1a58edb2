// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFilteredPages } from './filtered-pages.ts';

describe('useFilteredPages', () => {
  it('starts a new filter at the first page, keeping the page size', () => {
    const { result } = renderHook(() => useFilteredPages<{ status?: number }>({}, 50));
    act(() => result.current.setPage({ pageNo: 3, pageSize: 50 }));
    expect(result.current.page).toEqual({ pageNo: 3, pageSize: 50 });
    act(() => result.current.filterBy({ status: 10 }));
    expect(result.current.filter).toEqual({ status: 10 });
    expect(result.current.page).toEqual({ pageNo: 1, pageSize: 50 });
  });
});
