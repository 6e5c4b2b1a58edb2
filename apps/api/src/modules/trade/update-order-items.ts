import { formatMoney, ORDER_STATUS, orderDetailText, type Currency, type TAdminOrderEditPrice } from '@shop/shared';
import type { Prisma, TradeOrderEdit } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { adminIdOf, type Ctx } from '../../lib/use-case.ts';
import { writeAudit } from '../system/audit.ts';
import type { RequestKey } from './create-order.ts';
import { extraPayUrl, payPageUrl } from './guest-link.ts';
import type { EditCredit } from './issue-credit-note.ts';
import {
  editAnswer,
  editRefusal,
  EXTRA_STATUS,
  orderLanguage,
  orderSnapshot,
  planEdit,
  type EditableOrder,
  type EditInput,
  type EditPlan,
} from './order-edit-plan.ts';
import { queueOrderMail } from './order-mail.ts';
import { ORDER_REFUND_STATUS } from './refunded-so-far.ts';
import { moveEditedStock } from './stock.ts';
import { actorOf } from './transitions.ts';
import { settleEditRefund } from './settle-edit-refund.ts';

type Tx = Prisma.TransactionClient;

/** The order with its lines and payment, or ORDER_NOT_FOUND. */
async function orderOf(tx: Tx | Ctx['db'], id: number): Promise<EditableOrder> {
  const order = await tx.tradeOrder.findUnique({ where: { id }, include: { items: { orderBy: { id: 'asc' } }, payOrder: true } });
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  return order;
}

/** What the edit would make of the order, changing nothing: the back office's preview before it asks to confirm. */
export async function previewOrderItems(ctx: Ctx, input: EditInput): Promise<TAdminOrderEditPrice> {
  const order = await orderOf(ctx.db, input.id);
  const refusal = await editRefusal(ctx.db, order);
  if (refusal) throw refusal;
  return editAnswer(await planEdit(ctx, order, input, await orderLanguage(ctx.db, order)));
}

/** Per line the pieces changed and the cents credited, then the coupon, delivery and tax rows: together the refund. */
function creditOf(order: EditableOrder, plan: EditPlan): EditCredit {
  const charge = (l: { discountedPrice: number; decalsPrice: number }) => l.discountedPrice + l.decalsPrice;
  const lines: EditCredit['lines'] = [];
  for (const item of order.items) {
    const now = plan.lines.find((l) => l.orderItemId === item.id);
    const amount = charge(item) - (now ? charge(now) : 0);
    const count = (now?.count ?? 0) - item.count;
    if (amount !== 0 || count !== 0) lines.push({ spuName: item.spuName, properties: item.properties, count, amount });
  }
  for (const line of plan.lines.filter((l) => l.orderItemId === null))
    lines.push({ spuName: line.spuName, properties: line.properties, count: line.count, amount: -charge(line) });
  const rows: EditCredit['rows'] = [
    { label: 'rows.coupon' as const, amount: plan.price.couponPrice - order.couponPrice },
    { label: 'rows.delivery' as const, amount: order.deliveryPrice - plan.price.deliveryPrice },
    { label: 'rows.salesTax' as const, amount: order.salesTaxPrice - plan.price.salesTaxPrice },
  ].filter((row) => row.amount !== 0);
  return { lines, rows };
}

/** Takes and puts back the pieces by the difference in one statement: nothing moves when a SKU lacks them. */
async function moveStock(tx: Tx, order: EditableOrder, plan: EditPlan): Promise<void> {
  if (plan.stock.length === 0) return;
  const missing = await moveEditedStock(tx, plan.stock, order.id);
  if (missing.length === 0) return;
  const sku = await tx.sku.findUnique({ where: { id: missing[0]! }, select: { stock: true } });
  const name = plan.lines.find((l) => l.skuId === missing[0])?.spuName ?? '';
  throw new AppError('ORDER_STOCK_NOT_ENOUGH', { name, stock: sku?.stock ?? 0 });
}

