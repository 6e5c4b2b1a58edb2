import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { EU_VAT_BP, isValidVatId, normalizeVatId } from '@shop/shared';
import { z } from 'zod';
import { dataDir, repoRoot } from '../db/paths.ts';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => ['true', '1', 'yes'].includes(v));
const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
const optionalBool = z.preprocess((v) => (v === '' ? undefined : v), bool.optional());

/** A text setting with a default: an empty value means the default; at most 300 characters. */
const textLine = (fallback: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().min(1).max(300, 'at most 300 characters').default(fallback));

/** A setting written as lines separated by "|" (an address, bank details), as its lines. */
export const settingLines = (value: string): string[] =>
  value
    .split('|')
    .map((line) => line.trim())
    .filter(Boolean);

const HOPS = /^\d{1,2}$/;
const ADDRESS = /^(\d{1,3}(\.\d{1,3}){3}(\/(3[0-2]|[12]?\d))?|[0-9a-f:]*:[0-9a-f:.]*(\/(12[0-8]|1[01]\d|\d{1,2}))?)$/i;

/**
 * Which proxies' X-Forwarded-For to believe: none (false), the nearest N hops, or the proxies at
 * these addresses or CIDR ranges. "true" means one hop (a single load balancer); trusting every
 * hop would let any client forge its address and dodge every per-address limit.
 */
const trustProxy = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .refine(
    (parts) =>
      (parts.length <= 1 && ['true', 'false', 'yes', 'no'].includes(parts[0] ?? 'false')) ||
      (parts.length === 1 && HOPS.test(parts[0]!)) ||
      parts.every((part) => ADDRESS.test(part)),
    'a hop count, or addresses or CIDR ranges separated by commas',
  )
  .transform((parts): false | number | string => {
    const [first = 'false'] = parts;
    if (['false', 'no', '0'].includes(first)) return false;
    if (['true', 'yes'].includes(first)) return 1;
    return HOPS.test(first) ? Number(first) : parts.join(',');
  });

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalUrl,
  DATABASE_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgresql:// connection string')
      .optional(),
  ),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  JWT_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32, 'must be at least 32 characters').optional()),
  SMTP_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().default('Paper & Craft Shop <shop@localhost>'),
  PAYPAL_CLIENT_ID: optionalText,
  PAYPAL_CLIENT_SECRET: optionalText,
  PAYPAL_API_BASE: optionalUrl,
  DATA_DIR: z.string().default(dataDir),
  UPLOAD_DIR: z.string().optional(),
  DEMO_DATA: bool.default(true),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: optionalText,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: optionalUrl,
  REDIS_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis://')
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy.default(false),
  /** The demo wallet (orders marked paid without money): on in development, in production only on purpose. */
  DEMO_PAYMENTS: optionalBool,
  /** The OpenAPI UI at /docs: on in development; in production, where it lists every admin route, only on purpose. */
  DOCS: optionalBool,
  RATE_LIMIT_UPLOADS_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_FORMS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_LOGINS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  MAIL_CODES_PER_IP_PER_DAY: z.coerce.number().int().min(1).default(50),
  /** What one buyer (a member; for guests their mailbox, and their client address) may hold in unpaid orders: orders, and a share of each SKU's stock. */
  UNPAID_ORDERS_PER_BUYER: z.coerce.number().int().min(1).default(3),
  UNPAID_STOCK_SHARE_PERCENT: z.coerce.number().int().min(1).max(100).default(50),
  /** The VIES REST API (https://ec.europa.eu/taxation_customs/vies/rest-api); without it VAT IDs are checked offline only. */
  VIES_URL: optionalUrl,
  VIES_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** The first back-office owner, created at start-up when no admin has this e-mail. */
  ADMIN_EMAIL: z.preprocess((v) => (v === '' ? undefined : v), z.email('must be an e-mail address').optional()),
  ADMIN_PASSWORD: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(12, 'must be at least 12 characters').optional()),
  /** The seller on invoices, credit notes and offers; lines of a value are separated by "|". */
  SHOP_LEGAL_NAME: textLine('Paper & Craft Shop GmbH'),
  SHOP_LEGAL_ADDRESS: textLine('Lagerstraße 12|10115 Berlin|Germany'),
  /** The seller's VAT ID: it must pass the offline check (format and check digits). */
  SHOP_VAT_ID: textLine('DE123456788').refine(isValidVatId, 'not a valid EU VAT ID (format or check digit)').transform(normalizeVatId),
  /** The country the shop sells from (EU, alpha-2): companies elsewhere in the EU with a valid VAT ID buy net (reverse charge). */
  SHOP_COUNTRY: z.preprocess(
    (v) => (v === '' || v === undefined ? 'DE' : String(v).trim().toUpperCase()),
    z.string().refine((code) => code in EU_VAT_BP, 'must be an EU country code (e.g. DE)'),
  ),
  SHOP_REGISTRATION: textLine('Amtsgericht Berlin-Charlottenburg HRB 123456 B|Managing director: Jane Doe'),
  SHOP_CONTACT: textLine('service@papercraft.example|+49 30 1234567'),
  SHOP_BANK: textLine('Demo Bank Berlin|IBAN DE89 3704 0044 0532 0130 00|BIC COBADEFFXXX'),
  /** Where returns go, per market (shown and mailed once a return is approved); lines separated by "|". */
  RETURN_ADDRESS_US: textLine('Paper & Craft Returns|1200 Commerce Street|Houston, TX 77002|United States'),
  RETURN_ADDRESS_EU: textLine('Paper & Craft Retouren|Lagerstraße 12|10115 Berlin|Germany'),
});

