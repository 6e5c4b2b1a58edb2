import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';
import type { SettingsInput } from '../components/settings-values.ts';

/** The shop settings as saved now (the first values while nothing is saved). */
export const useSettings = () => useQuery({ queryKey: client.system.settings.get.key(), queryFn: () => client.system.settings.get() });

/** Saves the whole settings document; the page reads the saved version back. */
export const useSaveSettings = () => {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (input: SettingsInput) => client.system.settings.update(input),
    onSuccess: (saved) => queries.setQueryData(client.system.settings.get.key(), saved),
  });
};
