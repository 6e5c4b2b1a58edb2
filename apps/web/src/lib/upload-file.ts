import { useMutation } from '@tanstack/react-query';
import { client } from './api-client.ts';

/** Uploads a picture and answers its address. */
export const uploadFile = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return client.infra.file.upload(form);
};

export const useUploadFile = () => useMutation({ mutationFn: uploadFile });
