import { adminRoutes, createAdminClient, type ApiRequest, type Route, type TTokenPair } from '@shop/shared';
import i18n, { storedLanguage } from './i18n.ts';
import { accessTokenStore, clearSession, storeSession } from './session.ts';
import { readStored, STORAGE_KEYS } from './storage.ts';
import { showToast } from './toast.ts';

const TIMEOUT_MS = 15_000;

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

interface Envelope {
  code: number;
  data: unknown;
  msg: string;
}

function buildUrl(path: string, query: ApiRequest['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    // A range travels as the key twice (`createTime=…&createTime=…`), an open end as an empty value.
    if (Array.isArray(value)) for (const item of value) params.append(key, item == null ? '' : String(item));
    else if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `/admin-api/${path}${search ? `?${search}` : ''}`;
}

function headers(body: unknown, extra: Record<string, string> = {}): Headers {
  const result = new Headers({ ...extra, 'tenant-id': '1', 'Accept-Language': storedLanguage() });
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
    showToast(i18n.t('error.network'));
    throw new ApiError(-1, error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
}

let refreshing: Promise<boolean> | null = null;

/** Code 401: one refresh for all requests waiting, then they retry once. */
async function refreshSession(): Promise<boolean> {
  const refreshToken = readStored(STORAGE_KEYS.refreshToken);
  if (!refreshToken) return false;
  const { method, path } = adminRoutes.system.auth.refreshToken;
  // In the body, so the token never appears in a URL (logs, proxies).
  refreshing ??= send({ method, path, body: { refreshToken }, options: {} })
    .then(async (response) => {
      const envelope = (await response.json()) as Envelope;
      const pair = envelope.data as TTokenPair | null;
      if (envelope.code !== 0 || !pair) return false;
      storeSession(pair);
      return true;
    })
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/**
 * Sends one request and answers the envelope's `data`. An envelope error shows the server's
 * message (in the admin's language) as a toast unless the caller handles that code, and rejects
 * with an ApiError. A 401 refreshes the login once; when that fails the session ends (the app
 * shows the login page).
 */
async function transport(request: ApiRequest, retried = false): Promise<unknown> {
  const response = await send(request);
  const envelope = (await response.json().catch(() => null)) as Envelope | null;
  if (!envelope) {
    const message = response.statusText || String(response.status);
    showToast(message);
    throw new ApiError(response.status, message);
  }
  if (envelope.code === 401 && request.path !== adminRoutes.system.auth.login.path) {
    if (!retried && (await refreshSession())) return transport(request, true);
    clearSession();
    throw new ApiError(401, envelope.msg);
  }
  if (envelope.code !== 0) {
    if (!request.options.quietCodes?.includes(envelope.code)) showToast(envelope.msg);
    throw new ApiError(envelope.code, envelope.msg);
  }
  return envelope.data;
}

/** The back office's API, typed by the shared admin endpoint table: `client.trade.order.delivery({ … })`. */
export const client = createAdminClient((request) => transport(request));

/**
 * Calls an endpoint that answers a file (an offer's PDF) with the admin's session and saves it
 * under the server's file name; a refusal shows its message as any call does.
 */
export async function downloadFile(route: Route, query: Record<string, unknown>, retried = false): Promise<void> {
  const response = await send({ method: route.method, path: route.path, query, options: {} });
  if (!response.ok || !response.headers.get('content-type')?.startsWith('application/pdf')) {
    const envelope = (await response.json().catch(() => ({ code: response.status, msg: response.statusText }))) as Envelope;
    if (envelope.code === 401 && !retried && (await refreshSession())) return downloadFile(route, query, true);
    showToast(envelope.msg || String(envelope.code));
    throw new ApiError(envelope.code, envelope.msg);
  }
  const url = URL.createObjectURL(await response.blob());
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'document.pdf';
  Object.assign(document.createElement('a'), { href: url, download: name }).click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
