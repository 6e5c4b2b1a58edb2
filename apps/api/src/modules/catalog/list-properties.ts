import type { Translated } from '@shop/shared';
import type { Ctx } from '../../lib/use-case.ts';
import { texts } from './admin-spu-view.ts';

/** The properties and values of the SKUs on offer, each with its latest names. */
export async function listProperties(ctx: Ctx) {
  const rows = await ctx.db.$queryRaw<{ propertyId: number; propertyName: unknown; valueId: number; valueName: unknown }[]>`
    SELECT DISTINCT ON ((p->>'propertyId')::int, (p->>'valueId')::int)
      (p->>'propertyId')::int AS "propertyId", p->'propertyName' AS "propertyName", (p->>'valueId')::int AS "valueId", p->'valueName' AS "valueName"
    FROM product_sku k, jsonb_array_elements(k.properties) p
    WHERE k.deleted_at IS NULL
    ORDER BY (p->>'propertyId')::int, (p->>'valueId')::int, k.id DESC`;
  const properties = new Map<number, { propertyId: number; name: Translated; values: { valueId: number; name: Translated }[] }>();
  for (const row of rows) {
    const property = properties.get(row.propertyId) ?? { propertyId: row.propertyId, name: texts(row.propertyName), values: [] };
    property.values.push({ valueId: row.valueId, name: texts(row.valueName) });
    properties.set(row.propertyId, property);
  }
  return [...properties.values()];
}
