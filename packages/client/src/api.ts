import type { ApiRequest, Route, TTokenPair } from '@shop/shared';

/** A field the server refused, so a form can mark it. */
interface RefusedField {
  field: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** Code 400: the fields the server refused. */
    readonly fields: readonly RefusedField[] = [],
  ) {
    super(message);
  }
}

interface Envelope {
  code: number;
  data: unknown;
  msg: string;
  fields?: RefusedField[];
}

/** The stored login and what happens when it expires. */
interface SessionOptions {
  accessToken: () => string | null;
  refreshToken: () => string | null;
  /** The endpoint that trades the refresh token for a new pair. */
  refreshRoute: Pick<Route, 'method' | 'path'>;
  /** Keeps the new pair. */
  renewed: (pair: TTokenPair) => void;
  /** A 401 that renewing does not cure: the session is over. */
  lost: () => void;
  /** Paths whose 401 judges the credentials sent (the login itself) rather than an expired session. */
  loginPaths?: readonly string[];
}

export interface ApiOptions {
  /** Where the API is served: `/pc-api` for the storefront, `/admin-api` for the back office. */
  prefix: string;
  /** How long an answer may take before the request is given up. */
  timeoutMs: number;
  /** Headers every request carries besides the session's, read as it is sent (language, shipping country). */
  headers: () => Record<string, string>;
  session: SessionOptions;
  /** Shows the user a message (a toast): a refusal's, or `unreachable`'s. */
  showError: (text: string) => void;
  /** The message when the API does not answer in time or cannot be reached. */
  unreachable: () => string;
  /** Each answer as it arrives (the storefront's currency travels in its headers). */
  onResponse?: (response: Response) => void;
  /**
   * HTTP 403, which only something in front of the API answers (the API puts refusals in the
   * envelope): the request fails without a message.
   */
  onForbidden?: () => void;
}

/**
 * The shop's way of calling its API: the envelope `{ code, data, msg }`, the session's bearer token
 * renewed once for all requests that found it expired, refusals shown once as a message.
 */
