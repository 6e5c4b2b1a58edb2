import { ORDER_STATUS, PAY_STATUS, type TReceivable } from '@shop/shared';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { INVOICE_CHANNEL } from '../pay/on-account.ts';
import { BANK_TRANSFER_CHANNEL } from '../pay/payments.ts';

/** `pay/order/receivable-page`: bank transfers and invoices on account still waiting for money, due first; `overdue` only those past due. */
export async function pageReceivables(
  ctx: Ctx,
  query: { pageNo: number; pageSize: number; overdue?: 'true' | 'false' | undefined; reference?: string | undefined },
): Promise<{ list: TReceivable[]; total: number }> {
  const now = ctx.services.clock();
  const where: Prisma.PayOrderWhereInput = {
    OR: [
      { channelCode: BANK_TRANSFER_CHANNEL, status: PAY_STATUS.waiting, order: { status: ORDER_STATUS.unpaid } },
      // On account: the goods went out; the invoice is open until its money is recorded.
      { channelCode: INVOICE_CHANNEL, status: PAY_STATUS.onAccount },
    ],
    reference: query.reference ? { contains: query.reference.replace(/\s+/g, '').toUpperCase() } : { not: null },
    ...(query.overdue === 'true' ? { dueTime: { lt: now } } : {}),
  };
  const [rows, total] = await Promise.all([
    ctx.db.payOrder.findMany({
      where,
      include: { order: { select: { no: true, email: true } } },
      orderBy: [{ dueTime: 'asc' }, { id: 'asc' }],
      skip: (query.pageNo - 1) * query.pageSize,
      take: query.pageSize,
    }),
    ctx.db.payOrder.count({ where }),
  ]);
  return {
    total,
    list: rows.map((p) => ({
      payOrderId: p.id,
      orderId: p.orderId,
      orderNo: p.order.no,
      channelCode: p.channelCode ?? '',
      reference: p.reference ?? '',
      email: p.order.email,
      amount: p.amount,
      paidAmount: p.paidAmount,
      currency: p.currency,
      dueTime: p.dueTime?.getTime() ?? 0,
      overdue: p.dueTime !== null && p.dueTime < now,
      reminderTime: p.reminderTime?.getTime() ?? null,
    })),
  };
}
