import { adminContract } from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { handle, handleFile } from '../../lib/endpoints.ts';
import { adminAfterSaleCreditNote } from './admin-documents.ts';
import { pageAdminAfterSales } from './admin-page-after-sales.ts';
import { agreeAfterSale } from './agree-after-sale.ts';
import { disagreeAfterSale } from './disagree-after-sale.ts';
import { getAdminAfterSale } from './get-admin-after-sale.ts';
import { receiveAfterSale } from './receive-after-sale.ts';
import { refundAfterSale } from './refund-after-sale.ts';
import { refuseAfterSale } from './refuse-after-sale.ts';
import { pageAdminComments } from './admin-page-comments.ts';
import { replyComment } from './reply-comment.ts';
import { updateCommentVisible } from './update-comment-visible.ts';

const { afterSale } = adminContract.trade;
const { comment } = adminContract.product;

/** The back office's after-sale queue and reviews, under /admin-api. */
const afterSaleAdminRoutes: FastifyPluginAsync = async (app) => {
  handle(app, afterSale.page, (ctx, query) => pageAdminAfterSales(ctx, query));
  handle(app, afterSale.getDetail, (ctx, query) => getAdminAfterSale(ctx, query.id));
  handle(app, afterSale.agree, (ctx, query) => agreeAfterSale(ctx, query.id));
  handle(app, afterSale.disagree, (ctx, body) => disagreeAfterSale(ctx, body));
  handle(app, afterSale.receive, (ctx, query) => receiveAfterSale(ctx, query.id));
  handle(app, afterSale.refuse, (ctx, body) => refuseAfterSale(ctx, body));
  handle(app, afterSale.refund, (ctx, query) => refundAfterSale(ctx, query.id));
  handleFile(app, afterSale.creditNote, (ctx, query) => adminAfterSaleCreditNote(ctx, query.id));
  handle(app, comment.page, (ctx, query) => pageAdminComments(ctx, query));
  handle(app, comment.updateVisible, (ctx, body) => updateCommentVisible(ctx, body));
  handle(app, comment.reply, (ctx, body) => replyComment(ctx, body));
};

export default afterSaleAdminRoutes;