/** The order's rows as the plan says: removed lines deleted, kept ones re-priced, new ones added; its price and coupon. */
async function rewriteOrder(tx: Tx, order: EditableOrder, plan: EditPlan): Promise<void> {
  if (plan.removed.length > 0)
    await tx.tradeOrderItem.deleteMany({ where: { orderId: order.id, id: { in: plan.removed.map((i) => i.id) } } });
  for (const line of plan.lines) {
    const priced = {
      count: line.count,
      totalPrice: line.totalPrice,
      discountedPrice: line.discountedPrice,
      discountDescription: line.discountDescription,
      decalsPrice: line.decalsPrice,
    };
    if (line.orderItemId !== null) await tx.tradeOrderItem.update({ where: { id: line.orderItemId }, data: priced });
    else
      await tx.tradeOrderItem.create({
        data: {
          ...priced,
          orderId: order.id,
          spuId: line.spuId,
          skuId: line.skuId,
          spuName: line.spuName,
          picUrl: line.picUrl,
          properties: line.properties as Prisma.InputJsonValue,
          orderType: line.orderType,
          price: line.price,
          piecesPerUnit: line.piecesPerUnit,
        },
      });
  }
  if (plan.couponDropped && order.couponId !== null) {
    // The coupon's use goes back, as when an order is cancelled (its row is locked after the SKUs').
    const given = await tx.couponUse.deleteMany({ where: { orderId: order.id, couponId: order.couponId } });
    if (given.count > 0)
      await tx.$executeRaw`UPDATE promotion_coupon SET used_count = greatest(used_count - 1, 0) WHERE id = ${order.couponId}`;
  }
  await tx.tradeOrder.update({
    where: { id: order.id },
    data: { ...plan.price, ...(plan.couponDropped ? { couponId: null, couponCode: null } : {}) },
  });
  // An unpaid order's payment asks the new total; a PayPal order opened for the old one is opened again.
  if (order.status === ORDER_STATUS.unpaid)
    await tx.payOrder.updateMany({ where: { orderId: order.id, status: 0 }, data: { amount: plan.price.payPrice, channelOrderId: null } });
}

type Applied = { edit: TradeOrderEdit; retry: boolean };

/**
 * Applies the edit under the order's row lock, or answers the earlier edit of the same key
 * (`retry` when its refund was refused by the provider and is to be asked again).
 */
