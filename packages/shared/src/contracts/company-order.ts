import { z } from 'zod';
import { ORDER_STATUS } from '../domain/states.ts';
import { pageResult, zId, zQueryInt } from './common.ts';

/**
 * `trade/order/company-page`: my company's orders, newest first. Admins and approvers see every
 * member's orders and may filter by buyer; a buyer sees their own only (`memberId` is ignored).
 */
export const ZCompanyOrderPageRequest = z.object({
  pageNo: zQueryInt(z.number().int().min(1).max(100_000)).default(1),
  pageSize: zQueryInt(z.number().int().min(1).max(100)).default(20),
  status: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : Number(v)),
    z.union(Object.values(ORDER_STATUS).map((status) => z.literal(status))).optional(),
  ),
  memberId: z.preprocess((v) => (v === '' ? undefined : v), zQueryInt(zId).optional()),
});

/** A line of the company's order history: who ordered what when, its state, total (cents) and references. */
export const ZCompanyOrder = z.object({
  id: z.number().int(),
  no: z.string(),
  memberId: z.number().int().nullable(),
  buyerName: z.string(),
  buyerMail: z.string(),
  status: z.number().int(),
  currency: z.string(),
  payPrice: z.number().int(),
  poNumber: z.string().nullable(),
  costCentre: z.string().nullable(),
  createTime: z.number().int(),
  /** My own order (I may pay or cancel it on my orders page); a colleague's is only read. */
  mine: z.boolean(),
});
export type TCompanyOrder = z.infer<typeof ZCompanyOrder>;
export const ZCompanyOrderPageResponse = pageResult(ZCompanyOrder);
export type TCompanyOrderPageRequest = z.input<typeof ZCompanyOrderPageRequest>;
