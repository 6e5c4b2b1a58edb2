import { ORDER_STATUS } from '@shop/shared';

/** How a status badge is coloured: the colour says what the status means to the shopper. */
export type StatusTone = 'warn' | 'info' | 'ok' | 'muted';

/**
 * Unpaid needs the shopper (amber); paid, awaiting or in dispatch is progress (blue); completed is
 * done (green); cancelled is over (grey). No status is red: red reads as a failed payment.
 */
export function statusTone(status: number): StatusTone {
  if (status === ORDER_STATUS.unpaid) return 'warn';
  if (status === ORDER_STATUS.completed) return 'ok';
  if (status === ORDER_STATUS.cancelled) return 'muted';
  return 'info';
}
