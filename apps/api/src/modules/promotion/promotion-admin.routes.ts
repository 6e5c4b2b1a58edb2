import { adminContract } from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { handle } from '../../lib/endpoints.ts';
import { createCoupon, deleteCoupon, getCoupon, pageCouponUses, pageCoupons, updateCoupon } from './admin-coupons.ts';

const { coupon } = adminContract.promotion;

/** The back office's promo codes, under /admin-api. */
const promotionAdminRoutes: FastifyPluginAsync = async (app) => {
  handle(app, coupon.page, (ctx, query) => pageCoupons(ctx, query));
  handle(app, coupon.get, (ctx, query) => getCoupon(ctx, query.id));
  handle(app, coupon.create, (ctx, body) => createCoupon(ctx, body));
  handle(app, coupon.update, (ctx, body) => updateCoupon(ctx, body));
  handle(app, coupon.delete, (ctx, query) => deleteCoupon(ctx, query.id));
  handle(app, coupon.usePage, (ctx, query) => pageCouponUses(ctx, query));
};

export default promotionAdminRoutes;
