import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
/** A second shop with PayPal configured, against the local fake PayPal API (paypal.spec.ts). */
export const PAYPAL_SHOP_PORT = port + 1;
const fakePaypalPort = port + 2;

/** Journeys in Debian's Chromium against the built shop (`pnpm build` first). */
export default defineConfig({
  testDir: 'e2e',
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? 'list' : 'line',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    screenshot: 'only-on-failure',
  },
  webServer: [
    shop(port),
    {
      command: `node --import tsx test/fake-paypal.ts ${fakePaypalPort}`,
      cwd: '../api',
      port: fakePaypalPort,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    shop(PAYPAL_SHOP_PORT, `http://127.0.0.1:${fakePaypalPort}`),
  ],
});

function shop(onPort: number, paypalBase = '') {
  return {
    command: `node e2e/serve.mjs ${onPort} ${paypalBase}`.trim(),
    url: `http://127.0.0.1:${onPort}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}
