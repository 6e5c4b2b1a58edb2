import type { ApiRequest } from '@shop/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApi, type ApiOptions } from './api.ts';

const REFRESH = { method: 'POST', path: 'member/auth/refresh-token' } as const;

/** A request of the typed client, as it reaches the transport. */
const get = (path: string, query?: Record<string, unknown>, options: ApiRequest['options'] = {}): ApiRequest => ({
  method: 'GET',
  path,
  ...(query ? { query } : {}),
  options,
});

const envelope = (body: object, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { ...init, headers: { 'content-type': 'application/json' } });

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
  signal: AbortSignal | null | undefined;
}

/** The API as `fetch` sees it: `answer` decides each response; every request is kept in `sent`. */
function fakeFetch(answer: (request: Sent) => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const request = {
      url,
      method: String(init.method),
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      signal: init.signal,
    };
    sent.push(request);
    return answer(request);
  });
  vi.stubGlobal('fetch', fetch);
  return sent;
}

/** An app's settings with its hooks as spies; the session holds the tokens `old` / `refresh-1`. */
function setUp(overrides: Partial<ApiOptions> = {}) {
  let accessToken: string | null = 'old';
  let refreshToken: string | null = 'refresh-1';
  const showError = vi.fn();
  const lost = vi.fn();
  const renewed = vi.fn((pair: { accessToken: string; refreshToken: string }) => {
    accessToken = pair.accessToken;
    refreshToken = pair.refreshToken;
  });
  const api = createApi({
    prefix: '/pc-api',
    timeoutMs: 10_000,
    headers: () => ({ 'Accept-Language': 'de', 'Country-Code': 'AT' }),
    session: { accessToken: () => accessToken, refreshToken: () => refreshToken, refreshRoute: REFRESH, renewed, lost },
    showError,
    unreachable: () => 'No connection',
    ...overrides,
  });
  return {
    ...api,
    showError,
    lost,
    renewed,
    logOut: () => {
      accessToken = null;
      refreshToken = null;
    },
  };
}

