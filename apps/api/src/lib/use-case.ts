import type { Currency, Language } from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Services } from '../services.ts';
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
  services: Services;
}

export function ctxOf(request: FastifyRequest): Ctx {
  return { db: request.server.db, services: request.server.services, ...request.ctx };
}

/** The logged-in member of a member-only use case (code 401 otherwise). */
export function memberIdOf(ctx: Ctx): number {
  if (ctx.memberId === null) throw new AppError('UNAUTHORIZED');
  return ctx.memberId;
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
