import '../orders.css';
import { AFTER_SALE_OPEN_STATUSES, AFTER_SALE_STATUS, afterSaleWindowOpen, ORDER_STATUS, type TOrder } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Drawer } from '../../../components/ui/drawer.tsx';
import { ApplyForm } from './apply-form.tsx';
import { ReviewForm } from './review-form.tsx';

type Line = TOrder['items'][number];

/** Whether the line may get an after-sale now (the server decides in the end). */
function canApply(order: TOrder, line: Line): boolean {
  if (order.status !== ORDER_STATUS.dispatched && order.status !== ORDER_STATUS.completed) return false;
  const status = line.afterSaleStatus;
  if (status !== null && (AFTER_SALE_OPEN_STATUSES.includes(status) || status === AFTER_SALE_STATUS.completed)) return false;
  return afterSaleWindowOpen(order, line.orderType, Date.now());
}

/** A line's own actions on the order page: apply for an after-sale, follow it, review the line. */
export function LineActions({ order, line }: { order: TOrder; line: Line }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'apply' | 'review' | null>(null);
  const evaluate = order.status === ORDER_STATUS.completed && !line.commentStatus;
  return (
    <span className="line-actions">
      {line.afterSaleId !== null && (
        <Link to={`/afterSaleDetail?id=${line.afterSaleId}`}>
          {t('afterSale.title')}: {t(`afterSale.status.${line.afterSaleStatus}`)}
        </Link>
      )}
      {canApply(order, line) && (
        <button type="button" className="button button--secondary button--small" onClick={() => setOpen('apply')}>
          {t('afterSale.apply')}
        </button>
      )}
      {evaluate && (
        <button type="button" className="button button--small" onClick={() => setOpen('review')}>
          {t('reviews.evaluate')}
        </button>
      )}
      {order.status === ORDER_STATUS.completed && line.commentStatus && <span className="tag">{t('reviews.done')}</span>}
      <Drawer open={open === 'apply'} onClose={() => setOpen(null)} title={t('afterSale.apply')}>
        <ApplyForm order={order} line={line} />
      </Drawer>
      <Drawer open={open === 'review'} onClose={() => setOpen(null)} title={t('reviews.evaluate')}>
        <ReviewForm line={line} onDone={() => setOpen(null)} />
      </Drawer>
    </span>
  );
}
