import { productPath } from '../../catalog/index.ts';
import { safeRedirect, withCartIds } from './carried-items.ts';

/** The query parameters login carries through register and forgot-password. */
const CARRIED_PARAMS = ['items', 'carts', 'productId', 'redirect'] as const;

export function carriedQuery(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const key of CARRIED_PARAMS) {
    const value = params.get(key);
    if (value) kept.set(key, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/**
 * Where a fresh login goes: the order being placed (items), the page that asked for the login
 * (redirect), the product (productId), else back where the shopper came from; home when that was
 * register or password reset.
 */
export function afterLoginTarget(params: URLSearchParams, referrer: string, cartIds = new Map<number, number>()): string {
  const items = params.get('items');
  if (items) return `/createOrder?items=${encodeURIComponent(withCartIds(items, cartIds))}`;
  const redirect = safeRedirect(params.get('redirect'));
  if (redirect) return redirect;
  const productId = Number(params.get('productId'));
  if (Number.isInteger(productId) && productId > 0) return productPath(productId, 'product');
  try {
    const from = new URL(referrer);
    // "https://shop//evil.example/" is this shop's, but its path alone is another site's address.
    if (from.origin === window.location.origin && !/\/(register|forgetAccount|login)/.test(from.pathname))
      return safeRedirect(from.pathname + from.search) ?? '/';
  } catch {
    // No usable referrer: home.
  }
  return '/';
}

/** Loads the target page ~200 ms after login, so every part of the page sees the session. */
export function goAfterLogin(target: string): void {
  setTimeout(() => window.location.assign(target), 200);
}
