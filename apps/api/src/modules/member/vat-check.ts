import { isValidVatId, normalizeVatId, VAT_ID_STATUS, vatPrefixOf } from '@shop/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/config.ts';
import { AppError } from '../../lib/app-error.ts';

export interface VatCheck {
  vatId: string;
  /** 0 unchecked (no VAT ID), 1 valid, 2 invalid. */
  status: number;
  /** Only the offline format and check-digit test decided: VIES is not configured or did not answer. */
  offline: boolean;
}

/** What VIES's REST API answers to POST /check-vat-number (the fields read here). */
interface ViesAnswer {
  valid?: unknown;
}

/**
 * Asks VIES whether a VAT ID is registered: true or false, or null when VIES did not answer in
 * time, answered an error (a member state's register unavailable) or something unreadable.
 */
async function askVies(
  config: Pick<Config, 'VIES_URL' | 'VIES_TIMEOUT_MS'>,
  vatId: string,
  log: FastifyBaseLogger,
): Promise<boolean | null> {
  const url = `${config.VIES_URL?.replace(/\/$/, '')}/check-vat-number`;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ countryCode: vatId.slice(0, 2), vatNumber: vatId.slice(2) }),
      signal: AbortSignal.timeout(config.VIES_TIMEOUT_MS),
    });
    const answer = (await response.json().catch(() => null)) as ViesAnswer | null;
    if (response.ok && typeof answer?.valid === 'boolean') return answer.valid;
    log.warn({ status: response.status, vatId }, 'VIES gave no answer: the offline check stands');
  } catch (error) {
    log.warn({ err: error, vatId }, 'VIES unreachable: the offline check stands');
  }
  return null;
}

/**
 * Checks a company's VAT ID: empty stays unchecked; otherwise its prefix must name the company's
 * country (`iso2`; Greece writes EL, Northern Ireland XI) and its format and check digits must
 * hold (code COMPANY_VAT_ID_INVALID, COMPANY_VAT_ID_COUNTRY). Then VIES decides where VIES_URL is
 * set and answers; without it, or when it does not answer, the offline test counts as valid.
 */
export async function checkCompanyVatId(
  config: Pick<Config, 'VIES_URL' | 'VIES_TIMEOUT_MS'>,
  log: FastifyBaseLogger,
  input: string,
  iso2: string,
): Promise<VatCheck> {
  const vatId = normalizeVatId(input);
  if (!vatId) return { vatId, status: VAT_ID_STATUS.unchecked, offline: false };
  const prefix = vatPrefixOf(vatId);
  if (!prefix || !isValidVatId(vatId)) throw new AppError('COMPANY_VAT_ID_INVALID', { vatId });
  const countryPrefix = iso2 === 'GR' ? 'EL' : iso2;
  if (prefix !== countryPrefix && !(prefix === 'XI' && iso2 === 'GB')) throw new AppError('COMPANY_VAT_ID_COUNTRY', { vatId });
  const registered = config.VIES_URL ? await askVies(config, vatId, log) : null;
  if (registered === null) return { vatId, status: VAT_ID_STATUS.valid, offline: true };
  return { vatId, status: registered ? VAT_ID_STATUS.valid : VAT_ID_STATUS.invalid, offline: false };
}
