import { useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';

/** The member's quotes of one status (all without), newest first. */
export const useQuotes = (status: number | undefined) => {
  const query = { status, pageNo: 1, pageSize: 50 };
  return useQuery({ queryKey: client.trade.quote.page.key(query), queryFn: () => client.trade.quote.page(query) });
};
