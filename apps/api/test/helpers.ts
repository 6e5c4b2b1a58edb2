import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/config.ts';
import type { HttpTimeouts } from '../src/lib/http-server.ts';
import { dropDatabase, ensureDatabase, withDatabase } from '../src/db/embedded.ts';
import { multipart, SAMPLES } from './multipart.ts';
import { startSmtpServer } from './smtp.ts';

/** A fresh database cloned from the seeded template: each test file gets its own. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const server = inject('databaseServerUrl');
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  await ensureDatabase(server, name, inject('templateDatabase'));
  return { url: withDatabase(server, name), drop: () => dropDatabase(server, name) };
}

export type TestApp = Awaited<ReturnType<typeof buildApp>> & { databaseUrl: string; uploadDir: string };

export interface TestAppOptions {
  /** A built storefront to serve. */
  webDist?: string;
  /** Where the app writes its log lines (none without). */
  logStream?: NodeJS.WritableStream;
  /** Shorter HTTP timeouts than the real ones. */
  httpTimeouts?: Partial<HttpTimeouts>;
  /** Run the background jobs (default: when SMTP_URL is given). */
  work?: boolean;
  /** Another instance's database (several instances of one shop); by default a database of its own. */
  database?: { url: string };
}

/** The whole app on its own database and upload folder, for `inject` (or, listening, for real connections). */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}) {
  const database = options.database ? { url: options.database.url, drop: async () => undefined } : await createTestDatabase();
  const uploadDir = await mkdtemp(join(tmpdir(), 'shop-test-uploads-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    JWT_SECRET: 'test-secret-test-secret-test-secret-1234',
    UPLOAD_DIR: uploadDir,
    PUBLIC_URL: 'http://shop.test',
    ...env,
  });
  const logger = options.logStream ? { stream: options.logStream } : false;
  const webDist = options.webDist ?? join(uploadDir, 'no-web');
  // An app with a mail server runs the background jobs that deliver its mail.
  const work = options.work ?? Boolean(env.SMTP_URL);
  const app = await buildApp({ config, databaseUrl: database.url, webDist, httpTimeouts: options.httpTimeouts, work }, logger);
  // The database goes after everything the app runs has stopped (onClose hooks run last-added first).
  const close = app.close.bind(app);
  const closeAll = async () => {
    await close();
    await database.drop();
    await rm(uploadDir, { recursive: true, force: true });
  };
  return Object.assign(app, { databaseUrl: database.url, uploadDir, close: closeAll }) as unknown as TestApp;
}

export type TestSmtp = Awaited<ReturnType<typeof startSmtpServer>>;

/** The app sending its mail to a local SMTP server that keeps it; closing the app stops that server too. */
export async function createMailTestApp(env: Record<string, string> = {}): Promise<{ app: TestApp; smtp: TestSmtp }> {
  const smtp = await startSmtpServer();
  const app = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Shop <shop@example.test>', ...env });
  const closeApp = app.close;
  const close = async () => {
    await closeApp();
    await smtp.close();
  };
  return { app: Object.assign(app, { close }), smtp };
}

export const TENANT = { 'tenant-id': '1' };

/** A delivery address in Texas (United States, id 281), as the checkout sends it. */
export const texasAddress = {
  firstName: 'Sam',
  lastName: 'Houston',
  mobile: '+1 281 555 0147',
  areaId: 281,
  state: 'TX',
  city: 'Houston',
  zipCode: '77002',
  detailAddress: '1 Main St',
};

/** A delivery address in Berlin (Germany, id 348), as the checkout sends it. */
export const berlinAddress = {
  firstName: 'Erika',
  lastName: 'Muster',
  mobile: '+49 30 1234567',
  areaId: 348,
  state: 'BE',
  city: 'Berlin',
  zipCode: '10115',
  detailAddress: 'Unter den Linden 1',
};

