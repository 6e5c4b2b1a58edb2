import '../orders.css';
import type { TAdminOrderDetail, TAdminOrderRefundRequest, TOrderRefundable } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { money } from '../../../lib/format.ts';
import {
  amountForCount,
  centsText,
  type DraftProblem,
  draftOf,
  draftProblems,
  type RefundDraft,
  refundRequest,
  refundTotal,
  typedCount,
} from '../refund-figures.ts';

interface RefundFormProps {
  order: TAdminOrderDetail;
  refundable: TOrderRefundable;
  /** Sends the refund; the form waits for it. */
  onConfirm: (input: TAdminOrderRefundRequest) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * The refund's figures: per line pieces and amount, delivery, reason and restock, prefilled with
 * all that is left, the total as the admin's language writes money; then a confirmation step
 * that names the total before any money moves.
 */
export function RefundForm({ order, refundable, onConfirm, onCancel }: RefundFormProps) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<RefundDraft>(() => draftOf(refundable, i18n.language));
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const price = (cents: number) => money(cents, order.currency);
  const problems = draftProblems(draft, refundable);
  const total = refundTotal(draft);
  const problemOf = (field: string) => {
    const found: DraftProblem | undefined = problems.find((p) => p.field === field);
    if (!found) return undefined;
    if (found.problem === 'unreadable') return t('orders.refund.unreadable');
    return field.endsWith('.count')
      ? t('orders.refund.tooManyPieces', { max: found.max })
      : t('orders.refund.tooMuch', { max: price(found.max!) });
  };
  const setLine = (index: number, change: Partial<RefundDraft['lines'][number]>) =>
    setDraft((d) => ({ ...d, lines: d.lines.map((l, i) => (i === index ? { ...l, ...change } : l)) }));
  const setCount = (index: number, text: string) => {
    const left = refundable.lines.find((l) => l.orderItemId === draft.lines[index]!.orderItemId)!;
    const count = typedCount(text);
    // A new count takes that many pieces' share of what is left; the amount stays editable.
    setLine(index, count === null ? { count: text } : { count: text, amount: centsText(amountForCount(left, count), i18n.language) });
  };
  const ready = problems.length === 0 && total !== null && total > 0 && draft.reason.trim() !== '';
  const channel = order.payChannelCode === 'demo' ? t('orders.demoWallet') : (order.payChannelCode ?? '');

  if (confirming)
    return (
      <div>
        <p>{t('orders.refund.confirm', { amount: price(total ?? 0), buyer: order.memberMail, channel })}</p>
        <div className="dialog__actions">
          <button type="button" onClick={() => setConfirming(false)} disabled={busy}>
            {t('orders.refund.back')}
          </button>
          <button
            type="button"
            className="primary danger-fill"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              void onConfirm(refundRequest(order.id, draft))
                .catch(() => undefined)
                .finally(() => setBusy(false));
            }}
          >
            {t('orders.refund.submit', { amount: price(total ?? 0) })}
          </button>
        </div>
      </div>
    );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) setConfirming(true);
      }}
    >
      <p className="muted">{t('orders.refund.intro')}</p>
      <table className="data-table refund-lines">
        <thead>
          <tr>
            <th scope="col">{t('orders.product')}</th>
            <th scope="col">{t('orders.refund.count')}</th>
            <th scope="col">{t('orders.refund.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {draft.lines.map((line, index) => {
            const item = order.items.find((i) => i.id === line.orderItemId)!;
            const left = refundable.lines[index]!;
            const name = `${item.spuName} ${item.properties.map((p) => p.valueName).join(' · ')}`.trim();
            return (
              <tr key={line.orderItemId}>
                <td>
                  {name}
                  <br />
                  <span className="muted">{t('orders.refund.left', { count: left.count, amount: price(left.amount) })}</span>
                </td>
                <td>
                  <TextField
                    label={`${t('orders.refund.count')} ${name}`}
                    inputMode="numeric"
                    value={line.count}
                    error={problemOf(`lines.${index}.count`)}
                    onChange={(e) => setCount(index, e.target.value)}
                  />
                </td>
                <td>
                  <TextField
                    label={`${t('orders.refund.amount')} ${name}`}
                    inputMode="decimal"
                    value={line.amount}
                    error={problemOf(`lines.${index}.amount`)}
                    onChange={(e) => setLine(index, { amount: e.target.value })}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <TextField
        label={t('orders.refund.delivery')}
        inputMode="decimal"
        value={draft.delivery}
        hint={t('orders.refund.deliveryLeft', { amount: price(refundable.deliveryAmount) })}
        error={problemOf('delivery')}
        onChange={(e) => setDraft((d) => ({ ...d, delivery: e.target.value }))}
      />
      <TextAreaField
        label={t('orders.refund.reason')}
        rows={2}
        maxLength={200}
        value={draft.reason}
        onChange={(e) => setDraft((d) => ({ ...d, reason: e.target.value }))}
      />
      <label className="check">
        <input type="checkbox" checked={draft.restock} onChange={(e) => setDraft((d) => ({ ...d, restock: e.target.checked }))} />{' '}
        {t('orders.refund.restock')}
      </label>
      <p className="refund-total" data-testid="refund-total">
        {t('orders.refund.total')}: <strong>{total === null ? '–' : price(total)}</strong>
      </p>
      {problemOf('total') && (
        <p className="field__error" role="alert">
          {problemOf('total')}
        </p>
      )}
      <div className="dialog__actions">
        <button type="button" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="primary" disabled={!ready}>
          {t('orders.refund.continue')}
        </button>
      </div>
    </form>
  );
}
