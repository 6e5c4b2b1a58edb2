import { translate, type TMemberProduct, type TMemberProductPageResponse } from '@shop/shared';
import { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { memberIdOf, type Ctx } from '../../lib/use-case.ts';
import { SPU_ON_SALE } from '../catalog/list-spus.ts';

/** A member's list of products: the collection (favourites) or the likes. */
export type ProductList = 'favorite' | 'like';

const spuFields = { select: { name: true, picUrl: true, minPriceUsd: true, minPriceEur: true, status: true } } as const;

interface Row {
  id: number;
  spuId: number;
  spu: { name: unknown; picUrl: string; minPriceUsd: number; minPriceEur: number; status: number };
}

function toItem(ctx: Ctx, row: Row, time: Date): TMemberProduct {
  return {
    id: row.id,
    spuId: row.spuId,
    spuName: translate(row.spu.name, ctx.language),
    picUrl: row.spu.picUrl,
    price: ctx.currency === 'EUR' ? row.spu.minPriceEur : row.spu.minPriceUsd,
    status: row.spu.status,
    createTime: time.getTime(),
  };
}

function table(ctx: Ctx, list: ProductList) {
  // Both tables have the same columns; one code path serves both lists.
  return (list === 'favorite' ? ctx.db.productFavorite : ctx.db.productLike) as unknown as typeof ctx.db.productFavorite;
}

/** Adds a product on sale to the list; adding it again changes nothing and answers the same id. */
export async function addToList(ctx: Ctx, list: ProductList, spuId: number): Promise<number> {
  const memberId = memberIdOf(ctx);
  const spu = await ctx.db.spu.findFirst({ where: { id: spuId, status: SPU_ON_SALE }, select: { id: true } });
  if (!spu) throw new AppError('PRODUCT_NOT_FOUND');
  // An upsert on the (member, product) key: two taps at once still leave one entry.
  const row = await table(ctx, list).upsert({
    where: { memberId_spuId: { memberId, spuId } },
    create: { memberId, spuId },
    update: {},
    select: { id: true },
  });
  return row.id;
}

export async function removeFromList(ctx: Ctx, list: ProductList, spuId: number): Promise<boolean> {
  await table(ctx, list).deleteMany({ where: { memberId: memberIdOf(ctx), spuId } });
  return true;
}

export async function pageList(
  ctx: Ctx,
  list: ProductList,
  query: { pageNo: number; pageSize: number },
): Promise<TMemberProductPageResponse> {
  const where = { memberId: memberIdOf(ctx) };
  const [rows, total] = await Promise.all([
    table(ctx, list).findMany({
      where,
      orderBy: { id: 'desc' },
      skip: (query.pageNo - 1) * query.pageSize,
      take: query.pageSize,
      include: { spu: spuFields },
    }),
    table(ctx, list).count({ where }),
  ]);
  return { list: rows.map((row) => toItem(ctx, row, row.createdAt)), total };
}

export async function inList(ctx: Ctx, list: ProductList, spuId: number): Promise<boolean> {
  return (await table(ctx, list).count({ where: { memberId: memberIdOf(ctx), spuId } })) > 0;
}

export async function countList(ctx: Ctx, list: ProductList): Promise<number> {
  return table(ctx, list).count({ where: { memberId: memberIdOf(ctx) } });
}

/**
 * Notes that the logged-in member opened a product: one entry per product, moved to the top on
 * each visit. One statement, which writes nothing while the member's setting
 * `advanced.keepBrowsingHistory` is off (absent means on, as the settings page shows it).
 */
export async function recordBrowse(ctx: Ctx, spuId: number): Promise<void> {
  if (ctx.memberId === null) return;
  await ctx.db.$executeRaw(Prisma.sql`
    INSERT INTO product_browse_history (member_id, spu_id, viewed_at)
    SELECT m.id, ${spuId}, now() FROM member_user m
    WHERE m.id = ${ctx.memberId} AND coalesce((m.settings->'advanced'->>'keepBrowsingHistory')::boolean, true)
    ON CONFLICT (member_id, spu_id) DO UPDATE SET viewed_at = excluded.viewed_at`);
}

export async function pageBrowseHistory(ctx: Ctx, query: { pageNo: number; pageSize: number }): Promise<TMemberProductPageResponse> {
  const where = { memberId: memberIdOf(ctx) };
  const [rows, total] = await Promise.all([
    ctx.db.productBrowseHistory.findMany({
      where,
      orderBy: [{ viewedAt: 'desc' }, { id: 'desc' }],
      skip: (query.pageNo - 1) * query.pageSize,
      take: query.pageSize,
      include: { spu: spuFields },
    }),
    ctx.db.productBrowseHistory.count({ where }),
  ]);
  return { list: rows.map((row) => toItem(ctx, row, row.viewedAt)), total };
}

export async function deleteBrowseHistory(ctx: Ctx, spuIds: number[]): Promise<boolean> {
  await ctx.db.productBrowseHistory.deleteMany({ where: { memberId: memberIdOf(ctx), spuId: { in: spuIds } } });
  return true;
}

export async function cleanBrowseHistory(ctx: Ctx): Promise<boolean> {
  await ctx.db.productBrowseHistory.deleteMany({ where: { memberId: memberIdOf(ctx) } });
  return true;
}