async function applyEdit(ctx: Ctx, input: EditInput, key: RequestKey | undefined): Promise<Applied & { mailId: number | null }> {
  const adminId = adminIdOf(ctx);
  return ctx.db.$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM trade_order WHERE id = ${input.id} FOR UPDATE`;
    if (!locked) throw new AppError('ORDER_NOT_FOUND');
    const earlier = key
      ? await tx.tradeOrderEdit.findUnique({
          where: { orderId_idempotencyKey: { orderId: input.id, idempotencyKey: key.key } },
          include: { refund: true },
        })
      : null;
    if (earlier && earlier.idempotencyHash !== key?.hash) throw new AppError('ORDER_IDEMPOTENCY_KEY_REUSED');
    if (earlier?.refund?.status === ORDER_REFUND_STATUS.atProvider) throw new AppError('ORDER_REFUND_IN_PROGRESS');
    if (earlier) return { edit: earlier, retry: earlier.refund?.status === ORDER_REFUND_STATUS.failed, mailId: null };
    const order = await orderOf(tx, input.id);
    const refusal = await editRefusal(tx, order);
    if (refusal) throw refusal;
    const language = await orderLanguage(tx, order);
    const plan = await planEdit(ctx, order, input, language);
    const before = orderSnapshot(order);
    await moveStock(tx, order, plan);
    await rewriteOrder(tx, order, plan);
    const paid = order.status === ORDER_STATUS.awaitingDispatch;
    const refund =
      paid && plan.difference < 0
        ? await tx.tradeOrderRefund.create({
            data: {
              orderId: order.id,
              adminId,
              amount: -plan.difference,
              deliveryAmount: 0,
              reason: orderDetailText('editRefund', language, {}),
              restock: false,
              status: ORDER_REFUND_STATUS.atProvider,
            },
          })
        : null;
    const after = { ...editAnswer(plan), credit: creditOf(order, plan) };
    const edit = await tx.tradeOrderEdit.create({
      data: {
        orderId: order.id,
        adminId,
        idempotencyKey: key?.key ?? null,
        idempotencyHash: key?.hash ?? null,
        before: before as unknown as Prisma.InputJsonValue,
        after: after as unknown as Prisma.InputJsonValue,
        difference: plan.difference,
        couponDropped: plan.couponDropped,
        refundId: refund?.id ?? null,
        ...(paid && plan.difference > 0 ? { extraAmount: plan.difference, extraStatus: EXTRA_STATUS.waiting } : {}),
      },
    });
    // The order's history names the edit beside its moves; the audit log keeps before and after.
    const actor = actorOf(ctx);
    await tx.tradeOrderLog.create({
      data: { orderId: order.id, action: 'edit', beforeStatus: order.status, afterStatus: order.status, ...actor },
    });
    await writeAudit(tx, {
      adminId,
      action: 'trade:order:update-items',
      target: `trade_order:${order.id}`,
      before: before as unknown as Prisma.InputJsonValue,
      after: { ...after, difference: plan.difference, couponDropped: plan.couponDropped } as unknown as Prisma.InputJsonValue,
    });
    const changed = await tx.tradeOrder.findUniqueOrThrow({ where: { id: order.id } });
    let mailId: number | null = null;
    if (!paid) {
      // An unpaid order: the buyer is told the new total, with the page where they pay it.
      const link = payPageUrl(ctx.services.config, changed, ctx.services.clock());
      mailId = await queueOrderMail(tx, ctx.services, 'order-changed', changed, { link });
    } else if (plan.difference > 0) {
      const link = extraPayUrl(ctx.services.config, changed, edit.id, ctx.services.clock());
      mailId = await queueOrderMail(tx, ctx.services, 'order-extra-payment', changed, (mailLanguage) => ({
        link,
        amount: formatMoney(plan.difference, changed.currency as Currency, mailLanguage),
      }));
    } else if (plan.difference === 0) mailId = await queueOrderMail(tx, ctx.services, 'order-changed', changed);
    return { edit, retry: refund !== null, mailId };
  });
}

/**
 * The shop changes an order's lines before dispatch and before any logo line's print data is
 * approved (`update-items`): the body is the whole new list of lines. Under the order's row lock:
 * the rules checked, the lines re-priced by the one pricing core (see planEdit), stock taken and
 * put back by the difference in one statement that never oversells, the order, its lines and an
 * unpaid order's payment rewritten, the edit written to the order's history and the audit log.
 * Then the difference: an unpaid order is simply re-priced (the buyer is mailed the new total); a
 * paid order's lower total is refunded through its provider with a credit note and mail (a refund
 * the provider refused is asked again by repeating the request with the same key); a higher one
 * opens an extra payment whose link is mailed to the buyer. The same Idempotency-Key edits once.
 */
export async function updateOrderItems(ctx: Ctx, input: EditInput, key: RequestKey | undefined): Promise<TAdminOrderEditPrice> {
  const { edit, retry, mailId } = await applyEdit(ctx, input, key);
  if (mailId !== null) ctx.services.mailer.deliverLater(mailId);
  if (retry && edit.refundId !== null) await settleEditRefund(ctx, edit);
  const after = edit.after as unknown as TAdminOrderEditPrice;
  return { items: after.items, price: after.price, difference: after.difference, couponDropped: after.couponDropped };
}
