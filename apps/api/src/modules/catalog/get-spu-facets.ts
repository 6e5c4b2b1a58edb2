import type { TSpuFacetsResponse, TSpuFilter } from '@shop/shared';
import { Prisma } from '../../generated/prisma/client.ts';
import type { Ctx } from '../../lib/use-case.ts';
import {
  baseConditions,
  cacheKeyOf,
  cardPrice,
  FACET_GROUPS,
  type FacetGroup,
  groupCondition,
  PRICE_BOUNDS,
  productsFrom,
} from './spu-filters.ts';

interface Row {
  facet: 'total' | 'price' | 'color' | 'method' | 'stock';
  key: string | null;
  name: string | null;
  count: bigint;
}

/**
 * Each group's choices counted under the other groups' choices (a shopper picking red sees how
 * many blue ones there are too), in one SQL statement over the list's own conditions, so a count
 * is exactly the total the list shows once that choice is made alone in its group.
 */
export async function getSpuFacets(ctx: Ctx, input: TSpuFilter): Promise<TSpuFacetsResponse> {
  const flags = FACET_GROUPS.map((group) => {
    const condition = groupCondition(ctx, input, group);
    return Prisma.sql`${condition ?? Prisma.sql`TRUE`} AS ${Prisma.raw(`f_${group}`)}`;
  });
  /** Every group's condition but those of `except` (TRUE when none is left). */
  const others = (...except: FacetGroup[]) =>
    Prisma.raw(['TRUE', ...FACET_GROUPS.filter((group) => !except.includes(group)).map((group) => `f_${group}`)].join(' AND '));
  // Colour and stock speak of one SKU: a colour's count takes the stock choice from the colours it
  // reads (those in stock), and the in-stock count the colour choice from its own condition.
  const colourList = input.inStock ? 'colours_in_stock' : 'colours';
  const colourStock = input.colorIds?.length ? Prisma.sql`colours_in_stock && ${input.colorIds}::int[]` : Prisma.sql`in_stock`;
  const rows = await ctx.db.$queryRaw<Row[]>`
    WITH p AS (
      SELECT s.id, s.decorating_methods, ${Prisma.raw(cardPrice(ctx))} AS price, v.colours, v.colours_in_stock, v.in_stock, ${Prisma.join(flags)}
      FROM ${productsFrom(ctx, true)}
      WHERE ${Prisma.join(baseConditions(ctx, input), ' AND ')}
    ), colour_names AS (
      SELECT DISTINCT ON ((e->>'valueId')::int) (e->>'valueId')::int AS id,
             coalesce(nullif(e->'valueName'->>${ctx.language}, ''), e->'valueName'->>'en') AS name
      FROM product_sku c, jsonb_array_elements(c.properties) e
      WHERE c.deleted_at IS NULL AND lower(e->'propertyName'->>'en') IN ('colour', 'color')
        AND c.spu_id IN (SELECT id FROM p)
      ORDER BY (e->>'valueId')::int, c.id DESC
    )
    SELECT 'total' AS facet, NULL AS key, NULL AS name, count(*) AS count FROM p WHERE ${others()}
    UNION ALL
    SELECT 'price', width_bucket(price, ${[...PRICE_BOUNDS]}::int[])::text, NULL, count(*) FROM p WHERE ${others('price')} GROUP BY 2
    UNION ALL
    SELECT 'color', colour::text, min(colour_names.name), count(*)
      FROM p CROSS JOIN LATERAL unnest(${Prisma.raw(colourList)}) colour JOIN colour_names ON colour_names.id = colour
      WHERE ${others('color', 'stock')} GROUP BY colour
    UNION ALL
    SELECT 'method', method, NULL, count(*) FROM p, unnest(decorating_methods) method WHERE ${others('method')} GROUP BY method
    UNION ALL
    SELECT 'stock', NULL, NULL, count(*) FROM p WHERE ${others('stock', 'color')} AND ${colourStock}`;
  const of = (facet: Row['facet']) => rows.filter((row) => row.facet === facet);
  const priceCounts = new Map(of('price').map((row) => [Number(row.key), Number(row.count)]));
  return {
    total: Number(of('total')[0]?.count ?? 0),
    priceRanges: PRICE_BOUNDS.map((min, i) => ({ min, max: PRICE_BOUNDS[i + 1] ?? null, count: priceCounts.get(i + 1) ?? 0 })),
    colors: of('color')
      .map((row) => ({ valueId: Number(row.key), name: row.name ?? '', count: Number(row.count) }))
      .sort((a, b) => b.count - a.count || a.valueId - b.valueId),
    decoratingMethods: of('method')
      .map((row) => ({ value: row.key ?? '', count: Number(row.count) }))
      .sort((a, b) => a.value.localeCompare(b.value)),
    inStock: Number(of('stock')[0]?.count ?? 0),
  };
}

/** The facets through the catalogue cache, per language, currency, part of the catalogue and filter. */
export const cachedSpuFacets = (ctx: Ctx, input: TSpuFilter) =>
  ctx.services.catalogCache.get(`${cacheKeyOf(ctx, 'facets')}:${JSON.stringify(input)}`, () => getSpuFacets(ctx, input));
