import { ZAdminTradeSummary, ZAdminTradeSummaryRequest } from '../../contracts/admin-statistics.ts';
import { endpoint } from '../endpoint.ts';

/** The back office's dashboard. */
export const statistics = {
  trade: {
    summary: endpoint({
      method: 'GET',
      path: 'statistics/trade/summary',
      // Whoever may read every order may see their sums.
      access: { permission: 'trade:order:query' },
      tag: 'admin: dashboard',
      summary: "Today's orders and net revenue per currency, orders awaiting dispatch, low-stock SKUs and the last 30 days",
      query: ZAdminTradeSummaryRequest,
      data: ZAdminTradeSummary,
    }),
  },
};
