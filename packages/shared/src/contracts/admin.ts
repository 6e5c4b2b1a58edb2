import { z } from 'zod';
import { ZAdminOrderEdit } from './admin-order-edit.ts';
import { ZAdminOrderDocuments } from './admin-documents.ts';
import { pageResult, zId, zQueryBool, zQueryInt, zSearchKeyword } from './common.ts';
import { requireStateWhereAsked, ZAddressFields } from './member.ts';
import { ZOrder, ZOrderCountResponse } from './trade.ts';

export const ZAdminLoginRequest = z.object({
  /** The admin's e-mail address. */
  username: z.string().trim().min(1).max(120),
  password: z.string().min(1).max(128),
  /** The authenticator app's 6-digit code, needed once the admin turned two-factor login on ("" = not given). */
  totpCode: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(10).optional()),
  /** Instead of `totpCode`: one of the admin's one-time recovery codes (a lost phone); each works once. */
  recoveryCode: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(20).optional()),
});

export const ZAdminUser = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  status: z.number().int(),
  /** Whether login asks for the authenticator app's code. */
  totpEnabled: z.boolean(),
});

/** A new authenticator secret: base32 for typing in, and the otpauth:// address for a QR code. */
export const ZAdminTotpSetup = z.object({ secret: z.string(), otpauthUrl: z.string() });

/** How many recovery codes two-factor login comes with (shown once, stored hashed). */
export const RECOVERY_CODE_COUNT = 10;
/** Ten new one-time recovery codes ("4f7k-9q2m"), shown this once; those before stop working. */
export const ZAdminRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });

/** One's own password: the current one, and a new one of at least 12 characters. */
export const ZAdminProfilePasswordRequest = z.object({
  oldPassword: z.string().min(1).max(128),
  newPassword: z.string().min(12).max(128),
});
export const ZAdminTotpCodeRequest = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});

export const ZAdminPermissionInfo = z.object({
  user: ZAdminUser,
  /** The names of the admin's roles. */
  roles: z.array(z.string()),
  /** Every permission the roles grant (`*` and `prefix:*` included as written). */
  permissions: z.array(z.string()),
});
export type TAdminPermissionInfo = z.infer<typeof ZAdminPermissionInfo>;

export const ZAdminUserPageRequest = z.object({
  pageNo: zQueryInt(z.number().int().min(1).max(100_000)).default(1),
  pageSize: zQueryInt(z.number().int().min(1).max(100)).default(10),
});

export const ZAdminUserPageItem = ZAdminUser.extend({ roles: z.array(z.string()), createTime: z.number().int() });
export const ZAdminUserPageResponse = pageResult(ZAdminUserPageItem);
export type TAdminUserPageResponse = z.infer<typeof ZAdminUserPageResponse>;

export const ZAdminUserCreateRequest = z.object({
  username: z.string().trim().toLowerCase().pipe(z.email().max(120)),
  nickname: z.string().trim().max(60).optional().default(''),
  /** Admins' passwords: at least 12 characters. */
  password: z.string().min(12).max(128),
  /** The roles to give; only roles whose permissions the creating admin holds. */
  roleIds: z.array(zId).max(20).default([]),
});

/** One admin as the back office shows it, with the ids of their roles. */
export const ZAdminUserDetail = ZAdminUserPageItem.extend({
  roleIds: z.array(z.number().int()),
  loginTime: z.number().int().nullable(),
});
export type TAdminUserDetail = z.infer<typeof ZAdminUserDetail>;

export const ZAdminUserUpdateRequest = z.object({
  id: zId,
  nickname: z.string().trim().max(60).optional(),
  /** The admin's roles after the change; only roles whose permissions the editing admin holds. */
  roleIds: z.array(zId).max(20),
});

export const ZAdminUserUpdateStatusRequest = z.object({
  id: zId,
  /** 0 enabled, 1 disabled (their logins end at once). */
  status: z.union([z.literal(0), z.literal(1)]),
});

export const ZAdminUserUpdatePasswordRequest = z.object({ id: zId, password: z.string().min(12).max(128) });

export const ZAdminUserResetTotpRequest = z.object({ id: zId });

/** A permission as roles hold it: `*`, `module:entity:verb`, or a prefix ending in `:*`. */
const zPermission = z
  .string()
  .trim()
  .max(100)
  .regex(/^(\*|[a-z][a-z0-9-]*(:[a-z][a-z0-9-]*)*(:\*)?)$/);

export const ZAdminRole = z.object({
  id: z.number().int(),
  name: z.string(),
  permissions: z.array(z.string()),
  /** The owner's role (`*`): it can be neither changed nor deleted. */
  locked: z.boolean(),
  /** How many admins hold the role. */
  userCount: z.number().int(),
  createTime: z.number().int(),
});
export type TAdminRole = z.infer<typeof ZAdminRole>;

