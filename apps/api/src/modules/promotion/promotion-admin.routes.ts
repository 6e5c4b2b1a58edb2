import { adminContract } from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { handle } from '../../lib/endpoints.ts';
import { exportSubscribers, pageSubscribers } from './newsletter.ts';
import { createPunchout, deletePunchout, getPunchout, pagePunchouts, updatePunchout } from '../punchout/admin-punchouts.ts';
import { createCoupon, deleteCoupon, getCoupon, pageCouponUses, pageCoupons, updateCoupon } from './admin-coupons.ts';

const { coupon, newsletter, punchout } = adminContract.promotion;

/** The back office's promo codes, punchout organisations and newsletter sign-ups, under /admin-api. */
const promotionAdminRoutes: FastifyPluginAsync = async (app) => {
  handle(app, coupon.page, (ctx, query) => pageCoupons(ctx, query));
  handle(app, coupon.get, (ctx, query) => getCoupon(ctx, query.id));
  handle(app, coupon.create, (ctx, body) => createCoupon(ctx, body));
  handle(app, coupon.update, (ctx, body) => updateCoupon(ctx, body));
  handle(app, coupon.delete, (ctx, query) => deleteCoupon(ctx, query.id));
  handle(app, coupon.usePage, (ctx, query) => pageCouponUses(ctx, query));
  handle(app, punchout.page, (ctx, query) => pagePunchouts(ctx, query));
  handle(app, punchout.get, (ctx, query) => getPunchout(ctx, query.id));
  handle(app, punchout.create, (ctx, body) => createPunchout(ctx, body));
  handle(app, punchout.update, (ctx, body) => updatePunchout(ctx, body));
  handle(app, punchout.delete, (ctx, query) => deletePunchout(ctx, query.id));
  handle(app, newsletter.page, (ctx, query) => pageSubscribers(ctx, query));
  handle(app, newsletter.export, (ctx, query) => exportSubscribers(ctx, query));
};

export default promotionAdminRoutes;
