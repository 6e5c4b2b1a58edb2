import { createApi } from '@shop/client';
import { createClient, routes } from '@shop/shared';
import i18n, { storedLanguage } from './i18n.ts';
import { accessTokenStore, clearSession, countryCode, keepTokens, updateCurrencyFromResponse } from './session.ts';
import { readStored, STORAGE_KEYS } from './storage.ts';
import { showToast } from './toast.ts';

export { ApiError } from '@shop/client';

/** The session is gone: to the login, which leads back to this page afterwards. */
function toLogin(): void {
  clearSession();
  const { pathname, search } = window.location;
  if (pathname !== '/login') window.location.assign(`/login?redirect=${encodeURIComponent(pathname + search)}`);
}

/** The storefront's requests: its language and shipping country go along, and each answer says the currency. */
const api = createApi({
  prefix: '/pc-api',
  timeoutMs: 10_000,
  headers: () => ({ 'Accept-Language': storedLanguage(), 'Country-Code': countryCode() }),
  session: {
    accessToken: accessTokenStore.get,
    refreshToken: () => readStored(STORAGE_KEYS.refreshToken),
    refreshRoute: routes.member.auth.refreshToken,
    renewed: keepTokens,
    lost: toLogin,
  },
  showError: showToast,
  unreachable: () => i18n.t('message.timeout'),
  onResponse: (response) => updateCurrencyFromResponse(response.headers),
  onForbidden: toLogin,
});

/** The shop's API, typed by the shared endpoint table: `client.trade.order.getDetail({ id })`. */
export const client = createClient(api.transport);

/** Saves a document the API answers as a file (invoice, credit note, offer); sends a form with its upload's progress. */
export const { downloadFile, upload } = api;
