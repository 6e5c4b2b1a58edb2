import { ERRORS } from '@shop/shared';
import i18n from '../../../lib/i18n.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';

/** Server refusals that belong to one field of the member forms: shown beside it, not as a toast. */
const FIELD_OF_CODE: Record<number, string> = {
  [ERRORS.MAIL_USED.code]: 'mail',
  [ERRORS.MOBILE_USED.code]: 'mobile',
  [ERRORS.CODE_INVALID.code]: 'code',
  [ERRORS.PASSWORD_WRONG.code]: 'oldPassword',
  [ERRORS.ADDRESS_COUNTRY_NOT_SHIPPING.code]: 'areaId',
  [ERRORS.ADDRESS_STATE_INVALID.code]: 'state',
  [ERRORS.ADDRESS_POSTCODE_INVALID.code]: 'zipCode',
  [ERRORS.ADDRESS_ZIP_STATE_MISMATCH.code]: 'zipCode',
  // Registering "buying for a company".
  [ERRORS.COMPANY_VAT_ID_INVALID.code]: 'companyVatId',
  [ERRORS.COMPANY_VAT_ID_COUNTRY.code]: 'companyVatId',
};

/** The codes a member form handles itself (the API client then shows no toast for them). */
export const FIELD_CODES = [ERRORS.BAD_REQUEST.code, ...Object.keys(FIELD_OF_CODE).map(Number)];

type SetError = (field: never, error: { type: string; message: string }, options: { shouldFocus: boolean }) => void;

/**
 * Puts a refused request's message beside the field that caused it (and focuses it). A business
 * error's message is already in the shopper's language; a refused field (code 400) gets the
 * form's own words, never the server's technical text. Anything else becomes a toast.
 */
export function showServerError(error: unknown, setError: SetError, fields: readonly string[]): void {
  if (!(error instanceof ApiError)) return;
  const set = (field: string, message: string) =>
    (setError as (field: string, error: { type: string; message: string }, options: { shouldFocus: boolean }) => void)(
      field,
      { type: 'server', message },
      { shouldFocus: true },
    );
  const field = FIELD_OF_CODE[error.code];
  if (field && fields.includes(field)) {
    set(field, error.message);
    return;
  }
  if (error.code === ERRORS.BAD_REQUEST.code) {
    const named = error.fields.filter((f) => fields.includes(f.field));
    for (const f of named) set(f.field, i18n.t('form.checkField'));
    if (named.length === 0) showToast(i18n.t('form.checkFields'));
    return;
  }
  if (FIELD_CODES.includes(error.code)) showToast(error.message);
}
