import type { TMemberSettings, TMemberUpdateRequest, TPasswordChangeRequest } from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';
import { FIELD_CODES } from '../components/server-errors.ts';
import { accessTokenStore } from '../../../lib/session.ts';
import { useStore } from '../../../lib/store.ts';

/** The logged-in member (asked only with an access token). */
export const useProfile = () =>
  useQuery({
    queryKey: client.member.user.get.key(),
    queryFn: () => client.member.user.get(),
    enabled: useStore(accessTokenStore) !== null,
  });

export const useUpdateProfile = () => {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: TMemberUpdateRequest) => client.member.user.update(body),
    onSuccess: (profile) => queries.setQueryData(client.member.user.get.key(), profile),
  });
};

export const useChangePassword = () =>
  useMutation({ mutationFn: (body: TPasswordChangeRequest) => client.member.user.updatePassword(body, { quietCodes: FIELD_CODES }) });

export const useSettings = () =>
  useQuery({ queryKey: client.member.user.getSettings.key(), queryFn: () => client.member.user.getSettings() });

export const useUpdateSettings = () => {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: TMemberSettings) => client.member.user.updateSettings(body),
    onSuccess: (settings) => queries.setQueryData(client.member.user.getSettings.key(), settings),
  });
};
