import {
  ZImportStatementResponse,
  ZReceivablePageRequest,
  ZReceivablePageResponse,
  ZRecordPaymentRequest,
  ZRecordPaymentResponse,
} from '../../contracts/pay.ts';
import { endpoint } from '../endpoint.ts';

/** Money the shop waits for outside a provider (bank transfers now; payments on account later). */
export const payOrder = {
  receivablePage: endpoint({
    method: 'GET',
    path: 'pay/order/receivable-page',
    access: { permission: 'pay:order:query' },
    tag: 'admin: payments',
    summary: 'Open and overdue bank-transfer payments, due first: reference, amount, what was recorded, due day',
    query: ZReceivablePageRequest,
    data: ZReceivablePageResponse,
  }),
  recordPayment: endpoint({
    method: 'PUT',
    path: 'pay/order/record-payment',
    access: { permission: 'pay:order:update' },
    tag: 'admin: payments',
    summary: 'Record money received for a payment (cents); partial payments add up, and the full amount pays the order as a capture does',
    body: ZRecordPaymentRequest,
    data: ZRecordPaymentResponse,
  }),
  importStatement: endpoint({
    method: 'POST',
    path: 'pay/order/import-statement',
    access: { permission: 'pay:order:update' },
    tag: 'admin: payments',
    summary:
      'Import a bank statement (multipart `file`: CAMT.053 XML or CSV, up to 2 MB): credit lines matched by payment reference, each line once; answers matched, unmatched and already-paid lines',
    multipart: true,
    data: ZImportStatementResponse,
  }),
};
