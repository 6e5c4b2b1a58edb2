import type { TDictData } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

export const getDictData = () => api<TDictData[]>('system/dict-data/list-all-simple');

export const dictDataQuery = () => queryOptions({ queryKey: ['dict-data'], queryFn: getDictData, staleTime: 10 * 60_000 });

export const useDictData = (dictType: string) => {
  const query = useQuery(dictDataQuery());
  return { ...query, data: query.data?.filter((d) => d.dictType === dictType) ?? [] };
};
