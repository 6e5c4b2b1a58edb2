import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';

/** What the search box offers for a text, and "did you mean" for a search that finds nothing. */
export const suggestionsQuery = (keyword: string) =>
  queryOptions({
    queryKey: client.product.search.suggest.key({ keyword }),
    queryFn: () => client.product.search.suggest({ keyword }),
    staleTime: 60_000,
  });

/** Asks nothing for an empty text. */
export const useSuggestions = (keyword: string) => useQuery({ ...suggestionsQuery(keyword), enabled: keyword.trim().length > 0 });
