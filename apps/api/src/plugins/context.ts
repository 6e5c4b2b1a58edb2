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
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

export const TENANT_ID = '1';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Language, currency and tenant of each request. Every response carries the `currency-symbol`
 * header the storefront reads its currency from, and `currency-code`.
 */
export default fp(
  async function context(app: FastifyInstance) {
    app.decorateRequest('ctx', null as unknown as RequestContext);
    app.addHook('onRequest', async (request, reply) => {
      const currency = currencyForCountry(header(request, 'country-code'));
      request.ctx = { language: pickLanguage(header(request, 'accept-language')), currency, tenantId: TENANT_ID, memberId: null };
      // HTTP header values are bytes: the symbol goes out as its UTF-8 bytes ("€" is E2 82 AC), and
      // the ASCII `currency-code` beside it spares clients the decoding.
      reply.header('currency-symbol', Buffer.from(CURRENCY_SYMBOL[currency], 'utf8').toString('latin1'));
      reply.header('currency-code', currency);
      if (!request.url.startsWith('/pc-api/')) return;
      const tenant = header(request, 'tenant-id');
      if (tenant === undefined || tenant === '') throw new AppError('TENANT_MISSING');
      if (tenant.trim() !== TENANT_ID) throw new AppError('TENANT_NOT_FOUND');
    });
  },
  { name: 'context' },
);
