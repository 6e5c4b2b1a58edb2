import { createApi } from '@shop/client';
import { adminRoutes, createAdminClient } from '@shop/shared';
import i18n, { storedLanguage } from './i18n.ts';
import { accessTokenStore, clearSession, storeSession } from './session.ts';
import { readStored, STORAGE_KEYS } from './storage.ts';
import { showToast } from './toast.ts';

export { ApiError } from '@shop/client';

/**
 * The back office's requests, in the admin's language. When the login expires for good the session
 * ends and the app shows the login page; a wrong password at the login is that form's answer.
 */
const api = createApi({
  prefix: '/admin-api',
  timeoutMs: 15_000,
  headers: () => ({ 'Accept-Language': storedLanguage() }),
  session: {
    accessToken: accessTokenStore.get,
    refreshToken: () => readStored(STORAGE_KEYS.refreshToken),
    refreshRoute: adminRoutes.system.auth.refreshToken,
    renewed: storeSession,
    lost: clearSession,
    loginPaths: [adminRoutes.system.auth.login.path],
  },
  showError: showToast,
  unreachable: () => i18n.t('error.network'),
});

/** The back office's API, typed by the shared admin endpoint table: `client.trade.order.delivery({ … })`. */
export const client = createAdminClient(api.transport);

/** Saves a document the API answers as a file (an offer's PDF). */
export const { downloadFile } = api;
