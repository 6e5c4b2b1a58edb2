import { z } from 'zod';
import { zId, zQueryInt } from './common.ts';
import { ZOrderItemAfterSale } from './after-sale.ts';
import { ZSkuProperty } from './catalog.ts';
import { requireStateWhereAsked, ZAddressFields } from './member.ts';
import { ORDER_TYPE } from '../domain/order-type.ts';
import { ORDER_STATUS } from '../domain/states.ts';

/** The old front end sends some numbers as text ("1"); an empty text means "not given". */
const zLooseInt = (schema: z.ZodNumber) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v), schema);
const zOptionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || undefined);

/** Most purchasing systems allow 35 characters for a buyer's reference (EDI's reference segment). */
export const MAX_BUYER_REFERENCE = 35;
/**
 * A business buyer's reference for the order (purchase-order number, cost centre): trimmed,
 * 1–35 printable characters; empty or absent means none.
 */
const zBuyerReference = z
  .string()
  .trim()
  .max(MAX_BUYER_REFERENCE)
  .regex(/^[^\p{C}]*$/u)
  .nullish()
  .transform((v) => v || undefined);

/** A line of /createOrder's items: what to buy. Prices the client sends are ignored. */
export const ZOrderLineInput = z.object({
  skuId: zLooseInt(zId),
  count: zLooseInt(z.number().int().min(1).max(100_000)),
  cartId: zLooseInt(zId).optional(),
  /** ORDER_TYPE: normal or custom (logo). */
  orderType: zLooseInt(z.number().int().min(ORDER_TYPE.normal).max(ORDER_TYPE.custom)).optional().default(ORDER_TYPE.normal),
  customizedType: zLooseInt(z.number().int()).optional(),
  /** Custom lines: size tier "1"–"3" or "WxH" in centimetres. */
  size: z.string().trim().max(20).optional(),
  locationId: z.union([z.string().max(10), z.number().int()]).optional(),
  imgUrl: z.string().max(500).optional(),
  /** Custom lines: dict custom_decorating_method. */
  decoratingMethod: z.union([z.string().trim().max(10), z.number().int()]).optional(),
  /** Custom lines: the shopper's notes for the print (colours, placement). */
  description: z.string().trim().max(500).optional(),
  /** Custom lines from the design editor: a design of mine, drawn by the server as the line's print data. */
  designId: zLooseInt(zId).optional(),
  /**
   * Custom lines bought again: a logo line of an earlier order of mine whose approved print data this
   * line prints (same product, position and size): the new line starts approved (print status 30), no new proof.
   */
  reorderItemId: zLooseInt(zId).optional(),
});
export type TOrderLineInput = z.input<typeof ZOrderLineInput>;

/** `trade/order/item/previous-designs?spuId=`: the logo lines of my paid orders of one product. */
export const ZPreviousDesignsRequest = z.object({ spuId: zLooseInt(zId) });
/** An earlier logo line's print order as it was placed: SKU, count, size, position, method, logo. */
export const ZEarlierPrintOrder = z.object({
  skuId: z.number().int(),
  count: z.number().int(),
  size: z.string(),
  locationId: z.string(),
  decoratingMethod: z.string(),
  imgUrl: z.string(),
});
/** A logo I had printed on the product before, with its print order; `approved`: its print data can be printed again as it is. */
export const ZPreviousDesign = ZEarlierPrintOrder.extend({
  orderItemId: z.number().int(),
  orderId: z.number().int(),
  orderNo: z.string(),
  createTime: z.number().int(),
  description: z.string(),
  approved: z.boolean(),
});
export type TPreviousDesign = z.infer<typeof ZPreviousDesign>;
export const ZPreviousDesignsResponse = z.array(ZPreviousDesign);

/** The pieces of all lines of an order together (each line also at most 100,000). */
export const MAX_ORDER_PIECES = 100_000;

export const ZSettlementRequest = z.object({
  items: z
    .array(ZOrderLineInput)
    .min(1)
    .max(100)
    .superRefine((items, ctx) => {
      const pieces = items.reduce((sum, item) => sum + item.count, 0);
      if (pieces > MAX_ORDER_PIECES)
        ctx.addIssue({ code: 'custom', message: 'order_pieces_max', maximum: MAX_ORDER_PIECES, input: pieces });
    }),
  /** Sent by the old front end; the shop has no points, so it changes nothing. */
  pointStatus: z.boolean().optional(),
  deliveryType: z.preprocess((v) => (v === undefined || v === '' ? '1' : String(v)), z.enum(['1', '2', '3'])),
  addressId: zLooseInt(zId).optional(),
  /** Shipping country id when no saved address is used; else the request's Country-Code decides. */
  areaId: zLooseInt(zId).optional(),
  state: zOptionalText(10),
  zipCode: zOptionalText(12),
  city: zOptionalText(80),
  detailAddress: zOptionalText(200),
  code: zOptionalText(40),
  /** The business buyer's purchase-order number and cost centre: kept on the order, named on its mails and invoice. */
  poNumber: zBuyerReference,
  costCentre: zBuyerReference,
});
export type TSettlementRequest = z.input<typeof ZSettlementRequest>;

