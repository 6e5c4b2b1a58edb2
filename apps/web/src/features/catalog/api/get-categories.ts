import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';

export const categoriesQuery = () =>
  queryOptions({ queryKey: client.product.category.list.key(), queryFn: () => client.product.category.list(), staleTime: 5 * 60_000 });

export const useCategories = () => useQuery(categoriesQuery());
