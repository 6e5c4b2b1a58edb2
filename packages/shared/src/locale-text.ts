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

/**
 * The marks each language writes numbers with (the Unicode CLDR's for en-US, de-DE and zh-CN, which
 * `Intl.NumberFormat` follows). Written out rather than asked of `Intl.NumberFormat`: building the
 * first one loads the runtime's number data, tens of milliseconds of a slow phone's product page.
 */
export const NUMBER_MARKS: Record<Language, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  de: { group: '.', decimal: ',' },
  zh: { group: ',', decimal: '.' },
};

/**
 * A measure or other decimal as the language writes it: "45.5" in English, "45,5" in German; up
 * to two decimals, no thousands grouping (a size of 1200 mm stays "1200").
 */
export function formatDecimal(value: number, language: string): string {
  // toFixed rounds the exact value half up, as Intl.NumberFormat does; then trailing zeros go.
  const text = Math.abs(value)
    .toFixed(2)
    .replace(/\.?0+$/, '');
  const sign = value < 0 && text !== '0' ? '-' : '';
  return sign + text.replace('.', NUMBER_MARKS[known(language)].decimal);
}

/** A whole number as the language groups it: "1,000" in English, "1.000" in German. */
export function formatCount(value: number, language: string): string {
  const digits = Math.abs(Math.round(value))
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, NUMBER_MARKS[known(language)].group);
  return `${Math.round(value) < 0 ? '-' : ''}${digits}`;
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
