import type { StaffNotificationKind } from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';

const settings = client.system.user.profile.notificationGet;

/** One's staff notifications: the kinds chosen and those one's permissions cover. */
export const useNotificationSettings = () => useQuery({ queryKey: settings.key(), queryFn: () => settings() });

/** Saves the kinds to receive (mailed in the back office's language now). */
export function useSaveNotificationSettings() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (kinds: StaffNotificationKind[]) => client.system.user.profile.notificationUpdate({ kinds }),
    onSuccess: () => queries.invalidateQueries({ queryKey: settings.key() }),
  });
}
