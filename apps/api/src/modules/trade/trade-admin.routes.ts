import { adminContract } from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { handle, handleFile } from '../../lib/endpoints.ts';
import {
  cancelOrderByShop,
  countAdminOrders,
  deliverOrder,
  getAdminOrder,
  listCarriers,
  pageAdminOrders,
  updateOrderAddress,
  updateOrderRemark,
} from './admin-orders.ts';

import { offerPdf, pageOffers } from './offers.ts';
import { checkPrintByShop, pagePrintLines, updatePrintStatus } from './print-data.ts';

const { order, delivery, offer } = adminContract.trade;
const { print } = adminContract;

/** The back office's orders and carriers, under /admin-api. */
const tradeAdminRoutes: FastifyPluginAsync = async (app) => {
  handle(app, order.page, (ctx, query) => pageAdminOrders(ctx, query));
  handle(app, order.getCount, (ctx, query) => countAdminOrders(ctx, query));
  handle(app, order.getDetail, (ctx, query) => getAdminOrder(ctx, query.id));
  handle(app, order.delivery, (ctx, body) => deliverOrder(ctx, body));
  handle(app, order.updateRemark, (ctx, body) => updateOrderRemark(ctx, body));
  handle(app, order.updateAddress, (ctx, body) => updateOrderAddress(ctx, body));
  handle(app, order.cancel, (ctx, body) => cancelOrderByShop(ctx, body));
  handle(app, delivery.express.listAllSimple, (ctx) => listCarriers(ctx));
  handle(app, print.page, (ctx, query) => pagePrintLines(ctx, query));
  handle(app, offer.page, (ctx, query) => pageOffers(ctx, query));
  handleFile(app, offer.getPdf, (ctx, query) => offerPdf(ctx, query.id));
  handle(app, print.check, (ctx, body) => checkPrintByShop(ctx, body));
  handle(app, print.status, (ctx, body) => updatePrintStatus(ctx, body));
};

export default tradeAdminRoutes;
