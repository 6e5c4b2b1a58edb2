import i18n, { storedLanguage } from './i18n.ts';
import { accessTokenStore, clearSession, countryCode, updateCurrencyFromResponse } from './session.ts';
import { readStored, STORAGE_KEYS, writeStored } from './storage.ts';
import { showToast } from './toast.ts';

const TIMEOUT_MS = 10_000;

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

interface Envelope<T> {
  code: number;
  data: T;
  msg: string;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Business codes the caller handles itself: no toast for them. */
  quietCodes?: number[];
  headers?: Record<string, string>;
  /** A contract to check the answer against (forms do; hot read paths skip it to keep zod off the first page). */
  schema?: { parse: (data: unknown) => unknown };
}

function buildUrl(path: string, query: RequestOptions['query']): string {
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

async function send(path: string, options: RequestOptions): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    const body = options.body instanceof FormData ? options.body : options.body === undefined ? undefined : JSON.stringify(options.body);
    return await fetch(buildUrl(path, options.query), { method: options.method ?? 'GET', headers: headers(options.body, options.headers), body, signal: controller.signal });
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
  refreshing ??= send('member/auth/refresh-token', { method: 'POST', query: { refreshToken } })
    .then(async (response) => {
      const envelope = (await response.json()) as Envelope<{ accessToken: string; refreshToken: string } | null>;
      if (envelope.code !== 0 || !envelope.data) return false;
      writeStored(STORAGE_KEYS.accessToken, envelope.data.accessToken);
      writeStored(STORAGE_KEYS.refreshToken, envelope.data.refreshToken);
      accessTokenStore.set(envelope.data.accessToken);
      return true;
    })
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

function toLogin(): void {
  clearSession();
  if (window.location.pathname !== '/login') window.location.assign('/login');
}

/**
 * Calls the shop's API and answers `data`, typed by its contract in the shared package. Envelope
 * errors show the server's message once as a toast (unless quiet) and reject with an ApiError.
 */
export async function api<T>(path: string, options: RequestOptions = {}, retried = false): Promise<T> {
  const response = await send(path, options);
  updateCurrencyFromResponse(response.headers);
  if (response.status === 403) {
    toLogin();
    throw new ApiError(403, response.statusText);
  }
  if (response.status === 401 || response.status === 404) throw new ApiError(response.status, response.statusText);
  if (!response.ok) {
    showToast(response.statusText || String(response.status));
    throw new ApiError(response.status, response.statusText);
  }
  const envelope = (await response.json()) as Envelope<unknown>;
  if (envelope.code === 401 && !retried) {
    if (await refreshSession()) return api<T>(path, options, true);
    toLogin();
  }
  if (envelope.code !== 0) {
    if (!options.quietCodes?.includes(envelope.code)) showToast(envelope.msg);
    throw new ApiError(envelope.code, envelope.msg);
  }
  return (options.schema ? options.schema.parse(envelope.data) : envelope.data) as T;
}