beforeEach(() => {
  vi.useRealTimers();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the request function', () => {
  it('calls the API under its prefix with the query, leaving out empty values and repeating a range', async () => {
    const sent = fakeFetch(() => envelope({ code: 0, data: { id: 3 }, msg: '' }));
    const { transport } = setUp();
    await expect(
      transport(get('trade/order/page', { pageNo: 2, status: undefined, name: '', createTime: ['2026-01-01', null] })),
    ).resolves.toEqual({ id: 3 });
    expect(sent[0]?.url).toBe('/pc-api/trade/order/page?pageNo=2&createTime=2026-01-01&createTime=');
    expect(sent[0]?.method).toBe('GET');
  });

  it('sends the app’s headers, the tenant, the bearer token and the call’s own headers; a JSON body is declared', async () => {
    const sent = fakeFetch(() => envelope({ code: 0, data: true, msg: '' }));
    const { transport, logOut } = setUp();
    await transport({ method: 'POST', path: 'cart/add', body: { skuId: 1 }, options: { headers: { 'X-Flow': 'checkout' } } });
    expect(Object.fromEntries(sent[0]?.headers ?? [])).toEqual({
      'accept-language': 'de',
      authorization: 'Bearer old',
      'content-type': 'application/json',
      'country-code': 'AT',
      'tenant-id': '1',
      'x-flow': 'checkout',
    });
    expect(sent[0]?.body).toEqual({ skuId: 1 });

    logOut();
    const form = new FormData();
    await transport({ method: 'POST', path: 'infra/file/upload', body: form, options: {} });
    expect(sent[1]?.headers.has('authorization')).toBe(false);
    // The browser sets a form's content type with its boundary.
    expect(sent[1]?.headers.has('content-type')).toBe(false);
    expect(sent[1]?.body).toBe(form);
  });

  it('gives up after the timeout and says the API cannot be reached', async () => {
    vi.useFakeTimers();
    fakeFetch(
      ({ signal }) =>
        new Promise((_, reject) => {
          signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        }),
    );
    const { transport, showError } = setUp({ timeoutMs: 15_000 });
    const answer = transport(get('product/list'));
    answer.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(showError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).rejects.toThrow('aborted');
    expect(showError).toHaveBeenCalledWith('No connection');
  });

  it('renews an expired session once for all requests that found it expired, then retries each with the new token', async () => {
    let answerRefresh: (response: Response) => void = () => undefined;
    const refreshAnswered = new Promise<Response>((resolve) => {
      answerRefresh = resolve;
    });
    const sent = fakeFetch(({ url, headers }) => {
      if (url === `/pc-api/${REFRESH.path}`) return refreshAnswered;
      if (headers.get('authorization') === 'Bearer old') return envelope({ code: 401, data: null, msg: 'Please log in.' });
      return envelope({ code: 0, data: url, msg: '' });
    });
    const { transport, renewed, lost, showError } = setUp();
    const answers = Promise.all(['a', 'b', 'c'].map((path) => transport(get(path))));
    await vi.waitFor(() => expect(sent.filter((r) => r.headers.get('authorization') === 'Bearer old')).toHaveLength(3));
    answerRefresh(envelope({ code: 0, data: { accessToken: 'new', refreshToken: 'refresh-2', expiresTime: 0 }, msg: '' }));

    await expect(answers).resolves.toEqual(['/pc-api/a', '/pc-api/b', '/pc-api/c']);
    const refreshes = sent.filter((r) => r.url === `/pc-api/${REFRESH.path}`);
    expect(refreshes).toHaveLength(1);
    // In the body, never in the URL.
    expect(refreshes[0]?.body).toEqual({ refreshToken: 'refresh-1' });
    expect(renewed).toHaveBeenCalledTimes(1);
    expect(sent.filter((r) => r.headers.get('authorization') === 'Bearer new').map((r) => r.url)).toEqual([
      '/pc-api/a',
      '/pc-api/b',
      '/pc-api/c',
    ]);
    expect(lost).not.toHaveBeenCalled();
    expect(showError).not.toHaveBeenCalled();
  });

  it('ends the session when renewing fails, without a message', async () => {
    const sent = fakeFetch(({ url }) =>
      envelope(url.endsWith(REFRESH.path) ? { code: 401, data: null, msg: 'Expired' } : { code: 401, data: null, msg: 'Please log in.' }),
    );
    const { transport, lost, showError } = setUp();
    await expect(transport(get('member/user/get'))).rejects.toEqual(new ApiError(401, 'Please log in.'));
    expect(sent.map((r) => r.url)).toEqual(['/pc-api/member/user/get', `/pc-api/${REFRESH.path}`]);
    expect(lost).toHaveBeenCalledTimes(1);
    expect(showError).not.toHaveBeenCalled();
  });

  it('takes a 401 of the login itself as its answer: no renewal, the message shows', async () => {
    const sent = fakeFetch(() => envelope({ code: 401, data: null, msg: 'Wrong password' }));
    const { transport, lost, showError } = setUp({
      session: {
        accessToken: () => null,
        refreshToken: () => 'refresh-1',
        refreshRoute: REFRESH,
        renewed: vi.fn(),
        lost: vi.fn(),
        loginPaths: ['system/auth/login'],
      },
    });
    await expect(transport({ method: 'POST', path: 'system/auth/login', body: {}, options: {} })).rejects.toMatchObject({ code: 401 });
    expect(sent).toHaveLength(1);
    expect(lost).not.toHaveBeenCalled();
    expect(showError).toHaveBeenCalledWith('Wrong password');
  });

  it('shows a refusal’s message once and rejects with its code and refused fields, unless the caller handles the code', async () => {
    const fields = [{ field: 'mail', message: 'mail must be a valid e-mail address' }];
    fakeFetch(() => envelope({ code: 400, data: null, msg: 'Please check your entries.', fields }));
    const { transport, showError } = setUp();
    const refused = await transport(get('member/auth/register')).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ code: 400, message: 'Please check your entries.', fields });
    expect(showError).toHaveBeenCalledExactlyOnceWith('Please check your entries.');

    await expect(transport(get('member/auth/register', undefined, { quietCodes: [400] }))).rejects.toMatchObject({ code: 400 });
    expect(showError).toHaveBeenCalledTimes(1);
  });

  it('shows the message a 503 carries while the database is away, and a proxy’s status when there is no envelope', async () => {
    let status = 503;
    fakeFetch(() =>
      status === 503
        ? envelope({ code: 503, data: null, msg: 'The shop is busy, please try again in a moment.' }, { status: 503 })
        : new Response('<html>Bad gateway</html>', { status, statusText: 'Bad Gateway' }),
    );
    const { transport, showError } = setUp();
    await expect(transport(get('product/list'))).rejects.toMatchObject({
      code: 503,
      message: 'The shop is busy, please try again in a moment.',
    });
    expect(showError).toHaveBeenLastCalledWith('The shop is busy, please try again in a moment.');
    status = 502;
    await expect(transport(get('product/list'))).rejects.toMatchObject({ code: 502, message: 'Bad Gateway' });
    expect(showError).toHaveBeenLastCalledWith('Bad Gateway');
  });

  it('hands every answer to the app and an HTTP 403 to its hook, without a message', async () => {
    fakeFetch(({ url }) =>
      url.endsWith('/blocked')
        ? new Response('', { status: 403, statusText: 'Forbidden' })
        : new Response(JSON.stringify({ code: 0, data: 1, msg: '' }), { headers: { 'currency-code': 'EUR' } }),
    );
    const onResponse = vi.fn();
    const onForbidden = vi.fn();
    const { transport, showError } = setUp({ onResponse, onForbidden });
    await transport(get('ok'));
    expect(onResponse.mock.calls[0]?.[0].headers.get('currency-code')).toBe('EUR');
    await expect(transport(get('blocked'))).rejects.toMatchObject({ code: 403 });
    expect(onForbidden).toHaveBeenCalledTimes(1);
    expect(showError).not.toHaveBeenCalled();
  });
});

