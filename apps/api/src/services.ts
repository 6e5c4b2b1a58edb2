import type { FastifyBaseLogger } from 'fastify';
import { s3Settings, type Config } from './config/config.ts';
import type { Db } from './db/client.ts';
import { CatalogCache } from './modules/catalog/catalog-cache.ts';
import { Jobs, type JobDefinition } from './modules/infra/background-jobs.ts';
import { mailFrame } from './modules/infra/mail-templates.ts';
import { type AttachmentLoader, Mailer } from './modules/infra/mailer.ts';
import { S3Storage } from './modules/infra/s3-storage.ts';
import { DiskStorage, type FileStorage } from './modules/infra/storage.ts';
import type { AccessTokens } from './modules/member/tokens.ts';
import { paymentsFor, type Payments } from './modules/pay/payments.ts';
import { SettingsReader } from './modules/system/shop-settings.ts';
import { PrintChecker } from './modules/trade/print-checker.ts';

/** What use cases reach through `ctx.services`: built once per app, closed with it. */
export interface Services {
  config: Config;
  mailer: Mailer;
  storage: FileStorage;
  catalogCache: CatalogCache;
  /** The shop settings (system/settings), cached and forgotten on every instance when they change. */
  settings: SettingsReader;
  /** The payment providers: PayPal when configured, else the demo wallet. */
  payments: Payments;
  accessTokens: AccessTokens;
  /** The background job queue. */
  jobs: Jobs;
  /** The print-data checks, in a process of their own. */
  printChecker: PrintChecker;
  /** The time use cases go by. */
  clock: () => Date;
}

/** The S3 bucket when one is configured, else the local disk. */
function fileStorage(config: Config): S3Storage | DiskStorage {
  const s3 = s3Settings(config);
  return s3 ? new S3Storage(s3) : new DiskStorage(config.UPLOAD_DIR, config.PUBLIC_URL);
}

export interface ServiceDeps {
  config: Config;
  db: Db;
  databaseUrl: string;
  log: FastifyBaseLogger;
  accessTokens: AccessTokens;
  /** The background work this instance knows (it sends and, when working, runs them). */
  jobs: JobDefinition[];
  /** Whether this instance runs background jobs (the server does; tests ask for it). */
  work: boolean;
  /** The job that delivers a mail, one of `jobs`. */
  mailDeliveryJob: string;
  /** Reads the stored documents mails carry (invoices, credit notes), given the database and the file storage. */
  mailAttachments: (deps: { db: Db; storage: FileStorage }) => AttachmentLoader;
}

/** Builds the services and answers them with the function that closes them. */
export async function startServices(deps: ServiceDeps): Promise<{ services: Services; close: () => Promise<void> }> {
  const { config } = deps;
  const jobs = new Jobs(deps.db.sql, deps.log, deps.jobs, { work: deps.work });
  const storage = fileStorage(config);
  const catalogCache = new CatalogCache(deps.databaseUrl, deps.log, {
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
  });
  await catalogCache.start();
  const settings = new SettingsReader(deps.db, config, catalogCache);
  settings.keepWarm(deps.log);
  const mailer = new Mailer(
    deps.db,
    config.SMTP_URL,
    config.MAIL_FROM,
    deps.log,
    (id) => jobs.send(deps.mailDeliveryJob, { id }),
    deps.mailAttachments({ db: deps.db, storage }),
    async (language) => mailFrame(await settings.read(), config.PUBLIC_URL, language),
  );
  const services: Services = {
    config,
    mailer,
    storage,
    catalogCache,
    settings,
    payments: paymentsFor(config),
    accessTokens: deps.accessTokens,
    jobs,
    printChecker: new PrintChecker(),
    clock: () => new Date(),
  };
  const close = async () => {
    await jobs.stop();
    services.printChecker.close();
    mailer.close();
    if (storage instanceof S3Storage) storage.close();
    await catalogCache.close();
  };
  return { services, close };
}
