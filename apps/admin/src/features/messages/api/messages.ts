import type { ZAdminContactPageRequest, ZAdminContactReplyRequest, ZAdminContactStatusRequest } from '@shop/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { client } from '../../../lib/api-client.ts';

export type MessageFilter = z.input<typeof ZAdminContactPageRequest>;

/** A page of contact and feedback messages, newest first. */
export const useMessages = (query: MessageFilter) =>
  useQuery({
    queryKey: client.system.contactUs.page.key(query),
    queryFn: () => client.system.contactUs.page(query),
    placeholderData: keepPreviousData,
  });

/** One message with its reply. */
export const useMessage = (id: number) =>
  useQuery({ queryKey: client.system.contactUs.get.key({ id }), queryFn: () => client.system.contactUs.get({ id }), enabled: id > 0 });

function useRefreshMessages() {
  const queries = useQueryClient();
  return async () => {
    await queries.invalidateQueries({ queryKey: client.system.contactUs.page.key() });
    await queries.invalidateQueries({ queryKey: client.system.contactUs.get.key() });
  };
}

/** Mails the reply in the sender's language; the message becomes answered. */
export const useReply = () => {
  const refresh = useRefreshMessages();
  return useMutation({
    mutationFn: (input: z.input<typeof ZAdminContactReplyRequest>) => client.system.contactUs.reply(input),
    onSettled: refresh,
  });
};

/** Marks a message answered without a reply, or new again. */
export const useSetMessageStatus = () => {
  const refresh = useRefreshMessages();
  return useMutation({
    mutationFn: (input: z.input<typeof ZAdminContactStatusRequest>) => client.system.contactUs.updateStatus(input),
    onSettled: refresh,
  });
};
