import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';

const list = client.product.category.list;

export const categoriesQuery = () => queryOptions({ queryKey: list.key(), queryFn: () => list(), staleTime: 5 * 60_000 });

export const useCategories = () => useQuery(categoriesQuery());
