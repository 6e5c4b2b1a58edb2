import type { TFunction } from 'i18next';

/** "after-sale" → "after sale": the fallback for a name the texts do not know yet. */
const plain = (code: string) => code.replace(/[-_]/g, ' ');

/** What a permission or audit action is about ("trade:after-sale" → "After-sales"), in the screen's language. */
export function groupWords(group: string, t: TFunction): string {
  return t(`words.groups.${group.replace(/:/g, '/')}`, { defaultValue: plain(group.split(':').at(-1) ?? group) });
}

/** What it allows or did ("agree" → "approve"). */
export function verbWords(verb: string, t: TFunction): string {
  return t(`words.verbs.${verb}`, { defaultValue: plain(verb) });
}

/**
 * A permission or an audit action as words: `trade:after-sale:agree` → "After-sales: approve",
 * `content:*` → "Content: everything", `*` → "Everything".
 */
export function permissionWords(code: string, t: TFunction): string {
  if (code === '*') return t('words.everything');
  const parts = code.split(':');
  const verb = parts.pop() ?? '';
  return `${groupWords(parts.join(':'), t)}: ${verb === '*' ? t('words.all') : verbWords(verb, t)}`;
}

/** Where the back office shows each kind of audit target (`table:id`); kinds without a page have no link. */
const TARGET_PAGES: Record<string, (id: string) => string> = {
  trade_order: (id) => `/orders/${id}`,
  trade_after_sale: (id) => `/after-sales?status=&id=${id}`,
  product_spu: (id) => `/products/${id}`,
  product_category: () => '/categories',
  product_comment: () => '/reviews',
  promotion_coupon: () => '/coupons',
  member_user: (id) => `/members/${id}`,
  member_company: (id) => `/companies/${id}`,
  system_admin_user: () => '/admins',
  system_admin_role: () => '/roles',
  content_article: () => '/articles',
  content_contact_message: (id) => `/messages?status=&id=${id}`,
  content_job: () => '/jobs',
  content_job_application: () => '/applications',
  promotion_advertising_request: () => '/ad-requests',
  system_settings: () => '/settings',
};

/** An audit target as words and, where the back office has a page for it, a link: `trade_order:7` → "Order 7", /orders/7. */
export function targetWords(target: string, t: TFunction): { label: string; to: string | null } {
  const at = target.lastIndexOf(':');
  if (at < 0) return { label: target, to: null };
  const [kind, id] = [target.slice(0, at), target.slice(at + 1)];
  // An export names every row of its table: `trade_order:*` → "Orders".
  if (id === '*') return { label: t(`words.all_targets.${kind}`, { defaultValue: plain(kind) }), to: null };
  const label = t(`words.targets.${kind}`, { id, defaultValue: `${plain(kind)} ${id}` });
  return { label, to: TARGET_PAGES[kind]?.(id) ?? null };
}
