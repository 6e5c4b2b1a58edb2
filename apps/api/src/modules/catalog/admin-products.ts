import {
  SPU_STATUS,
  translate,
  type TAdminSpuDetail,
  type Translated,
  type ZAdminSpuCreateRequest,
  type ZAdminSpuPageRequest,
  type ZAdminStockMovementPageRequest,
} from '@shop/shared';
import type { z } from 'zod';
import { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { adminIdOf, type Ctx } from '../../lib/use-case.ts';
import { writeAudit } from '../system/audit.ts';
import { catalogueChanged } from './admin-categories.ts';

type Tx = Prisma.TransactionClient;
type SpuInput = z.output<typeof ZAdminSpuCreateRequest>;
type SkuInput = SpuInput['skus'][number];

interface StoredProperty {
  propertyId: number;
  propertyName: Translated;
  valueId: number;
  valueName: Translated;
}

const withSkus = {
  skus: { where: { deletedAt: null }, orderBy: { id: 'asc' } },
  quantityRules: { orderBy: { quantity: 'asc' } },
} as const;
type SpuRow = Prisma.SpuGetPayload<{ include: typeof withSkus }>;

const texts = (value: unknown): Translated => {
  const t = (value ?? {}) as Partial<Translated>;
  return { en: t.en ?? '', de: t.de ?? '', zh: t.zh ?? '' };
};

/** The product as the back office edits it (also what the audit log keeps before and after). */
function toDetail(row: SpuRow) {
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
    createTime: row.createdAt.getTime(),
    updateTime: row.updatedAt.getTime(),
  };
}

/** What the audit log keeps: the product without its clock times. */
function auditView(row: SpuRow): Prisma.InputJsonValue {
  const { createTime: _created, updateTime: _updated, ...rest } = toDetail(row);
  return rest;
}

export async function getAdminSpuDetail(ctx: Ctx, id: number): Promise<TAdminSpuDetail> {
  const [row, defaults] = await Promise.all([
    ctx.db.spu.findUnique({ where: { id }, include: withSkus }),
    ctx.db.quantityRule.findMany({ where: { spuId: null }, orderBy: { quantity: 'asc' } }),
  ]);
  if (!row) throw new AppError('PRODUCT_NOT_FOUND');
  return { ...toDetail(row), defaultQuantityRules: defaults.map((r) => ({ quantity: r.quantity, discount: r.discount })) };
}

/** The category and every category below it. */
const categoryTree = (categoryId: number) => Prisma.sql`(
  WITH RECURSIVE tree AS (
    SELECT id FROM product_category WHERE id = ${categoryId}
    UNION ALL SELECT c.id FROM product_category c JOIN tree ON c.parent_id = tree.id
  ) SELECT id FROM tree)`;

interface PageRow {
  id: number;
  name: unknown;
  pic_url: string;
  category_id: number;
  status: number;
  sort: number;
  min_price_usd: number;
  min_price_eur: number;
  sales_count: number;
  created_at: Date;
  stock: number;
}

/** Fixed ORDER BY fragments per sortable field, so no input reaches the SQL text; the id breaks ties for stable pages. */
const SPU_ORDER: Record<NonNullable<z.output<typeof ZAdminSpuPageRequest>['sortField']>, [Prisma.Sql, Prisma.Sql]> = {
  price: [Prisma.sql`s.min_price_usd ASC, s.id ASC`, Prisma.sql`s.min_price_usd DESC, s.id DESC`],
  priceEur: [Prisma.sql`s.min_price_eur ASC, s.id ASC`, Prisma.sql`s.min_price_eur DESC, s.id DESC`],
  stock: [Prisma.sql`stock ASC, s.id ASC`, Prisma.sql`stock DESC, s.id DESC`],
  salesCount: [Prisma.sql`s.sales_count ASC, s.id ASC`, Prisma.sql`s.sales_count DESC, s.id DESC`],
  createTime: [Prisma.sql`s.created_at ASC, s.id ASC`, Prisma.sql`s.created_at DESC, s.id DESC`],
};