/** GET through the app with the storefront's headers; answers the parsed envelope. */
export async function getJson(app: TestApp, url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url, headers: { ...TENANT, ...headers } });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: response.json() as { code: number; data: any; msg: string; fields?: { field: string; message: string }[] },
  };
}

export async function postJson(app: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'POST', url, payload: payload as object, headers: { ...TENANT, ...headers } });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: response.json() as { code: number; data: any; msg: string; fields?: { field: string; message: string }[] },
  };
}

export interface UploadOptions {
  fields?: Record<string, string>;
  headers?: Record<string, string>;
  /** The client address the app sees (rate limits count per address). */
  remoteAddress?: string;
}

/** POSTs one file to the upload endpoint as the storefront does; answers the status and the envelope. */
export async function postUpload(app: TestApp, file: Parameters<typeof multipart>[0], options: UploadOptions = {}) {
  const body = multipart(file, options.fields);
  const response = await app.inject({
    method: 'POST',
    url: '/pc-api/infra/file/upload',
    payload: body.payload,
    headers: { ...TENANT, ...body.headers, ...options.headers },
    remoteAddress: options.remoteAddress,
  });
  return { status: response.statusCode, body: response.json() as { code: number; data: string | null; msg: string } };
}

/** A PNG logo uploaded as `auth`'s member: the URL a logo line's `imgUrl` names. */
export async function uploadLogo(app: TestApp, auth: Record<string, string>): Promise<string> {
  const { body } = await postUpload(app, { name: 'logo.png', type: 'image/png', content: SAMPLES.png }, { headers: auth });
  return body.data!;
}

/** Uploads a PDF document (a certificate) as the member; answers its URL. */
export async function uploadDocument(app: TestApp, auth: Record<string, string>): Promise<string> {
  const { body } = await postUpload(
    app,
    { name: 'certificate.pdf', type: 'application/pdf', content: SAMPLES.pdf },
    { fields: { directory: 'document' }, headers: auth },
  );
  return body.data!;
}

/**
 * Resolves when the app's catalogue cache has been emptied by a database change notification.
 * Call it before making the change.
 */
export function catalogChanged(app: TestApp, timeoutMs = 5000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no catalogue change notification arrived')), timeoutMs);
    app.services.catalogCache.once('cleared', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export async function putJson(app: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'PUT', url, payload: payload as object, headers: { ...TENANT, ...headers } });
  return {
    status: response.statusCode,
    body: response.json() as { code: number; data: any; msg: string; fields?: { field: string; message: string }[] },
  };
}

export async function deleteJson(app: TestApp, url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'DELETE', url, headers: { ...TENANT, ...headers } });
  return { status: response.statusCode, body: response.json() as { code: number; data: any; msg: string } };
}

let memberCount = 0;

/** A member created directly in the database, logged in; answers the login's bearer header. */
/** The shop's clock moved on by `ms` while `run` runs. */
export async function withClockAhead<T>(app: TestApp, ms: number, run: () => Promise<T>): Promise<T> {
  const clock = app.services.clock;
  app.services.clock = () => new Date(Date.now() + ms);
  try {
    return await run();
  } finally {
    app.services.clock = clock;
  }
}

export async function createMember(app: TestApp, overrides: { mail?: string; password?: string; mobile?: string } = {}) {
  const { hashPassword } = await import('../src/modules/member/passwords.ts');
  memberCount += 1;
  const mail = overrides.mail ?? `member${memberCount}-${Date.now()}@example.test`;
  const password = overrides.password ?? 'secret-12';
  const member = await app.db.member.create({
    data: { mail, passwordHash: await hashPassword(password), firstName: 'Ada', lastName: 'Lovelace', mobile: overrides.mobile ?? null },
  });
  const login = await postJson(app, '/pc-api/member/auth/login', { mobile: mail, password });
  return { id: member.id, mail, password, tokens: login.body.data, auth: { authorization: `Bearer ${login.body.data.accessToken}` } };
}
