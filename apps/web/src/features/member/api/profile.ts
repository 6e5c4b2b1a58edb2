import type { TMemberProfile, TMemberSettings, TMemberUpdateRequest, TPasswordChangeRequest } from '@shop/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { accessTokenStore } from '../../../lib/session.ts';
import { useStore } from '../../../lib/store.ts';

export const getProfile = () => api<TMemberProfile>('member/user/get');
export const profileQuery = () => queryOptions({ queryKey: ['profile'], queryFn: getProfile });
export const useProfile = () => useQuery({ ...profileQuery(), enabled: useStore(accessTokenStore) !== null });

export const useUpdateProfile = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TMemberUpdateRequest) => api<TMemberProfile>('member/user/update', { method: 'PUT', body }),
    onSuccess: (profile) => client.setQueryData(['profile'], profile),
  });
};

export const useChangePassword = () =>
  useMutation({ mutationFn: (body: TPasswordChangeRequest) => api<boolean>('member/user/update-password', { method: 'PUT', body }) });

export const useSettings = () => useQuery({ queryKey: ['member-settings'], queryFn: () => api<TMemberSettings>('member/user/get-settings') });

export const useUpdateSettings = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TMemberSettings) => api<TMemberSettings>('member/user/update-settings', { method: 'PUT', body }),
    onSuccess: (settings) => client.setQueryData(['member-settings'], settings),
  });
};
