import { z } from 'zod';
import { zId } from './common.ts';
import { ZPriceBreakdown } from './trade.ts';

/**
 * `trade/order/update-items`: the order's whole new list of lines. A line with `orderItemId` keeps
 * that line at the unit price it was sold at with a new count (0, or left out of the list, removes
 * it); a line without it adds the SKU at today's price. At least one line keeps a count.
 */
export const ZAdminOrderUpdateItemsRequest = z.object({
  id: zId,
  lines: z
    .array(z.object({ orderItemId: zId.optional(), skuId: zId, count: z.number().int().min(0).max(100_000) }))
    .min(1)
    .max(200)
    .refine(
      (lines) => {
        const kept = lines.flatMap((l) => (l.orderItemId === undefined ? [] : [l.orderItemId]));
        return new Set(kept).size === kept.length;
      },
      { message: 'each line once' },
    ),
});
export type TAdminOrderUpdateItemsRequest = z.input<typeof ZAdminOrderUpdateItemsRequest>;

/** One line of the order as the edit prices it: kept (`orderItemId`) or new. */
export const ZOrderEditLine = z.object({
  orderItemId: z.number().int().nullable(),
  skuId: z.number().int(),
  spuName: z.string(),
  count: z.number().int(),
  /** The unit price: as sold for a kept line, today's for a new one. */
  price: z.number().int(),
  totalPrice: z.number().int(),
  discountedPrice: z.number().int(),
  discountDescription: z.string(),
  decalsPrice: z.number().int(),
});

/** What an edit would make of the order (the preview), or made of it. */
export const ZAdminOrderEditPrice = z.object({
  items: z.array(ZOrderEditLine),
  price: ZPriceBreakdown,
  /** The new pay price less the old one: below 0 refunded (paid orders), above 0 paid extra through a mailed link. */
  difference: z.number().int(),
  /** The order's coupon no longer applies: the new goods are below its minimum. */
  couponDropped: z.boolean(),
});
export type TAdminOrderEditPrice = z.infer<typeof ZAdminOrderEditPrice>;

/** An extra payment for a higher total of a paid order: waiting (0), paid (10) or closed (20), and the link mailed. */
export const ZOrderExtraPayment = z.object({
  amount: z.number().int(),
  status: z.number().int(),
  payUrl: z.string(),
  payTime: z.number().int().nullable(),
});

/** An edit done: when, by whom, the difference and how it was settled. */
export const ZAdminOrderEdit = z.object({
  id: z.number().int(),
  createTime: z.number().int(),
  adminName: z.string().nullable(),
  difference: z.number().int(),
  payPrice: z.number().int(),
  couponDropped: z.boolean(),
  /** The refund of a lower total (its credit note among the order's refunds). */
  refundId: z.number().int().nullable(),
  extraPayment: ZOrderExtraPayment.nullable(),
});
export type TAdminOrderEdit = z.infer<typeof ZAdminOrderEdit>;

/** `pay/order/extra/pay/success`: the buyer pays an order's extra payment (a guest with the order's signed key). */
export const ZExtraPaySuccessRequest = z.object({
  editId: zId,
  channelCode: z.string().min(1).max(32),
  orderToken: z.string().max(200).optional(),
  /** The wallet's order id (PayPal), as pay/success takes it. */
  token: z.string().max(100).optional(),
});
export type TExtraPaySuccessRequest = z.infer<typeof ZExtraPaySuccessRequest>;

/** `pay/order/extra/paypal/create`: the PayPal order of an edit's extra payment (a guest with the order's signed key). */
export const ZExtraWalletRequest = ZExtraPaySuccessRequest.pick({ editId: true, orderToken: true });
export type TExtraWalletRequest = z.infer<typeof ZExtraWalletRequest>;
