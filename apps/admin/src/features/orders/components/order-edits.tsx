import type { TAdminOrderDetail } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { dateTime, money } from '../../../lib/format.ts';

/** The shop's changes of the order's lines: when, by whom, the new total, and the refund or the extra payment with its link. */
export function OrderEdits({ order }: { order: TAdminOrderDetail }) {
  const { t } = useTranslation();
  const edits = order.edits ?? [];
  if (edits.length === 0) return null;
  const signed = (cents: number) => `${cents > 0 ? '+' : cents < 0 ? '−' : ''}${money(Math.abs(cents), order.currency)}`;
  return (
    <section className="card card--wide">
      <h2>{t('orders.edit.list')}</h2>
      <table className="data-table" data-testid="order-edits">
        <thead>
          <tr>
            <th scope="col">{t('orders.date')}</th>
            <th scope="col">{t('orders.edit.by')}</th>
            <th scope="col" className="num">
              {t('orders.edit.difference')}
            </th>
            <th scope="col" className="num">
              {t('orders.edit.total')}
            </th>
            <th scope="col">{t('orders.edit.settled')}</th>
          </tr>
        </thead>
        <tbody>
          {edits.map((e) => (
            <tr key={e.id}>
              <td>{dateTime(e.createTime)}</td>
              <td>{e.adminName ?? '–'}</td>
              <td className="num">{signed(e.difference)}</td>
              <td className="num">{money(e.payPrice, order.currency)}</td>
              <td>
                {e.refundId !== null && t('orders.edit.refunded')}
                {e.extraPayment && (
                  <>
                    {t(e.extraPayment.status === 10 ? 'orders.edit.extraPaid' : 'orders.edit.extraWaiting', {
                      amount: money(e.extraPayment.amount, order.currency),
                    })}{' '}
                    {e.extraPayment.status === 0 && (
                      <a href={e.extraPayment.payUrl} target="_blank" rel="noreferrer">
                        {t('orders.edit.payLink')}
                      </a>
                    )}
                  </>
                )}
                {e.couponDropped && ` · ${t('orders.edit.couponDroppedShort')}`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
