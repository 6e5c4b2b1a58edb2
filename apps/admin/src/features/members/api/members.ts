import type { ZAdminMemberPageRequest, ZAdminMemberStatusRequest } from '@shop/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { client } from '../../../lib/api-client.ts';

export type MemberFilter = z.input<typeof ZAdminMemberPageRequest>;

/** A page of the shop's members. */
export const useMembers = (query: MemberFilter) =>
  useQuery({
    queryKey: client.member.user.page.key(query),
    queryFn: () => client.member.user.page(query),
    placeholderData: keepPreviousData,
  });

/** One member with addresses and latest orders. */
export const useMember = (id: number) =>
  useQuery({ queryKey: client.member.user.get.key({ id }), queryFn: () => client.member.user.get({ id }), enabled: id > 0 });

/** Disables an account (its sessions end at once) or enables it again. */
export const useSetMemberStatus = () => {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof ZAdminMemberStatusRequest>) => client.member.user.updateStatus(input),
    onSettled: async () => {
      await queries.invalidateQueries({ queryKey: client.member.user.page.key() });
      await queries.invalidateQueries({ queryKey: client.member.user.get.key() });
    },
  });
};
