import type { Translated } from '@shop/shared';
import type { Prisma } from '../../generated/prisma/client.ts';
import { effectivePrintPrices, type LogoFields, printPricesOf } from './print-prices.ts';

export interface StoredProperty {
  propertyId: number;
  propertyName: Translated;
  valueId: number;
  valueName: Translated;
}

export const withSkus = {
  skus: { where: { deletedAt: null }, orderBy: { id: 'asc' } },
  quantityRules: { orderBy: { quantity: 'asc' } },
  printPrices: { orderBy: { id: 'asc' } },
} as const;
export type SpuRow = Prisma.SpuGetPayload<{ include: typeof withSkus }>;

export const texts = (value: unknown): Translated => {
  const t = (value ?? {}) as Partial<Translated>;
  return { en: t.en ?? '', de: t.de ?? '', zh: t.zh ?? '' };
};

/** The product as the back office edits it (also what the audit log keeps before and after). */
export function toDetail(row: SpuRow) {
  return {
    id: row.id,
    name: texts(row.name),
    keyword: texts(row.keyword),
    introduction: texts(row.introduction),
    description: texts(row.description),
    categoryId: row.categoryId,
    picUrl: row.picUrl,
    sliderPicUrls: row.sliderPicUrls,
    status: row.status,
    sort: row.sort,
    salesCount: row.salesCount,
    minPriceUsd: row.minPriceUsd,
    minPriceEur: row.minPriceEur,
    skus: row.skus.map((sku) => ({
      id: sku.id,
      properties: (sku.properties as unknown as StoredProperty[]).map((p) => ({
        propertyId: p.propertyId,
        propertyName: texts(p.propertyName),
        valueId: p.valueId,
        valueName: texts(p.valueName),
      })),
      priceUsd: sku.priceUsd,
      priceEur: sku.priceEur,
      stock: sku.stock,
      weight: sku.weight,
      piecesPerUnit: sku.piecesPerUnit,
      picUrl: sku.picUrl,
    })),
    quantityRules: row.quantityRules.map((r) => ({ quantity: r.quantity, discount: r.discount })),
    ...logoFieldsOf(row),
    createTime: row.createdAt.getTime(),
    updateTime: row.updatedAt.getTime(),
  };
}

/** The product's logo fields; print prices as it is charged them. */
export function logoFieldsOf(row: SpuRow): LogoFields {
  return {
    decoratingMethods: row.decoratingMethods,
    printMinCount: row.printMinCount,
    printCheckLevel: row.printCheckLevel,
    printPrices: effectivePrintPrices(row.decoratingMethods, printPricesOf(row.printPrices)),
  };
}

/** What the audit log keeps: the product without its clock times. */
export function auditView(row: SpuRow): Prisma.InputJsonValue {
  const { createTime: _created, updateTime: _updated, ...rest } = toDetail(row);
  return rest;
}
