import { contract } from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { handle, read } from '../../lib/endpoints.ts';
import { updateBillingAddress, updateGuestBillingAddress } from './billing-address.ts';
import { createGuestOrder, createOrder, idempotencyKeyOf, requestKey } from './create-order.ts';
import { getTradeConfig } from './get-trade-config.ts';
import { approveOrder } from './approve-order.ts';
import { declineOrder } from './decline-order.ts';
import { pageApprovals } from './page-approvals.ts';
import { companyOrderDetail, pageCompanyOrders } from './company-orders.ts';
import { cancelOrder } from './cancel-order.ts';
import { deleteOrder } from './delete-order.ts';
import { guestOrder, orderDetail, ownOrder } from './order-access.ts';
import { orderCounts } from './order-counts.ts';
import { pageOrders } from './page-orders.ts';
import { receiveOrder } from './receive-order.ts';
import { approveGuestPrint, approvePrint } from './approve-print.ts';
import { requestArtwork, requestGuestArtwork } from './request-artwork.ts';
import { pagePreviousDesigns } from './page-previous-designs.ts';
import { submitGuestPrintData, submitPrintData } from './submit-print-data.ts';
import { openCardPayment, openGuestCardPayment } from './card-payment.ts';
import { guestPaySuccess, paySuccess } from './complete-payment.ts';
import { openExtraWalletOrder } from './open-extra-wallet-order.ts';
import { guestPayEditExtra, payEditExtra } from './pay-edit-extra.ts';
import { createGuestWalletOrder, createWalletOrder } from './open-wallet-order.ts';
import { buildQuote, cachedSource } from './quote.ts';
import { buyerPayChannels } from '../pay/on-account.ts';
import { guestSubmitPayment, submitPayment } from './submit-payment.ts';

const { config, order } = contract.trade;
const pay = contract.pay.order;

/** The shop's public trade settings (contact data, delivery prices): pages with the frame ask them first. */
export const tradeReads = [read(config.get, async (ctx) => getTradeConfig(ctx, await buyerPayChannels(ctx, ctx.currency)))];

const tradeRoutes: FastifyPluginAsync = async (app) => {
  for (const route of tradeReads) route.register(app);
  // Prices are in the destination's currency, which the answer's currency headers then name.
  handle(app, order.settlement, async (ctx, body, request) => {
    const { items, price, currency } = await buildQuote(ctx, body, cachedSource(ctx), false);
    request.ctx.currency = currency;
    return { items, price };
  });
  handle(app, order.create, async (ctx, body, request) => {
    const created = await createOrder(ctx, body, requestKey(idempotencyKeyOf(request.headers['idempotency-key']), body));
    request.ctx.currency = created.currency;
    return { id: created.id, payOrderId: created.payOrderId, status: created.status };
  });
  handle(app, order.approvalPage, (ctx, query) => pageApprovals(ctx, query));
  handle(app, order.companyPage, (ctx, query) => pageCompanyOrders(ctx, query));
  handle(app, order.companyGetDetail, (ctx, query) => companyOrderDetail(ctx, query.id));
  handle(app, order.approve, (ctx, query) => approveOrder(ctx, query.id));
  handle(app, order.decline, (ctx, body) => declineOrder(ctx, body));
  handle(app, order.page, (ctx, query) => pageOrders(ctx, query));
  handle(app, order.getDetail, async (ctx, query) => orderDetail(ctx, await ownOrder(ctx, query.id)));
  handle(app, order.getCount, (ctx) => orderCounts(ctx));
  handle(app, order.cancel, async (ctx, query) => cancelOrder(ctx, await ownOrder(ctx, query.id)));
  handle(app, order.receive, (ctx, query) => receiveOrder(ctx, query.id));
  handle(app, order.delete, (ctx, query) => deleteOrder(ctx, query.id));
  handle(app, order.printData, (ctx, body) => submitPrintData(ctx, body));
  handle(app, order.approvePrint, (ctx, query) => approvePrint(ctx, query.id));
  handle(app, order.requestArtwork, (ctx, body) => requestArtwork(ctx, body));
  handle(app, order.previousDesigns, (ctx, query) => pagePreviousDesigns(ctx, query.spuId));
  handle(app, order.updateBillingAddress, (ctx, body) => updateBillingAddress(ctx, body));
  handle(app, pay.paySuccess, (ctx, body) => paySuccess(ctx, body));
  handle(app, pay.paypalCreate, (ctx, query) => createWalletOrder(ctx, query.id));
  handle(app, pay.cardCreate, (ctx, query) => openCardPayment(ctx, query.id));
  handle(app, pay.submit, (ctx, body) => submitPayment(ctx, body));
  // Guests: the same use cases, the order named by its signed key instead of a login.
  handle(app, order.guestCreate, async (ctx, body, request) => {
    const created = await createGuestOrder(ctx, body, requestKey(idempotencyKeyOf(request.headers['idempotency-key']), body), request.ip);
    request.ctx.currency = created.currency;
    return { id: created.id, payOrderId: created.payOrderId, token: created.token };
  });
  handle(app, order.guestGetDetail, async (ctx, query) => orderDetail(ctx, await guestOrder(ctx, query.token)));
  handle(app, order.guestCancel, async (ctx, query) => cancelOrder(ctx, await guestOrder(ctx, query.token)));
  handle(app, order.guestPrintData, (ctx, body) => submitGuestPrintData(ctx, body));
  handle(app, order.guestApprovePrint, (ctx, body) => approveGuestPrint(ctx, body));
  handle(app, order.guestRequestArtwork, (ctx, body) => requestGuestArtwork(ctx, body));
  handle(app, order.guestUpdateBillingAddress, (ctx, body) => updateGuestBillingAddress(ctx, body));
  handle(app, pay.guestPaySuccess, (ctx, body) => guestPaySuccess(ctx, body));
  handle(app, pay.guestPaypalCreate, (ctx, body) => createGuestWalletOrder(ctx, body.orderToken));
  handle(app, pay.guestCardCreate, (ctx, body) => openGuestCardPayment(ctx, body.orderToken));
  handle(app, pay.extraPaySuccess, (ctx, body) => payEditExtra(ctx, body));
  handle(app, pay.guestExtraPaySuccess, (ctx, body) => guestPayEditExtra(ctx, body));
  handle(app, pay.extraPaypalCreate, (ctx, body) => openExtraWalletOrder(ctx, body));
  handle(app, pay.guestExtraPaypalCreate, (ctx, body) => openExtraWalletOrder(ctx, body));
  handle(app, pay.guestSubmit, (ctx, body) => guestSubmitPayment(ctx, body));
};

export default tradeRoutes;
