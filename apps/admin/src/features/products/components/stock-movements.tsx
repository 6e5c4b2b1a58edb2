import type { ZAdminStockMovementPageResponse } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { dateTime } from '../../../lib/format.ts';

type Movement = z.infer<typeof ZAdminStockMovementPageResponse>['list'][number];

/**
 * A SKU's stock history in words: "+50 → 90 · Adjustment: Goods received", "−3 → 87 · Sale, order
 * 2026…" (the order linked for whoever may open orders).
 */
export function StockMovements({ movements, orderLinks }: { movements: Movement[]; orderLinks: boolean }) {
  const { t } = useTranslation();
  if (movements.length === 0) return <p className="muted">{t('products.movements.none')}</p>;
  return (
    <ul className="plain-list movements" aria-label={t('products.movements.title')}>
      {movements.map((m) => (
        <li key={m.id}>
          <strong>{m.incrCount > 0 ? `+${m.incrCount}` : `−${-m.incrCount}`}</strong> → {m.stockAfter} · {t(`products.movements.${m.kind}`)}
          {m.reason && `: ${m.reason}`}
          {m.orderId !== null && m.orderNo !== null && (
            <>
              {`, ${t('products.movements.order')} `}
              {orderLinks ? <Link to={`/orders/${m.orderId}`}>{m.orderNo}</Link> : m.orderNo}
            </>
          )}{' '}
          <span className="muted">{dateTime(m.createTime)}</span>
        </li>
      ))}
    </ul>
  );
}
