import { translate, type Language, type TSkuProperty, type TSpuDetail, type Translated } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { getQuantityRules } from './get-quantity-rules.ts';
import { SPU_ON_SALE } from './list-spus.ts';
import { inScope } from './spu-filters.ts';
import { listPrintAreas } from './print-areas.ts';

interface StoredProperty {
  propertyId: number;
  propertyName: Translated;
  valueId: number;
  valueName: Translated;
}

export function skuProperties(stored: unknown, language: Language): TSkuProperty[] {
  return (stored as StoredProperty[]).map((p) => ({
    propertyId: p.propertyId,
    propertyName: translate(p.propertyName, language),
    valueId: p.valueId,
    valueName: translate(p.valueName, language),
  }));
}

export async function getSpuDetail(ctx: Ctx, id: number): Promise<TSpuDetail> {
  const [spu, quantityRules, printAreas] = await Promise.all([
    ctx.db.spu.findUnique({ where: { id }, include: { skus: { where: { deletedAt: null }, orderBy: { id: 'asc' } } } }),
    getQuantityRules(ctx, id),
    listPrintAreas(ctx.db, id),
  ]);
  // A product outside the asker's part of the catalogue (a punchout session's categories) is not there for them.
  if (!spu || !inScope(ctx, spu.categoryId)) throw new AppError('PRODUCT_NOT_FOUND');
  if (spu.status !== SPU_ON_SALE) throw new AppError('PRODUCT_NOT_ON_SALE');
  const priceOf = (sku: { priceUsd: number; priceEur: number }) => (ctx.currency === 'EUR' ? sku.priceEur : sku.priceUsd);
  return {
    id: spu.id,
    name: translate(spu.name, ctx.language),
    keyword: translate(spu.keyword, ctx.language),
    introduction: translate(spu.introduction, ctx.language),
    description: translate(spu.description, ctx.language),
    categoryId: spu.categoryId,
    picUrl: spu.picUrl,
    sliderPicUrls: spu.sliderPicUrls,
    price: ctx.currency === 'EUR' ? spu.minPriceEur : spu.minPriceUsd,
    salesCount: spu.salesCount,
    status: spu.status,
    stock: spu.skus.reduce((sum, s) => sum + s.stock, 0),
    skus: spu.skus.map((sku) => ({
      id: sku.id,
      price: priceOf(sku),
      stock: sku.stock,
      picUrl: sku.picUrl,
      weight: sku.weight,
      piecesPerUnit: sku.piecesPerUnit,
      properties: skuProperties(sku.properties, ctx.language),
    })),
    quantityRules,
    decoratingMethods: spu.decoratingMethods,
    printMinCount: spu.printMinCount,
    printCheckLevel: spu.printCheckLevel,
    printAreas,
  };
}