/** A page of products, newest first unless sorted; without a status filter the deleted ones (status -1) are left out. */
export async function pageAdminSpus(ctx: Ctx, query: z.output<typeof ZAdminSpuPageRequest>) {
  const conditions: Prisma.Sql[] = [
    query.status === undefined
      ? Prisma.sql`s.status IN (${SPU_STATUS.offSale}, ${SPU_STATUS.onSale})`
      : Prisma.sql`s.status = ${query.status}`,
  ];
  if (query.categoryId) conditions.push(Prisma.sql`s.category_id IN ${categoryTree(query.categoryId)}`);
  if (query.name) {
    const pattern = `%${query.name.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    conditions.push(Prisma.sql`(s.name->>'en' ILIKE ${pattern} OR s.name->>'de' ILIKE ${pattern} OR s.name->>'zh' ILIKE ${pattern})`);
  }
  const where = Prisma.join(conditions, ' AND ');
  const orderBy = query.sortField ? SPU_ORDER[query.sortField][query.sortAsc ? 0 : 1] : Prisma.sql`s.id DESC`;
  const [rows, [count]] = await Promise.all([
    ctx.db.$queryRaw<PageRow[]>`
      SELECT s.id, s.name, s.pic_url, s.category_id, s.status, s.sort, s.min_price_usd, s.min_price_eur, s.sales_count, s.created_at,
        (SELECT coalesce(sum(k.stock), 0)::int FROM product_sku k WHERE k.spu_id = s.id AND k.deleted_at IS NULL) AS stock
      FROM product_spu s WHERE ${where}
      ORDER BY ${orderBy} LIMIT ${query.pageSize} OFFSET ${(query.pageNo - 1) * query.pageSize}`,
    ctx.db.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM product_spu s WHERE ${where}`,
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      name: translate(r.name, ctx.language),
      picUrl: r.pic_url,
      categoryId: r.category_id,
      status: r.status,
      sort: r.sort,
      minPriceUsd: r.min_price_usd,
      minPriceEur: r.min_price_eur,
      stock: r.stock,
      salesCount: r.sales_count,
      createTime: r.created_at.getTime(),
    })),
    total: count?.total ?? 0,
  };
}

/**
 * The SKUs' properties with ids: a property or value sent without one gets the id that its
 * English name already has in the catalogue (so "Colour: Black" groups with the others), else a
 * new one. Two SKUs of a product never have the same values.
 */
