import { adminRoutes, type TAdminAfterSaleDetail } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { client, downloadFile } from '../../../lib/api-client.ts';
import { dateTime, money } from '../../../lib/format.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCan } from '../../auth/index.ts';

/** The order's invoice and the after-sale's credit note (once refunded): download, and mail the credit note again. */
export function AfterSaleDocuments({ afterSale: a }: { afterSale: TAdminAfterSaleDetail }) {
  const { t } = useTranslation();
  const can = useCan();
  const [asking, setAsking] = useState(false);
  const { invoice, creditNote } = a;
  return (
    <section aria-labelledby="after-sale-documents">
      <h3 id="after-sale-documents">{t('documents.title')}</h3>
      <ul className="documents">
        {invoice && can('trade:order:query') && (
          <li>
            <span>
              {t('documents.invoice', { no: invoice.no })} <span className="muted">· {money(invoice.total, invoice.currency)}</span>
            </span>
            <button
              type="button"
              className="link"
              onClick={() => void downloadFile(adminRoutes.trade.order.invoice, { id: a.order.id }).catch(() => undefined)}
            >
              {t('documents.download')}
            </button>
          </li>
        )}
        {creditNote ? (
          <li>
            <span>
              {t('documents.creditNote', { no: creditNote.no })}{' '}
              <span className="muted">
                · {money(-creditNote.total, creditNote.currency)} · {dateTime(creditNote.issueTime)}
              </span>
            </span>
            <button
              type="button"
              className="link"
              onClick={() => void downloadFile(adminRoutes.trade.afterSale.creditNote, { id: a.id }).catch(() => undefined)}
            >
              {t('documents.download')}
            </button>
            {can('trade:order:update') && (
              <button type="button" className="link" onClick={() => setAsking(true)}>
                {t('documents.resend')}
              </button>
            )}
          </li>
        ) : (
          <li className="muted">{t('documents.noCreditNote')}</li>
        )}
      </ul>
      {asking && creditNote && (
        <ConfirmDialog
          title={t('documents.resendTitle')}
          message={t('documents.resendToBuyer', { what: t('documents.creditNote', { no: creditNote.no }) })}
          confirmLabel={t('documents.resendConfirm')}
          onClose={() => setAsking(false)}
          onConfirm={async () => {
            await client.trade.order.resendMail({ id: a.order.id, kind: 'credit-note', creditNoteId: creditNote.id });
            showToast(t('documents.resentToBuyer'), 'success');
          }}
        />
      )}
    </section>
  );
}
