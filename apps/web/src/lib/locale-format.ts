import { type Language, LANGUAGES } from '@shop/shared';

/** The locale each language formats numbers and dates in. */
const LOCALES: Record<Language, string> = { en: 'en-US', de: 'de-DE', zh: 'zh-CN' };

function localeOf(language: string): string {
  return (LANGUAGES as readonly string[]).includes(language) ? LOCALES[language as Language] : LOCALES.en;
}

/** Short month names as English and German write a day and month ("Nov 29", "29. Nov."). */
const MONTHS = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  de: ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'],
};

/**
 * A day of the year as the shopper's language writes it: "Nov 29", "29. Nov.", "11月29日" (what
 * `Intl.DateTimeFormat` writes for a month and day, without loading its calendar data).
 */
export function formatDayMonth(date: Date, language: string): string {
  const day = date.getDate();
  const month = date.getMonth();
  if (language === 'zh') return `${month + 1}月${day}日`;
  if (language === 'de') return `${day}. ${MONTHS.de[month]}`;
  return `${MONTHS.en[month]} ${day}`;
}

/** Names in the alphabetical order of the shopper's language ("Österreich" beside "Norwegen" in German). */
export function sortedByName<T>(items: readonly T[], name: (item: T) => string, language: string): T[] {
  const collator = new Intl.Collator(localeOf(language), { sensitivity: 'base' });
  return [...items].sort((a, b) => collator.compare(name(a), name(b)));
}