export const ZAdminRolePageRequest = z.object({
  pageNo: zQueryInt(z.number().int().min(1).max(100_000)).default(1),
  pageSize: zQueryInt(z.number().int().min(1).max(100)).default(10),
  /** Part of the name, any case. */
  name: z.string().trim().max(60).optional(),
});
export const ZAdminRolePageResponse = pageResult(ZAdminRole);

export const ZAdminRoleSimple = z.object({ id: z.number().int(), name: z.string() });

export const ZAdminRoleCreateRequest = z.object({
  name: z.string().trim().min(1).max(60),
  /** Only permissions the creating admin holds. */
  permissions: z.array(zPermission).min(1).max(100),
});
export const ZAdminRoleUpdateRequest = ZAdminRoleCreateRequest.extend({ id: zId });

/**
 * A time range in a query, yudao's pair: `createTime=<from>&createTime=<to>` in epoch milliseconds,
 * both ends included; either may be empty.
 */
const zTimeRange = z
  .preprocess(
    (v) => (Array.isArray(v) ? v : [v]),
    z.array(z.preprocess((v) => (v === '' || v === null ? null : v), z.coerce.number().int().min(0).nullable())).max(2),
  )
  .optional();

export const ZAdminOperateLogPageRequest = z.object({
  pageNo: zQueryInt(z.number().int().min(1).max(100_000)).default(1),
  pageSize: zQueryInt(z.number().int().min(1).max(100)).default(10),
  /** The admin who made the changes. */
  adminId: zQueryInt(zId).optional(),
  /** The action or its beginning: `trade:order` finds every change of orders. */
  action: z.string().trim().max(100).optional(),
  /** What was changed, exactly: `trade_order:12`. */
  target: z.string().trim().max(100).optional(),
  createTime: zTimeRange,
});

export const ZAdminOperateLog = z.object({
  id: z.number().int(),
  /** null: the shop itself (start-up). */
  adminId: z.number().int().nullable(),
  /** The admin's e-mail; null for the shop itself or a deleted admin. */
  adminName: z.string().nullable(),
  action: z.string(),
  target: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  createTime: z.number().int(),
});
export const ZAdminOperateLogPageResponse = pageResult(ZAdminOperateLog);
export type TAdminOperateLogPageResponse = z.infer<typeof ZAdminOperateLogPageResponse>;

export const ZAdminOrderPageRequest = z.object({
  pageNo: zQueryInt(z.number().int().min(1).max(100_000)).default(1),
  pageSize: zQueryInt(z.number().int().min(1).max(100)).default(10),
  status: zQueryInt(z.number().int().min(0).max(100)).optional(),
  /** The order number, exactly. */
  no: z.string().trim().max(64).optional(),
  /** The member's e-mail address, exactly (any case). */
  mail: z.string().trim().toLowerCase().max(120).optional(),
  /** When the order was placed: `createTime=<from>&createTime=<to>` (epoch ms, both included, either may be empty). */
  createTime: zTimeRange,
  /** The payment channel it was paid with: `paypal` or `demo`. */
  payChannelCode: z.string().trim().max(32).optional(),
  /**
   * A part of the order number, of the order's e-mail, of the receiver's or billing name or phone
   * number, or of the member's e-mail, name or phone number (any case; a phone number's digits).
   */
  keyword: zSearchKeyword,
  /** Sort the whole list by `createTime` or `payPrice` (the order's total); not given: newest first. */
  sortField: z.enum(['createTime', 'payPrice']).optional(),
  /** With sortField: ascending when true; descending by default. */
  sortAsc: zQueryBool.default(false),
});

/** The page's filters without status and paging: the counts per status for the tabs above the list. */
export const ZAdminOrderCountRequest = ZAdminOrderPageRequest.omit({
  pageNo: true,
  pageSize: true,
  status: true,
  sortField: true,
  sortAsc: true,
});
/** `awaitingApprovalCount`: company orders over a buyer's spending limit, waiting for the company's approvers (status 5). */
export const ZAdminOrderCountResponse = ZOrderCountResponse.extend({
  cancelledCount: z.number().int(),
  awaitingApprovalCount: z.number().int(),
});

/** An order as the back office sees it: the member's order with its member, carrier and remark. */
export const ZAdminOrder = ZOrder.extend({
  memberId: z.number().int(),
  /** The member's account e-mail. */
  memberMail: z.string(),
  logisticsId: z.number().int().nullable(),
  logisticsNo: z.string().nullable(),
  remark: z.string().nullable(),
  /** Why it was cancelled: `expired`, `member`, `shop`; null while not cancelled. */
  cancelReason: z.string().nullable(),
});
export type TAdminOrder = z.infer<typeof ZAdminOrder>;
export const ZAdminOrderPageResponse = pageResult(ZAdminOrder);

