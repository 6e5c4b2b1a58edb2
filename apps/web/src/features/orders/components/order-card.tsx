import { ORDER_STATUS, ORDER_TYPE, PRINT_STATUS, type TOrder } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePrice } from '../../../lib/format.ts';
import { OrderActions } from './order-actions.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';

type Line = TOrder['items'][number];

/** What a paid logo line waits for from the shopper, as the list flags it: print data, corrected data, or the proof's approval. */
function printTodo(order: TOrder, line: Line): string | null {
  if (line.orderType !== ORDER_TYPE.custom || order.payTime === null || order.status === ORDER_STATUS.cancelled) return null;
  if (line.printStatus === null || line.printStatus === undefined) return 'printData.none';
  if (line.printStatus === PRINT_STATUS.incorrect) return `printData.${PRINT_STATUS.incorrect}`;
  return line.printStatus === PRINT_STATUS.checkedNormal ? 'printData.approve' : null;
}

/** An order in the member's list: number, status, time, its lines in short (a logo line's next step flagged), the total and what can be done. */
export function OrderCard({ order }: { order: TOrder }) {
  const { t, i18n } = useTranslation();
  const price = usePrice(order.currency);
  return (
    <li className="order-card">
      <p className="order-card__head">
        <Link to={`/orderDetail?id=${order.id}`}>{order.no}</Link>
        <OrderStatusBadge status={order.status} payStatus={order.payStatus} />
        <span className="muted">{new Date(order.createTime).toLocaleString(i18n.language)}</span>
      </p>
      <ul className="order-card__items">
        {order.items.map((item) => {
          const todo = printTodo(order, item);
          return (
            <li key={item.id}>
              <img src={item.picUrl} alt="" width="48" height="48" loading="lazy" /> {item.spuName} × {item.count}
              {todo && (
                <Link to={`/orderDetail?id=${order.id}`} className="order-card__todo">
                  {t(todo)}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      <p>
        {t('checkout.total')} <strong>{price(order.payPrice)}</strong>
      </p>
      <OrderActions order={order} />
    </li>
  );
}
