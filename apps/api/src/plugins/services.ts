import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/config.ts';
import { CatalogCache } from '../modules/catalog/catalog-cache.ts';
import { Mailer } from '../modules/infra/mailer.ts';
import { paymentsFor, type Payments } from '../modules/pay/payments.ts';
import { S3Storage, s3Settings } from '../modules/infra/s3-storage.ts';
import { DiskStorage, type FileStorage } from '../modules/infra/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    mailer: Mailer;
    storage: FileStorage;
    catalogCache: CatalogCache;
    /** The payment providers: PayPal when configured, else the demo wallet. */
    payments: Payments;
  }
}

/** The S3 bucket when one is configured, else the local disk. */
function fileStorage(config: Config): S3Storage | DiskStorage {
  const s3 = s3Settings(config);
  return s3 ? new S3Storage(s3) : new DiskStorage(config.UPLOAD_DIR, config.PUBLIC_URL);
}

/** The app's services: configuration, mail, file storage, the catalogue cache and payments. */
export default fp(
  async function services(app: FastifyInstance, opts: { config: Config; databaseUrl: string }) {
    app.decorate('config', opts.config);
    const mailer = new Mailer(app.db, opts.config.SMTP_URL, opts.config.MAIL_FROM, app.log);
    app.decorate('mailer', mailer);
    const storage = fileStorage(opts.config);
    app.decorate<FileStorage>('storage', storage);
    const catalogCache = new CatalogCache(opts.databaseUrl, app.log);
    await catalogCache.start();
    app.decorate('catalogCache', catalogCache);
    app.decorate('payments', paymentsFor(opts.config));
    app.addHook('onClose', async () => {
      mailer.close();
      if (storage instanceof S3Storage) storage.close();
      await catalogCache.close();
    });
  },
  { name: 'services', dependencies: ['db'] },
);