export const ZSettlementItem = z.object({
  skuId: z.number().int(),
  spuId: z.number().int(),
  spuName: z.string(),
  picUrl: z.string(),
  properties: z.array(ZSkuProperty),
  orderType: z.number().int(),
  price: z.number().int(),
  count: z.number().int(),
  totalPrice: z.number().int(),
  discountedPrice: z.number().int(),
  discountDescription: z.string(),
  decalsPrice: z.number().int(),
  /** Pieces in one unit (a pack of 100: 100); a logo line prints count × piecesPerUnit pieces. */
  piecesPerUnit: z.number().int().optional(),
  /**
   * A logo line: the most it prints, width × height in mm (its size tier cut to the product's print
   * area at its position, or its custom size); 0 where unknown (orders placed before it was kept).
   */
  printWidthMm: z.number().int().optional(),
  printHeightMm: z.number().int().optional(),
});

export const ZPriceBreakdown = z.object({
  totalPrice: z.number().int(),
  discountPrice: z.number().int(),
  couponPrice: z.number().int(),
  deliveryPrice: z.number().int(),
  salesTaxPrice: z.number().int(),
  decalsPrice: z.number().int(),
  payPrice: z.number().int(),
  vatIncludedPrice: z.number().int(),
  /** Net prices, no VAT: a company with a valid VAT ID elsewhere in the EU accounts for it (always sent by the server). */
  reverseCharge: z.boolean().optional(),
  /** No sales tax: the buyer's company holds an approved exemption for the US state (always sent by the server). */
  salesTaxExempt: z.boolean().optional(),
});

export type TPriceBreakdown = z.infer<typeof ZPriceBreakdown>;

export const ZSettlementResponse = z.object({ items: z.array(ZSettlementItem), price: ZPriceBreakdown });
export type TSettlementResponse = z.infer<typeof ZSettlementResponse>;

export const ZOrderCreateRequest = ZSettlementRequest.extend({
  /** Required as the storefront has always sent it, but not used: a member's order keeps the account's address and mails to it. */
  email: z.string().trim().toLowerCase().pipe(z.email().max(120)),
  firstName: zOptionalText(60),
  lastName: zOptionalText(60),
  mobile: zOptionalText(30),
  /** A saved address of the member to bill; without it the delivery address is the billing address. */
  billingAddressId: zLooseInt(zId).optional(),
});
export type TOrderCreateRequest = z.input<typeof ZOrderCreateRequest>;
/** `status`: 0 unpaid (pay now), or 5 when the order is over the company buyer's spending limit and waits for approval. */
export const ZOrderCreateResponse = z.object({ id: z.number().int(), payOrderId: z.number().int(), status: z.number().int().optional() });
export type TOrderCreateResponse = z.infer<typeof ZOrderCreateResponse>;

/** An address a guest types at checkout, checked as a member's saved address is. */
export const ZGuestAddress = ZAddressFields.omit({ defaultStatus: true }).superRefine(requireStateWhereAsked);

/**
 * `trade/order/guest/create`: an order without an account. The delivery address decides country,
 * currency and tax; without `billingAddress` it is also the billing address.
 */
export const ZGuestOrderCreateRequest = ZSettlementRequest.omit({
  addressId: true,
  areaId: true,
  state: true,
  zipCode: true,
  city: true,
  detailAddress: true,
}).extend({
  email: z.string().trim().toLowerCase().pipe(z.email().max(120)),
  address: ZGuestAddress,
  billingAddress: ZGuestAddress.optional(),
});
export type TGuestOrderCreateRequest = z.input<typeof ZGuestOrderCreateRequest>;
/** `token`: the signed, expiring key to the order (also mailed as a link); it opens this order only. */
export const ZGuestOrderCreateResponse = ZOrderCreateResponse.extend({ token: z.string() });
export const ZGuestOrderQuery = z.object({ token: z.string().trim().min(1).max(300) });
export const ZGuestOrderBody = z.object({ orderToken: z.string().trim().min(1).max(300) });

