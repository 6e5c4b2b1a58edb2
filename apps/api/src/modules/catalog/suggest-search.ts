import type { TSearchSuggestResponse } from '@shop/shared';
import type { Ctx } from '../../lib/use-case.ts';
import { listSpus } from './list-spus.ts';
import { normalise } from './search-plan.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { cacheKeyOf, scopeCondition, SPU_ON_SALE } from './spu-filters.ts';

const SUGGESTED_PRODUCTS = 6;
/** A word of the catalogue at least this similar (pg_trgm) to a word typed is offered instead of it. */
const DID_YOU_MEAN_SIMILARITY = 0.3;

/**
 * The catalogue's closest word (names and keywords of products on sale the asker may see, any
 * language) to each Latin word typed, or the word itself when none is close.
 */
async function closestWords(ctx: Ctx, words: string[]): Promise<string[]> {
  const rows = await ctx.db.$queryRaw<{ i: number; word: string | null }[]>`
    WITH vocabulary AS (
      SELECT DISTINCT w FROM product_spu s, regexp_split_to_table(btrim(product_search_text(s.name, s.keyword)), ' ') w
      WHERE s.status = ${SPU_ON_SALE} AND ${scopeCondition(ctx) ?? Prisma.sql`TRUE`} AND length(w) >= 3
    )
    SELECT typed.i::int AS i, (
      SELECT w FROM vocabulary WHERE similarity(w, typed.word) >= ${DID_YOU_MEAN_SIMILARITY}
      ORDER BY similarity(w, typed.word) DESC, w LIMIT 1
    ) AS word
    FROM unnest(${words}::text[]) WITH ORDINALITY AS typed(word, i)`;
  const found = new Map(rows.map((row) => [row.i - 1, row.word]));
  return words.map((word, i) => found.get(i) ?? word);
}

/**
 * What the search box offers while a shopper types: the best matches of the text so far, and,
 * when the text finds nothing, a spelling made of the catalogue's nearest words that does.
 */
export async function suggestSearch(ctx: Ctx, keyword: string): Promise<TSearchSuggestResponse> {
  const found = await listSpus(ctx, { keyword, pageNo: 1, pageSize: SUGGESTED_PRODUCTS });
  const products = found.records.map(({ id, name, picUrl }) => ({ id, name, picUrl }));
  if (found.total > 0) return { products, didYouMean: null };
  const words = normalise(keyword).match(/[\p{L}\p{N}]+/gu) ?? [];
  const corrected = (await closestWords(ctx, words)).join(' ');
  if (words.length === 0 || corrected === words.join(' ')) return { products, didYouMean: null };
  const again = await listSpus(ctx, { keyword: corrected, pageNo: 1, pageSize: SUGGESTED_PRODUCTS });
  return again.total > 0
    ? { products: again.records.map(({ id, name, picUrl }) => ({ id, name, picUrl })), didYouMean: corrected }
    : { products, didYouMean: null };
}

/** Suggestions through the catalogue cache, per language, currency, part of the catalogue and text. */
export const cachedSuggestions = (ctx: Ctx, keyword: string) =>
  ctx.services.catalogCache.get(`${cacheKeyOf(ctx, 'suggest')}:${keyword.toLowerCase()}`, () => suggestSearch(ctx, keyword));
