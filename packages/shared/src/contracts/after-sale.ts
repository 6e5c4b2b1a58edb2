import { z } from 'zod';
import { ZAdminDocument } from './admin-documents.ts';
import { AFTER_SALE_MAX_PICTURES } from '../domain/after-sale.ts';
import { AFTER_SALE_STATUS, AFTER_SALE_WAY } from '../domain/states.ts';
import { ZSkuProperty } from './catalog.ts';
import { pageResult, zId, zQueryInt } from './common.ts';

const zPage = {
  pageNo: zQueryInt(z.number().int().min(1).max(100_000)).default(1),
  pageSize: zQueryInt(z.number().int().min(1).max(100)).default(10),
};
const STATUSES: number[] = Object.values(AFTER_SALE_STATUS);
const zWay = z.union(Object.values(AFTER_SALE_WAY).map((w) => z.literal(w)));
const zPicUrls = z.array(z.string().trim().min(1).max(500)).max(AFTER_SALE_MAX_PICTURES);

/** What a line of my order tells about its review and its after-sale: the order page's "evaluate" and "apply for after-sale". */
export const ZOrderItemAfterSale = z.object({
  commentStatus: z.boolean(),
  afterSaleId: z.number().int().nullable(),
  afterSaleStatus: z.number().int().nullable(),
});

/**
 * `trade/after-sale/create`: a return or refund of one line of my order. `refundPrice` (cents) is
 * what the shopper asks for; without it, the most the line allows. The server computes that
 * ceiling and refuses more.
 */
export const ZAfterSaleCreateRequest = z.object({
  orderItemId: zId,
  way: zWay,
  /** How many pieces of the line it is about; without it, the whole line. */
  count: z.number().int().min(1).max(1_000_000).optional(),
  refundPrice: z.number().int().min(1).max(100_000_000).optional(),
  /** One of the trade config's reasons (refund reasons for way 10, return reasons for way 20). */
  applyReason: z.string().trim().min(1).max(200),
  applyDescription: z.string().trim().max(1000).optional().default(''),
  applyPicUrls: zPicUrls.optional().default([]),
});
export type TAfterSaleCreateRequest = z.input<typeof ZAfterSaleCreateRequest>;

export const ZAfterSalePageRequest = z.object({
  ...zPage,
  status: zQueryInt(
    z
      .number()
      .int()
      .refine((v) => STATUSES.includes(v)),
  ).optional(),
});

/** `trade/after-sale/delivery`: the buyer's return parcel (carrier from trade/delivery/express and tracking number). */
export const ZAfterSaleReturnParcelRequest = z.object({
  id: zId,
  logisticsId: zId,
  logisticsNo: z.string().trim().min(1).max(60),
});

/** One step of an after-sale's timeline. */
export const ZAfterSaleLog = z.object({
  action: z.string(),
  beforeStatus: z.number().int().nullable(),
  afterStatus: z.number().int(),
  /** 0 the shop itself, 1 the member, 2 the shop's staff. */
  userType: z.number().int(),
  reason: z.string(),
  createTime: z.number().int(),
});

export const ZAfterSale = z.object({
  id: z.number().int(),
  no: z.string(),
  status: z.number().int(),
  way: z.number().int(),
  applyReason: z.string(),
  applyDescription: z.string(),
  applyPicUrls: z.array(z.string()),
  refundPrice: z.number().int(),
  currency: z.string(),
  orderId: z.number().int(),
  orderNo: z.string(),
  orderItemId: z.number().int(),
  spuId: z.number().int(),
  skuId: z.number().int(),
  spuName: z.string(),
  picUrl: z.string(),
  properties: z.array(ZSkuProperty),
  count: z.number().int(),
  /** The shop's reason for rejecting. */
  auditReason: z.string(),
  /** The shop's reason for refusing the returned parcel. */
  refuseMemo: z.string(),
  logisticsId: z.number().int().nullable(),
  logisticsName: z.string(),
  logisticsNo: z.string(),
  /** Where the parcel goes back to (once approved, for returns). */
  returnAddress: z.string(),
  /** Epoch milliseconds. */
  createTime: z.number().int(),
  auditTime: z.number().int().nullable(),
  deliveryTime: z.number().int().nullable(),
  receiveTime: z.number().int().nullable(),
  refundTime: z.number().int().nullable(),
  cancelTime: z.number().int().nullable(),
  logs: z.array(ZAfterSaleLog),
});
export type TAfterSale = z.infer<typeof ZAfterSale>;
export const ZAfterSalePageResponse = pageResult(ZAfterSale.omit({ logs: true }));

/** Back office: the after-sale queue. */
export const ZAdminAfterSalePageRequest = z.object({
  ...zPage,
  status: zQueryInt(
    z
      .number()
      .int()
      .refine((v) => STATUSES.includes(v)),
  ).optional(),
  way: zQueryInt(
    z
      .number()
      .int()
      .refine((v) => v === AFTER_SALE_WAY.refund || v === AFTER_SALE_WAY.returnAndRefund),
  ).optional(),
  /** The after-sale's or its order's number, or part of it. */
  no: z.string().trim().max(40).optional(),
});
export const ZAdminAfterSale = ZAfterSale.omit({ logs: true }).extend({
  memberId: z.number().int(),
  memberMail: z.string(),
  memberName: z.string(),
});
export const ZAdminAfterSalePageResponse = pageResult(ZAdminAfterSale);
export const ZAdminAfterSaleDetail = ZAdminAfterSale.extend({
  logs: z.array(ZAfterSaleLog.extend({ userId: z.number().int().nullable() })),
  order: z.object({
    id: z.number().int(),
    no: z.string(),
    status: z.number().int(),
    payPrice: z.number().int(),
    deliveryPrice: z.number().int(),
    payChannelCode: z.string().nullable(),
    receiveTime: z.number().int().nullable(),
    deliveryTime: z.number().int().nullable(),
  }),
  /** The most this line may pay back (what the shopper paid for it, less 15 % when delivery was free). */
  refundCeiling: z.number().int(),
  /** The order's invoice, and this after-sale's credit note once refunded. */
  invoice: ZAdminDocument.nullable(),
  creditNote: ZAdminDocument.nullable(),
});
export type TAdminAfterSaleDetail = z.infer<typeof ZAdminAfterSaleDetail>;
export const ZAdminAfterSaleDisagreeRequest = z.object({ id: zId, auditReason: z.string().trim().min(1).max(500) });
export const ZAdminAfterSaleRefuseRequest = z.object({ id: zId, refuseMemo: z.string().trim().min(1).max(500) });
