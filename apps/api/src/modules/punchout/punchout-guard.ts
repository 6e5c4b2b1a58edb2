import { contract, endpointsOf } from '@shop/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.ts';
import { ctxOf } from '../../lib/use-case.ts';
import type { AccessClaims } from '../../plugins/auth.ts';
import { liveSession } from './punchout-sessions.ts';
import { skusInScope } from './punchout-catalogue.ts';

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

/** The punchout session a request's token belongs to, or null. */
export function punchoutSessionOf(request: FastifyRequest): string | null {
  if (request.ctx.memberId === null) return null;
  const claims = request.user as AccessClaims | undefined;
  return typeof claims?.pun === 'string' ? claims.pun : null;
}

/**
 * A punchout session acts as its organisation's account in the storefront only: member pages
 * (account, orders, addresses, company) answer 1013010005, the cart takes only SKUs of the agreed
 * categories, and a session that ended (or whose organisation was deleted) answers 1013010004.
 */
export default fp(
  async function punchoutGuard(app: FastifyInstance) {
    app.addHook('preHandler', async (request) => {
      const sessionId = punchoutSessionOf(request);
      if (sessionId === null || !request.url.startsWith('/pc-api/')) return;
      const route = request.routeOptions.url ?? '';
      if (closedToPunchout.has(route)) throw new AppError('PUNCHOUT_MEMBER_PAGE');
      if (route !== CART_ADD) return;
      const ctx = ctxOf(request);
      const { org } = await liveSession(ctx, sessionId);
      const skuId = Number((request.body as { skuId?: unknown } | undefined)?.skuId);
      if (Number.isInteger(skuId)) await skusInScope(ctx, org, [skuId]);
    });
  },
  { name: 'punchout-guard', dependencies: ['auth'] },
);
