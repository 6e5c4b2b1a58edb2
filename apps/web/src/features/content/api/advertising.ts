import type { TAdvertisingCreateRequest, UploadKind } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';

export const useCreateAdvertisingRequest = () =>
  useMutation({ mutationFn: (input: TAdvertisingCreateRequest) => client.promotion.advertising.create(input) });

/** Uploads a file of a kind other than a picture (a CV, an ad's media): the kind goes first, so the server knows it before the file. */
export const uploadAs = (file: File, directory: UploadKind) => {
  const form = new FormData();
  form.append('directory', directory);
  form.append('file', file);
  return client.infra.file.upload(form);
};
