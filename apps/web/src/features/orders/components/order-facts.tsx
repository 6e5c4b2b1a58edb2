import { ORDER_STATUS, PAY_STATUS, personName, type TOrder } from '@shop/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAddress } from '../../../lib/address-format.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';

/** The name and the address on one line, per country (US: "Houston, TX 77002"). */
function oneLine(a: Record<string, string>) {
  return `${personName(a)}, ${formatAddress(a)}`;
}

/** What happens next with an order not dispatched yet, by how it is paid: waiting for the money, held for a transfer, on account, paid. */
function whatHappensNext(order: TOrder, text: (key: string, due: number | null) => string): string | null {
  if (order.status === ORDER_STATUS.unpaid) return order.dueTime ? text('bank', order.dueTime) : text('unpaid', null);
  if (order.status !== ORDER_STATUS.awaitingDispatch) return null;
  return order.payStatus === PAY_STATUS.onAccount ? text('onAccount', order.dueTime) : text('paid', null);
}

/**
 * An order's number, status and times (pay until while unpaid, the hold while awaiting approval; cancelled, refunded, dispatched with
 * the carrier and tracking number as they happen, an approver's reason for declining), the buyer's PO number and cost centre, and its addresses; `billingChange` beside the
 * billing address where it may still be changed. `colleague`: read by a colleague of its buyer (the company's
 * order history), who is told what its buyer does next.
 */
export function OrderFacts({ order, billingChange, colleague = false }: { order: TOrder; billingChange?: ReactNode; colleague?: boolean }) {
  const { t, i18n } = useTranslation();
  const time = (ms: number | null) => (ms ? new Date(ms).toLocaleString(i18n.language) : '—');
  const day = (ms: number) => new Date(ms).toLocaleDateString(i18n.language, { dateStyle: 'medium' });
  const next = whatHappensNext(order, (key, due) =>
    t(`orders.${colleague ? 'nextColleague' : 'next'}.${key}`, { due: due ? day(due) : '' }),
  );
  return (
    <dl className="totals">
      <dt>{t('orders.no')}</dt>
      <dd data-testid="order-no">{order.no}</dd>
      <dt>{t('orders.statusLabel')}</dt>
      <dd>
        <OrderStatusBadge status={order.status} payStatus={order.payStatus} />
      </dd>
      <dt>{t('orders.created')}</dt>
      <dd>{time(order.createTime)}</dd>
      {order.status === ORDER_STATUS.unpaid && (
        <>
          <dt>{t('orders.payUntil')}</dt>
          <dd>{time(order.payExpireTime)}</dd>
        </>
      )}
      {order.status === ORDER_STATUS.awaitingApproval && (
        <>
          <dt>{t('orders.approvalUntil')}</dt>
          <dd>
            {time(order.payExpireTime)}
            <br />
            <span className="muted" data-testid="approval-note">
              {t(colleague ? 'orders.approvalNoteColleague' : 'orders.approvalNote')}
            </span>
          </dd>
        </>
      )}
      <dt>{t('orders.paid')}</dt>
      {/* On account the order went on when placed; the money is still to come. */}
      <dd>{time(order.payStatus === PAY_STATUS.onAccount ? null : order.payTime)}</dd>
      {order.payChannelCode && (
        <>
          <dt>{t('orders.payChannel')}</dt>
          <dd>
            {order.payCard
              ? t('orders.channelCard', { brand: cardBrandName(order.payCard.brand), digits: order.payCard.lastDigits })
              : t(`orders.channel.${order.payChannelCode}`)}
          </dd>
        </>
      )}
      {order.payStatus === PAY_STATUS.onAccount && order.dueTime && (
        <>
          <dt>{t('orders.dueOn')}</dt>
          <dd data-testid="due-on">{day(order.dueTime)}</dd>
        </>
      )}
      {next && (
        <>
          <dt>{t('orders.nextLabel')}</dt>
          <dd data-testid="order-next">{next}</dd>
        </>
      )}
      {order.cancelTime && (
        <>
          <dt>{t('orders.cancelled')}</dt>
          <dd>{time(order.cancelTime)}</dd>
        </>
      )}
      {order.declineReason && (
        <>
          <dt>{t('orders.declineReason')}</dt>
          <dd data-testid="decline-reason">{order.declineReason}</dd>
        </>
      )}
      {order.refundTime && (
        <>
          <dt>{t('orders.refunded')}</dt>
          <dd>{time(order.refundTime)}</dd>
        </>
      )}
      {order.logisticsNo && (
        <>
          <dt>{t('orders.dispatched')}</dt>
          <dd>{time(order.deliveryTime)}</dd>
          <dt>{t('orders.carrier')}</dt>
          <dd>{order.logisticsName}</dd>
          <dt>{t('orders.trackingNo')}</dt>
          <dd data-testid="tracking-no">
            {order.logisticsTrackingUrl ? (
              <a href={order.logisticsTrackingUrl} target="_blank" rel="noopener noreferrer">
                {order.logisticsNo}
              </a>
            ) : (
              order.logisticsNo
            )}
          </dd>
        </>
      )}
      {order.poNumber && (
        <>
          <dt>{t('orders.poNumber')}</dt>
          <dd data-testid="po-number">{order.poNumber}</dd>
        </>
      )}
      {order.costCentre && (
        <>
          <dt>{t('orders.costCentre')}</dt>
          <dd data-testid="cost-centre">{order.costCentre}</dd>
        </>
      )}
      <dt>{t('orders.shipTo')}</dt>
      <dd>{oneLine(order.address as Record<string, string>)}</dd>
      <dt>{t('orders.billTo')}</dt>
      <dd>
        {oneLine(order.billingAddress as Record<string, string>)} {billingChange}
      </dd>
    </dl>
  );
}

/** A card brand as PayPal names it (VISA, MASTERCARD, AMEX), as people write it. */
const BRAND_NAMES: Record<string, string> = { VISA: 'Visa', MASTERCARD: 'Mastercard', AMEX: 'American Express' };
const cardBrandName = (brand: string) => BRAND_NAMES[brand] ?? brand;
