import { adminRoutes, ORDER_STATUS, type ResendMailKind, type TAdminOrderDetail } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { downloadFile } from '../../../lib/api-client.ts';
import { dateTime, money } from '../../../lib/format.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCan } from '../../auth/index.ts';
import { useResendMail } from '../api/change-order.ts';

interface Resend {
  kind: ResendMailKind;
  creditNoteId?: number;
  /** What is sent, as the confirmation names it. */
  what: string;
}

/** The order's invoice, supplementary invoices (paid extra payments of edits), credit notes and the quote it was placed from to download, and its mails to send the buyer again (after a yes). */
export function OrderDocuments({ order }: { order: TAdminOrderDetail }) {
  const { t } = useTranslation();
  const can = useCan();
  const resend = useResendMail();
  const [asked, setAsked] = useState<Resend | null>(null);
  const { invoice, supplementaryInvoices, creditNotes, quote } = order.documents;
  const canResend = can('trade:order:update');
  const save = (route: Parameters<typeof downloadFile>[0], input: { id: number; editId?: number }) =>
    void downloadFile(route, input).catch(() => undefined);
  const resendButton = (request: Resend) =>
    canResend && (
      <button type="button" className="link" onClick={() => setAsked(request)}>
        {t('documents.resend')}
      </button>
    );
  const paid = order.payTime !== null && order.status !== ORDER_STATUS.cancelled;
  return (
    <section className="card" aria-labelledby="documents-title">
      <h2 id="documents-title">{t('documents.title')}</h2>
      <ul className="documents">
        {invoice ? (
          <li>
            <span>
              {t('documents.invoice', { no: invoice.no })}
              <span className="muted">
                {' '}
                · {money(invoice.total, invoice.currency)} · {dateTime(invoice.issueTime)}
              </span>
            </span>
            <button type="button" className="link" onClick={() => save(adminRoutes.trade.order.invoice, { id: order.id })}>
              {t('documents.download')}
            </button>
            {resendButton({
              kind: 'invoice',
              what:
                supplementaryInvoices.length > 0
                  ? t('documents.invoiceWithSupplements', { no: invoice.no })
                  : t('documents.invoice', { no: invoice.no }),
            })}
          </li>
        ) : (
          <li className="muted">{t('documents.noInvoice')}</li>
        )}
        {supplementaryInvoices.map((extra) => (
          <li key={extra.id}>
            <span>
              {t('documents.supplementaryInvoice', { no: extra.no })}
              <span className="muted">
                {' '}
                · {money(extra.total, extra.currency)} · {dateTime(extra.issueTime)} · {t('documents.forExtraPayment')}
              </span>
            </span>
            <button
              type="button"
              className="link"
              onClick={() => save(adminRoutes.trade.order.invoice, { id: order.id, editId: extra.editId })}
            >
              {t('documents.download')}
            </button>
          </li>
        ))}
        {creditNotes.map((note) => (
          <li key={note.id}>
            <span>
              {t('documents.creditNote', { no: note.no })}
              <span className="muted">
                {' '}
                · {money(-note.total, note.currency)} · {dateTime(note.issueTime)}
                {note.afterSaleNo ? ` · ${t('documents.forAfterSale', { no: note.afterSaleNo })}` : ''}
              </span>
            </span>
            <button type="button" className="link" onClick={() => save(adminRoutes.trade.creditNote.getPdf, { id: note.id })}>
              {t('documents.download')}
            </button>
            {resendButton({ kind: 'credit-note', creditNoteId: note.id, what: t('documents.creditNote', { no: note.no }) })}
          </li>
        ))}
        {quote && can('trade:quote:query') && (
          <li>
            <span>
              {t('documents.quote', { no: quote.no })}
              <span className="muted"> · {t('documents.fromQuote')}</span>
            </span>
            <button type="button" className="link" onClick={() => save(adminRoutes.trade.quote.pdf, { id: quote.id })}>
              {t('documents.download')}
            </button>
          </li>
        )}
        {(paid || order.status === ORDER_STATUS.unpaid) && (
          <li>
            <span>{t('documents.mail.confirmation')}</span>
            {resendButton({ kind: 'confirmation', what: t('documents.mail.confirmation') })}
          </li>
        )}
        {order.logisticsNo && (
          <li>
            <span>{t('documents.mail.dispatch')}</span>
            {resendButton({ kind: 'dispatch', what: t('documents.mail.dispatch') })}
          </li>
        )}
      </ul>
      {asked && (
        <ConfirmDialog
          title={t('documents.resendTitle')}
          message={t('documents.resendText', { what: asked.what, mail: order.email })}
          confirmLabel={t('documents.resendConfirm')}
          onClose={() => setAsked(null)}
          onConfirm={async () => {
            await resend.mutateAsync({ id: order.id, kind: asked.kind, creditNoteId: asked.creditNoteId });
            showToast(t('documents.resent', { mail: order.email }), 'success');
          }}
        />
      )}
    </section>
  );
}
