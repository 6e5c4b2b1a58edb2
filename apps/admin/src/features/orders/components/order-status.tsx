import { ORDER_STATUS } from '@shop/shared';
import { useTranslation } from 'react-i18next';

const NAMES = Object.fromEntries(Object.entries(ORDER_STATUS).map(([name, value]) => [value, name])) as Record<number, string>;

/** The status tabs of the order list, in the order an order goes through them. */
export const ORDER_STATUS_TABS = Object.keys(ORDER_STATUS) as (keyof typeof ORDER_STATUS)[];

export function OrderStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  const name = NAMES[status] ?? 'unknown';
  return <span className={`badge badge--${name}`}>{t(`orderStatus.${name}`, { defaultValue: String(status) })}</span>;
}
