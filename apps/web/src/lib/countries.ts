import type { TCountry, TStatesResponse } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** Every country in one page of 300, as the old front end asked for them. */
export const getCountries = () => api<{ list: TCountry[]; total: number }>('member/country/page', { query: { pageNo: 1, pageSize: 300 } });
export const countriesQuery = () => queryOptions({ queryKey: ['countries'], queryFn: getCountries, staleTime: 60 * 60_000 });
export const useCountries = () => {
  const query = useQuery(countriesQuery());
  return { ...query, countries: query.data?.list ?? [] };
};

export const getStates = (countryId: number) => api<TStatesResponse>('system/area/states', { query: { countryId } });
export const useStates = (countryId: number | undefined) =>
  useQuery({ queryKey: ['states', countryId], queryFn: () => getStates(countryId!), enabled: countryId !== undefined, staleTime: 60 * 60_000 });