export type Env = z.infer<typeof ZEnv>;

export interface Config extends Omit<Env, 'JWT_SECRET' | 'PUBLIC_URL' | 'UPLOAD_DIR' | 'DEMO_PAYMENTS' | 'DOCS'> {
  JWT_SECRET: string;
  DEMO_PAYMENTS: boolean;
  DOCS: boolean;
  UPLOAD_DIR: string;
  PUBLIC_URL: string;
  isProduction: boolean;
  dataDir: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Development keeps one generated secret under .data/ so sessions survive restarts. */
function developmentSecret(dir: string): string {
  const file = join(dir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Parses the environment once; every bad variable is named with what is wrong with it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const dataFolder = isAbsolute(values.DATA_DIR) ? values.DATA_DIR : join(repoRoot, values.DATA_DIR);
  const uploadDir = values.UPLOAD_DIR ?? join(dataFolder, 'uploads');
  const isProduction = values.NODE_ENV === 'production';
  const missing = [
    ...(isProduction && !values.JWT_SECRET ? ['  JWT_SECRET: required in production (at least 32 characters)'] : []),
    ...(isProduction && !values.PUBLIC_URL
      ? ['  PUBLIC_URL: required in production (the address shoppers use, e.g. https://shop.example)']
      : []),
  ];
  if (Boolean(values.ADMIN_EMAIL) !== Boolean(values.ADMIN_PASSWORD)) {
    missing.push(`  ${values.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'}: set ADMIN_EMAIL and ADMIN_PASSWORD together`);
  }
  if (missing.length > 0) throw new ConfigError(`Invalid configuration:\n${missing.join('\n')}`);
  const s3 = [values.S3_ENDPOINT, values.S3_BUCKET, values.S3_ACCESS_KEY_ID, values.S3_SECRET_ACCESS_KEY];
  if (s3.some(Boolean) && !s3.every(Boolean)) {
    throw new ConfigError('Invalid configuration:\n  S3_*: set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together');
  }
  return {
    ...values,
    UPLOAD_DIR: isAbsolute(uploadDir) ? uploadDir : join(repoRoot, uploadDir),
    JWT_SECRET: values.JWT_SECRET ?? developmentSecret(dataFolder),
    PUBLIC_URL: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    DEMO_PAYMENTS: values.DEMO_PAYMENTS ?? !isProduction,
    DOCS: values.DOCS ?? !isProduction,
    isProduction,
    dataDir: dataFolder,
  };
}

export interface S3Settings {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the bucket's files are read from: S3_PUBLIC_URL (a CDN, say) or the bucket on the endpoint. */
  publicUrl: string;
}

/** The bucket from the configuration, or null when uploads stay on disk. */
export function s3Settings(config: Config): S3Settings | null {
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  // loadConfig has made sure these four come together.
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) return null;
  const root = endpoint.replace(/\/$/, '');
  const publicUrl = (config.S3_PUBLIC_URL ?? `${root}/${bucket}`).replace(/\/$/, '');
  return { endpoint: root, region: config.S3_REGION, bucket, accessKeyId, secretAccessKey, publicUrl };
}
