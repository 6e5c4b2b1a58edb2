import { z } from 'zod';
import { pageResult, zId, zQueryInt } from './common.ts';

/**
 * What a document endpoint answers: the PDF itself (Content-Type application/pdf, saved under the
 * document's number), not the envelope; a refusal answers the envelope with its code.
 */
export const ZPdfFile = z.string().describe('The PDF document (application/pdf), not an envelope');

/**
 * `trade/order/invoice` (member and admin): the order's invoice, or with `editId` the supplementary
 * invoice of that edit's paid extra payment.
 */
export const ZInvoiceQuery = z.object({ id: zQueryInt(zId), editId: zQueryInt(zId).optional() });
/** `trade/order/guest/invoice`: as ZInvoiceQuery, the order named by its signed key. */
export const ZGuestInvoiceQuery = z.object({ token: z.string().trim().min(1).max(300), editId: zQueryInt(zId).optional() });

/** Offers are valid this many days from the day they are made. */
export const OFFER_VALID_DAYS = 30;

/** `trade/offer/page` (back office): the offers shoppers asked for, newest first; by number or the member's e-mail. */
export const ZAdminOfferPageRequest = z.object({
  pageNo: zQueryInt(z.number().int().min(1).max(100_000)).default(1),
  pageSize: zQueryInt(z.number().int().min(1).max(100)).default(10),
  /** The offer's number, or part of it. */
  no: z.string().trim().max(40).optional(),
  /** Only members' offers (true) or only guests' (false). */
  member: z.enum(['true', 'false']).optional(),
});

export const ZAdminOffer = z.object({
  id: z.number().int(),
  no: z.string(),
  memberId: z.number().int().nullable(),
  /** The member's e-mail; empty for a guest. */
  memberMail: z.string(),
  language: z.string(),
  currency: z.string(),
  countryCode: z.string(),
  pieces: z.number().int(),
  total: z.number().int(),
  /** The lines offered: product, pieces, logo line or not. */
  lines: z.array(z.object({ spuName: z.string(), count: z.number().int(), custom: z.boolean() })),
  validUntil: z.number().int(),
  createTime: z.number().int(),
});
export type TAdminOffer = z.infer<typeof ZAdminOffer>;
export const ZAdminOfferPageResponse = pageResult(ZAdminOffer);
