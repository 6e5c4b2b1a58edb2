import { type Language, LANGUAGES } from '@shop/shared';

/** The locale each language formats numbers and dates in. */
const LOCALES: Record<Language, string> = { en: 'en-US', de: 'de-DE', zh: 'zh-CN' };

function localeOf(language: string): string {
  return (LANGUAGES as readonly string[]).includes(language) ? LOCALES[language as Language] : LOCALES.en;
}

/** Names in the alphabetical order of the shopper's language ("Österreich" beside "Norwegen" in German). */
export function sortedByName<T>(items: readonly T[], name: (item: T) => string, language: string): T[] {
  const collator = new Intl.Collator(localeOf(language), { sensitivity: 'base' });
  return [...items].sort((a, b) => collator.compare(name(a), name(b)));
}
