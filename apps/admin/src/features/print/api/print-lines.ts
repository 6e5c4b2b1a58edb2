import type { ZAdminPrintCheckRequest, ZAdminPrintPageRequest, ZAdminPrintStatusRequest } from '@shop/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { client } from '../../../lib/api-client.ts';

/** Custom lines by print status, oldest first (the check queue is status 10). */
export const usePrintLines = (query: z.input<typeof ZAdminPrintPageRequest>) =>
  useQuery({
    queryKey: client.print.page.key(query),
    queryFn: () => client.print.page(query),
    placeholderData: keepPreviousData,
  });

function useRefresh() {
  const queries = useQueryClient();
  return async () => {
    await queries.invalidateQueries({ queryKey: client.print.page.key() });
    await queries.invalidateQueries({ queryKey: client.trade.order.getDetail.key() });
  };
}

/** Pass, or reject with the reason the shopper is mailed. */
export const useCheckPrint = () => {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (input: z.input<typeof ZAdminPrintCheckRequest>) => client.print.check(input), onSettled: refresh });
};

/** Printing started or finished. */
export const useUpdatePrintStatus = () => {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (input: z.input<typeof ZAdminPrintStatusRequest>) => client.print.status(input), onSettled: refresh });
};

/** The artwork staff prepared for a line whose shopper asked for it: uploaded as print data, then named for the line (checked, then a proof). */
export const useDeliverArtwork = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, file }: { id: number; file: File }) => {
      const form = new FormData();
      // Before the file, so the server reads it first.
      form.append('directory', 'print');
      form.append('file', file);
      const url = await client.infra.file.upload(form);
      return client.print.artwork({ id, url });
    },
    onSettled: refresh,
  });
};
