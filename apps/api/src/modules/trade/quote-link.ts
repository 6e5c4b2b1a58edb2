import type { Config } from '../../config/config.ts';
import { guestOrderToken, guestTokenOrderId, keyOpens } from './guest-link.ts';

/** What a guest's quote key is signed over: the quote's id, number and e-mail. */
interface Signed {
  id: number;
  no: string;
  email: string;
}

/**
 * A guest's key to one quote, shaped as a guest order's key (`<id>.<expiry>.<HMAC-SHA256>`) but
 * signed for quotes, so neither key opens the other. Nothing is stored; every mail about the quote
 * carries a fresh one.
 */
export const guestQuoteToken = (secret: string, quote: Signed, now: Date) => guestOrderToken(secret, quote, now, 'guest-quote');

/** The quote id a key names while it has not expired (its signature is checked by `quoteKeyOpens`). */
export const guestTokenQuoteId = guestTokenOrderId;

/** Whether the key was signed for this very quote. */
export const quoteKeyOpens = (secret: string, token: string, quote: Signed) => keyOpens(secret, token, quote, 'guest-quote');

/** The storefront page of a quote: the member's quote page, or the guest's signed link. */
export function quotePageUrl(config: Pick<Config, 'PUBLIC_URL' | 'JWT_SECRET'>, quote: Signed & { memberId: number | null }, now: Date) {
  if (quote.memberId !== null) return `${config.PUBLIC_URL}/quote?id=${quote.id}`;
  return `${config.PUBLIC_URL}/guestQuote?key=${guestQuoteToken(config.JWT_SECRET, quote, now)}`;
}
