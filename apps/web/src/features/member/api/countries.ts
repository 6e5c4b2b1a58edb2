import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';

/** Every country in one page of 300, as the old front end asked for them. */
const ALL = { pageNo: 1, pageSize: 300 };
const countriesQuery = () =>
  queryOptions({ queryKey: client.member.country.page.key(ALL), queryFn: () => client.member.country.page(ALL), staleTime: 60 * 60_000 });

export const useCountries = () => {
  const query = useQuery(countriesQuery());
  return { ...query, countries: query.data?.list ?? [] };
};

export const useStates = (countryId: number | undefined) =>
  useQuery({
    queryKey: client.system.area.states.key({ countryId }),
    queryFn: () => client.system.area.states({ countryId }),
    enabled: countryId !== undefined,
    staleTime: 60 * 60_000,
  });
