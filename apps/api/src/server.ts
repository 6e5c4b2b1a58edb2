import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/config.ts';
import { createDb } from './db/client.ts';
import { openDatabase } from './db/database.ts';
import { seedDemoCatalogue, seedReferenceData, writeCataloguePictures } from './db/seed.ts';
import { seedDemoContent } from './db/seed-content.ts';
import { ensureFirstOwner } from './modules/system/first-owner.ts';
/**
 * Longest a shutdown may take (answers in flight, database connections, embedded server); then the
 * process exits anyway (an embedded server is told to stop as it does).
 */
const SHUTDOWN_MS = 8_000;

/** Starts the shop: database (embedded when DATABASE_URL is unset), migrations, seed, HTTP. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  const seeder = createDb(database.url, { poolSize: 2, applicationName: 'shop-seed' });
  try {
    await seedReferenceData(seeder);
    if (config.DEMO_DATA) {
      await seedDemoCatalogue(seeder);
      await seedDemoContent(seeder);
      await writeCataloguePictures(config.UPLOAD_DIR);
    }
  } finally {
    await seeder.$disconnect();
  }
  // Background work (order expiry, mail delivery and retries, pending captures, clean-ups) runs
  // on the job queue in the database: a restart loses nothing, and each job runs on one instance.
  const app = await buildApp({ config, databaseUrl: database.url, work: true }, true);
  // The first back-office account (ADMIN_EMAIL, or a demo owner in development).
  await ensureFirstOwner(app.db, config, app.log);
  if (app.services.payments.offered.every((channel) => channel === 'bank_transfer')) {
    app.log.warn(
      'no wallet is configured: shoppers can pay by bank transfer only, where SHOP_BANK names an IBAN (set PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET, or DEMO_PAYMENTS=true for a demo)',
    );
  }
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error(`shutdown took longer than ${SHUTDOWN_MS / 1000} s: exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_MS).unref();
    await app.close().catch((error: unknown) => app.log.error(error));
    await database.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    `shop ready at ${config.PUBLIC_URL} (database: ${database.embeddedDir ? `embedded PostgreSQL in ${database.embeddedDir}` : 'DATABASE_URL'})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
