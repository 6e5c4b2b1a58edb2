import { ORDER_TYPE, PRINT_STATUS, routes, type TOrder } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../components/ui/download-button.tsx';

/** Whether the order has its invoice: paid, and every logo line's print data approved (30 or beyond). */
function invoiced(order: TOrder): boolean {
  return order.items.every((item) => item.orderType !== ORDER_TYPE.custom || (item.printStatus ?? 0) >= PRINT_STATUS.aboutToPrint);
}

/**
 * "Download invoice" on a paid order (a guest's through the order's key); an order with logo lines
 * says its invoice comes with the print data's approval.
 */
export function InvoiceButton({ order, orderKey }: { order: TOrder; orderKey?: string | undefined }) {
  const { t } = useTranslation();
  if (order.payTime === null) return null;
  if (!invoiced(order)) return <p className="muted">{t('documents.invoiceLater')}</p>;
  return (
    <p>
      <DownloadButton
        route={orderKey ? routes.trade.order.guestInvoice : routes.trade.order.invoice}
        input={orderKey ? { token: orderKey } : { id: order.id }}
        testId="download-invoice"
      >
        {t('documents.invoice')}
      </DownloadButton>
    </p>
  );
}
