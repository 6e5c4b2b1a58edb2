import type { Currency, Language } from '@shop/shared';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Services } from '../services.ts';
import { TENANT_ID, type CatalogScope } from '../plugins/context.ts';
import { AppError } from './app-error.ts';

/**
 * What every use case gets first: the database, who is asking in which language, currency and
 * tenant, and the app's services (mail, storage, payments, catalogue cache, tokens, clock).
 */
export interface Ctx {
  db: Db;
  language: Language;
  currency: Currency;
  tenantId: string;
  memberId: number | null;
  adminId: number | null;
  /** The part of the catalogue the asker may see (a punchout session's categories); absent: all of it. */
  catalogScope?: CatalogScope;
  services: Services;
  log: FastifyBaseLogger;
}

export function ctxOf(request: FastifyRequest): Ctx {
  return { db: request.server.db, services: request.server.services, log: request.log, ...request.ctx };
}

/** The context of background work: nobody asking, the shop's defaults. */
export function backgroundCtx(app: FastifyInstance): Ctx {
  return {
    db: app.db,
    services: app.services,
    log: app.log,
    language: 'en',
    currency: 'USD',
    tenantId: TENANT_ID,
    memberId: null,
    adminId: null,
  };
}

/** The logged-in member of a member-only use case (code 401 otherwise). */
export function memberIdOf(ctx: Ctx): number {
  if (ctx.memberId === null) throw new AppError('UNAUTHORIZED');
  return ctx.memberId;
}

/** The logged-in admin of a back-office use case (code 401 otherwise). */
export function adminIdOf(ctx: Ctx): number {
  if (ctx.adminId === null) throw new AppError('UNAUTHORIZED');
  return ctx.adminId;
}

export function ok<T>(data: T) {
  return { code: 0, data, msg: '' };
}

/** SQL for a translated JSON column in the request's language, falling back to English. */
export function localizedColumn(column: string, language: Language): string {
  if (!/^[a-z_.]+$/.test(column)) throw new Error(`Unsafe column name ${column}`);
  return language === 'en' ? `${column}->>'en'` : `coalesce(nullif(${column}->>'${language}', ''), ${column}->>'en')`;
}

export function priceColumn(currency: Currency, table: string): string {
  return `${table}.${currency === 'EUR' ? 'min_price_eur' : 'min_price_usd'}`;
}
