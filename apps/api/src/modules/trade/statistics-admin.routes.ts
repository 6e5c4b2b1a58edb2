import { adminContract } from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { handle } from '../../lib/endpoints.ts';
import { salesReport } from './sales-report.ts';
import { taxReport } from './tax-report.ts';
import { tradeSummary } from './trade-summary.ts';
import { tradeTodo } from './trade-todo.ts';

/** The back office's dashboard and reports, under /admin-api. */
const statisticsAdminRoutes: FastifyPluginAsync = async (app) => {
  handle(app, adminContract.statistics.trade.summary, (ctx, query) => tradeSummary(ctx, query));
  handle(app, adminContract.statistics.trade.todo, (ctx) => tradeTodo(ctx));
  handle(app, adminContract.statistics.trade.sales, (ctx, query) => salesReport(ctx, query));
  handle(app, adminContract.statistics.trade.tax, (ctx, query) => taxReport(ctx, query));
};

export default statisticsAdminRoutes;
