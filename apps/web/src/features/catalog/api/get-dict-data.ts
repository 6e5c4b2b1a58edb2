import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';

export const dictDataQuery = () =>
  queryOptions({
    queryKey: client.system.dictData.listAllSimple.key(),
    queryFn: () => client.system.dictData.listAllSimple(),
    staleTime: 10 * 60_000,
  });

/** The entries of one dictionary (delivery speeds, logo positions…). */
export const useDictData = (dictType: string) => {
  const query = useQuery(dictDataQuery());
  return { ...query, data: query.data?.filter((d) => d.dictType === dictType) ?? [] };
};
