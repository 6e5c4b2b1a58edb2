export const LANGUAGES = ['en', 'de', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
export type Translated = Record<Language, string>;

/** The first language of an Accept-Language header the shop speaks; English otherwise. */
export function pickLanguage(header: string | undefined | null): Language {
  if (!header) return 'en';
  const tags = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((t) => t.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const primary = tag.split('-')[0] as Language;
    if ((LANGUAGES as readonly string[]).includes(primary)) return primary;
  }
  return 'en';
}

/** Picks the request's language from a stored translation, falling back to English. */
export function translate(value: unknown, language: Language): string {
  if (value && typeof value === 'object') {
    const texts = value as Partial<Translated>;
    return texts[language] || texts.en || '';
  }
  return typeof value === 'string' ? value : '';
}
