import type { TSpuFilter } from '@shop/shared';
import { Prisma } from '../../generated/prisma/client.ts';
import { priceColumn, type Ctx } from '../../lib/use-case.ts';
import { planSearch } from './search-plan.ts';
import { searchCondition, searchRank } from './search-sql.ts';

export const SPU_ON_SALE = 1;

/** The facet groups a shopper chooses in: any colour, any decorating method, a price range, in stock. */
export type FacetGroup = 'color' | 'method' | 'price' | 'stock';

/** Where the price ranges of the facets start, in cents of either currency (the last has no upper end). */
export const PRICE_BOUNDS = [0, 500, 1000, 2500, 5000] as const;

/** A SKU's colour: the value of its property named Colour in English (the seed's property 1). */
const SKU_COLOUR = `(SELECT (p->>'valueId')::int FROM jsonb_array_elements(c.properties) p
  WHERE lower(p->'propertyName'->>'en') IN ('colour', 'color') LIMIT 1)`;

/**
 * The products with what lists and facets read of them: `k` the card's price (the cheapest SKU in
 * stock), and with `variants` also `v` the colours of its SKUs, of those in stock, and whether any is.
 */
export function productsFrom(ctx: Ctx, variants: boolean): Prisma.Sql {
  const skuPrice = ctx.currency === 'EUR' ? 'price_eur' : 'price_usd';
  const card = Prisma.raw(`product_spu s
    LEFT JOIN LATERAL (
      SELECT min(${skuPrice}) FILTER (WHERE stock > 0) AS available, min(${skuPrice}) <> max(${skuPrice}) AS varies
      FROM product_sku WHERE spu_id = s.id
    ) k ON true`);
  if (!variants) return card;
  return Prisma.sql`${card}
    LEFT JOIN LATERAL (
      SELECT coalesce(array_agg(DISTINCT colour) FILTER (WHERE colour IS NOT NULL), '{}') AS colours,
             coalesce(array_agg(DISTINCT colour) FILTER (WHERE colour IS NOT NULL AND stock > 0), '{}') AS colours_in_stock,
             coalesce(bool_or(stock > 0), false) AS in_stock
      FROM (SELECT c.stock, ${Prisma.raw(SKU_COLOUR)} AS colour FROM product_sku c WHERE c.spu_id = s.id AND c.deleted_at IS NULL) x
    ) v ON true`;
}

/** The price a card shows (and sorts and filters by): the cheapest SKU in stock, else the cheapest. */
export const cardPrice = (ctx: Ctx) => `coalesce(k.available, ${priceColumn(ctx.currency, 's')})`;

/** Whether a list needs the SKUs' colours and stock (`variants` of productsFrom). */
export const needsVariants = (input: TSpuFilter) => Boolean(input.colorIds?.length || input.inStock);

/** Within the asker's part of the catalogue (a punchout session's categories), or null when they see all of it. */
export const scopeCondition = (ctx: Ctx): Prisma.Sql | null =>
  ctx.catalogScope ? Prisma.sql`s.category_id = ANY(${ctx.catalogScope.categoryIds}::int[])` : null;

/** Whether a product of the category is in the asker's part of the catalogue. */
export const inScope = (ctx: Ctx, categoryId: number) => !ctx.catalogScope || ctx.catalogScope.categoryIds.includes(categoryId);

/**
 * What a cache key of a catalogue answer starts with: the language, currency and, for a part of the
 * catalogue, its key, so an answer made for one scope is never served to another or to everybody.
 */
export const cacheKeyOf = (ctx: Ctx, kind: string) =>
  `${kind}:${ctx.language}:${ctx.currency}${ctx.catalogScope ? `:scope=${ctx.catalogScope.key}` : ''}`;

/** On sale, in the asker's part of the catalogue and in the category (with its descendants), matching the search, and printable when asked. */
export function baseConditions(ctx: Ctx, input: TSpuFilter): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [Prisma.sql`s.status = ${SPU_ON_SALE}`];
  const scope = scopeCondition(ctx);
  if (scope) conditions.push(scope);
  if (input.categoryId) {
    conditions.push(Prisma.sql`s.category_id IN (
      WITH RECURSIVE tree AS (
        SELECT id FROM product_category WHERE id = ${input.categoryId} AND status = 0
        UNION ALL SELECT c.id FROM product_category c JOIN tree ON c.parent_id = tree.id WHERE c.status = 0
      ) SELECT id FROM tree)`);
  }
  if (input.keyword) conditions.push(searchCondition(planSearch(input.keyword)));
  if (input.printable) conditions.push(Prisma.sql`cardinality(s.decorating_methods) > 0`);
  return conditions;
}

/**
 * A group's choice as a condition, or null when nothing is chosen in it. Colour and stock speak of
 * one SKU together: "red, in stock" is a red SKU in stock.
 */
export function groupCondition(ctx: Ctx, input: TSpuFilter, group: FacetGroup): Prisma.Sql | null {
  const colours = input.colorIds?.length ? input.colorIds : null;
  switch (group) {
    case 'color':
      if (!colours) return null;
      return input.inStock ? Prisma.sql`v.colours_in_stock && ${colours}::int[]` : Prisma.sql`v.colours && ${colours}::int[]`;
    case 'stock':
      if (!input.inStock) return null;
      return colours ? Prisma.sql`v.colours_in_stock && ${colours}::int[]` : Prisma.sql`v.in_stock`;
    case 'method':
      return input.decoratingMethods?.length ? Prisma.sql`s.decorating_methods && ${input.decoratingMethods}::text[]` : null;
    case 'price': {
      const price = Prisma.raw(cardPrice(ctx));
      const parts = [
        input.priceMin !== undefined ? Prisma.sql`${price} >= ${input.priceMin}` : null,
        input.priceMax !== undefined ? Prisma.sql`${price} < ${input.priceMax}` : null,
      ].filter((part) => part !== null);
      return parts.length > 0 ? Prisma.join(parts, ' AND ') : null;
    }
  }
}

export const FACET_GROUPS: readonly FacetGroup[] = ['color', 'method', 'price', 'stock'];

/** Every condition of a filter: the base and each group's choice. */
export function listConditions(ctx: Ctx, input: TSpuFilter): Prisma.Sql {
  const groups = FACET_GROUPS.map((group) => groupCondition(ctx, input, group)).filter((c) => c !== null);
  return Prisma.join([...baseConditions(ctx, input), ...groups], ' AND ');
}

/** The search's rank of a product (null without a search or without words in it). */
export const rankOf = (input: TSpuFilter) => (input.keyword ? searchRank(planSearch(input.keyword)) : null);
