import type { Language } from '@shop/shared';
import { Prisma } from '../../generated/prisma/client.ts';
import type { SearchTerm } from './search-plan.ts';

/**
 * The text a search reads: names and keywords in all three languages, lower case, hyphens dropped,
 * words between single spaces and a space at each end (the migration's `product_search_text`,
 * which its trigram index covers).
 */
const TEXT = Prisma.raw('product_search_text(s.name, s.keyword)');
const NAME_TEXT = Prisma.raw(`product_search_text(s.name, '{}'::jsonb)`);
/** Typos: a word of the text at least this similar (pg_trgm) to the word typed. */
const TYPO_SIMILARITY = 0.5;

const FULL_TEXT = (language: Exclude<Language, 'zh'>) =>
  `coalesce(s.name->>'${language}', '') || ' ' || coalesce(s.keyword->>'${language}', '') || ' ' || coalesce(s.introduction->>'${language}', '')`;

/** Full text with stemming in English and German (the init migration's indexes): "pens" finds "pen", "Tassen" "Tasse". */
function fullText(word: string): Prisma.Sql {
  const query = `${word}:*`;
  return Prisma.sql`(to_tsvector('english'::regconfig, ${Prisma.raw(FULL_TEXT('en'))}) @@ to_tsquery('english'::regconfig, ${query})
    OR to_tsvector('german'::regconfig, ${Prisma.raw(FULL_TEXT('de'))}) @@ to_tsquery('german'::regconfig, ${query}))`;
}

/**
 * The forms of a word as one regular expression over a text (the text is built once per word):
 * Chinese anywhere; short Latin words as a whole word; longer ones at the start or end of a word
 * (German compounds: "Geschenk" and "box" in "Geschenkbox"). Forms hold letters and digits only.
 */
function formsPattern(forms: string[]): string {
  return forms
    .map((form) => {
      if (/\p{Script=Han}/u.test(form)) return form;
      return form.length <= 2 ? ` ${form} ` : ` ${form}|${form} `;
    })
    .join('|');
}

function termMatches(term: SearchTerm, text: Prisma.Sql): Prisma.Sql {
  const parts = [Prisma.sql`${text} ~ ${formsPattern(term.alternatives)}`];
  // Long forms also across spaces ("giftbox" in "gift box").
  const long = term.alternatives.filter((form) => form.length >= 6 && !/\p{Script=Han}/u.test(form));
  if (long.length > 0) parts.push(Prisma.sql`replace(${text}, ' ', '') ~ ${long.join('|')}`);
  if (term.bigrams.length > 0)
    parts.push(
      Prisma.join(
        term.bigrams.map((pair) => Prisma.sql`strpos(${text}, ${pair}) > 0`),
        ' AND ',
      ),
    );
  return Prisma.sql`(${Prisma.join(parts, ' OR ')})`;
}

/** Every word of the search matches the product: as typed, a synonym, a stem, or a near spelling. */
export function searchCondition(terms: SearchTerm[]): Prisma.Sql {
  if (terms.length === 0) return Prisma.sql`FALSE`;
  return Prisma.join(
    terms.map((term) => {
      const parts = [termMatches(term, TEXT)];
      if (!/\p{Script=Han}/u.test(term.text)) parts.push(fullText(term.text));
      if (term.fuzzy) {
        parts.push(
          Prisma.sql`EXISTS (SELECT 1 FROM regexp_split_to_table(btrim(${TEXT}), ' ') w WHERE similarity(w, ${term.text}) >= ${TYPO_SIMILARITY})`,
        );
      }
      return Prisma.sql`(${Prisma.join(parts, ' OR ')})`;
    }),
    ' AND ',
  );
}

/** How well a product answers a search: the words its name holds (in any language, as typed or a synonym); null without words. */
export function searchRank(terms: SearchTerm[]): Prisma.Sql | null {
  if (terms.length === 0) return null;
  return Prisma.join(
    terms.map((term) => Prisma.sql`(CASE WHEN ${termMatches(term, NAME_TEXT)} THEN 1 ELSE 0 END)`),
    ' + ',
  );
}
