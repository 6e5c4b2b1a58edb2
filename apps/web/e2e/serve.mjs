// Starts the built shop for the browser tests on its own embedded PostgreSQL in a fresh folder,
// seeded with the demo catalogue, and removes everything again when stopped.
// Usage: node e2e/serve.mjs PORT [PAYPAL_API_BASE]   (with a base: PayPal instead of the demo wallet)
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const port = process.argv[2] ?? '4173';
const paypalBase = process.argv[3];
const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
// When run as root the embedded server runs as the postgres user, which must reach the folder.
chmodSync(dataDir, 0o755);
const server = spawn(process.execPath, [fileURLToPath(new URL('../../api/dist/server.js', import.meta.url))], {
  env: {
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    PORT: port,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    // Known to the journeys, which forge an expired access token with it.
    JWT_SECRET: 'e2e-secret-for-browser-journeys-only-0123456789',
    RATE_LIMIT_UPLOADS_PER_MINUTE: '1000',
    RATE_LIMIT_FORMS_PER_MINUTE: '1000',
    RATE_LIMIT_LOGINS_PER_MINUTE: '1000',
    // Every journey registers its own members from this one address.
    MAIL_CODES_PER_IP_PER_DAY: '10000',
    // The back office's owner the journeys log in as (admin.spec.ts).
    ADMIN_EMAIL: 'owner@shop.test',
    ADMIN_PASSWORD: 'owner-password-e2e',
    ...(paypalBase ? { PAYPAL_CLIENT_ID: 'e2e-client', PAYPAL_CLIENT_SECRET: 'e2e-secret', PAYPAL_API_BASE: paypalBase } : {}),
  },
  stdio: 'inherit',
});

const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