/** With `refundId`: the credit note of that refund by the shop (`refunds[].id` of the order's detail) instead of the cancellation's. */
const ZRefundCreditNote = z.object({ refundId: zQueryInt(zId).optional() });
export const ZOrderCreditNoteQuery = z.object({ id: zQueryInt(zId) }).extend(ZRefundCreditNote.shape);
export const ZGuestCreditNoteQuery = ZGuestOrderQuery.extend(ZRefundCreditNote.shape);

export const ZOrderPageRequest = z.object({
  status: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : Number(v)),
    z.union(Object.values(ORDER_STATUS).map((status) => z.literal(status))).optional(),
  ),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

/** Why print data was found incorrect: a code with its figures (texts in the storefront), or the shop's own words (`shop`). */
export const ZPrintReason = z.object({ code: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])).optional() });
export type TPrintReason = z.infer<typeof ZPrintReason>;

export const ZOrderItem = ZSettlementItem.omit({ discountDescription: true, decalsPrice: true }).extend({
  id: z.number().int(),
  /** "15 % off from 10 pieces" as it was when ordered (in the language of that request). */
  discountDescription: z.string().optional(),
  /** Custom (logo) lines only: the print order as sent, and its print data's life (PRINT_STATUS). */
  customizedType: z.number().int().optional(),
  size: z.string().optional(),
  locationId: z.string().optional(),
  imgUrl: z.string().optional(),
  decoratingMethod: z.string().optional(),
  description: z.string().optional(),
  printTier: z.string().optional(),
  decalsPrice: z.number().int().optional(),
  /** 1: the shopper approves a proof before printing; 0: checked data is approved automatically. */
  printCheckLevel: z.number().int().optional(),
  /** Null until print data is uploaded. */
  printStatus: z.number().int().nullable().optional(),
  printDataUrl: z.string().optional(),
  /** The print file's name as uploaded (sanitised); empty for a design's PDF the shop made. */
  printDataName: z.string().optional(),
  printReasons: z.array(ZPrintReason).optional(),
  printPreviewUrl: z.string().optional(),
  /** The print data was prepared by the shop from the shopper's logo (placed in the print area, CMYK, bleed). */
  printPrepared: z.boolean().optional(),
});

/** A refund by the shop: how much, why, when, and the credit note that documents it (null when the order had no invoice yet). */
export const ZOrderRefund = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  reason: z.string(),
  createTime: z.number().int(),
  creditNoteNo: z.string().nullable(),
  /** The credit note's id (its PDF: `trade/credit-note/get-pdf` in the back office). */
  creditNoteId: z.number().int().nullable(),
});
export type TOrderRefund = z.infer<typeof ZOrderRefund>;

