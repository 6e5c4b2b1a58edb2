import { ORDER_STATUS } from '@shop/shared';

export type OrderAction = 'pay' | 'cancel' | 'expire' | 'receive' | 'delete';

/**
 * Which status each member action starts from and leads to: every action asks this table.
 * Cancelling a paid order (refund within 24 h) waits for refunds through the payment provider.
 */
export const ORDER_TRANSITIONS: Record<OrderAction, { from: readonly number[]; to: number | null }> = {
  pay: { from: [ORDER_STATUS.unpaid], to: ORDER_STATUS.undelivered },
  cancel: { from: [ORDER_STATUS.unpaid], to: ORDER_STATUS.cancelled },
  expire: { from: [ORDER_STATUS.unpaid], to: ORDER_STATUS.cancelled },
  receive: { from: [ORDER_STATUS.delivered], to: ORDER_STATUS.completed },
  delete: { from: [ORDER_STATUS.completed, ORDER_STATUS.cancelled], to: null },
};

export function allowed(action: OrderAction, status: number): boolean {
  return ORDER_TRANSITIONS[action].from.includes(status);
}
