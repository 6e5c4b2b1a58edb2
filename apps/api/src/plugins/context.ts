import { CURRENCY_SYMBOL, currencyForCountry, pickLanguage, type Currency, type Language } from '@shop/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

export interface RequestContext {
  language: Language;
  currency: Currency;
  tenantId: string;
  /** Set by the auth plugin for logged-in members. */
  memberId: number | null;
  /** The logged-in back-office admin (an admin's access token), never also a member. */
  adminId: number | null;
  /** The part of the catalogue the asker may see (a punchout session's categories); absent: all of it. */
  catalogScope?: CatalogScope;
}

export interface CatalogScope {
  /** Names the scope in cache keys: answers made for it are never served outside it. */
  key: string;
  /** The categories shown, subcategories included. */
  categoryIds: number[];
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

export const TENANT_ID = '1';

const ASCII = /^[\x20-\x7e]*$/;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Language, currency and tenant of each request. Every response carries the `currency-symbol`
 * header the storefront reads its currency from, and `currency-code`: the request's currency, or
 * the one a handler settled on (an order's destination decides its currency).
 */
export default fp(
  async function context(app: FastifyInstance) {
    app.decorateRequest('ctx', null as unknown as RequestContext);
    app.addHook('onRequest', async (request) => {
      const currency = currencyForCountry(header(request, 'country-code'));
      request.ctx = {
        language: pickLanguage(header(request, 'accept-language')),
        currency,
        tenantId: TENANT_ID,
        memberId: null,
        adminId: null,
      };
      if (!request.url.startsWith('/pc-api/')) return;
      const tenant = header(request, 'tenant-id');
      if (tenant === undefined || tenant === '') throw new AppError('TENANT_MISSING');
      if (tenant.trim() !== TENANT_ID) throw new AppError('TENANT_NOT_FOUND');
    });
    // Callback style: this runs on every answer, and an async hook costs a promise each time.
    app.addHook('onSend', (request, reply, payload, done) => {
      const currency = request.ctx?.currency ?? 'USD';
      const symbol = CURRENCY_SYMBOL[currency];
      reply.header('currency-code', currency);
      if (ASCII.test(symbol)) {
        reply.header('currency-symbol', symbol);
        done(null, payload);
        return;
      }
      // Header values are bytes: "€" goes out as its UTF-8 bytes E2 82 AC (written as latin-1
      // text). Node sends the headers together with a text body in the body's encoding, which
      // would encode those bytes a second time; a Buffer body keeps the headers apart.
      reply.header('currency-symbol', Buffer.from(symbol, 'utf8').toString('latin1'));
      done(null, typeof payload === 'string' ? Buffer.from(payload) : payload);
    });
  },
  { name: 'context' },
);
