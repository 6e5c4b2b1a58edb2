import { useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';

/** What waits for staff (null counts: beyond the admin's permissions); the dashboard and the navigation's badges share it. */
export const useTradeTodo = () =>
  useQuery({
    queryKey: client.statistics.trade.todo.key(),
    queryFn: () => client.statistics.trade.todo(),
    refetchInterval: 60_000,
  });
