import { formatMoney, type Language } from '@shop/shared';

/** The part of the shop settings that names facts a shopper reads: contact data and delivery money. */
export interface Facts {
  contact: { phone: { US: string; EU: string }; mail: string; hours: string };
  delivery: { options: { type: string; priceUsd: number; priceEur: number }[]; freeThreshold: { USD: number; EUR: number } };
}

/** Every money figure the settings allow on a page, as the language writes it: prices, surcharges and thresholds. */
function configuredMoney(facts: Facts, language: Language): string[] {
  const { options, freeThreshold } = facts.delivery;
  const standard = options.find((o) => o.type === '1')!;
  const cents = {
    USD: [freeThreshold.USD, ...options.flatMap((o) => [o.priceUsd, o.priceUsd - standard.priceUsd])],
    EUR: [freeThreshold.EUR, ...options.flatMap((o) => [o.priceEur, o.priceEur - standard.priceEur])],
  };
  return (['USD', 'EUR'] as const).flatMap((currency) => cents[currency].map((c) => formatMoney(c, currency, language)));
}

/** What a shopper reads: the page's HTML without its scripts (the first data) and tags, entities decoded. */
export function readable(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/**
 * What is left of a phone number, e-mail address or money figure once the configured ones (and
 * `also`, such as the order's own amounts or the recipient's address) are taken out.
 */
export function unconfigured(text: string, facts: Facts, language: Language, also: string[] = []): string[] {
  const allowed = [facts.contact.phone.US, facts.contact.phone.EU, facts.contact.mail, ...configuredMoney(facts, language), ...also];
  // A PDF reader gives a no-break space as a space.
  const plain = (value: string) => value.replace(/\u00a0/g, ' ');
  // The longest first: "$13.98" is not taken for a part of "$113.98".
  const rest = [...allowed]
    .map(plain)
    .sort((a, b) => b.length - a.length)
    .reduce((left, value) => left.split(value).join(' '), plain(text));
  const suspicious =
    /\S*@\S+|\+\s?\d[\d ()/-]*|\(\d{3}\)\s?\d{3}-\d{4}|[$€]\s?\d[\d.,]*|\d[\d.,]*\s?(?:€|USD|EUR)|\b\d+[.,]\d{2}(?![\d.,])/g;
  return [...rest.matchAll(suspicious)].map((m) => rest.slice(Math.max(0, m.index - 30), m.index + m[0].length + 10));
}
