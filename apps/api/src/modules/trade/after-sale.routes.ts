import { contract } from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { handle } from '../../lib/endpoints.ts';
import { cancelAfterSale } from './cancel-after-sale.ts';
import { createAfterSale } from './create-after-sale.ts';
import { enterReturnParcel } from './enter-return-parcel.ts';
import { getAfterSale } from './get-after-sale.ts';
import { pageAfterSales } from './page-after-sales.ts';
import { listCarriers } from './list-carriers.ts';
import { commentStatistics } from './comment-statistics.ts';
import { createComment } from './create-comment.ts';
import { pageComments } from './page-comments.ts';

const { afterSale } = contract.trade;
const { comment } = contract.product;

/** A member's after-sales and reviews, and a product's reviews, under /pc-api. */
const afterSaleRoutes: FastifyPluginAsync = async (app) => {
  handle(app, afterSale.create, (ctx, body) => createAfterSale(ctx, body));
  handle(app, afterSale.page, (ctx, query) => pageAfterSales(ctx, query));
  handle(app, afterSale.get, (ctx, query) => getAfterSale(ctx, query.id));
  handle(app, afterSale.cancel, (ctx, query) => cancelAfterSale(ctx, query.id));
  handle(app, afterSale.delivery, (ctx, body) => enterReturnParcel(ctx, body));
  handle(app, contract.trade.delivery.express.listAllSimple, (ctx) => listCarriers(ctx));
  handle(app, contract.trade.order.item.createComment, (ctx, body) => createComment(ctx, body));
  handle(app, comment.page, (ctx, query) => pageComments(ctx, query));
  handle(app, comment.statistics, (ctx, query) => commentStatistics(ctx, query.spuId));
};

export default afterSaleRoutes;
