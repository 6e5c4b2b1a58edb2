import type { ZAdminUserCreateRequest } from '@shop/shared';
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

/** Creates an account; the list asks again. */
export const useCreateAdmin = () => {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof ZAdminUserCreateRequest>) => client.system.user.create(input),
    onSettled: () => queries.invalidateQueries({ queryKey: client.system.user.page.key() }),
  });
};
