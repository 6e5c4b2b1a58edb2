import type { ZAdminLoginRequest } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { client } from '../../../lib/api-client.ts';
import { clearSession, storeSession } from '../../../lib/session.ts';

/** Logs in; the tokens are stored and the previous admin's cached answers dropped. */
export const useLogin = (quietCodes: number[]) => {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof ZAdminLoginRequest>) => client.system.auth.login(input, { quietCodes }),
    onSuccess: (pair) => {
      queries.clear();
      storeSession(pair);
    },
  });
};

/** Ends the login on the server (its refresh tokens stop working), then here. */
export async function logout(): Promise<void> {
  await client.system.auth.logout(undefined, { quietCodes: [401] }).catch(() => undefined);
  clearSession();
}
