import { createClient, routes, type ApiRequest, type Route, type TTokenPair } from '@shop/shared';
import i18n, { storedLanguage } from './i18n.ts';
import { accessTokenStore, clearSession, countryCode, updateCurrencyFromResponse } from './session.ts';
import { readStored, STORAGE_KEYS, writeStored } from './storage.ts';
import { showToast } from './toast.ts';

const TIMEOUT_MS = 10_000;

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** Code 400: the fields the server refused, so a form can mark them. */
    readonly fields: readonly { field: string; message: string }[] = [],
  ) {
    super(message);
  }
}

interface Envelope {
  code: number;
  data: unknown;
  msg: string;
  fields?: { field: string; message: string }[];
}

function buildUrl(path: string, query: ApiRequest['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return `/pc-api/${path}${search ? `?${search}` : ''}`;
}

function headers(body: unknown, extra: Record<string, string> = {}): Headers {
  const result = new Headers({ ...extra, 'tenant-id': '1', 'Accept-Language': storedLanguage(), 'Country-Code': countryCode() });
  const token = accessTokenStore.get();
  if (token) result.set('Authorization', `Bearer ${token}`);
  if (body !== undefined && !(body instanceof FormData)) result.set('Content-Type', 'application/json');
  return result;
}

async function send({ method, path, query, body, options }: ApiRequest): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    const payload = body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body);
    return await fetch(buildUrl(path, query), {
      method,
      headers: headers(body, options.headers),
      body: payload,
      signal: controller.signal,
    });
  } catch (error) {
    showToast(i18n.t('message.timeout'));
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

let refreshing: Promise<boolean> | null = null;

/** Code 401: one refresh for all requests waiting, then they retry. */
async function refreshSession(): Promise<boolean> {
  const refreshToken = readStored(STORAGE_KEYS.refreshToken);
  if (!refreshToken) return false;
  const { method, path } = routes.member.auth.refreshToken;
  // In the body, so the token never appears in a URL (logs, proxies).
  refreshing ??= send({ method, path, body: { refreshToken }, options: {} })
    .then(async (response) => {
      const envelope = (await response.json()) as Envelope;
      const pair = envelope.data as TTokenPair | null;
      if (envelope.code !== 0 || !pair) return false;
      writeStored(STORAGE_KEYS.accessToken, pair.accessToken);
      writeStored(STORAGE_KEYS.refreshToken, pair.refreshToken);
      accessTokenStore.set(pair.accessToken);
      return true;
    })
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** The session is gone: to the login, which leads back to this page afterwards. */
function toLogin(): void {
  clearSession();
  const { pathname, search } = window.location;
  if (pathname !== '/login') window.location.assign(`/login?redirect=${encodeURIComponent(pathname + search)}`);
}

/**
 * Sends one request and answers the envelope's `data`. Envelope errors show the server's message
 * once as a toast (unless the caller made the code quiet) and reject with an ApiError.
 */
async function transport(request: ApiRequest, retried = false): Promise<unknown> {
  const response = await send(request);
  updateCurrencyFromResponse(response.headers);
  if (response.status === 403) {
    toLogin();
    throw new ApiError(403, response.statusText);
  }
  if (response.status === 401 || response.status === 404) throw new ApiError(response.status, response.statusText);
  if (!response.ok) {
    // A 503 while the database is away still carries the envelope with a translated message.
    const message = await response
      .json()
      .then((body: Partial<Envelope>) => body.msg)
      .catch(() => undefined);
    showToast(message || response.statusText || String(response.status));
    throw new ApiError(response.status, message || response.statusText);
  }
  const envelope = (await response.json()) as Envelope;
  if (envelope.code === 401 && !retried) {
    if (await refreshSession()) return transport(request, true);
    toLogin();
  }
  if (envelope.code !== 0) {
    if (!request.options.quietCodes?.includes(envelope.code)) showToast(envelope.msg);
    throw new ApiError(envelope.code, envelope.msg, envelope.fields ?? []);
  }
  return envelope.data;
}

/** The shop's API, typed by the shared endpoint table: `client.trade.order.getDetail({ id })`. */
export const client = createClient((request) => transport(request));

/** The name a download is saved under: the server's `filename="…"`, else `fallback`. */
function filenameOf(response: Response, fallback: string): string {
  return /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
}

/**
 * Calls an endpoint that answers a file (an invoice, a credit note, an offer) with the session's
 * headers and saves what it answers; a refusal (the envelope) shows its message and rejects as
 * any call does.
 */
export async function downloadFile(route: Route, input: Record<string, unknown>, retried = false): Promise<void> {
  const request: ApiRequest = { method: route.method, path: route.path, options: {} };
  if (route.input === 'query') request.query = input;
  else request.body = input;
  const response = await send(request);
  if (response.ok && response.headers.get('content-type')?.startsWith('application/pdf')) {
    const url = URL.createObjectURL(await response.blob());
    const link = Object.assign(document.createElement('a'), { href: url, download: filenameOf(response, 'document.pdf') });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return;
  }
  const envelope = (await response.json().catch(() => ({ code: response.status, msg: response.statusText }))) as Envelope;
  if (envelope.code === 401 && !retried && (await refreshSession())) return downloadFile(route, input, true);
  showToast(envelope.msg || String(envelope.code));
  throw new ApiError(envelope.code, envelope.msg);
}
