import {
  allows,
  ORDER_LOG_USER_TYPE,
  ORDER_STATUS,
  ORDER_TRANSITIONS,
  ORDER_TYPE,
  PAY_STATUS,
  PRINT_STATUS,
  ZAdminOrderRemarkRequest,
  type TAdminOrder,
  type TAdminOrderDetail,
  personName,
} from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { TextAreaField } from '../../../components/ui/field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useContractForm } from '../../../lib/contract-form.ts';
import { dateTime } from '../../../lib/format.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCan } from '../../auth/index.ts';
import { useUpdateRemark } from '../api/change-order.ts';
import { useCarriers } from '../api/get-carriers.ts';
import { useOrder } from '../api/get-order.ts';
import { DispatchDialog } from '../components/dispatch-dialog.tsx';
import { AddressDialog, CancelDialog } from '../components/order-dialogs.tsx';
import { OrderDocuments } from '../components/order-documents.tsx';
import { OrderLines } from '../components/order-lines.tsx';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge.tsx';
import { OrderRefunds } from '../components/order-refunds.tsx';
import { OrderTotals } from '../components/order-totals.tsx';
import { RefundDialog } from '../components/refund-dialog.tsx';
import { EditItemsDialog } from '../components/edit-items-dialog.tsx';
import { OrderEdits } from '../components/order-edits.tsx';

type Address = Record<string, unknown>;

function AddressBlock({ address }: { address: Address }) {
  const line = (...keys: string[]) =>
    keys
      .map((k) => address[k])
      .filter((v) => v !== undefined && v !== null && v !== '')
      .join(' ');
  return (
    <address>
      {personName(address as { firstName?: string; lastName?: string })}
      <br />
      {line('companyName')}
      {address.companyName ? <br /> : null}
      {line('detailAddress')}
      <br />
      {line('zipCode', 'city')}
      <br />
      {line('state', 'countryCode')}
      {address.mobile ? (
        <>
          <br />
          {line('mobile')}
        </>
      ) : null}
    </address>
  );
}

/** Every move of the order: what, who and when (and the reason of a cancel). */
function History({ order }: { order: TAdminOrderDetail }) {
  const { t } = useTranslation();
  const who = (log: TAdminOrderDetail['logs'][number]) =>
    log.userType === ORDER_LOG_USER_TYPE.system
      ? t('orders.bySystem')
      : (log.userName ?? t(log.userType === ORDER_LOG_USER_TYPE.admin ? 'orders.byAdmin' : 'orders.byShopper'));
  return (
    <ol className="timeline">
      <li>
        <strong>{t('orders.event.created')}</strong> <span className="muted">{dateTime(order.createTime)}</span>
      </li>
      {order.logs.map((log) => (
        <li key={log.id}>
          <strong>{t(`orders.action.${log.action}`, { defaultValue: log.action })}</strong>{' '}
          <span className="muted">{dateTime(log.createTime)}</span>
          <br />
          <span className="muted">{who(log)}</span>
          {log.reason && <span> · {log.reason}</span>}
        </li>
      ))}
    </ol>
  );
}

