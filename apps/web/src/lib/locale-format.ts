import { type Currency, type Language, LANGUAGES } from '@shop/shared';

/** The locale each language formats numbers and dates in. */
const LOCALES: Record<Language, string> = { en: 'en-US', de: 'de-DE', zh: 'zh-CN' };

function localeOf(language: string): string {
  return (LANGUAGES as readonly string[]).includes(language) ? LOCALES[language as Language] : LOCALES.en;
}

const formats = new Map<string, Intl.NumberFormat>();

/** Cents as the shopper's language writes money: "$18.49", "18,49 €", "€18.49". */
export function formatPrice(cents: number, currency: Currency, language: string): string {
  const key = `${language}:${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(language), { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formats.set(key, format);
  }
  // Cents are whole numbers; the division only places the decimal point.
  return format.format(cents / 100);
}

/** The seeded "Pack size" property: its values ("Pack of 50", "50er-Pack", "50 件装") name the pieces per pack. */
const PACK_PROPERTY_ID = 4;

/** Pieces in one unit of a SKU: the number in its pack-size value, else 1 (a single piece). */
export function piecesPerUnit(properties: readonly { propertyId: number; valueName: string }[]): number {
  const pack = properties.find((p) => p.propertyId === PACK_PROPERTY_ID);
  const pieces = Number(/\d+/.exec(pack?.valueName ?? '')?.[0] ?? 1);
  return Number.isInteger(pieces) && pieces > 1 ? pieces : 1;
}

/** Names in the alphabetical order of the shopper's language ("Österreich" beside "Norwegen" in German). */
export function sortedByName<T>(items: readonly T[], name: (item: T) => string, language: string): T[] {
  const collator = new Intl.Collator(localeOf(language), { sensitivity: 'base' });
  return [...items].sort((a, b) => collator.compare(name(a), name(b)));
}
