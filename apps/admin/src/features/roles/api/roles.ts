import type { ZAdminRoleCreateRequest, ZAdminRoleUpdateRequest } from '@shop/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { client } from '../../../lib/api-client.ts';

/** A page of the roles with their permissions and holders. */
export const useRoles = (pageNo: number, pageSize: number) =>
  useQuery({
    queryKey: client.system.role.page.key({ pageNo, pageSize }),
    queryFn: () => client.system.role.page({ pageNo, pageSize }),
    placeholderData: keepPreviousData,
  });

function useRefreshRoles() {
  const queries = useQueryClient();
  return async () => {
    await queries.invalidateQueries({ queryKey: client.system.role.page.key() });
    await queries.invalidateQueries({ queryKey: client.system.role.listAllSimple.key() });
  };
}

export const useSaveRole = () => {
  const refresh = useRefreshRoles();
  return useMutation({
    mutationFn: async (input: z.input<typeof ZAdminRoleCreateRequest> | z.input<typeof ZAdminRoleUpdateRequest>): Promise<unknown> =>
      'id' in input ? client.system.role.update(input) : client.system.role.create(input),
    onSettled: refresh,
  });
};

export const useDeleteRole = () => {
  const refresh = useRefreshRoles();
  return useMutation({ mutationFn: (id: number) => client.system.role.delete({ id }), onSettled: refresh });
};
