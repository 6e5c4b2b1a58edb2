import type { TContactUsCreateRequest } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';

export const useCreateContactMessage = () =>
  useMutation({ mutationFn: (body: TContactUsCreateRequest) => client.system.contactUs.create(body) });
