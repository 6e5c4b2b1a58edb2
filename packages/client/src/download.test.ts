// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApi } from './api.ts';

const route = { method: 'GET', path: 'trade/order/export-excel', input: 'query' } as const;

function setUp() {
  const showError = vi.fn();
  const api = createApi({
    prefix: '/admin-api',
    timeoutMs: 10_000,
    headers: () => ({}),
    session: {
      accessToken: () => 'token',
      refreshToken: () => null,
      refreshRoute: { method: 'POST', path: 'system/auth/refresh-token' },
      renewed: () => undefined,
      lost: () => undefined,
    },
    showError,
    unreachable: () => 'No connection',
  });
  return { ...api, showError };
}

/** Links the page clicked to save a file: their names. */
function savedNames(): string[] {
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('downloading a file', () => {
  it('saves a CSV export under the name the server gives, with the query of the list', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      return new Response('\uFEFForder_no\r\n', {
        headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="orders-2026-11-28.csv"' },
      });
    });
    const names = savedNames();
    await setUp().downloadFile(route, { status: 10 });
    expect(names).toEqual(['orders-2026-11-28.csv']);
    expect(asked[0]).toContain('/admin-api/trade/order/export-excel?status=10');
  });

  it('shows a refusal (the envelope) instead of saving it', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ code: 403, data: null, msg: 'Forbidden' }), { headers: { 'content-type': 'application/json' } }),
    );
    const names = savedNames();
    const { downloadFile, showError } = setUp();
    await expect(downloadFile(route, {})).rejects.toBeInstanceOf(ApiError);
    expect(names).toEqual([]);
    expect(showError).toHaveBeenCalledWith('Forbidden');
  });
});