/** Who moved an order: the shop itself (a scheduled job), a member or guest, an admin. */
export const ORDER_LOG_USER_TYPE = { system: 0, member: 1, admin: 2 } as const;

/** One move of an order: from which status to which, by whom and when. */
export const ZAdminOrderLog = z.object({
  id: z.number().int(),
  /** The transition: pay, cancel, expire, refund, deliver, receive, delete. */
  action: z.string(),
  beforeStatus: z.number().int(),
  afterStatus: z.number().int(),
  /** 0 the shop itself (a scheduled job), 1 a member or guest, 2 an admin. */
  userType: z.number().int(),
  /** The member's or admin's id; null for the shop itself and guests. */
  userId: z.number().int().nullable(),
  /** The member's or admin's e-mail, when the account still exists. */
  userName: z.string().nullable(),
  /** The reason given (the shop's cancel), else "". */
  reason: z.string(),
  createTime: z.number().int(),
});
/** Pieces and cents of each line, and delivery cents: what a refund covers, or what is left to refund. */
const ZRefundLine = z.object({ orderItemId: z.number().int(), count: z.number().int(), amount: z.number().int() });
export const ZOrderRefundable = z.object({
  lines: z.array(ZRefundLine),
  deliveryAmount: z.number().int(),
  /** The payment less everything paid back so far (shop refunds and after-sales). */
  total: z.number().int(),
});
export type TOrderRefundable = z.infer<typeof ZOrderRefundable>;

export const ZAdminOrderDetail = ZAdminOrder.extend({
  logs: z.array(ZAdminOrderLog),
  /** The invoice and credit notes, downloadable and mailed again from the order's page. */
  documents: ZAdminOrderDocuments,
  /** Logo lines also name their decorating method and logo position in the admin's language; `refundedCount`: pieces the shop refunded. */
  items: z.array(
    ZAdminOrder.shape.items.element.extend({
      decoratingMethodName: z.string().optional(),
      locationName: z.string().optional(),
      refundedCount: z.number().int().optional(),
    }),
  ),
  /** What the shop may still refund (the refund dialog's first values); nothing while the order is unpaid or cancelled. */
  refundable: ZOrderRefundable.optional(),
  /** The shop's edits of the lines, oldest first, with their refund or extra payment. */
  edits: z.array(ZAdminOrderEdit).optional(),
  /** Whether `update-items` accepts the order now (not dispatched, no logo print data approved, no refund or open extra payment). */
  editable: z.boolean().optional(),
});
export type TAdminOrderDetail = z.infer<typeof ZAdminOrderDetail>;

/** A new delivery address before dispatch: the country stays, and so does a US order's state (its sales tax). */
export const ZAdminOrderAddressRequest = ZAddressFields.omit({ defaultStatus: true, mobileId: true })
  .extend({ id: zId })
  .superRefine(requireStateWhereAsked);

export const ZAdminOrderCancelRequest = z.object({
  id: zId,
  /** Told to the shopper in the cancellation mail. */
  reason: z.string().trim().min(1).max(200),
});

const zCents = z.number().int().min(0).max(100_000_000);

/**
 * `trade/order/refund`: the shop pays back part or all of a paid order. Per line `count` pieces
 * covered (put back in stock when `restock`) and `amount` cents; `deliveryAmount` of the delivery.
 */
export const ZAdminOrderRefundRequest = z.object({
  id: zId,
  lines: z
    .array(z.object({ orderItemId: zId, count: z.number().int().min(0).max(1_000_000), amount: zCents }))
    .max(200)
    .refine((lines) => new Set(lines.map((l) => l.orderItemId)).size === lines.length, { message: 'each line once' }),
  deliveryAmount: zCents.default(0),
  reason: z.string().trim().min(1).max(200),
  restock: z.boolean().default(false),
});
export type TAdminOrderRefundRequest = z.input<typeof ZAdminOrderRefundRequest>;

export const ZAdminOrderDispatchRequest = z.object({
  id: zId,
  /** The carrier, from trade/delivery/express/list-all-simple. */
  logisticsId: zId,
  logisticsNo: z.string().trim().min(1).max(64),
});

/** A dispatched order's carrier and tracking number corrected; `notify` mails the buyer the dispatch notice again with them. */
export const ZAdminOrderUpdateDispatchRequest = ZAdminOrderDispatchRequest.extend({ notify: z.boolean().default(false) });

export const ZAdminOrderRemarkRequest = z.object({ id: zId, remark: z.string().trim().max(500) });

export const ZCarrier = z.object({ id: z.number().int(), name: z.string() });
