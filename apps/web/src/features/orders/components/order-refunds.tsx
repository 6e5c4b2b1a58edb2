import { routes, type TOrder } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../components/ui/download-button.tsx';
import { usePrice } from '../../../lib/format.ts';

/**
 * The refunds the shop made of the order (after a complaint, or a lower total after an edit):
 * each with its amount, day and reason, and its credit note to download (a guest's through the
 * order's key); then what was paid back in all, returns included. Nothing while there are none.
 */
export function OrderRefunds({ order, orderKey }: { order: TOrder; orderKey?: string | undefined }) {
  const { t, i18n } = useTranslation();
  const price = usePrice(order.currency);
  const refunds = order.refunds ?? [];
  if (refunds.length === 0) return null;
  const day = (ms: number) => new Date(ms).toLocaleDateString(i18n.language, { dateStyle: 'medium' });
  const { creditNote, guestCreditNote } = routes.trade.order;
  return (
    <section className="order-refunds" aria-labelledby="order-refunds-title">
      <h2 id="order-refunds-title">{t('orders.refunds.title')}</h2>
      <ul>
        {refunds.map((refund) => (
          <li key={refund.id}>
            <p>
              <strong>{t('orders.refunds.amount', { amount: price(refund.amount), date: day(refund.createTime) })}</strong>
              {refund.reason && <span className="muted"> · {refund.reason}</span>}
            </p>
            {refund.creditNoteNo && (
              <DownloadButton
                route={orderKey ? guestCreditNote : creditNote}
                input={orderKey ? { token: orderKey, refundId: refund.id } : { id: order.id, refundId: refund.id }}
                testId="download-refund-credit-note"
              >
                {t('orders.refunds.creditNote', { no: refund.creditNoteNo })}
              </DownloadButton>
            )}
          </li>
        ))}
      </ul>
      {order.refundedPrice !== undefined && (
        <p data-testid="refunded-price">{t('orders.refunds.total', { amount: price(order.refundedPrice) })}</p>
      )}
    </section>
  );
}
