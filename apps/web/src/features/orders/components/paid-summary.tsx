import '../orders.css';
import { PAY_STATUS, type TOrder } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePrice } from '../../../lib/format.ts';

/** What the shopper just bought leads the success page (paid, or on account with the invoice's due day), then the way back to the shop. */
export function PaidSummary({ order }: { order: TOrder }) {
  const { t, i18n } = useTranslation();
  const price = usePrice(order.currency);
  const due = order.dueTime ? new Date(order.dueTime).toLocaleDateString(i18n.language, { dateStyle: 'medium' }) : '';
  return (
    <div className="paid-summary" data-testid="paid-summary">
      <p>
        {order.payStatus === PAY_STATUS.onAccount
          ? t('orders.onAccountText', { no: order.no, total: price(order.payPrice), due })
          : t('orders.paidText', { no: order.no })}
      </p>
      <p className="paid-summary__head">
        <span>
          {t('orders.no')} <strong>{order.no}</strong>
        </span>
        <span>
          {t('checkout.total')} <strong>{price(order.payPrice)}</strong>
        </span>
      </p>
      <ul className="paid-summary__lines">
        {order.items.map((item) => (
          <li key={item.id}>
            {item.spuName}
            {item.properties.length > 0 && <span className="muted"> ({item.properties.map((p) => p.valueName).join(', ')})</span>} ×{' '}
            {item.count}
          </li>
        ))}
      </ul>
      <p className="form__actions">
        <Link className="button" to="/">
          {t('orders.continueShopping')}
        </Link>
        <Link className="button button--secondary" to={`/orderDetail?id=${order.id}`}>
          {t('orders.detail')}
        </Link>
      </p>
    </div>
  );
}
