// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApi } from './api.ts';

const ROUTE = { method: 'GET', path: 'trade/order/invoice', input: 'query' } as const;

function setUp(answer: Response) {
  const fetch = vi.fn(async () => answer);
  vi.stubGlobal('fetch', fetch);
  const showError = vi.fn();
  const api = createApi({
    prefix: '/pc-api',
    timeoutMs: 10_000,
    headers: () => ({}),
    session: { accessToken: () => 'token', refreshToken: () => null, refreshRoute: ROUTE, renewed: vi.fn(), lost: vi.fn() },
    showError,
    unreachable: () => 'No connection',
  });
  return { ...api, fetch, showError };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('downloading a document', () => {
  it('saves the PDF the API answers under the server’s file name', async () => {
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const { downloadFile, fetch } = setUp(
      new Response('%PDF-1.7', {
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="INV-2026-7.pdf"' },
      }),
    );
    await downloadFile(ROUTE, { id: 7 });
    expect(fetch).toHaveBeenCalledWith('/pc-api/trade/order/invoice?id=7', expect.objectContaining({ method: 'GET' }));
    expect(clicked).toEqual([{ href: expect.stringMatching(/^blob:/), download: 'INV-2026-7.pdf' }]);
  });

  it('shows a refusal’s message and rejects', async () => {
    const { downloadFile, showError } = setUp(
      new Response(JSON.stringify({ code: 1_011_000_011, data: null, msg: 'The invoice is not ready yet.' })),
    );
    await expect(downloadFile(ROUTE, { id: 7 })).rejects.toEqual(new ApiError(1_011_000_011, 'The invoice is not ready yet.'));
    expect(showError).toHaveBeenCalledWith('The invoice is not ready yet.');
  });
});
