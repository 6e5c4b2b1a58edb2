import { AFTER_SALE_TRANSITIONS, AFTER_SALE_WAY, allows, type TAdminAfterSaleDetail } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { money } from '../../../lib/format.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCan } from '../../auth/index.ts';
import { useAfterSaleStep } from '../api/after-sales.ts';

type Action = 'agree' | 'receive' | 'refund' | 'disagree' | 'refuse';

/** The after-sale's next steps; approving and refunding (money moves) ask first, rejecting and refusing need a reason. */
export function AfterSaleActions({ afterSale: a }: { afterSale: TAdminAfterSaleDetail }) {
  const { t } = useTranslation();
  const can = useCan();
  const step = useAfterSaleStep();
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState<'agree' | 'refund' | null>(null);
  const amount = money(a.refundPrice, a.currency);
  const send = (action: Action) => {
    const withReason = action === 'disagree' || action === 'refuse';
    if (withReason && !reason.trim()) {
      showToast(t('afterSales.reasonNeeded'));
      return Promise.reject(new Error('no reason'));
    }
    const input = withReason ? { action, id: a.id, reason: reason.trim() } : { action: action as 'agree' | 'receive' | 'refund', id: a.id };
    return step.mutateAsync(input).then(() => {
      setReason('');
      showToast(t(`afterSales.done.${action}`), 'success');
    });
  };
  const run = (action: Action) => void send(action).catch(() => undefined);
  const may = (action: keyof typeof AFTER_SALE_TRANSITIONS, permission: string) =>
    allows(AFTER_SALE_TRANSITIONS[action], a.status) && can(`trade:after-sale:${permission}`);
  const needsReason = may('disagree', 'disagree') || may('refuse', 'refuse');
  const button = (action: Action, label: string, look: 'primary' | 'danger', onClick: () => void = () => run(action)) => (
    <button type="button" className={look} disabled={step.isPending} onClick={onClick}>
      {label}
    </button>
  );
  return (
    <>
      {needsReason && (
        <textarea
          aria-label={t('afterSales.reasonLabel')}
          placeholder={t('afterSales.reasonLabel')}
          rows={2}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      )}
      <div className="row-actions actions-bar">
        {may('agree', 'agree') && button('agree', t('afterSales.agree'), 'primary', () => setAsking('agree'))}
        {may('disagree', 'disagree') && button('disagree', t('afterSales.disagree'), 'danger')}
        {may('receive', 'receive') && button('receive', t('afterSales.receive'), 'primary')}
        {may('refuse', 'refuse') && button('refuse', t('afterSales.refuse'), 'danger')}
        {may('refund', 'refund') && button('refund', t('afterSales.payBack', { amount }), 'primary', () => setAsking('refund'))}
      </div>
      {asking === 'agree' && (
        <ConfirmDialog
          title={t('afterSales.confirm.agreeTitle', { no: a.no })}
          message={t(a.way === AFTER_SALE_WAY.refund ? 'afterSales.confirm.agreeRefund' : 'afterSales.confirm.agreeReturn', { amount })}
          confirmLabel={t('afterSales.agree')}
          onConfirm={() => send('agree')}
          onClose={() => setAsking(null)}
        />
      )}
      {asking === 'refund' && (
        <ConfirmDialog
          title={t('afterSales.confirm.refundTitle', { no: a.no })}
          message={t('afterSales.confirm.refund', { amount, mail: a.memberMail })}
          confirmLabel={t('afterSales.payBack', { amount })}
          onConfirm={() => send('refund')}
          onClose={() => setAsking(null)}
          danger
        />
      )}
    </>
  );
}
