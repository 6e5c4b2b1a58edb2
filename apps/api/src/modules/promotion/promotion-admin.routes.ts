import { adminContract } from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { handle } from '../../lib/endpoints.ts';
import { exportSubscribers, pageSubscribers } from './newsletter.ts';
import { createCoupon, deleteCoupon, getCoupon, pageCouponUses, pageCoupons, updateCoupon } from './admin-coupons.ts';

const { coupon, newsletter } = adminContract.promotion;

/** The back office's promo codes and newsletter sign-ups, under /admin-api. */
const promotionAdminRoutes: FastifyPluginAsync = async (app) => {
  handle(app, coupon.page, (ctx, query) => pageCoupons(ctx, query));
  handle(app, coupon.get, (ctx, query) => getCoupon(ctx, query.id));
  handle(app, coupon.create, (ctx, body) => createCoupon(ctx, body));
  handle(app, coupon.update, (ctx, body) => updateCoupon(ctx, body));
  handle(app, coupon.delete, (ctx, query) => deleteCoupon(ctx, query.id));
  handle(app, coupon.usePage, (ctx, query) => pageCouponUses(ctx, query));
  handle(app, newsletter.page, (ctx, query) => pageSubscribers(ctx, query));
  handle(app, newsletter.export, (ctx, query) => exportSubscribers(ctx, query));
};

export default promotionAdminRoutes;
