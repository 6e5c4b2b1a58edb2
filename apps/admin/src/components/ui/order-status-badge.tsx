import { ORDER_STATUS } from '@shop/shared';
import { useTranslation } from 'react-i18next';

const NAMES = Object.fromEntries(Object.entries(ORDER_STATUS).map(([name, value]) => [value, name])) as Record<number, string>;

/** The badge tone of each order status: waiting on the shop, on its way, done, stopped. */
const TONES: Record<number, string> = {
  [ORDER_STATUS.unpaid]: 'neutral',
  [ORDER_STATUS.awaitingApproval]: 'neutral',
  [ORDER_STATUS.awaitingDispatch]: 'warn',
  [ORDER_STATUS.dispatched]: 'info',
  [ORDER_STATUS.completed]: 'ok',
  [ORDER_STATUS.cancelled]: 'danger',
};

/** An order's status as a badge in the admin's language (the order list, an order, a member's orders). */
export function OrderStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  const name = NAMES[status] ?? 'unknown';
  return <span className={`badge badge--${TONES[status] ?? 'neutral'}`}>{t(`orderStatus.${name}`, { defaultValue: String(status) })}</span>;
}
