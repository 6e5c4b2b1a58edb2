import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/config.ts';
import { CatalogCache } from '../modules/catalog/catalog-cache.ts';
import { Mailer } from '../modules/infra/mailer.ts';
import { DiskStorage, type FileStorage } from '../modules/infra/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    mailer: Mailer;
    storage: FileStorage;
    catalogCache: CatalogCache;
  }
}

/** The app's services: configuration, mail, file storage and the catalogue cache. */
export default fp(
  async function services(app: FastifyInstance, opts: { config: Config; databaseUrl: string }) {
    app.decorate('config', opts.config);
    const mailer = new Mailer(app.db, opts.config.SMTP_URL, opts.config.MAIL_FROM, app.log);
    app.decorate('mailer', mailer);
    app.decorate('storage', new DiskStorage(opts.config.UPLOAD_DIR, opts.config.PUBLIC_URL));
    const catalogCache = new CatalogCache(opts.databaseUrl, app.log);
    await catalogCache.start();
    app.decorate('catalogCache', catalogCache);
    app.addHook('onClose', async () => {
      mailer.close();
      await catalogCache.close();
    });
  },
  { name: 'services', dependencies: ['db'] },
);
