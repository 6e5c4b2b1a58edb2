import '../member.css';
import type { TApprovalOrder } from '@shop/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Drawer } from '../../../components/ui/drawer.tsx';
import { usePrice } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { showToast } from '../../../lib/toast.ts';
import { useApprovals, useApproveOrder, useDeclineOrder } from '../api/company-approvals.ts';

/** Declining asks why in a dialog: the reason is mailed to the buyer and shown on their order. */
function DeclineDialog({ order, onClose }: { order: TApprovalOrder | null; onClose: () => void }) {
  const { t } = useTranslation();
  const decline = useDeclineOrder();
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!order) return;
    decline.mutate(
      { id: order.id, reason },
      {
        onSuccess: () => {
          showToast(t('company.approvals.declined', { no: order.no }), 'success');
          setReason('');
          onClose();
        },
      },
    );
  };
  const title = order ? t('company.approvals.declineTitle', { no: order.no }) : '';
  return (
    <Drawer open={order !== null} onClose={onClose} title={title}>
      <form className="form" onSubmit={submit} aria-label={title}>
        <label className="field">
          <span className="required">{t('company.approvals.reason', { buyer: order?.buyerName ?? '' })}</span>
          <textarea rows={4} maxLength={500} required value={reason} onChange={(e) => setReason(e.target.value)} />
        </label>
        <div className="form__actions">
          <button type="submit" className="button" disabled={decline.isPending || !reason.trim()}>
            {t('company.approvals.declineConfirm')}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('company.approvals.cancel')}
          </button>
        </div>
      </form>
    </Drawer>
  );
}

/** One order awaiting approval: who, what, how much, until when; approve, or decline with a reason. */
function ApprovalCard({ order, onDecline }: { order: TApprovalOrder; onDecline: () => void }) {
  const { t, i18n } = useTranslation();
  const price = usePrice(order.currency);
  const approve = useApproveOrder();
  const time = (ms: number) => new Date(ms).toLocaleString(i18n.language);
  const approveNow = () =>
    approve.mutate(order.id, {
      onSuccess: () => showToast(t('company.approvals.approved', { no: order.no, buyer: order.buyerName }), 'success'),
    });
  return (
    <li className="company-member" aria-label={order.no} data-testid="approval">
      <dl className="totals">
        <dt>{t('orders.no')}</dt>
        <dd>{order.no}</dd>
        <dt>{t('company.approvals.buyer')}</dt>
        <dd>
          {order.buyerName} ({order.buyerMail})
        </dd>
        <dt>{t('company.approvals.total')}</dt>
        <dd>
          <strong>{price(order.payPrice)}</strong>
        </dd>
        <dt>{t('company.approvals.items')}</dt>
        <dd>
          {order.items.map((line, index) => (
            <div key={index}>
              {line.count} × {line.spuName}
              {line.properties && <span className="muted"> ({line.properties})</span>}
            </div>
          ))}
        </dd>
        {order.poNumber && (
          <>
            <dt>{t('company.approvals.poNumber')}</dt>
            <dd>{order.poNumber}</dd>
          </>
        )}
        {order.costCentre && (
          <>
            <dt>{t('company.approvals.costCentre')}</dt>
            <dd>{order.costCentre}</dd>
          </>
        )}
        <dt>{t('company.approvals.ordered')}</dt>
        <dd>{time(order.createTime)}</dd>
        <dt>{t('company.approvals.holdUntil')}</dt>
        <dd>{time(order.holdUntil)}</dd>
      </dl>
      {order.canDecide ? (
        <div className="form__actions">
          <button type="button" className="button" disabled={approve.isPending} onClick={approveNow}>
            {t('company.approvals.approve')}
          </button>
          <button type="button" className="button button--secondary" disabled={approve.isPending} onClick={onDecline}>
            {t('company.approvals.decline')}
          </button>
        </div>
      ) : (
        <p className="muted">{t('company.approvals.ownOrder')}</p>
      )}
    </li>
  );
}

/** `/companyApprovals`: the orders of colleagues above their spending limits, for the company's approvers and admins. */
export function CompanyApprovalsPage() {
  const { t } = useTranslation();
  usePageMeta(t('company.approvals.title'));
  const { data, isPending } = useApprovals();
  const [declining, setDeclining] = useState<TApprovalOrder | null>(null);
  if (isPending) return <div className="page-loading" aria-busy="true" />;
  return (
    <section className="auth-page company-page">
      <h1>{t('company.approvals.title')}</h1>
      <p>{t('company.approvals.intro')}</p>
      {data && data.list.length > 0 ? (
        <ul className="company-members">
          {data.list.map((order) => (
            <ApprovalCard key={order.id} order={order} onDecline={() => setDeclining(order)} />
          ))}
        </ul>
      ) : (
        <p role="status">{t('company.approvals.none')}</p>
      )}
      <DeclineDialog order={declining} onClose={() => setDeclining(null)} />
      <p>
        <Link to="/company">{t('company.toCompany')}</Link>
      </p>
    </section>
  );
}
