import { ORDER_STATUS } from '@shop/shared';

export type OrderAction = 'pay' | 'cancel' | 'expire' | 'refund' | 'receive' | 'delete';

/**
 * Which status each member action starts from and leads to: every action asks this table.
 * `refund` is the member's cancel of a paid order (within 24 h of payment, before dispatch).
 */
export const ORDER_TRANSITIONS: Record<OrderAction, { from: readonly number[]; to: number | null }> = {
  pay: { from: [ORDER_STATUS.unpaid], to: ORDER_STATUS.undelivered },
  cancel: { from: [ORDER_STATUS.unpaid], to: ORDER_STATUS.cancelled },
  expire: { from: [ORDER_STATUS.unpaid], to: ORDER_STATUS.cancelled },
  refund: { from: [ORDER_STATUS.undelivered], to: ORDER_STATUS.cancelled },
  receive: { from: [ORDER_STATUS.delivered], to: ORDER_STATUS.completed },
  delete: { from: [ORDER_STATUS.completed, ORDER_STATUS.cancelled], to: null },
};

export function allowed(action: OrderAction, status: number): boolean {
  return ORDER_TRANSITIONS[action].from.includes(status);
}
