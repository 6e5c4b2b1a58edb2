import type { ZAdminPunchoutCreateRequest, ZAdminPunchoutPageRequest, ZAdminPunchoutUpdateRequest } from '@shop/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { client } from '../../../lib/api-client.ts';

export type PunchoutFilter = z.input<typeof ZAdminPunchoutPageRequest>;

/** A page of the punchout organisations, newest first. */
export const usePunchouts = (query: PunchoutFilter) =>
  useQuery({
    queryKey: client.promotion.punchout.page.key(query),
    queryFn: () => client.promotion.punchout.page(query),
    placeholderData: keepPreviousData,
  });

function useRefreshPunchouts() {
  const queries = useQueryClient();
  return () => queries.invalidateQueries({ queryKey: client.promotion.punchout.page.key() });
}

/** Creates an organisation, or replaces one (with its id). */
export const useSavePunchout = () => {
  const refresh = useRefreshPunchouts();
  return useMutation({
    mutationFn: async (
      input: z.input<typeof ZAdminPunchoutCreateRequest> | z.input<typeof ZAdminPunchoutUpdateRequest>,
    ): Promise<unknown> => ('id' in input ? client.promotion.punchout.update(input) : client.promotion.punchout.create(input)),
    onSettled: refresh,
  });
};

export const useDeletePunchout = () => {
  const refresh = useRefreshPunchouts();
  return useMutation({ mutationFn: (id: number) => client.promotion.punchout.delete({ id }), onSettled: refresh });
};

/** The companies an organisation can belong to (the first hundred by name part). */
export const useCompanyChoices = (name: string) =>
  useQuery({
    queryKey: client.member.company.page.key({ pageNo: 1, pageSize: 100, name }),
    queryFn: () => client.member.company.page({ pageNo: 1, pageSize: 100, name: name || undefined }),
    placeholderData: keepPreviousData,
  });

/** Every category, to choose the ones an organisation may order from. */
export const useCategoryChoices = () =>
  useQuery({ queryKey: client.product.category.list.key({}), queryFn: () => client.product.category.list({}) });
