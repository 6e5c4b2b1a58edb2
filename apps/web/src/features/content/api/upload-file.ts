import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const uploadFile = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return api<string>('infra/file/upload', { method: 'POST', body: form });
};

export const useUploadFile = () => useMutation({ mutationFn: uploadFile });
