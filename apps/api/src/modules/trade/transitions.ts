import {
  AFTER_SALE_TRANSITIONS,
  type AfterSaleAction,
  ORDER_LOG_USER_TYPE,
  ORDER_TRANSITIONS,
  ORDER_TYPE,
  PAY_TRANSITIONS,
  PRINT_TRANSITIONS,
  type OrderAction,
  type PayAction,
  type Transition,
} from '@shop/shared';
import type { Db } from '../../db/client.ts';
import type { Prisma, TradeAfterSale } from '../../generated/prisma/client.ts';

type Tx = Prisma.TransactionClient | Db;

/** The client itself rather than an interactive transaction's, which has no `$connect`. */
const isClient = (tx: Tx): tx is Db => typeof (tx as { $connect?: unknown }).$connect === 'function';

const statusChange = (rule: Transition) => (rule.to === null ? {} : { status: rule.to });

/** Who moves an order, as its history keeps it. */
export interface OrderActor {
  userType: (typeof ORDER_LOG_USER_TYPE)[keyof typeof ORDER_LOG_USER_TYPE];
  /** The member or admin; null for the shop itself and guests. */
  userId: number | null;
}

/** The shop itself: scheduled jobs (expiry, automatic receipt, pending captures). */
export const BY_SHOP: OrderActor = { userType: ORDER_LOG_USER_TYPE.system, userId: null };
/** A shopper without an account. */
export const BY_GUEST: OrderActor = { userType: ORDER_LOG_USER_TYPE.member, userId: null };

/** The shopper an order belongs to: its member, or a guest. */
export function shopperOf(order: { memberId: number | null }): OrderActor {
  return order.memberId === null ? BY_GUEST : { userType: ORDER_LOG_USER_TYPE.member, userId: order.memberId };
}

/** Who is asking: the admin, else the member, else (no login: background work) the shop itself. */
export function actorOf(ctx: { adminId: number | null; memberId: number | null }): OrderActor {
  if (ctx.adminId !== null) return { userType: ORDER_LOG_USER_TYPE.admin, userId: ctx.adminId };
  if (ctx.memberId !== null) return { userType: ORDER_LOG_USER_TYPE.member, userId: ctx.memberId };
  return BY_SHOP;
}

/**
 * Moves an order by the shared transition table, only from a status the action allows: a
 * conditional update, so of two racing requests one wins. The only code that writes an order's
 * status; each move is written to the order's history (`trade_order_log`) in the same transaction.
 */
export async function moveOrder(
  tx: Tx,
  id: number,
  action: OrderAction,
  data: Prisma.TradeOrderUpdateManyMutationInput = {},
  by: OrderActor = BY_SHOP,
  reason = '',
): Promise<boolean> {
  // Given the client itself rather than a transaction: the move and its history in one transaction.
  if (isClient(tx)) return tx.$transaction((inner) => moveOrder(inner, id, action, data, by, reason));
  const rule = ORDER_TRANSITIONS[action];
  const from: readonly number[] = rule.from;
  let before = from.length === 1 ? from[0]! : null;
  if (before === null) {
    // Several statuses allow the action: the one it leaves is read under the row's lock.
    const [row] = await tx.$queryRaw<{ status: number }[]>`SELECT status FROM trade_order WHERE id = ${id} FOR UPDATE`;
    if (!row || !from.includes(row.status)) return false;
    before = row.status;
  }
  const moved = await tx.tradeOrder.updateMany({ where: { id, status: { in: [...from] } }, data: { ...statusChange(rule), ...data } });
  if (moved.count !== 1) return false;
  await tx.tradeOrderLog.create({
    data: { orderId: id, action, beforeStatus: before, afterStatus: rule.to ?? before, userType: by.userType, userId: by.userId, reason },
  });
  return true;
}

/** Moves a payment (by its id or its order's) by the shared transition table; the only code that writes a payment's status. */
export async function movePayment(
  tx: Tx,
  where: { id: number } | { orderId: number },
  action: PayAction,
  data: Prisma.PayOrderUpdateManyMutationInput = {},
): Promise<boolean> {
  const rule = PAY_TRANSITIONS[action];
  const moved = await tx.payOrder.updateMany({
    where: { ...where, status: { in: [...rule.from] } },
    data: { ...statusChange(rule), ...data },
  });
  return moved.count === 1;
}

/**
 * Moves a line's print status by the shared table, only from a status the action allows: one
 * conditional update, so of two racing requests one wins. Uploading and asking for the artwork
 * service also allow a line with no print data yet.
 */
export async function movePrint(
  tx: Tx,
  id: number,
  rule: Transition,
  data: Prisma.TradeOrderItemUpdateManyMutationInput = {},
  extra: Prisma.TradeOrderItemWhereInput = {},
): Promise<boolean> {
  const from = { printStatus: { in: [...rule.from] } };
  const fromNone = rule === PRINT_TRANSITIONS.upload || rule === PRINT_TRANSITIONS.requestArtwork;
  const where = fromNone ? { OR: [from, { printStatus: null }] } : from;
  const moved = await tx.tradeOrderItem.updateMany({
    where: { id, orderType: ORDER_TYPE.custom, ...where, ...extra },
    data: { ...(rule.to === null ? {} : { printStatus: rule.to }), ...data },
  });
  return moved.count === 1;
}

/**
 * Moves an after-sale by the shared transition table, only from a status the action allows (a
 * conditional update: of two racing requests one wins), keeps its line's after-sale status in step
 * and writes the step to its timeline, all in the caller's transaction. The only code that writes
 * an after-sale's status.
 */
export async function moveAfterSale(
  tx: Prisma.TransactionClient,
  row: Pick<TradeAfterSale, 'id' | 'orderItemId'>,
  action: AfterSaleAction,
  data: Prisma.TradeAfterSaleUpdateManyMutationInput,
  by: OrderActor,
  reason = '',
): Promise<boolean> {
  const rule = AFTER_SALE_TRANSITIONS[action];
  const from: readonly number[] = rule.from;
  const [current] = await tx.$queryRaw<{ status: number }[]>`SELECT status FROM trade_after_sale WHERE id = ${row.id} FOR UPDATE`;
  if (!current || !from.includes(current.status)) return false;
  await tx.tradeAfterSale.update({ where: { id: row.id }, data: { ...data, status: rule.to } });
  await tx.tradeOrderItem.updateMany({ where: { id: row.orderItemId, afterSaleId: row.id }, data: { afterSaleStatus: rule.to } });
  await tx.tradeAfterSaleLog.create({
    data: {
      afterSaleId: row.id,
      action,
      beforeStatus: current.status,
      afterStatus: rule.to,
      userType: by.userType,
      userId: by.userId,
      reason,
    },
  });
  return true;
}
