import { useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';

/** The shop's payment channels and delivery threshold. */
export const useTradeConfig = () =>
  useQuery({ queryKey: client.trade.config.get.key(), queryFn: () => client.trade.config.get(), staleTime: 10 * 60_000 });
