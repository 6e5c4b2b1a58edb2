import { type Language, LANGUAGES } from './i18n.ts';

/**
 * How each language writes numbers and names people, one place for the storefront, the back
 * office, mails and documents.
 */

/** The BCP 47 tag of each language: `<html lang>` and `Intl` formats ("zh-CN", which hyphenation and fonts read). */
export const LANGUAGE_TAGS: Record<Language, string> = { en: 'en', de: 'de', zh: 'zh-CN' };

const known = (language: string): Language => ((LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en');

/** The `<html lang>` of a page in `language`. */
export const htmlLang = (language: string): string => LANGUAGE_TAGS[known(language)];

const decimals = new Map<string, Intl.NumberFormat>();

/**
 * A measure or other decimal as the language writes it: "45.5" in English, "45,5" in German; up
 * to two decimals, no thousands grouping (a size of 1200 mm stays "1200").
 */
export function formatDecimal(value: number, language: string): string {
  const tag = LANGUAGE_TAGS[known(language)];
  let format = decimals.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, { maximumFractionDigits: 2, useGrouping: false });
    decimals.set(tag, format);
  }
  return format.format(value);
}

/** Han characters (and the middle dot of transcribed names): a name written in Chinese. */
const HAN = /^[\p{Script=Han}·・]+$/u;

/**
 * A person's whole name. A name written in Chinese characters is family name first without a
 * space ("李伟"), in every language; any other name is given name, space, family name ("Ada Buyer").
 */
export function personName(person: { firstName?: string | null; lastName?: string | null }): string {
  const first = (person.firstName ?? '').trim();
  const last = (person.lastName ?? '').trim();
  if (first && last && HAN.test(first) && HAN.test(last)) return `${last}${first}`;
  return [first, last].filter(Boolean).join(' ');
}

/**
 * The name a greeting uses: the given name ("Hello Ada"), but in Chinese the whole name
 * ("李伟，您好", as "伟" alone would be over-familiar).
 */
export function greetingName(person: { firstName?: string | null; lastName?: string | null }, language: string): string {
  return known(language) === 'zh' ? personName(person) : (person.firstName ?? '').trim();
}
