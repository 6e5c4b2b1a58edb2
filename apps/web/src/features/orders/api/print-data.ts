import { routes } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';
import { storedLanguage } from '../../../lib/i18n.ts';
import { accessTokenStore, countryCode } from '../../../lib/session.ts';

/**
 * Uploads a print file (up to 1 GB) as print data, reporting progress; answers its address. Sent
 * with XMLHttpRequest, which reports upload progress and has no time limit (the API client stops
 * after 10 s, too soon for large files). A failed upload is simply started again.
 */
export function uploadPrintFile(file: File, onProgress: (percent: number) => void): Promise<string> {
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
    form.append('file', file);
    request.send(form);
  });
}

/** Names the uploaded print data for a custom line; the order is asked again to show its check. */
export const useSubmitPrintData = () => {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; url: string }) => client.trade.order.printData(input),
    onSettled: () => queries.invalidateQueries({ queryKey: client.trade.order.getDetail.key() }),
  });
};

/** The shopper's approval of a line's proof. */
export const useApprovePrint = () => {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => client.trade.order.approvePrint({ id }),
    onSettled: () => queries.invalidateQueries({ queryKey: client.trade.order.getDetail.key() }),
  });
};
