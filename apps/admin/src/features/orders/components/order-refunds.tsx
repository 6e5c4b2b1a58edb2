import { adminRoutes, type TAdminOrderDetail } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../lib/api-client.ts';
import { dateTime, money } from '../../../lib/format.ts';

/** The shop's refunds of the order: amount, reason, date and the credit note to download. */
export function OrderRefunds({ order }: { order: TAdminOrderDetail }) {
  const { t } = useTranslation();
  const refunds = order.refunds ?? [];
  return (
    <>
      <p data-testid="refunded-total">{t('orders.refundedTotal', { amount: money(order.refundedPrice ?? 0, order.currency) })}</p>
      {refunds.length > 0 && (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t('orders.date')}</th>
              <th scope="col" className="num">
                {t('orders.refund.amount')}
              </th>
              <th scope="col">{t('orders.refund.reason')}</th>
              <th scope="col">{t('orders.creditNote')}</th>
            </tr>
          </thead>
          <tbody>
            {refunds.map((r) => (
              <tr key={r.id}>
                <td>{dateTime(r.createTime)}</td>
                <td className="num">{money(r.amount, order.currency)}</td>
                <td>{r.reason}</td>
                <td>
                  {r.creditNoteId && r.creditNoteNo ? (
                    <button
                      type="button"
                      className="link"
                      onClick={() => void downloadFile(adminRoutes.trade.creditNote.getPdf, { id: r.creditNoteId! }).catch(() => undefined)}
                    >
                      {r.creditNoteNo}
                    </button>
                  ) : (
                    '–'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
