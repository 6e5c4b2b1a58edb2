import { SYNONYM_GROUPS } from './search-synonyms.ts';

/** One word of a search: the forms a product's text may hold for it. */
export interface SearchTerm {
  /** The word as typed (normalised). */
  text: string;
  /** The word and its synonyms in the three languages, normalised; any of them matches. */
  alternatives: string[];
  /** Chinese text of three or more characters: its character pairs, all of which in a text match it too. */
  bigrams: string[];
  /** A Latin word long enough for a typo to be judged (by trigram similarity to a word of the text). */
  fuzzy: boolean;
}

const HAN = /\p{Script=Han}/u;
const TOKEN = /\p{Script=Han}+|(?:(?!\p{Script=Han})[\p{L}\p{N}])+/gu;
const MAX_TERMS = 8;

/**
 * Lower case, compatibility forms folded (full-width letters), and hyphens and apostrophes dropped
 * so "T-Shirt" and "tshirt" are one word; what the database's `product_search_text` does to a text.
 */
export function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[-'’‐‑]/g, '');
}

const isHan = (word: string) => HAN.test(word);
const squash = (term: string) => (normalise(term).match(TOKEN) ?? []).join('');

/** Synonym groups by each member's squashed form. */
const GROUPS = new Map<string, readonly string[]>();
for (const group of SYNONYM_GROUPS) {
  const members = [...new Set(group.map(squash))];
  for (const member of members) GROUPS.set(member, members);
}

/** Edit distance with transpositions ("notbeook"), given up above `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
    }
    [before, previous] = [previous, current];
  }
  return previous[b.length]!;
}

/** The synonyms of a word, also of a slightly misspelt one ("notbook" → notebook's group). */
function synonymsOf(word: string): readonly string[] {
  const exact = GROUPS.get(word);
  if (exact) return exact;
  if (isHan(word) || word.length < 5) return [];
  const limit = word.length >= 8 ? 2 : 1;
  const found = new Set<string>();
  for (const [member, group] of GROUPS) {
    if (!isHan(member) && editDistance(word, member, limit) <= limit) for (const m of group) found.add(m);
  }
  return [...found];
}

/** Adjacent words that together are a known term ("gift box", "power bank", "t shirt") become one word. */
function joinKnownTerms(words: string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < words.length; ) {
    const length = [3, 2].find((n) => i + n <= words.length && GROUPS.has(words.slice(i, i + n).join('')));
    joined.push(length ? words.slice(i, i + length).join('') : words[i]!);
    i += length ?? 1;
  }
  return joined;
}

/**
 * What a shopper's search asks for: its words (every one must match a product), each with the
 * forms that count as a match. Pure: the SQL is built from it in search-sql.ts.
 */
export function planSearch(keyword: string): SearchTerm[] {
  const words = joinKnownTerms(normalise(keyword).match(TOKEN) ?? []);
  return [...new Set(words)].slice(0, MAX_TERMS).map((text) => {
    const han = isHan(text);
    return {
      text,
      alternatives: [...new Set([text, ...synonymsOf(text)])],
      bigrams: han && text.length >= 3 ? Array.from({ length: text.length - 1 }, (_, i) => text.slice(i, i + 2)) : [],
      fuzzy: !han && text.length >= 4,
    };
  });
}
