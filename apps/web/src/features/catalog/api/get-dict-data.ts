import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from './api-client.ts';

const { listAllSimple } = client.system.dictData;

const dictDataQuery = () => queryOptions({ queryKey: listAllSimple.key(), queryFn: () => listAllSimple(), staleTime: 10 * 60_000 });

export const useDictData = (dictType: string) => {
  const query = useQuery(dictDataQuery());
  return { ...query, data: query.data?.filter((d) => d.dictType === dictType) ?? [] };
};