export function createApi({ prefix, timeoutMs, headers, session, showError, unreachable, onResponse, onForbidden }: ApiOptions) {
  function urlOf(path: string, query: ApiRequest['query']): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      // A range travels as the key twice (`createTime=…&createTime=…`), an open end as an empty value.
      if (Array.isArray(value)) for (const item of value) params.append(key, item == null ? '' : String(item));
      else if (value !== undefined && value !== '') params.set(key, String(value));
    }
    const search = params.toString();
    return `${prefix}/${path}${search ? `?${search}` : ''}`;
  }

  function headersOf(body: unknown, extra: Record<string, string> = {}): Headers {
    // The API still reads the tenant header of the clients it replaced; the shop is tenant 1.
    const result = new Headers({ ...extra, 'tenant-id': '1', ...headers() });
    const token = session.accessToken();
    if (token) result.set('Authorization', `Bearer ${token}`);
    if (body !== undefined && !(body instanceof FormData)) result.set('Content-Type', 'application/json');
    return result;
  }

  async function send({ method, path, query, body, options }: ApiRequest): Promise<Response> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const payload = body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body);
      return await fetch(urlOf(path, query), {
        method,
        headers: headersOf(body, options.headers),
        body: payload,
        signal: controller.signal,
      });
    } catch (error) {
      showError(unreachable());
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  let refreshing: Promise<boolean> | null = null;

  /** Code 401: one renewal for all requests waiting, then they retry once. */
  function refresh(): Promise<boolean> {
    const refreshToken = session.refreshToken();
    if (!refreshToken) return Promise.resolve(false);
    const { method, path } = session.refreshRoute;
    // In the body, so the token never appears in a URL (logs, proxies).
    refreshing ??= send({ method, path, body: { refreshToken }, options: {} })
      .then(async (response) => {
        const envelope = (await response.json()) as Envelope;
        const pair = envelope.data as TTokenPair | null;
        if (envelope.code !== 0 || !pair) return false;
        session.renewed(pair);
        return true;
      })
      .catch(() => false)
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  /** The answer's envelope; an answer without one (a proxy's error page) stands for its HTTP status. */
  async function envelopeOf(response: Response): Promise<Envelope> {
    const body = (await response.json().catch(() => null)) as Envelope | null;
    if (typeof body?.code === 'number') return body;
    return { code: response.status, data: null, msg: response.statusText || String(response.status) };
  }

  /**
   * Sends one request and answers the envelope's `data`. A refusal shows the server's message (in
   * the user's language) unless the caller handles that code, and rejects with an ApiError; so does
   * an HTTP error such as the 503 answered while the database is away. A 401 renews the session
   * once; when that fails the session is lost.
   */
  async function transport(request: ApiRequest, retried = false): Promise<unknown> {
    const response = await send(request);
    onResponse?.(response);
    if (response.status === 403 && onForbidden) {
      onForbidden();
      throw new ApiError(403, response.statusText);
    }
    const envelope = await envelopeOf(response);
    if (envelope.code === 401 && !session.loginPaths?.includes(request.path)) {
      if (!retried && (await refresh())) return transport(request, true);
      session.lost();
      throw new ApiError(401, envelope.msg);
    }
    if (envelope.code !== 0) {
      if (!request.options.quietCodes?.includes(envelope.code)) showError(envelope.msg);
      throw new ApiError(envelope.code, envelope.msg, envelope.fields ?? []);
    }
    return envelope.data;
  }

  /** The name a download is saved under: the server's `filename="…"`, else `fallback`. */
  function filenameOf(response: Response, fallback: string): string {
    return /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
  }

  /**
   * Calls an endpoint that answers a file (an invoice, a credit note, an offer, an export) with the session's
   * headers and saves what it answers; a refusal (the envelope) shows its message and rejects as
   * any call does.
   */
  async function downloadFile(route: Route, input: Record<string, unknown>, retried = false): Promise<void> {
    const request: ApiRequest = { method: route.method, path: route.path, options: {} };
    if (route.input === 'query') request.query = input;
    else request.body = input;
    const response = await send(request);
    // A file (a PDF, a CSV export) rather than the envelope.
    if (response.ok && /^(application\/pdf|text\/csv)/.test(response.headers.get('content-type') ?? '')) {
      const url = URL.createObjectURL(await response.blob());
      const link = Object.assign(document.createElement('a'), { href: url, download: filenameOf(response, 'document.pdf') });
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      return;
    }
    const envelope = await envelopeOf(response);
    if (envelope.code === 401 && !retried && (await refresh())) return downloadFile(route, input, true);
    showError(envelope.msg);
    throw new ApiError(envelope.code, envelope.msg);
  }

  /**
   * Sends a form with its upload's progress (a print file of up to 1 GB): by XMLHttpRequest, which
   * reports progress, and without the time limit of other requests. Answers the envelope's `data`; a
   * refusal rejects with an ApiError and shows nothing (the caller offers to send again); a 401 renews
   * the session once.
   */
  async function upload(
    route: Route,
    form: FormData,
    onProgress: (percent: number) => void,
    query?: ApiRequest['query'],
    retried = false,
  ): Promise<unknown> {
    const envelope = await new Promise<Envelope>((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open(route.method, urlOf(route.path, query));
      for (const [name, value] of headersOf(form)) request.setRequestHeader(name, value);
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(Math.floor((event.loaded / event.total) * 100));
      };
      request.onload = () => {
        const body = (() => {
          try {
            return JSON.parse(request.responseText) as Envelope;
          } catch {
            return null;
          }
        })();
        resolve(
          typeof body?.code === 'number' ? body : { code: request.status, data: null, msg: request.statusText || String(request.status) },
        );
      };
      request.onerror = () => reject(new Error('network'));
      request.send(form);
    });
    if (envelope.code === 401 && !retried && (await refresh())) return upload(route, form, onProgress, query, true);
    if (envelope.code !== 0) throw new ApiError(envelope.code, envelope.msg);
    return envelope.data;
  }

  return { transport, downloadFile, upload };
}
