import { routes } from '@shop/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { client, upload } from '../../../lib/api-client.ts';

/**
 * Uploads a print file (up to 1 GB) as print data, reporting progress; answers its address. The
 * upload has no time limit (other requests stop after 10 s, too soon for large files). A failed
 * upload is simply started again.
 */
export async function uploadPrintFile(file: File, onProgress: (percent: number) => void, orderKey?: string): Promise<string> {
  const form = new FormData();
  form.append('directory', 'print');
  // A guest's upload names the order by its link's key (before the file, so the server reads it first).
  if (orderKey) form.append('orderKey', orderKey);
  form.append('file', file);
  return (await upload(routes.infra.file.upload, form, onProgress, { directory: 'print' })) as string;
}

/** The order page asks again: a member's order or a guest's, whichever shows the line. */
export function refreshOrder(queries: QueryClient) {
  void queries.invalidateQueries({ queryKey: client.trade.order.getDetail.key() });
  void queries.invalidateQueries({ queryKey: client.trade.order.guestGetDetail.key() });
}

/** Names the uploaded print data for a custom line (a guest's through their order's key); the order is asked again to show its check. */
export const useSubmitPrintData = (orderKey?: string) => {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; url: string }) =>
      orderKey ? client.trade.order.guestPrintData({ ...input, token: orderKey }) : client.trade.order.printData(input),
    onSettled: () => refreshOrder(queries),
  });
};

/** The shopper's approval of a line's proof (a guest's through their order's key). */
export const useApprovePrint = (orderKey?: string) => {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      orderKey ? client.trade.order.guestApprovePrint({ id, token: orderKey }) : client.trade.order.approvePrint({ id }),
    onSettled: () => refreshOrder(queries),
  });
};

/** The shopper asks the shop to prepare a line's artwork (a guest's through their order's key). */
export const useRequestArtwork = (orderKey?: string) => {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; note: string }) =>
      orderKey ? client.trade.order.guestRequestArtwork({ ...input, token: orderKey }) : client.trade.order.requestArtwork(input),
    onSettled: () => refreshOrder(queries),
  });
};
