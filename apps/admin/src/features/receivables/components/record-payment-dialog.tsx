import { type TReceivable, toCents } from '@shop/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog, DialogActions } from '../../../components/ui/dialog.tsx';
import { money } from '../../../lib/format.ts';
import { useRecordPayment } from '../api/receivables.ts';

/** Cents of what the admin typed ("40", "40.5", "40,50"), or null when it is no amount above zero. */
function typedCents(text: string): number | null {
  const plain = text.trim().replace(',', '.');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(plain)) return null;
  const cents = toCents(plain);
  return cents > 0 ? cents : null;
}

/** What the full amount does: an invoice on account is paid (its order went on already); a bank transfer pays the order. */
const fullKey = (receivable: TReceivable) =>
  receivable.channelCode === 'invoice' ? 'receivables.confirmFullInvoice' : 'receivables.confirmFull';

/**
 * Records money received for a bank transfer or an invoice on account: the amount (what is still open
 * by default) and the bank's reference, then confirmed once more, since the full amount pays it.
 */
export function RecordPaymentDialog({ receivable, onClose }: { receivable: TReceivable; onClose: () => void }) {
  const { t } = useTranslation();
  const record = useRecordPayment();
  const open = receivable.amount - receivable.paidAmount;
  const [amount, setAmount] = useState((open / 100).toFixed(2));
  const [reference, setReference] = useState(receivable.reference);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [invalid, setInvalid] = useState(false);
  const amountId = useId();
  const referenceId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = typedCents(amount);
    setInvalid(cents === null || cents > open);
    if (cents !== null && cents <= open && reference.trim()) setConfirming(cents);
  };
  if (confirming !== null)
    return (
      <ConfirmDialog
        title={t('receivables.confirmTitle')}
        message={t(confirming === open ? fullKey(receivable) : 'receivables.confirmPart', {
          amount: money(confirming, receivable.currency),
          no: receivable.orderNo,
          open: money(open - confirming, receivable.currency),
        })}
        confirmLabel={t('receivables.confirm', { amount: money(confirming, receivable.currency) })}
        onConfirm={() => record.mutateAsync({ payOrderId: receivable.payOrderId, amount: confirming, reference: reference.trim() })}
        onClose={onClose}
      />
    );
  return (
    <Dialog title={t('receivables.recordTitle', { no: receivable.orderNo })} open onClose={onClose}>
      <form onSubmit={submit}>
        <p className="muted">
          {t('receivables.openOf', { open: money(open, receivable.currency), amount: money(receivable.amount, receivable.currency) })}
        </p>
        <div className="field">
          <label htmlFor={amountId}>{t('receivables.amount', { currency: receivable.currency })}</label>
          <input id={amountId} inputMode="decimal" value={amount} aria-invalid={invalid} onChange={(e) => setAmount(e.target.value)} />
          {invalid && (
            <p className="field__error" role="alert">
              {t('receivables.amountInvalid', { open: money(open, receivable.currency) })}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={referenceId}>{t('receivables.bankReference')}</label>
          <input id={referenceId} required maxLength={140} value={reference} onChange={(e) => setReference(e.target.value)} />
        </div>
        <DialogActions onCancel={onClose} busy={false} label={t('receivables.record')} />
      </form>
    </Dialog>
  );
}
