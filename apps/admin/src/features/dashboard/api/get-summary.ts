import { useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';

/** Days on the dashboard start at midnight where the admin is. */
const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Today's orders and net revenue per currency, orders awaiting dispatch, low stock and the last 30 days. */
export const useTradeSummary = (enabled: boolean) =>
  useQuery({
    queryKey: client.statistics.trade.summary.key({ timeZone }),
    queryFn: () => client.statistics.trade.summary({ timeZone }),
    enabled,
    refetchInterval: 60_000,
  });
