import type { TOrder } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePrice } from '../../../lib/format.ts';
import { OrderActions } from './order-actions.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';

/** An order in the member's list: number, status, time, its lines in short, the total and what can be done. */
export function OrderCard({ order }: { order: TOrder }) {
  const { t, i18n } = useTranslation();
  const price = usePrice(order.currency);
  return (
    <li className="order-card">
      <p className="order-card__head">
        <Link to={`/orderDetail?id=${order.id}`}>{order.no}</Link>
        <OrderStatusBadge status={order.status} />
        <span className="muted">{new Date(order.createTime).toLocaleString(i18n.language)}</span>
      </p>
      <ul className="order-card__items">
        {order.items.map((item) => (
          <li key={item.id}>
            <img src={item.picUrl} alt="" width="48" height="48" loading="lazy" /> {item.spuName} × {item.count}
          </li>
        ))}
      </ul>
      <p>
        {t('checkout.total')} <strong>{price(order.payPrice)}</strong>
      </p>
      <OrderActions order={order} />
    </li>
  );
}
