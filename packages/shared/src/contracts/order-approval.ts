import { z } from 'zod';
import { pageResult, zId, zQueryInt } from './common.ts';

/** `trade/order/approval-page`: my company's orders awaiting approval, oldest first. */
export const ZApprovalPageRequest = z.object({
  pageNo: zQueryInt(z.number().int().min(1).max(100_000)).default(1),
  pageSize: zQueryInt(z.number().int().min(1).max(100)).default(20),
});

/** A line of an order awaiting approval, as the approver needs it: what and how many. */
export const ZApprovalLine = z.object({ spuName: z.string(), count: z.number().int(), properties: z.string() });

/**
 * An order of a colleague that waits for my approval: who ordered, the total in the order's
 * currency (cents), its lines, the buyer's references and until when its stock is held (epoch ms).
 */
export const ZApprovalOrder = z.object({
  id: z.number().int(),
  no: z.string(),
  memberId: z.number().int().nullable(),
  buyerName: z.string(),
  buyerMail: z.string(),
  currency: z.string(),
  payPrice: z.number().int(),
  items: z.array(ZApprovalLine),
  poNumber: z.string().nullable(),
  costCentre: z.string().nullable(),
  createTime: z.number().int(),
  /** The order is declined by the shop when nobody decided until then. */
  holdUntil: z.number().int(),
  /** False for my own order when I am not an admin of the company: another approver decides on it. */
  canDecide: z.boolean(),
});
export type TApprovalOrder = z.infer<typeof ZApprovalOrder>;
export const ZApprovalPageResponse = pageResult(ZApprovalOrder);

/** `trade/order/decline`: the order and why (mailed to the buyer and shown on the order). */
export const ZApprovalDeclineRequest = z.object({ id: zId, reason: z.string().trim().min(1).max(500) });
