import { z } from 'zod';
import { pageResult, zId, zQueryInt } from './common.ts';

/** 0 enabled, 1 disabled (yudao CommonStatus). */
const zStatus = z.union([z.literal(0), z.literal(1)]);
/** Epoch milliseconds, or null for "no bound". */
const zTime = z.number().int().min(0).max(8_640_000_000_000).nullable().default(null);
/** An empty text means "not bound". */
const zOptionalMail = z.preprocess(
  (v) => (v === '' ? null : v),
  z.string().trim().toLowerCase().pipe(z.email().max(120)).nullable().default(null),
);

const ZCouponFields = z.object({
  /** Shoppers type it in any case; stored in upper case. */
  code: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.string().regex(/^[A-Z0-9_-]{3,32}$/)),
  /** The back office's name for it; shoppers see only the code. */
  name: z.string().trim().max(100).default(''),
  type: z.enum(['percent', 'fixed']),
  /** Percent (1–100) or, when fixed, cents off, the same figure in USD and EUR. */
  value: z.number().int().min(1).max(100_000_00),
  /** Goods after quantity discounts must reach it (cents, in the order's currency). */
  minSpend: z.number().int().min(0).max(100_000_000).default(0),
  validFrom: zTime,
  validTo: zTime,
  /** Uses by everybody together; null: no limit. */
  totalLimit: z.number().int().min(1).max(10_000_000).nullable().default(null),
  /** Uses per member; 0: no limit per member. */
  perMemberLimit: z.number().int().min(0).max(10_000).default(1),
  /** Only this member may use it. */
  memberId: zId.nullable().default(null),
  /** Only the member with this e-mail address may use it. */
  mail: zOptionalMail,
  status: zStatus.default(0),
});

type CouponFields = z.output<typeof ZCouponFields>;
function checkCoupon(c: CouponFields, issue: z.core.$RefinementCtx) {
  if (c.type === 'percent' && c.value > 100)
    issue.addIssue({ code: 'too_big', origin: 'number', maximum: 100, inclusive: true, path: ['value'], input: c.value });
  // The window must end after it starts.
  if (c.validFrom !== null && c.validTo !== null && c.validFrom >= c.validTo)
    issue.addIssue({ code: 'custom', path: ['validTo'], input: c.validTo });
}

export const ZAdminCouponCreateRequest = ZCouponFields.superRefine(checkCoupon);
/** Every field as on create: the coupon becomes exactly this. */
export const ZAdminCouponUpdateRequest = ZCouponFields.extend({ id: zId }).superRefine(checkCoupon);

export const ZAdminCoupon = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: z.enum(['percent', 'fixed']),
  value: z.number().int(),
  minSpend: z.number().int(),
  validFrom: z.number().int().nullable(),
  validTo: z.number().int().nullable(),
  totalLimit: z.number().int().nullable(),
  perMemberLimit: z.number().int(),
  memberId: z.number().int().nullable(),
  /** The bound member's e-mail, for display. */
  memberMail: z.string().nullable(),
  mail: z.string().nullable(),
  status: z.number().int(),
  /** Orders using it now (cancelled orders give their use back). */
  usedCount: z.number().int(),
  createTime: z.number().int(),
  updateTime: z.number().int(),
});

export const ZAdminCouponPageRequest = z.object({
  pageNo: zQueryInt(z.number().int().min(1).max(100_000)).default(1),
  pageSize: zQueryInt(z.number().int().min(1).max(100)).default(10),
  /** Part of the code or the name, any case. */
  keyword: z.string().trim().max(100).optional(),
  status: zQueryInt(z.number().int().min(0).max(1)).optional(),
});
export const ZAdminCouponPageResponse = pageResult(ZAdminCoupon);

export const ZAdminCouponUsePageRequest = z.object({
  couponId: zQueryInt(zId),
  pageNo: zQueryInt(z.number().int().min(1).max(100_000)).default(1),
  pageSize: zQueryInt(z.number().int().min(1).max(100)).default(10),
});

/** An order placed with the coupon (cancelled ones included, with their status). */
export const ZAdminCouponUse = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  orderStatus: z.number().int(),
  /** Null for a guest's order. */
  memberId: z.number().int().nullable(),
  /** The member's e-mail, or the guest's. */
  memberMail: z.string(),
  currency: z.string(),
  /** The coupon's discount on this order, cents. */
  couponPrice: z.number().int(),
  payPrice: z.number().int(),
  createTime: z.number().int(),
});
export const ZAdminCouponUsePageResponse = pageResult(ZAdminCouponUse);

/** `deleted`: it was never used; `disabled`: orders name it, so it stays, disabled. */
export const ZAdminCouponDeleteResponse = z.enum(['deleted', 'disabled']);
