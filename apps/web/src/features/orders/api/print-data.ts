import { routes } from '@shop/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';
import { storedLanguage } from '../../../lib/i18n.ts';
import { accessTokenStore, countryCode } from '../../../lib/session.ts';

/**
 * Uploads a print file (up to 1 GB) as print data, reporting progress; answers its address. Sent
 * with XMLHttpRequest, which reports upload progress and has no time limit (the API client stops
 * after 10 s, too soon for large files). A failed upload is simply started again.
 */
export function uploadPrintFile(file: File, onProgress: (percent: number) => void, orderKey?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/pc-api/${routes.infra.file.upload.path}?directory=print`);
    request.setRequestHeader('tenant-id', '1');
    request.setRequestHeader('Accept-Language', storedLanguage());
    request.setRequestHeader('Country-Code', countryCode());
    const token = accessTokenStore.get();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.floor((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      try {
        const envelope = JSON.parse(request.responseText) as { code: number; data: string | null; msg: string };
        if (envelope.code === 0 && envelope.data) resolve(envelope.data);
        else reject(new Error(envelope.msg));
      } catch (error) {
        reject(error);
      }
    };
    request.onerror = () => reject(new Error('network'));
    const form = new FormData();
    form.append('directory', 'print');
    // A guest's upload names the order by its link's key (before the file, so the server reads it first).
    if (orderKey) form.append('orderKey', orderKey);
    form.append('file', file);
    request.send(form);
  });
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
