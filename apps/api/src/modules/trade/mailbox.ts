/** Domains whose mailboxes ignore dots in the local part, and the one name they share. */
const GMAIL = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an e-mail address delivers to, as per-person limits compare guests: lower case, the
 * "+tag" of the local part dropped (most providers deliver "ann+shop@" to "ann@"), and Gmail's
 * dots dropped too (its "a.nn@" and "ann@" are one mailbox, under gmail.com or googlemail.com).
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at).replace(/^(.+?)\+.*$/, '$1');
  const domain = address.slice(at + 1);
  return GMAIL.has(domain) ? `${local.replaceAll('.', '')}@gmail.com` : `${local}@${domain}`;
}
