import { isValidVatId } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, settingLines } from './config.ts';

const SECRET = 'a-production-secret-of-at-least-32-chars';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({ JWT_SECRET: SECRET });
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DEMO_DATA: true,
      PUBLIC_URL: 'http://localhost:3000',
      UNPAID_ORDERS_PER_BUYER: 3,
      UNPAID_STOCK_SHARE_PERCENT: 50,
      isProduction: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.UPLOAD_DIR).toMatch(/\.data\/uploads$/);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: must be a postgresql:// connection string'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL: must start with smtp:// or smtps://'],
    [{ DEMO_DATA: 'maybe' }, 'DEMO_DATA'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET: must be at least 32 characters'],
    [{ NODE_ENV: 'production', JWT_SECRET: '', PUBLIC_URL: 'https://shop.example' }, 'JWT_SECRET: required in production'],
    [{ NODE_ENV: 'production' }, 'PUBLIC_URL: required in production'],
    [{ TRUST_PROXY: 'some proxies' }, 'TRUST_PROXY: a hop count, or addresses or CIDR ranges separated by commas'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ DEMO_PAYMENTS: 'perhaps' }, 'DEMO_PAYMENTS'],
    [{ DOCS: 'perhaps' }, 'DOCS'],
    [{ UNPAID_ORDERS_PER_BUYER: '0' }, 'UNPAID_ORDERS_PER_BUYER'],
    [{ UNPAID_STOCK_SHARE_PERCENT: '150' }, 'UNPAID_STOCK_SHARE_PERCENT'],
    [{ S3_ENDPOINT: 'http://minio:9000' }, 'S3_*: set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together'],
  ])('names the bad variable: %j', (env, message) => {
    const run = () => loadConfig({ JWT_SECRET: SECRET, ...env });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(message);
  });

  it('turns the demo wallet off in production unless asked for, and keeps it in development', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: SECRET, PUBLIC_URL: 'https://shop.example' };
    expect(loadConfig(production).DEMO_PAYMENTS).toBe(false);
    expect(loadConfig({ ...production, DEMO_PAYMENTS: 'true' }).DEMO_PAYMENTS).toBe(true);
    expect(loadConfig({ JWT_SECRET: SECRET }).DEMO_PAYMENTS).toBe(true);
  });

  it('turns the OpenAPI UI off in production unless asked for, and keeps it in development', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: SECRET, PUBLIC_URL: 'https://shop.example' };
    expect(loadConfig(production).DOCS).toBe(false);
    expect(loadConfig({ ...production, DOCS: 'true' }).DOCS).toBe(true);
    expect(loadConfig({ JWT_SECRET: SECRET }).DOCS).toBe(true);
    expect(loadConfig({ JWT_SECRET: SECRET, DOCS: 'false' }).DOCS).toBe(false);
  });

  it.each([
    ['', false],
    ['false', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', '10.0.0.1'],
    ['10.0.0.0/8, 192.168.1.10', '10.0.0.0/8,192.168.1.10'],
    ['::1', '::1'],
  ])('reads TRUST_PROXY %j as hops or addresses', (value, expected) => {
    expect(loadConfig({ JWT_SECRET: SECRET, TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it('lists every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', DEMO_DATA: 'x', JWT_SECRET: SECRET })).toThrow(/PORT[\s\S]*DEMO_DATA|DEMO_DATA[\s\S]*PORT/);
  });

  it('treats empty values as unset and accepts DEMO_DATA=false', () => {
    const config = loadConfig({
      DATABASE_URL: '',
      SMTP_URL: '',
      DEMO_DATA: 'false',
      JWT_SECRET: SECRET,
      PUBLIC_URL: 'https://shop.example/',
    });
    expect(config).toMatchObject({ DATABASE_URL: undefined, SMTP_URL: undefined, DEMO_DATA: false, PUBLIC_URL: 'https://shop.example' });
  });

  it('names a bad first owner without showing the password, and wants e-mail and password together', () => {
    const bad = () => loadConfig({ JWT_SECRET: SECRET, ADMIN_EMAIL: 'not-mail', ADMIN_PASSWORD: 'short-pw' });
    expect(bad).toThrow(/ADMIN_EMAIL: must be an e-mail address[\s\S]*ADMIN_PASSWORD: must be at least 12 characters/);
    expect(bad).not.toThrow(/short-pw/);
    expect(() => loadConfig({ JWT_SECRET: SECRET, ADMIN_EMAIL: 'owner@shop.example' })).toThrow(
      /ADMIN_PASSWORD: set ADMIN_EMAIL and ADMIN_PASSWORD together/,
    );
    const config = loadConfig({ JWT_SECRET: SECRET, ADMIN_EMAIL: 'owner@shop.example', ADMIN_PASSWORD: 'a-long-enough-password' });
    expect(config).toMatchObject({ ADMIN_EMAIL: 'owner@shop.example', ADMIN_PASSWORD: 'a-long-enough-password' });
  });

  it('takes the seller of the documents and the return addresses from the environment, with demo defaults', () => {
    const demo = loadConfig({ JWT_SECRET: SECRET, SHOP_VAT_ID: '' });
    expect(settingLines(demo.RETURN_ADDRESS_US)).toEqual([
      'Paper & Craft Returns',
      '1200 Commerce Street',
      'Houston, TX 77002',
      'United States',
    ]);
    expect(demo.SHOP_VAT_ID).toBe('DE123456788');
    expect(isValidVatId(demo.SHOP_VAT_ID)).toBe(true);
    expect(loadConfig({ JWT_SECRET: SECRET, SHOP_VAT_ID: 'fr 41 343 848 552' }).SHOP_VAT_ID).toBe('FR41343848552');
    expect(() => loadConfig({ JWT_SECRET: SECRET, SHOP_VAT_ID: 'DE123456789' })).toThrow(/SHOP_VAT_ID: not a valid EU VAT ID/);
    const shop = loadConfig({
      JWT_SECRET: SECRET,
      SHOP_LEGAL_NAME: 'Muster GmbH',
      RETURN_ADDRESS_EU: 'Muster GmbH | Retouren |  80331 München ',
    });
    expect(shop.SHOP_LEGAL_NAME).toBe('Muster GmbH');
    expect(settingLines(shop.RETURN_ADDRESS_EU)).toEqual(['Muster GmbH', 'Retouren', '80331 München']);
    expect(() => loadConfig({ JWT_SECRET: SECRET, SHOP_BANK: 'x'.repeat(301) })).toThrow(/SHOP_BANK: at most 300 characters/);
  });
});
