import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from './api-client.ts';

const { country } = client.member;
const { area } = client.system;

/** Every country in one page of 300, as the old front end asked for them. */
const ALL = { pageNo: 1, pageSize: 300 };
const countriesQuery = () => queryOptions({ queryKey: country.page.key(ALL), queryFn: () => country.page(ALL), staleTime: 60 * 60_000 });
export const useCountries = () => {
  const query = useQuery(countriesQuery());
  return { ...query, countries: query.data?.list ?? [] };
};

export const useStates = (countryId: number | undefined) =>
  useQuery({ queryKey: area.states.key({ countryId }), queryFn: () => area.states({ countryId }), enabled: countryId !== undefined, staleTime: 60 * 60_000 });
