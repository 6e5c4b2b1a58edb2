/**
 * The back office's free-text search: a fragment as LIKE patterns over the search texts that the
 * migration `back_office_search` defines and indexes (trigram GIN indexes). The calls below are the
 * indexed expressions, so PostgreSQL reads the index instead of every row.
 */
export const ORDER_SEARCH_TEXT = 'shop_order_search_text(o.no, o.email, o.address, o.billing_address, o.po_number)';
export const MEMBER_SEARCH_TEXT = 'shop_member_search_text(m.mail, m.first_name, m.last_name, m.nickname, m.mobile)';

/** A phone number as people type it: digits with spaces, +, -, (, ), dots or slashes. */
const PHONE_LIKE = /^[\d\s+()./-]+$/;

/** `%`, `_` and the escape character itself stand for themselves (PostgreSQL's LIKE escapes with a backslash). */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern for text that contains `text` as it is. */
export function containing(text: string): string {
  return `%${escapeLike(text)}%`;
}

/**
 * The patterns a fragment is searched with: the fragment in lower case, and for something typed like a
 * phone number ("+1 281-555") its digits, since the search texts keep phone numbers as digits.
 */
export function searchPatterns(keyword: string): string[] {
  const text = keyword.toLowerCase();
  const patterns = [containing(text)];
  const digits = text.replace(/\D/g, '');
  if (PHONE_LIKE.test(text) && digits.length > 0 && digits !== text) patterns.push(`%${digits}%`);
  return patterns;
}

/** `expression LIKE p1 OR expression LIKE p2 …` with the patterns pushed onto `params`. */
export function matchesAny(expression: string, patterns: string[], params: unknown[]): string {
  return patterns
    .map((pattern) => {
      params.push(pattern);
      return `${expression} LIKE $${params.length}`;
    })
    .join(' OR ');
}
