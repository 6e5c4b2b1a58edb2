import { adminContract } from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { handle } from '../../lib/endpoints.ts';
import { importStatement } from '../trade/import-statement.ts';
import { pageReceivables } from '../trade/page-receivables.ts';
import { recordPayment } from '../trade/receive-payment.ts';

const { order } = adminContract.pay;

/** The back office's receivables: money the shop waits for outside a provider. */
const payAdminRoutes: FastifyPluginAsync = async (app) => {
  handle(app, order.receivablePage, (ctx, query) => pageReceivables(ctx, query));
  handle(app, order.recordPayment, (ctx, body) => recordPayment(ctx, body));
  handle(app, order.importStatement, (ctx, _input, request) => importStatement(ctx, request));
};

export default payAdminRoutes;
