import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config/config.ts';

/** How long a guest's link opens the order; every mail about the order carries a fresh one. */
export const GUEST_LINK_VALID_MS = 60 * 24 * 60 * 60_000;

/** What a key is signed over: the order's id, number and e-mail, so it opens that order only. */
interface Signed {
  id: number;
  no: string;
  email: string;
}

/** What a key is for: a guest's order or a guest's quote (a key of one never opens the other). */
export type GuestKeyPurpose = 'guest-order' | 'guest-quote';

const mac = (secret: string, payload: string, signed: Signed, purpose: GuestKeyPurpose) =>
  createHmac('sha256', secret).update(`${purpose}\n${payload}\n${signed.no}\n${signed.email}`).digest('base64url');

/**
 * A guest's key to one order (or quote): `<id>.<expiry>.<HMAC-SHA256>`, signed with the shop's
 * secret. Nothing is stored: it cannot be guessed or changed without the secret, and it stops
 * working at its expiry or once the order belongs to an account.
 */
export function guestOrderToken(secret: string, order: Signed, now: Date, purpose: GuestKeyPurpose = 'guest-order'): string {
  const payload = `${order.id}.${(now.getTime() + GUEST_LINK_VALID_MS).toString(36)}`;
  return `${payload}.${mac(secret, payload, order, purpose)}`;
}

/** The order id a key names while it has not expired; the signature is checked against the order by `keyOpens`. */
export function guestTokenOrderId(token: string, now: Date): number | null {
  const match = /^(\d{1,10})\.([0-9a-z]{1,12})\.[\w-]{43}$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  return Number.parseInt(match[2]!, 36) > now.getTime() ? id : null;
}

/** Whether the key was signed for this very order (or quote), compared in constant time. */
export function keyOpens(secret: string, token: string, order: Signed, purpose: GuestKeyPurpose = 'guest-order'): boolean {
  const payload = token.slice(0, token.lastIndexOf('.'));
  const given = Buffer.from(token.slice(token.lastIndexOf('.') + 1));
  const expected = Buffer.from(mac(secret, payload, order, purpose));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The storefront page of an order: the member's order page, or the guest's signed link. */
export function orderPageUrl(config: Pick<Config, 'PUBLIC_URL' | 'JWT_SECRET'>, order: Signed & { memberId: number | null }, now: Date) {
  if (order.memberId !== null) return `${config.PUBLIC_URL}/orderDetail?id=${order.id}`;
  return `${config.PUBLIC_URL}/guestOrder?key=${guestOrderToken(config.JWT_SECRET, order, now)}`;
}

/** Where the buyer pays an order: a member's pay page (after login), or the guest's signed link, which offers paying. */
export function payPageUrl(config: Pick<Config, 'PUBLIC_URL' | 'JWT_SECRET'>, order: Signed & { memberId: number | null }, now: Date) {
  if (order.memberId !== null) return `${config.PUBLIC_URL}/payOrder?id=${order.id}`;
  return orderPageUrl(config, order, now);
}

/** Where the buyer pays the extra amount of an edit of their paid order: the order's pay page (a guest's signed link) naming the edit. */
export function extraPayUrl(
  config: Pick<Config, 'PUBLIC_URL' | 'JWT_SECRET'>,
  order: Signed & { memberId: number | null },
  editId: number,
  now: Date,
) {
  const url = payPageUrl(config, order, now);
  return `${url}${url.includes('?') ? '&' : '?'}extra=${editId}`;
}
