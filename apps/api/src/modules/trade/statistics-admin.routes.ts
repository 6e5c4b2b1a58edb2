import { adminContract } from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { handle } from '../../lib/endpoints.ts';
import { tradeSummary } from './trade-summary.ts';
import { tradeTodo } from './trade-todo.ts';

/** The back office's dashboard, under /admin-api. */
const statisticsAdminRoutes: FastifyPluginAsync = async (app) => {
  handle(app, adminContract.statistics.trade.summary, (ctx, query) => tradeSummary(ctx, query));
  handle(app, adminContract.statistics.trade.todo, (ctx) => tradeTodo(ctx));
};

export default statisticsAdminRoutes;
