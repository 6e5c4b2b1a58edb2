import { createHash } from 'node:crypto';
import { contract, endpointsOf } from '@shop/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.ts';
import type { PunchoutOrganisation } from '../../generated/prisma/client.ts';
import { ctxOf, type Ctx } from '../../lib/use-case.ts';
import type { AccessClaims } from '../../plugins/auth.ts';
import type { CatalogScope } from '../../plugins/context.ts';
import { liveSession } from './punchout-sessions.ts';
import { allowedCategories, skusInScope } from './punchout-catalogue.ts';

/**
 * The member endpoints a punchout session uses while shopping: the cart and its pricing, logo
 * designs, and the organisation's lists of products (collections, likes, history). Every other
 * member endpoint (account, addresses, orders, payments, returns, company) is refused.
 */
const PUNCHOUT_MEMBER_PATHS = /^(trade\/(cart\/|order\/settlement$)|product\/(favorite|like|browse-history|design)\/)/;

const closedToPunchout = new Set(
  endpointsOf(contract)
    .filter(([, e]) => e.access === 'member' && !PUNCHOUT_MEMBER_PATHS.test(e.path))
    .map(([, e]) => `/pc-api/${e.path}`),
);

const CART_ADD = `/pc-api/${contract.trade.cart.add.path}`;

/** The catalogue's reads that show products: lists, facets, suggestions and details. */
const PRODUCT_READS = /^\/pc-api\/product\/(spu|search)\//;

/** The organisation's part of the catalogue as a scope of the request, or none for the whole catalogue. */
async function catalogScopeOf(ctx: Ctx, org: PunchoutOrganisation): Promise<CatalogScope | undefined> {
  const allowed = await allowedCategories(ctx, org);
  if (!allowed) return undefined;
  const categoryIds = [...allowed].sort((a, b) => a - b);
  return { key: createHash('sha256').update(categoryIds.join(',')).digest('hex').slice(0, 32), categoryIds };
}

/** The punchout session a request's token belongs to, or null. */
export function punchoutSessionOf(request: FastifyRequest): string | null {
  if (request.ctx.memberId === null) return null;
  const claims = request.user as AccessClaims | undefined;
  return typeof claims?.pun === 'string' ? claims.pun : null;
}

/**
 * A punchout session acts as its organisation's account in the storefront only: member pages
 * (account, orders, addresses, company) answer 1013010005, the cart takes only SKUs of the agreed
 * categories, product lists, facets, suggestions and details show only those categories, and a
 * session that ended (or whose organisation was deleted) answers 1013010004.
 */
export default fp(
  async function punchoutGuard(app: FastifyInstance) {
    app.addHook('preHandler', async (request) => {
      const sessionId = punchoutSessionOf(request);
      if (sessionId === null || !request.url.startsWith('/pc-api/')) return;
      const route = request.routeOptions.url ?? '';
      if (closedToPunchout.has(route)) throw new AppError('PUNCHOUT_MEMBER_PAGE');
      if (PRODUCT_READS.test(route)) {
        const ctx = ctxOf(request);
        const { org } = await liveSession(ctx, sessionId);
        request.ctx.catalogScope = await catalogScopeOf(ctx, org);
        return;
      }
      if (route !== CART_ADD) return;
      const ctx = ctxOf(request);
      const { org } = await liveSession(ctx, sessionId);
      const skuId = Number((request.body as { skuId?: unknown } | undefined)?.skuId);
      if (Number.isInteger(skuId)) await skusInScope(ctx, org, [skuId]);
    });
  },
  { name: 'punchout-guard', dependencies: ['auth'] },
);