export const ZOrder = z.object({
  id: z.number().int(),
  no: z.string(),
  status: z.number().int(),
  currency: z.string(),
  payOrderId: z.number().int().nullable(),
  /** How it was paid: paypal or demo; null while unpaid. */
  payChannelCode: z.string().nullable(),
  /** The payment's status (PAY_STATUS: 0 waiting, 5 pending, 10 paid, 20 closed, 30 refunded); null without one. */
  payStatus: z.number().int().nullable(),
  /** By bank transfer: the day the money must be in by (epoch ms); null otherwise. */
  dueTime: z.number().int().nullable(),
  /** Paid by card: the card's brand as PayPal names it (VISA, MASTERCARD, AMEX) and its last digits; null otherwise. */
  payCard: z.object({ brand: z.string(), lastDigits: z.string() }).nullable(),
  deliveryType: z.string(),
  email: z.string(),
  address: z.record(z.string(), z.unknown()),
  billingAddress: z.record(z.string(), z.unknown()),
  items: z.array(ZOrderItem.extend(ZOrderItemAfterSale.shape)),
  ...ZPriceBreakdown.shape,
  /** Epoch milliseconds. */
  createTime: z.number().int(),
  payExpireTime: z.number().int(),
  payTime: z.number().int().nullable(),
  cancelTime: z.number().int().nullable(),
  /** Paid back in full when a paid order was cancelled. */
  refundTime: z.number().int().nullable(),
  deliveryTime: z.number().int().nullable(),
  receiveTime: z.number().int().nullable(),
  /** Once dispatched, in the order's detail: the carrier's name and the tracking number. */
  logisticsName: z.string().nullable().optional(),
  logisticsNo: z.string().nullable().optional(),
  /** The carrier's tracking page for this parcel (its template in the settings), when it has one. */
  logisticsTrackingUrl: z.string().nullable().optional(),
  /** The promo code applied (the coupon row names it); null without one. */
  couponCode: z.string().nullable(),
  /** The business buyer's purchase-order number and cost centre given at checkout; null without. */
  poNumber: z.string().nullable().optional(),
  costCentre: z.string().nullable().optional(),
  /** The business buyer's company as it was when ordering (name, VAT ID; empty when none); null for consumers. */
  buyerCompany: z.object({ name: z.string(), vatId: z.string() }).nullable().optional(),
  /** Why an approver of the buyer's company declined the order (status 40); null otherwise. While it awaits approval (5), `payExpireTime` is when the shop declines it. */
  declineReason: z.string().nullable().optional(),
  /** In the order's detail: the shop's refunds, oldest first, and what was paid back in all (shop refunds and after-sales). */
  refunds: z.array(ZOrderRefund).optional(),
  refundedPrice: z.number().int().optional(),
  /** In the order's detail: the extra amounts the shop asked for after raising the order (`editId` names one to pay), oldest first. */
  extraPayments: z
    .array(
      z.object({
        editId: z.number().int(),
        amount: z.number().int(),
        status: z.number().int(),
        payTime: z.number().int().nullable(),
        /** The supplementary invoice issued when it was paid (trade/order/invoice?id=&editId=), if any. */
        invoiceNo: z.string().nullable().optional(),
      }),
    )
    .optional(),
});
export type TOrder = z.infer<typeof ZOrder>;
export const ZOrderPageResponse = z.object({ list: z.array(ZOrder), total: z.number().int() });
export const ZOrderCountResponse = z.object({
  allCount: z.number().int(),
  unpaidCount: z.number().int(),
  undeliveredCount: z.number().int(),
  deliveredCount: z.number().int(),
  completedCount: z.number().int(),
});

export const ZPaySuccessRequest = z.object({
  /** The pay order id. */
  id: z.coerce.number().int().positive().max(2_147_483_647),
  channelCode: z.string().trim().min(1).max(30),
  /** Sent by the old front end and kept for it; the order already carries its address and return page. */
  returnUrl: z.string().max(500).optional(),
  addressId: z.union([z.coerce.number().int(), z.literal('')]).optional(),
  /** The wallet's order id (PayPal). */
  token: z.string().max(100).optional(),
});

/** `pay/order/paypal/create`: the PayPal order id (the token of pay/success) and PayPal's page where the shopper approves it. */
export const ZWalletOrder = z.object({ token: z.string(), approveUrl: z.string() });
export type TWalletOrder = z.infer<typeof ZWalletOrder>;

/** `pay/order/guest/pay/success`: as pay/success, the order named by its guest key instead of a login. */
export const ZGuestPaySuccessRequest = ZGuestOrderBody.extend({
  channelCode: z.string().trim().min(1).max(30),
  /** The wallet's order id (PayPal). */
  token: z.string().max(100).optional(),
});

/** `trade/order/item/print-data`: print data for a custom line of mine, a file uploaded with `directory=print`. */
export const ZPrintDataRequest = z.object({ id: zId, url: z.string().trim().min(1).max(500) });
/** `trade/order/guest/item/print-data`: as print-data, for a line of the order a guest's key opens (a file uploaded with that key). */
export const ZGuestPrintDataRequest = ZPrintDataRequest.extend(ZGuestOrderQuery.shape);
/** `trade/order/guest/item/approve-print`: a guest approves the proof of a line of the order their key opens. */
export const ZGuestApprovePrintRequest = ZGuestOrderQuery.extend({ id: zId });
/** `trade/order/item/request-artwork`: I ask the shop to prepare the artwork of a logo line of mine, with what it should know. */
export const ZArtworkRequest = z.object({ id: zId, note: z.string().trim().max(500).optional().default('') });
/** `trade/order/guest/item/request-artwork`: as request-artwork, for a line of the order a guest's key opens. */
export const ZGuestArtworkRequest = ZArtworkRequest.extend(ZGuestOrderQuery.shape);
/** `trade/order/update-billing-address`: one of my saved addresses becomes the order's billing address (until print data is approved). */
export const ZBillingAddressRequest = z.object({ id: zId, billingAddressId: zId });
/** `trade/order/guest/update-billing-address`: a guest enters the billing address of the order their key opens. */
export const ZGuestBillingAddressRequest = ZGuestOrderQuery.extend({ billingAddress: ZGuestAddress });
