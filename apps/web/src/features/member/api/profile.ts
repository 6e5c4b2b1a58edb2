import type { TMemberSettings, TMemberUpdateRequest, TPasswordChangeRequest } from '@shop/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';
import { accessTokenStore } from '../../../lib/session.ts';
import { useStore } from '../../../lib/store.ts';

const { user } = client.member;

export const profileQuery = () => queryOptions({ queryKey: user.get.key(), queryFn: () => user.get() });
export const useProfile = () => useQuery({ ...profileQuery(), enabled: useStore(accessTokenStore) !== null });

export const useUpdateProfile = () => {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: TMemberUpdateRequest) => user.update(body),
    onSuccess: (profile) => queries.setQueryData(user.get.key(), profile),
  });
};

export const useChangePassword = () => useMutation({ mutationFn: (body: TPasswordChangeRequest) => user.updatePassword(body) });

export const useSettings = () => useQuery({ queryKey: user.getSettings.key(), queryFn: () => user.getSettings() });

export const useUpdateSettings = () => {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: TMemberSettings) => user.updateSettings(body),
    onSuccess: (settings) => queries.setQueryData(user.getSettings.key(), settings),
  });
};
