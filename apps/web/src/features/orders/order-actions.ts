import type { TOrder } from '@shop/shared';

/** `pay` opens /payOrder; `refund` is the cancel of a paid order. */
export type Action = 'pay' | 'cancel' | 'refund' | 'receive' | 'delete';

const REFUND_WITHIN_MS = 24 * 60 * 60_000;

/** What the member may do with an order in its status (the server's transition table decides in the end). */
export function actionsFor(order: TOrder, now = Date.now()): Action[] {
  if (order.status === 0) return ['pay', 'cancel'];
  if (order.status === 10 && order.payTime !== null && now - order.payTime < REFUND_WITHIN_MS) return ['refund'];
  if (order.status === 20) return ['receive'];
  if (order.status === 30 || order.status === 40) return ['delete'];
  return [];
}
