import { z } from 'zod';
import {
  ZAdminCoupon,
  ZAdminCouponCreateRequest,
  ZAdminCouponDeleteResponse,
  ZAdminCouponPageRequest,
  ZAdminCouponPageResponse,
  ZAdminCouponUpdateRequest,
  ZAdminCouponUsePageRequest,
  ZAdminCouponUsePageResponse,
} from '../../contracts/admin-coupon.ts';
import { ZIdOnlyQuery } from '../../contracts/member.ts';
import { ZAdminNewsletterExportRequest, ZAdminNewsletterPageRequest, ZAdminNewsletterPageResponse } from '../../contracts/newsletter.ts';
import { endpoint } from '../endpoint.ts';

const tag = 'admin: coupons';

/** Promo codes (a code created here works at checkout at once) and the newsletter's sign-ups. */
export const promotion = {
  coupon: {
    page: endpoint({
      method: 'GET',
      path: 'promotion/coupon/page',
      access: { permission: 'promotion:coupon:query' },
      tag,
      summary: 'A page of the promo codes, newest first, by part of code or name and by status',
      query: ZAdminCouponPageRequest,
      data: ZAdminCouponPageResponse,
    }),
    get: endpoint({
      method: 'GET',
      path: 'promotion/coupon/get',
      access: { permission: 'promotion:coupon:query' },
      tag,
      summary: 'One promo code with its terms and how often it is used',
      query: ZIdOnlyQuery,
      data: ZAdminCoupon,
    }),
    create: endpoint({
      method: 'POST',
      path: 'promotion/coupon/create',
      access: { permission: 'promotion:coupon:create' },
      tag,
      summary: "Create a promo code (percent or fixed cents, window, minimum spend, limits, binding); answers the new coupon's id",
      body: ZAdminCouponCreateRequest,
      data: z.number().int(),
    }),
    update: endpoint({
      method: 'PUT',
      path: 'promotion/coupon/update',
      access: { permission: 'promotion:coupon:update' },
      tag,
      summary: 'Replace the terms of a promo code (every field as on create); orders already placed keep their price',
      body: ZAdminCouponUpdateRequest,
      data: z.boolean(),
    }),
    delete: endpoint({
      method: 'DELETE',
      path: 'promotion/coupon/delete',
      access: { permission: 'promotion:coupon:delete' },
      tag,
      summary: 'Delete a promo code no order names; one that orders name is disabled instead',
      query: ZIdOnlyQuery,
      data: ZAdminCouponDeleteResponse,
    }),
    usePage: endpoint({
      method: 'GET',
      path: 'promotion/coupon/use-page',
      access: { permission: 'promotion:coupon:query' },
      tag,
      summary: 'The orders placed with a promo code, newest first, with member and discount',
      query: ZAdminCouponUsePageRequest,
      data: ZAdminCouponUsePageResponse,
    }),
  },
  newsletter: {
    page: endpoint({
      method: 'GET',
      path: 'promotion/newsletter/page',
      access: { permission: 'content:newsletter:query' },
      tag: 'admin: newsletter',
      summary: 'A page of newsletter sign-ups, newest first, by status and part of the e-mail',
      query: ZAdminNewsletterPageRequest,
      data: ZAdminNewsletterPageResponse,
    }),
    export: endpoint({
      method: 'GET',
      path: 'promotion/newsletter/export',
      access: { permission: 'content:newsletter:query' },
      tag: 'admin: newsletter',
      summary: 'The sign-ups as CSV text (mail, status, language, coupon, confirmed, unsubscribed, signed up), by status',
      query: ZAdminNewsletterExportRequest,
      data: z.string(),
    }),
  },
};
