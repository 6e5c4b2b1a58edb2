import { ORDER_STATUS, ORDER_TYPE, PRINT_STATUS, routes, type TOrder } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../components/ui/download-button.tsx';

/** Whether the order has its invoice: paid, and every logo line's print data approved (30 or beyond). */
function invoiced(order: TOrder): boolean {
  return order.items.every((item) => item.orderType !== ORDER_TYPE.custom || (item.printStatus ?? 0) >= PRINT_STATUS.aboutToPrint);
}

/**
 * "Download invoice" on a paid order (a guest's through the order's key), the supplementary invoice
 * of each paid extra payment the shop asked for after raising the order, and "Download credit
 * note" once it was cancelled with refund; an order with logo lines says its invoice comes with
 * the print data's approval.
 */
export function InvoiceButton({ order, orderKey }: { order: TOrder; orderKey?: string | undefined }) {
  const { t } = useTranslation();
  const cancelled = order.status === ORDER_STATUS.cancelled;
  if (order.payTime === null) return null;
  if (!invoiced(order)) return cancelled ? null : <p className="muted">{t('documents.invoiceLater')}</p>;
  const input = orderKey ? { token: orderKey } : { id: order.id };
  const { invoice, guestInvoice, creditNote, guestCreditNote } = routes.trade.order;
  return (
    <p className="form__actions">
      <DownloadButton route={orderKey ? guestInvoice : invoice} input={input} testId="download-invoice">
        {t('documents.invoice')}
      </DownloadButton>
      {order.extraPayments?.map(
        (extra) =>
          extra.invoiceNo && (
            <DownloadButton
              key={extra.editId}
              route={orderKey ? guestInvoice : invoice}
              input={{ ...input, editId: extra.editId }}
              testId="download-supplementary-invoice"
            >
              {t('documents.supplementaryInvoice', { no: extra.invoiceNo })}
            </DownloadButton>
          ),
      )}
      {cancelled && order.refundTime !== null && (
        <DownloadButton route={orderKey ? guestCreditNote : creditNote} input={input} testId="download-credit-note">
          {t('documents.creditNote')}
        </DownloadButton>
      )}
    </p>
  );
}
