import type { TContactUsCreateRequest } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const createContactMessage = (body: TContactUsCreateRequest) =>
  api<number>('system/contact-us/create', { method: 'POST', body });

export const useCreateContactMessage = () => useMutation({ mutationFn: createContactMessage });
