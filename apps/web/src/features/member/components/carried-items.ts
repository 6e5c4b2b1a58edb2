/** The order's lines with the member's cart line of each SKU the guest cart brought in, so placing the order removes them. */
export function withCartIds(items: string, cartIds: Map<number, number>): string {
  try {
    const lines = JSON.parse(items) as { skuId: number; cartId?: number }[];
    if (!Array.isArray(lines)) return items;
    return JSON.stringify(
      lines.map((line) => (line.cartId === undefined && cartIds.has(line.skuId) ? { ...line, cartId: cartIds.get(line.skuId) } : line)),
    );
  } catch {
    return items;
  }
}

/**
 * The page that asked for a login (`redirect`), when it is a path of this shop: never another
 * site (`//evil.example`, `https://…`, `/\evil`) and never the login pages themselves. Judged as
 * the browser reads it: it drops tab, CR and LF anywhere in an address ("/\t/evil.example" is
 * "//evil.example") and takes a backslash for a slash.
 */
export function safeRedirect(value: string | null): string | null {
  const path = value?.replace(/[\t\n\r]/g, '');
  if (!path || !/^\/(?![/\\])/.test(path)) return null;
  return /^\/(login|register|forgetAccount)(?![\w-])/.test(path) ? null : path;
}