async function resolveProperties(tx: Tx, skus: SkuInput[]): Promise<StoredProperty[][]> {
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
function spuData(input: SpuInput) {
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

async function assertCategory(tx: Tx, categoryId: number): Promise<void> {
  if (!(await tx.category.findUnique({ where: { id: categoryId }, select: { id: true } }))) throw new AppError('CATEGORY_NOT_FOUND');
}

const skuData = (sku: SkuInput, properties: StoredProperty[]) => ({
  properties: properties as unknown as Prisma.InputJsonValue,
  priceUsd: sku.priceUsd,
  priceEur: sku.priceEur,
  weight: sku.weight,
  piecesPerUnit: sku.piecesPerUnit,
  picUrl: sku.picUrl,
});

async function loadForChange(tx: Tx, id: number): Promise<SpuRow> {
  // Concurrent changes of one product are applied one after the other.
  await tx.$queryRaw`SELECT id FROM product_spu WHERE id = ${id} FOR UPDATE`;
  const row = await tx.spu.findUnique({ where: { id }, include: withSkus });
  if (!row) throw new AppError('PRODUCT_NOT_FOUND');
  return row;
}

export async function createSpu(ctx: Ctx, input: SpuInput): Promise<number> {
  const adminId = adminIdOf(ctx);
  const id = await ctx.db.$transaction(async (tx) => {
    await assertCategory(tx, input.categoryId);
    const properties = await resolveProperties(tx, input.skus);
    const spu = await tx.spu.create({ data: spuData(input) });
    await tx.sku.createMany({ data: input.skus.map((sku, i) => ({ spuId: spu.id, stock: sku.stock, ...skuData(sku, properties[i]!) })) });
    await tx.quantityRule.createMany({ data: input.quantityRules.map((r) => ({ spuId: spu.id, ...r })) });
    const after = await tx.spu.findUniqueOrThrow({ where: { id: spu.id }, include: withSkus });
    await writeAudit(tx, { adminId, action: 'product:spu:create', target: `product_spu:${spu.id}`, after: auditView(after) });
    return spu.id;
  });
  catalogueChanged(ctx);
  return id;
}

/**
 * Replaces a product. SKUs sent with their id stay (same id, so carts and orders go on naming
 * them; their stock changes only through stock adjustments); SKUs without an id are added; the
 * product's SKUs left out are deleted, or, when order lines name them, marked removed with no
 * stock (and taken out of carts).
 */
export async function updateSpu(ctx: Ctx, input: SpuInput & { id: number }): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  await ctx.db.$transaction(async (tx) => {
    const before = await loadForChange(tx, input.id);
    await assertCategory(tx, input.categoryId);
    const current = new Set(before.skus.map((s) => s.id));
    const kept = input.skus.flatMap((s) => (s.id === undefined ? [] : [s.id]));
    if (kept.some((skuId) => !current.has(skuId))) throw new AppError('SKU_NOT_FOUND');
    if (new Set(kept).size !== kept.length) throw new AppError('SKU_PROPERTIES_DUPLICATED');
    const properties = await resolveProperties(tx, input.skus);

    const dropped = before.skus.filter((s) => !kept.includes(s.id));
    if (dropped.length > 0) {
      // Locked first: an order taking one of them either committed its line before (and is seen
      // below) or waits and then finds no stock.
      await tx.$queryRaw`SELECT id FROM product_sku WHERE id IN (${Prisma.join(dropped.map((s) => s.id))}) FOR UPDATE`;
      const ordered = await tx.tradeOrderItem.findMany({
        where: { skuId: { in: dropped.map((s) => s.id) } },
        select: { skuId: true },
        distinct: ['skuId'],
      });
      const named = new Set(ordered.map((o) => o.skuId));
      const retire = dropped.filter((s) => named.has(s.id));
      await tx.sku.deleteMany({ where: { id: { in: dropped.filter((s) => !named.has(s.id)).map((s) => s.id) } } });
      if (retire.length > 0) {
        const ids = retire.map((s) => s.id);
        await tx.sku.updateMany({ where: { id: { in: ids } }, data: { deletedAt: ctx.services.clock(), stock: 0 } });
        await tx.cartItem.deleteMany({ where: { skuId: { in: ids } } });
        const withStock = retire.filter((s) => s.stock > 0);
        await tx.productStockMovement.createMany({
          data: withStock.map((s) => ({ skuId: s.id, change: -s.stock, stockAfter: 0, reason: 'Removed from the product', adminId })),
        });
      }
    }
    for (const [i, sku] of input.skus.entries()) {
      if (sku.id !== undefined) await tx.sku.update({ where: { id: sku.id }, data: skuData(sku, properties[i]!) });
    }
    const added = input.skus.flatMap((sku, i) =>
      sku.id === undefined ? [{ spuId: input.id, stock: sku.stock, ...skuData(sku, properties[i]!) }] : [],
    );
    if (added.length > 0) await tx.sku.createMany({ data: added });
    await tx.quantityRule.deleteMany({ where: { spuId: input.id } });
    await tx.quantityRule.createMany({ data: input.quantityRules.map((r) => ({ spuId: input.id, ...r })) });
    await tx.spu.update({ where: { id: input.id }, data: spuData(input) });

    const after = await tx.spu.findUniqueOrThrow({ where: { id: input.id }, include: withSkus });
    await writeAudit(tx, {
      adminId,
      action: 'product:spu:update',
      target: `product_spu:${input.id}`,
      before: auditView(before),
      after: auditView(after),
    });
  });
  catalogueChanged(ctx);
  return true;
}

export async function updateSpuStatus(ctx: Ctx, input: { id: number; status: number }): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  await ctx.db.$transaction(async (tx) => {
    const before = await loadForChange(tx, input.id);
    await tx.spu.update({ where: { id: input.id }, data: { status: input.status } });
    await writeAudit(tx, {
      adminId,
      action: 'product:spu:update-status',
      target: `product_spu:${input.id}`,
      before: { status: before.status },
      after: { status: input.status },
    });
  });
  catalogueChanged(ctx);
  return true;
}

