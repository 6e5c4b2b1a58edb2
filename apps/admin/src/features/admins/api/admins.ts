import type {
  ZAdminUserCreateRequest,
  ZAdminUserUpdatePasswordRequest,
  ZAdminUserUpdateRequest,
  ZAdminUserUpdateStatusRequest,
} from '@shop/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { client } from '../../../lib/api-client.ts';

/** A page of the back-office accounts with their roles. */
export const useAdmins = (pageNo: number, pageSize: number) =>
  useQuery({
    queryKey: client.system.user.page.key({ pageNo, pageSize }),
    queryFn: () => client.system.user.page({ pageNo, pageSize }),
    placeholderData: keepPreviousData,
  });

/** One account with the ids of its roles. */
export const useAdmin = (id: number) =>
  useQuery({ queryKey: client.system.user.get.key({ id }), queryFn: () => client.system.user.get({ id }) });

/** Every role's id and name, for choosing an admin's roles. */
export const useRoleChoices = () =>
  useQuery({ queryKey: client.system.role.listAllSimple.key(), queryFn: () => client.system.role.listAllSimple() });

/** Any change to an account: the lists and the account ask again. */
function useAdminMutation<Input>(call: (input: Input) => Promise<unknown>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: async () => {
      await queries.invalidateQueries({ queryKey: client.system.user.page.key() });
      await queries.invalidateQueries({ queryKey: client.system.user.get.key() });
    },
  });
}

export const useCreateAdmin = () => useAdminMutation((input: z.input<typeof ZAdminUserCreateRequest>) => client.system.user.create(input));
export const useUpdateAdmin = () => useAdminMutation((input: z.input<typeof ZAdminUserUpdateRequest>) => client.system.user.update(input));
export const useUpdateAdminStatus = () =>
  useAdminMutation((input: z.input<typeof ZAdminUserUpdateStatusRequest>) => client.system.user.updateStatus(input));
export const useUpdateAdminPassword = () =>
  useAdminMutation((input: z.input<typeof ZAdminUserUpdatePasswordRequest>) => client.system.user.updatePassword(input));
export const useDeleteAdmin = () => useAdminMutation((id: number) => client.system.user.delete({ id }));
