import type { ZAdminSpuCreateRequest } from '@shop/shared';
import type { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type SpuRow, type StoredProperty, withSkus } from './admin-spu-view.ts';

type Tx = Prisma.TransactionClient;
export type SpuInput = z.output<typeof ZAdminSpuCreateRequest>;
type SkuInput = SpuInput['skus'][number];

/**
 * The SKUs' properties with ids: a property or value sent without one gets the id that its
 * English name already has in the catalogue (so "Colour: Black" groups with the others), else a
 * new one. Two SKUs of a product never have the same values.
 */
export async function resolveProperties(tx: Tx, skus: SkuInput[]): Promise<StoredProperty[][]> {
  const known = await tx.$queryRaw<{ propertyId: number; propertyName: string; valueId: number; valueName: string }[]>`
    SELECT DISTINCT (p->>'propertyId')::int AS "propertyId", lower(p->'propertyName'->>'en') AS "propertyName",
      (p->>'valueId')::int AS "valueId", lower(p->'valueName'->>'en') AS "valueName"
    FROM product_sku, jsonb_array_elements(properties) p`;
  const propertyIds = new Map<string, number>();
  const valueIds = new Map<string, number>();
  let lastPropertyId = 0;
  let lastValueId = 0;
  const learn = (propertyId: number, propertyName: string, valueId: number, valueName: string) => {
    if (!propertyIds.has(propertyName)) propertyIds.set(propertyName, propertyId);
    if (!valueIds.has(`${propertyId}:${valueName}`)) valueIds.set(`${propertyId}:${valueName}`, valueId);
    lastPropertyId = Math.max(lastPropertyId, propertyId);
    lastValueId = Math.max(lastValueId, valueId);
  };
  // The ids sent win over the stored ones, so a renamed property keeps its id.
  for (const sku of skus) {
    for (const p of sku.properties) {
      if (p.propertyId !== undefined && p.valueId !== undefined) {
        learn(p.propertyId, p.propertyName.en.toLowerCase(), p.valueId, p.valueName.en.toLowerCase());
      }
    }
  }
  for (const k of known) learn(k.propertyId, k.propertyName, k.valueId, k.valueName);

  const resolved = skus.map((sku) =>
    sku.properties.map((p) => {
      const name = p.propertyName.en.toLowerCase();
      let propertyId = p.propertyId ?? propertyIds.get(name);
      if (propertyId === undefined) {
        lastPropertyId += 1;
        propertyId = lastPropertyId;
        propertyIds.set(name, propertyId);
      }
      const valueKey = `${propertyId}:${p.valueName.en.toLowerCase()}`;
      let valueId = p.valueId ?? valueIds.get(valueKey);
      if (valueId === undefined) {
        lastValueId += 1;
        valueId = lastValueId;
        valueIds.set(valueKey, valueId);
      }
      return { propertyId, propertyName: p.propertyName, valueId, valueName: p.valueName };
    }),
  );
  const combinations = new Set<string>();
  const names = (properties: StoredProperty[]) =>
    properties
      .map((p) => p.propertyId)
      .sort((a, b) => a - b)
      .join(',');
  // The storefront offers one choice per property: every SKU must have a value for each.
  if (resolved.some((properties) => names(properties) !== names(resolved[0]!))) throw new AppError('SKU_PROPERTIES_MISMATCH');
  for (const properties of resolved) {
    if (new Set(properties.map((p) => p.propertyId)).size !== properties.length) throw new AppError('SKU_PROPERTIES_DUPLICATED');
    const combination = properties
      .map((p) => `${p.propertyId}:${p.valueId}`)
      .sort()
      .join(',');
    if (combinations.has(combination)) throw new AppError('SKU_PROPERTIES_DUPLICATED');
    combinations.add(combination);
  }
  return resolved;
}

/** The product's columns from the request; the cheapest SKU's prices kept for list sorting. */
export function spuData(input: SpuInput) {
  return {
    categoryId: input.categoryId,
    name: input.name,
    keyword: input.keyword,
    introduction: input.introduction,
    description: input.description,
    picUrl: input.picUrl || input.sliderPicUrls[0]!,
    sliderPicUrls: input.sliderPicUrls,
    status: input.status,
    sort: input.sort,
    minPriceUsd: Math.min(...input.skus.map((s) => s.priceUsd)),
    minPriceEur: Math.min(...input.skus.map((s) => s.priceEur)),
  };
}

export async function assertCategory(tx: Tx, categoryId: number): Promise<void> {
  if (!(await tx.category.findUnique({ where: { id: categoryId }, select: { id: true } }))) throw new AppError('CATEGORY_NOT_FOUND');
}

export const skuData = (sku: SkuInput, properties: StoredProperty[]) => ({
  properties: properties as unknown as Prisma.InputJsonValue,
  priceUsd: sku.priceUsd,
  priceEur: sku.priceEur,
  weight: sku.weight,
  piecesPerUnit: sku.piecesPerUnit,
  picUrl: sku.picUrl,
});

export async function loadForChange(tx: Tx, id: number): Promise<SpuRow> {
  // Concurrent changes of one product are applied one after the other.
  await tx.$queryRaw`SELECT id FROM product_spu WHERE id = ${id} FOR UPDATE`;
  const row = await tx.spu.findUnique({ where: { id }, include: withSkus });
  if (!row) throw new AppError('PRODUCT_NOT_FOUND');
  return row;
}