/**
 * Deletes a product with its SKUs, rules and cart lines; a product that order lines name is kept
 * with status -1 (deleted: gone from the storefront and the default admin list) so its orders,
 * invoices and reviews still find it.
 */
export async function deleteSpu(ctx: Ctx, id: number): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  await ctx.db.$transaction(async (tx) => {
    const before = await loadForChange(tx, id);
    // As in an update: orders taking its SKUs right now are counted, or find them gone.
    await tx.$queryRaw`SELECT id FROM product_sku WHERE spu_id = ${id} FOR UPDATE`;
    const ordered = await tx.tradeOrderItem.count({ where: { spuId: id } });
    if (ordered > 0) await tx.spu.update({ where: { id }, data: { status: SPU_STATUS.recycled } });
    else await tx.spu.delete({ where: { id } });
    await writeAudit(tx, {
      adminId,
      action: 'product:spu:delete',
      target: `product_spu:${id}`,
      before: auditView(before),
      ...(ordered > 0 ? { after: { status: SPU_STATUS.recycled } } : {}),
    });
  });
  catalogueChanged(ctx);
  return true;
}

/**
 * Adds to or takes from a SKU's stock with a reason. One conditional statement decides, so
 * adjustments and orders taking stock at the same time never drive it below 0.
 */
export async function updateSkuStock(ctx: Ctx, input: { id: number; incrCount: number; reason: string }): Promise<number> {
  const adminId = adminIdOf(ctx);
  return ctx.db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ stock: number }[]>`
      UPDATE product_sku SET stock = stock + ${input.incrCount}
      WHERE id = ${input.id} AND deleted_at IS NULL AND stock + ${input.incrCount} >= 0
      RETURNING stock`;
    if (!row) {
      const sku = await tx.sku.findUnique({ where: { id: input.id }, select: { stock: true, deletedAt: true } });
      if (!sku || sku.deletedAt) throw new AppError('SKU_NOT_FOUND');
      throw new AppError('SKU_STOCK_NOT_ENOUGH', { stock: sku.stock });
    }
    await tx.productStockMovement.create({
      data: { skuId: input.id, change: input.incrCount, stockAfter: row.stock, reason: input.reason, adminId },
    });
    await writeAudit(tx, {
      adminId,
      action: 'product:sku:update-stock',
      target: `product_sku:${input.id}`,
      before: { stock: row.stock - input.incrCount },
      after: { stock: row.stock, reason: input.reason },
    });
    return row.stock;
  });
}

export async function pageStockMovements(ctx: Ctx, query: z.output<typeof ZAdminStockMovementPageRequest>) {
  const where = { skuId: query.skuId };
  const [rows, total] = await Promise.all([
    ctx.db.productStockMovement.findMany({
      where,
      orderBy: { id: 'desc' },
      skip: (query.pageNo - 1) * query.pageSize,
      take: query.pageSize,
    }),
    ctx.db.productStockMovement.count({ where }),
  ]);
  return {
    list: rows.map((m) => ({
      id: m.id,
      skuId: m.skuId,
      incrCount: m.change,
      stockAfter: m.stockAfter,
      reason: m.reason,
      adminId: m.adminId,
      createTime: m.createdAt.getTime(),
    })),
    total,
  };
}

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