/** XMLHttpRequest as the upload sees it: each request answers `answers` in turn, after reporting half its body sent. */
function fakeXhr(answers: { status: number; body: object }[]) {
  const sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  class FakeXhr {
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    status = 0;
    statusText = '';
    responseText = '';
    private request = { method: '', url: '', headers: {} as Record<string, string>, body: undefined as unknown };
    open(method: string, url: string) {
      Object.assign(this.request, { method, url });
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name.toLowerCase()] = value;
    }
    send(body: unknown) {
      sent.push({ ...this.request, body });
      const answer = answers[sent.length - 1]!;
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      Object.assign(this, { status: answer.status, responseText: JSON.stringify(answer.body) });
      this.onload?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

describe('an upload with progress', () => {
  const route = { method: 'POST', path: 'infra/file/upload', input: 'form' } as const;

  it('sends the form with the session and app headers under the prefix, reports progress and answers the data', async () => {
    const sent = fakeXhr([{ status: 200, body: { code: 0, data: '/uploads/print/a.pdf', msg: '' } }]);
    const { upload } = setUp();
    const form = new FormData();
    const progress: number[] = [];
    await expect(upload(route, form, (percent) => progress.push(percent), { directory: 'print' })).resolves.toBe('/uploads/print/a.pdf');
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/pc-api/infra/file/upload?directory=print',
        headers: { 'tenant-id': '1', 'accept-language': 'de', 'country-code': 'AT', authorization: 'Bearer old' },
        body: form,
      },
    ]);
    expect(progress).toEqual([50]);
  });

  it('renews an expired session once and sends again; a refusal rejects with its code and shows nothing', async () => {
    const sent = fakeXhr([
      { status: 200, body: { code: 401, data: null, msg: 'expired' } },
      { status: 200, body: { code: 1_001_003_001, data: null, msg: 'Too large' } },
    ]);
    fakeFetch(() => envelope({ code: 0, data: { accessToken: 'new', refreshToken: 'refresh-2' }, msg: '' }));
    const { upload, showError } = setUp();
    await expect(upload(route, new FormData(), () => {})).rejects.toMatchObject({ code: 1_001_003_001, message: 'Too large' });
    expect(sent.map((request) => request.headers.authorization)).toEqual(['Bearer old', 'Bearer new']);
    expect(showError).not.toHaveBeenCalled();
  });
});
