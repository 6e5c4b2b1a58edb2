import { adminContract } from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { handle, handleFile } from '../../lib/endpoints.ts';
import { cancelOrderByShop } from './admin-cancel-order.ts';
import { adminCreditNote, adminInvoice } from './admin-documents.ts';
import { countAdminOrders } from './admin-order-counts.ts';
import { createOrderForMember, priceOrderForMember } from './create-order-for-member.ts';
import { idempotencyKeyOf, requestKey } from './create-order.ts';
import { pageAdminOrders } from './admin-page-orders.ts';
import { dispatchOrder } from './dispatch-order.ts';
import { exportOrders } from './export-orders.ts';
import { getAdminOrder } from './get-admin-order.ts';
import { listCarriers } from './list-carriers.ts';
import { refundOrderByShop } from './refund-order.ts';
import { updateOrderAddress } from './update-order-address.ts';
import { previewOrderItems, updateOrderItems } from './update-order-items.ts';
import { updateOrderDispatch } from './update-order-dispatch.ts';
import { updateOrderRemark } from './update-order-remark.ts';

import { offerPdf } from './admin-offer-pdf.ts';
import { pageDocuments } from './admin-page-documents.ts';
import { pageOffers } from './admin-page-offers.ts';
import { checkPrintByShop } from './check-print-by-shop.ts';
import { deliverArtwork } from './deliver-artwork.ts';
import { pagePrintLines } from './page-print-lines.ts';
import { resendOrderMail } from './resend-order-mail.ts';
import { updatePrintStatus } from './update-print-status.ts';

const { order, delivery, offer, creditNote, invoice } = adminContract.trade;
const { print } = adminContract;

/** The back office's orders and carriers, under /admin-api. */
const tradeAdminRoutes: FastifyPluginAsync = async (app) => {
  handle(app, order.page, (ctx, query) => pageAdminOrders(ctx, query));
  handleFile(app, order.exportExcel, (ctx, query) => exportOrders(ctx, query));
  handle(app, order.getCount, (ctx, query) => countAdminOrders(ctx, query));
  handle(app, order.getDetail, (ctx, query) => getAdminOrder(ctx, query.id));
  handle(app, order.delivery, (ctx, body) => dispatchOrder(ctx, body));
  handle(app, order.updateDelivery, (ctx, body) => updateOrderDispatch(ctx, body));
  handle(app, order.updateRemark, (ctx, body) => updateOrderRemark(ctx, body));
  handle(app, order.updateAddress, (ctx, body) => updateOrderAddress(ctx, body));
  handle(app, order.cancel, (ctx, body) => cancelOrderByShop(ctx, body));
  handleFile(app, order.invoice, (ctx, query) => adminInvoice(ctx, query.id, query.editId));
  handleFile(app, creditNote.getPdf, (ctx, query) => adminCreditNote(ctx, query.id));
  handle(app, invoice.page, (ctx, query) => pageDocuments(ctx, query));
  handle(app, order.resendMail, (ctx, body) => resendOrderMail(ctx, body));
  handle(app, order.settlementForMember, (ctx, body) => priceOrderForMember(ctx, body));
  handle(app, order.createForMember, (ctx, body, request) =>
    createOrderForMember(ctx, body, requestKey(idempotencyKeyOf(request.headers['idempotency-key']), body)),
  );
  handle(app, order.refund, (ctx, body, request) =>
    refundOrderByShop(ctx, body, requestKey(idempotencyKeyOf(request.headers['idempotency-key']), body)),
  );
  handle(app, order.updateItemsPreview, (ctx, body) => previewOrderItems(ctx, body));
  handle(app, order.updateItems, (ctx, body, request) =>
    updateOrderItems(ctx, body, requestKey(idempotencyKeyOf(request.headers['idempotency-key']), body)),
  );
  handle(app, delivery.express.listAllSimple, (ctx) => listCarriers(ctx));
  handle(app, print.page, (ctx, query) => pagePrintLines(ctx, query));
  handle(app, offer.page, (ctx, query) => pageOffers(ctx, query));
  handleFile(app, offer.getPdf, (ctx, query) => offerPdf(ctx, query.id));
  handle(app, print.check, (ctx, body) => checkPrintByShop(ctx, body));
  handle(app, print.artwork, (ctx, body) => deliverArtwork(ctx, body));
  handle(app, print.status, (ctx, body) => updatePrintStatus(ctx, body));
};

export default tradeAdminRoutes;
