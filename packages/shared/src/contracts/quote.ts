import { z } from 'zod';
import { zId, zQueryInt } from './common.ts';
import { ZGuestAddress, ZPriceBreakdown, ZSettlementItem, ZSettlementRequest } from './trade.ts';
import { QUOTE_STATUS } from '../domain/states.ts';

/** Files and pictures of a request or message: this shop's upload URLs. */
const zUploads = (max: number) => z.array(z.string().trim().min(1).max(500)).max(max).default([]);

/**
 * `trade/quote/create`: the settlement body (lines with their whole print order, delivery, PO
 * number) plus a note and uploaded files. A guest (no login) also gives e-mail and name, and may
 * give the company and the delivery address the order will keep; a member's order keeps their
 * saved address (`addressId`) or their default one.
 */
export const ZQuoteCreateRequest = ZSettlementRequest.extend({
  note: z.string().trim().max(2000).default(''),
  attachments: zUploads(10),
  email: z.string().trim().toLowerCase().pipe(z.email().max(120)).optional(),
  name: z.string().trim().max(120).optional(),
  company: z.string().trim().max(120).optional(),
  /** Guests: where the goods go once the quote is accepted (its country decides currency and tax). */
  address: ZGuestAddress.optional(),
});
export type TQuoteCreateRequest = z.input<typeof ZQuoteCreateRequest>;

/** `{id, no}`; for a guest also `token`, the signed key that opens the quote (mailed as a link too). */
export const ZQuoteCreateResponse = z.object({ id: z.number().int(), no: z.string(), token: z.string().optional() });

export const ZQuoteStatus = z.union(Object.values(QUOTE_STATUS).map((status) => z.literal(status)));

export const ZQuotePageRequest = z.object({
  status: z.preprocess((v) => (v === '' || v === undefined ? undefined : Number(v)), ZQuoteStatus.optional()),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export const ZAdminQuotePageRequest = ZQuotePageRequest.extend({
  /** Part of the number, the e-mail, the name or the company. */
  keyword: z.string().trim().max(120).optional(),
});

/** A quote in a list: number, state, amount and who asked. */
export const ZQuoteSummary = z.object({
  id: z.number().int(),
  no: z.string(),
  status: z.number().int(),
  currency: z.string(),
  payPrice: z.number().int(),
  pieces: z.number().int(),
  email: z.string(),
  name: z.string(),
  company: z.string(),
  /** Epoch ms. */
  createTime: z.number().int(),
  validTo: z.number().int().nullable(),
});
export const ZQuotePageResponse = z.object({ list: z.array(ZQuoteSummary), total: z.number().int() });

/**
 * A quote line: the product and its print order as asked, and its prices in cents — `unitPrice`
 * per unit, `printPrice` per printed piece (count × pieces per unit), `setupPrice` once for the
 * line (a setup fee, part of the print costs); `totalPrice` = unitPrice × count, `decalsPrice` =
 * printPrice × printed pieces + setupPrice.
 */
export const ZQuoteLine = ZSettlementItem.pick({
  skuId: true,
  spuId: true,
  spuName: true,
  picUrl: true,
  properties: true,
  orderType: true,
  count: true,
  totalPrice: true,
  decalsPrice: true,
}).extend({
  id: z.number().int(),
  piecesPerUnit: z.number().int(),
  size: z.string(),
  /** The most a logo line prints in mm (its tier cut to the print area); 0 for lines asked for before it was kept. */
  printWidthMm: z.number().int().optional(),
  printHeightMm: z.number().int().optional(),
  locationId: z.string(),
  decoratingMethod: z.string(),
  imgUrl: z.string(),
  description: z.string(),
  unitPrice: z.number().int(),
  printPrice: z.number().int(),
  setupPrice: z.number().int(),
});

export const ZQuoteMessage = z.object({
  id: z.number().int(),
  /** Written by the shop; else by the buyer. */
  fromShop: z.boolean(),
  content: z.string(),
  picUrls: z.array(z.string()),
  createTime: z.number().int(),
});

export const ZQuote = ZQuoteSummary.extend({
  countryCode: z.string(),
  state: z.string(),
  deliveryType: z.string(),
  poNumber: z.string().nullable(),
  costCentre: z.string().nullable(),
  note: z.string(),
  attachments: z.array(z.string()),
  lines: z.array(ZQuoteLine),
  price: ZPriceBreakdown,
  /** The shop's note on its prices. */
  shopNote: z.string(),
  /** The order made when it was accepted. */
  orderId: z.number().int().nullable(),
  /** Whether the order's delivery address is known (a guest's quote without one cannot be accepted). */
  hasAddress: z.boolean(),
  pricedTime: z.number().int().nullable(),
  messages: z.array(ZQuoteMessage),
});
export type TQuote = z.infer<typeof ZQuote>;

/** The back office's view: the member and company behind the request too. */
/** The back office's quote: also whose it is, and a logo line's method and position by name in the admin's language. */
export const ZAdminQuote = ZQuote.extend({
  memberId: z.number().int().nullable(),
  companyId: z.number().int().nullable(),
  lines: z.array(ZQuoteLine.extend({ decoratingMethodName: z.string().optional(), locationName: z.string().optional() })),
});

export const ZQuoteMessageRequest = z.object({
  id: zId,
  content: z.string().trim().min(1).max(2000),
  picUrls: zUploads(9),
});
/** A guest's quote, named by its signed key instead of a login. */
export const ZGuestQuoteQuery = z.object({ token: z.string().trim().min(1).max(300) });
export const ZGuestQuoteMessageRequest = ZQuoteMessageRequest.omit({ id: true }).extend({ token: z.string().trim().min(1).max(300) });
export const ZQuoteAcceptResponse = z.object({
  orderId: z.number().int(),
  /** A guest's order: its signed key (the guest order page pays it). */
  token: z.string().optional(),
});

const zCents = z.number().int().min(0).max(100_000_000);
/**
 * `trade/quote/price` (→ 20, mailed with the PDF): every line's prices in cents, delivery, and
 * until when it may be accepted (epoch ms, in the future). `setupPrice` is an optional one-off fee
 * of a line.
 */
export const ZQuotePriceRequest = z.object({
  id: zId,
  lines: z
    .array(z.object({ id: zId, unitPrice: zCents, printPrice: zCents.default(0), setupPrice: zCents.default(0) }))
    .min(1)
    .max(100),
  deliveryPrice: zCents,
  validTo: z.number().int().positive(),
  note: z.string().trim().max(2000).default(''),
});
export const ZQuoteDeclineRequest = z.object({ id: zId, reason: z.string().trim().max(500).default('') });
export const ZQuoteIdQuery = z.object({ id: zQueryInt(zId) });
export type TAdminQuote = z.infer<typeof ZAdminQuote>;
export type TQuotePriceRequest = z.input<typeof ZQuotePriceRequest>;