function RemarkForm({ order, canEdit }: { order: TAdminOrder; canEdit: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateRemark();
  const form = useContractForm(ZAdminOrderRemarkRequest, {
    defaultValues: { remark: order.remark ?? '' },
    toInput: (values: { remark: string }) => ({ id: order.id, remark: values.remark }),
  });
  const submit = form.handleSubmit(async (input) => {
    await update.mutateAsync(input);
    showToast(t('common.saved'), 'success');
  });
  return (
    <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate>
      <TextAreaField
        label={t('orders.remark')}
        rows={3}
        disabled={!canEdit}
        error={form.formState.errors.remark?.message}
        {...form.register('remark')}
      />
      {canEdit && (
        <button type="submit" disabled={form.formState.isSubmitting || !form.formState.isDirty}>
          {t('common.save')}
        </button>
      )}
    </form>
  );
}

/** One order: lines, totals, refunds, payment, addresses, member, history, carrier, remark; dispatch when paid, refund once paid. */
export function OrderDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { data: order, isError } = useOrder(id);
  const can = useCan();
  const carriers = useCarriers(!!order?.logisticsId);
  const [dialog, setDialog] = useState<'dispatch' | 'tracking' | 'cancel' | 'address' | 'refund' | 'edit' | null>(null);
  if (isError) return <p className="alert">{t('common.loadFailed')}</p>;
  if (!order) return <p aria-busy="true">{t('common.loading')}</p>;
  const canUpdate = can('trade:order:update');
  const beforeDispatch = order.status === ORDER_STATUS.unpaid || order.status === ORDER_STATUS.awaitingDispatch;
  const afterDispatch = order.status === ORDER_STATUS.dispatched || order.status === ORDER_STATUS.completed;
  // A logo line leaves the shop printed, never before (the API refuses it too).
  const printed = order.items.every((item) => item.orderType !== ORDER_TYPE.custom || item.printStatus === PRINT_STATUS.printed);
  const carrier = carriers.data?.find((c) => c.id === order.logisticsId)?.name ?? (order.logisticsId ? `#${order.logisticsId}` : '');
  return (
    <>
      <p className="breadcrumb">
        <Link to="/orders">{t('nav.orders')}</Link> /
      </p>
      <PageHeader title={t('orders.detailTitle', { no: order.no })}>
        <OrderStatusBadge status={order.status} />
        {canUpdate && beforeDispatch && (
          <button type="button" onClick={() => setDialog('address')}>
            {t('orders.editAddress')}
          </button>
        )}
        {canUpdate && order.editable && (
          <button type="button" onClick={() => setDialog('edit')}>
            {t('orders.edit.action')}
          </button>
        )}
        {can('trade:order:cancel') && beforeDispatch && (
          <button type="button" className="danger" onClick={() => setDialog('cancel')}>
            {t('orders.cancelOrder')}
          </button>
        )}
        {can('trade:order:refund') && order.refundable && order.refundable.total > 0 && (
          <button type="button" onClick={() => setDialog('refund')}>
            {t('orders.refund.action')}
          </button>
        )}
        {canUpdate && allows(ORDER_TRANSITIONS.deliver, order.status) && printed && (
          <button type="button" className="primary" onClick={() => setDialog('dispatch')}>
            {t('orders.dispatch')}
          </button>
        )}
      </PageHeader>
      <div className="detail-grid">
        <section className="card card--wide">
          <h2>{t('orders.lines')}</h2>
          <OrderLines order={order} />
          <OrderTotals order={order} />
        </section>
        <section className="card">
          <h2>{t('orders.buyer')}</h2>
          <p>
            {order.memberMail} <span className="badge">{order.memberId === 0 ? t('orders.guest') : t('orders.member')}</span>
            <br />
            <span className="muted">
              {t('orders.orderEmail')}: {order.email}
            </span>
          </p>
          {order.buyerCompany && (
            <p data-testid="buyer-company">
              {t('orders.buyerCompany')}: {order.buyerCompany.name}
              {order.buyerCompany.vatId && <span className="mono"> ({order.buyerCompany.vatId})</span>}
            </p>
          )}
          {(order.poNumber || order.costCentre) && (
            <p data-testid="buyer-references">
              {order.poNumber && (
                <>
                  {t('orders.poNumber')}: <span className="mono">{order.poNumber}</span>
                  <br />
                </>
              )}
              {order.costCentre && (
                <>
                  {t('orders.costCentre')}: <span className="mono">{order.costCentre}</span>
                </>
              )}
            </p>
          )}
          <h2>{t('orders.payment')}</h2>
          <p data-testid="payment-facts">
            {order.payChannelCode
              ? t(`orders.channels.${order.payChannelCode}`, { defaultValue: order.payChannelCode })
              : t('orders.unpaid')}
            {order.payTime ? ` · ${dateTime(order.payTime)}` : ''}
            {order.payChannelCode === 'invoice' && order.payStatus === PAY_STATUS.onAccount && order.dueTime
              ? ` · ${t('orders.onAccountOpen', { due: dateTime(order.dueTime) })}`
              : ''}
            {order.payChannelCode === 'invoice' && order.payStatus === PAY_STATUS.paid ? ` · ${t('orders.onAccountPaid')}` : ''}
            {order.refundTime ? ` · ${t('orders.event.refunded')} ${dateTime(order.refundTime)}` : ''}
            {order.cancelReason
              ? ` · ${t('orders.event.cancelled')}: ${t(`orders.cancelReasons.${order.cancelReason}`, { defaultValue: order.cancelReason })}`
              : ''}
          </p>
          <h2>{t('orders.delivery')}</h2>
          {order.logisticsNo ? (
            <p>
              <span data-testid="tracking">
                {carrier} · <span className="mono">{order.logisticsNo}</span>
              </span>
              {canUpdate && afterDispatch && (
                <>
                  {' '}
                  <button type="button" className="link" onClick={() => setDialog('tracking')}>
                    {t('orders.changeTracking')}
                  </button>
                </>
              )}
            </p>
          ) : (
            <p className="muted">
              {order.status === ORDER_STATUS.awaitingDispatch ? t(printed ? 'orders.awaitingDispatch' : 'orders.awaitingPrint') : '–'}
            </p>
          )}
        </section>
        <section className="card">
          <h2>{t('orders.shipTo')}</h2>
          <AddressBlock address={order.address} />
          <h2>{t('orders.billTo')}</h2>
          <AddressBlock address={order.billingAddress} />
        </section>
        <section className="card card--wide">
          <h2>{t('orders.refunds')}</h2>
          <OrderRefunds order={order} />
        </section>
        <OrderEdits order={order} />
        <OrderDocuments order={order} />
        <section className="card">
          <h2>{t('orders.history')}</h2>
          <History order={order} />
        </section>
        <section className="card">
          <RemarkForm key={order.remark ?? ''} order={order} canEdit={canUpdate} />
        </section>
      </div>
      {dialog === 'dispatch' && <DispatchDialog order={order} open onClose={() => setDialog(null)} />}
      {dialog === 'tracking' && <DispatchDialog order={order} open mode="correct" onClose={() => setDialog(null)} />}
      {dialog === 'cancel' && <CancelDialog order={order} onClose={() => setDialog(null)} />}
      {dialog === 'address' && <AddressDialog order={order} onClose={() => setDialog(null)} />}
      {dialog === 'edit' && <EditItemsDialog order={order} onClose={() => setDialog(null)} />}
      {dialog === 'refund' && order.refundable && (
        <RefundDialog order={order} refundable={order.refundable} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
