import type { TCartEntry, TCartLine, TCartListResponse, TCartMergeResponse, TCartPriceRequest, TQuantityRule } from '@shop/shared';
import { priceCartLine, translate } from '@shop/shared';
import type { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { memberIdOf, type Ctx } from '../../lib/use-case.ts';
import { getQuantityRulesOf } from '../catalog/get-quantity-rules.ts';
import { skuProperties } from '../catalog/get-spu-detail.ts';
import { SPU_ON_SALE } from '../catalog/list-spus.ts';

async function skuWithProduct(ctx: Ctx, skuId: number) {
  return ctx.db.sku.findUnique({ where: { id: skuId }, include: { spu: { select: { status: true } } } });
}

/**
 * Adds pieces to the SKU's line in one statement, so two adds at once both count; refuses to go
 * past the stock.
 */
export async function addToCart(ctx: Ctx, entry: TCartEntry): Promise<number> {
  const memberId = memberIdOf(ctx);
  const sku = await skuWithProduct(ctx, entry.skuId);
  if (!sku || sku.spu.status !== SPU_ON_SALE) throw new AppError('CART_SKU_NOT_AVAILABLE');
  return ctx.db.$transaction(async (tx) => {
    const [line] = await tx.$queryRaw<{ id: number; count: number }[]>`
      INSERT INTO trade_cart (member_id, sku_id, count, selected, updated_at)
      VALUES (${memberId}, ${sku.id}, ${entry.count}, true, now())
      ON CONFLICT (member_id, sku_id) DO UPDATE SET count = trade_cart.count + EXCLUDED.count, selected = true, updated_at = now()
      RETURNING id, count`;
    if (!line || line.count > sku.stock) throw new AppError('CART_STOCK_EXCEEDED', { stock: sku.stock });
    return line.id;
  });
}

/** Sums the entries of each SKU: a list may name one SKU twice. */
function combine(entries: TCartEntry[]): Map<number, TCartEntry> {
  const bySku = new Map<number, TCartEntry>();
  for (const entry of entries) {
    const known = bySku.get(entry.skuId);
    bySku.set(entry.skuId, known ? { ...known, count: known.count + entry.count } : { ...entry });
  }
  return bySku;
}

/**
 * Merges a list into the cart (a guest cart at login, the `carts` login parameter). No line is
 * lost: a count past the stock is cut to the stock and reported; an out-of-stock or off-sale
 * SKU is kept and shows among the invalid lines. Only SKUs that no longer exist are dropped.
 */
export async function mergeIntoCart(ctx: Ctx, entries: TCartEntry[]): Promise<TCartMergeResponse> {
  const memberId = memberIdOf(ctx);
  const wanted = combine(entries);
  const skus = await ctx.db.sku.findMany({ where: { id: { in: [...wanted.keys()] } } });
  return ctx.db.$transaction(async (tx) => {
    const existing = await tx.cartItem.findMany({ where: { memberId, skuId: { in: skus.map((s) => s.id) } } });
    const result: TCartMergeResponse = { ids: [], capped: [], lines: [] };
    for (const sku of skus) {
      const entry = wanted.get(sku.id)!;
      const line = existing.find((l) => l.skuId === sku.id);
      const total = (line?.count ?? 0) + entry.count;
      const count = sku.stock > 0 ? Math.min(total, sku.stock) : Math.max(line?.count ?? 0, entry.count);
      if (count < total) result.capped.push({ skuId: sku.id, count });
      const saved = await tx.cartItem.upsert({
        where: { memberId_skuId: { memberId, skuId: sku.id } },
        create: { memberId, skuId: sku.id, count, selected: entry.selected ?? true },
        update: { count, selected: entry.selected ?? true },
      });
      result.ids.push(saved.id);
      result.lines.push({ skuId: sku.id, id: saved.id });
    }
    return result;
  });
}

/** A line that can be bought: its product on sale and its SKU in stock. */
const valid = (line: { sku: { stock: number; spu: { status: number } } }) => line.sku.spu.status === SPU_ON_SALE && line.sku.stock > 0;

const CART_SKU = { include: { spu: { select: { id: true, name: true, picUrl: true, status: true } } } } as const;

interface StoredLine {
  id: number;
  count: number;
  selected: boolean;
  sku: Prisma.SkuGetPayload<typeof CART_SKU>;
}

/**
 * The lines as the cart shows them, each priced with its product's quantity discount by the same
 * function settlement uses, so drawer, product page and checkout show the same figures. A
 * product's tier counts its selected lines together (they are ordered together); a line not
 * selected is priced as if it joined them.
 */
async function toCartList(ctx: Ctx, lines: StoredLine[]): Promise<TCartListResponse> {
  const rules = await getQuantityRulesOf(ctx, [...new Set(lines.map((l) => l.sku.spu.id))]);
  const selected = new Map<number, number>();
  for (const line of lines.filter((l) => l.selected && valid(l)))
    selected.set(line.sku.spu.id, (selected.get(line.sku.spu.id) ?? 0) + line.count);
  const productCount = (line: StoredLine) => (selected.get(line.sku.spu.id) ?? 0) + (line.selected && valid(line) ? 0 : line.count);
  const toLine = (line: StoredLine): TCartLine => {
    const price = ctx.currency === 'EUR' ? line.sku.priceEur : line.sku.priceUsd;
    const spuRules: TQuantityRule[] = rules.get(line.sku.spu.id) ?? [];
    return {
      id: line.id,
      count: line.count,
      selected: line.selected,
      sku: {
        id: line.sku.id,
        price,
        stock: line.sku.stock,
        picUrl: line.sku.picUrl,
        properties: skuProperties(line.sku.properties, ctx.language),
        piecesPerUnit: line.sku.piecesPerUnit,
      },
      spu: {
        id: line.sku.spu.id,
        name: translate(line.sku.spu.name, ctx.language),
        picUrl: line.sku.spu.picUrl,
        status: line.sku.spu.status,
      },
      ...priceCartLine(price, line.count, spuRules, ctx.language, productCount(line)),
    };
  };
  return { validList: lines.filter(valid).map(toLine), invalidList: lines.filter((l) => !valid(l)).map(toLine) };
}

export async function listCart(ctx: Ctx): Promise<TCartListResponse> {
  const memberId = memberIdOf(ctx);
  const lines = await ctx.db.cartItem.findMany({
    where: { memberId },
    include: { sku: CART_SKU },
    orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
  });
  return toCartList(ctx, lines);
}

/**
 * A visitor's local cart priced like a member's: each line (its id is the SKU id, as the local
 * cart keeps it) with today's price, stock and quantity discount. Unknown SKUs are left out.
 */
export async function priceGuestCart(ctx: Ctx, input: TCartPriceRequest): Promise<TCartListResponse> {
  const wanted = combine(input.items);
  const skus = await ctx.db.sku.findMany({ where: { id: { in: [...wanted.keys()] } }, ...CART_SKU });
  const bySku = new Map(skus.map((sku) => [sku.id, sku]));
  const lines = [...wanted.values()].flatMap((entry) => {
    const sku = bySku.get(entry.skuId);
    return sku ? [{ id: sku.id, count: entry.count, selected: entry.selected ?? true, sku }] : [];
  });
  return toCartList(ctx, lines);
}

/** Pieces in the selected lines that can be bought: the header badge. */
export async function cartCount(ctx: Ctx): Promise<number> {
  const memberId = memberIdOf(ctx);
  const [row] = await ctx.db.$queryRaw<{ total: bigint | null }[]>`
    SELECT sum(c.count) AS total FROM trade_cart c
    JOIN product_sku k ON k.id = c.sku_id JOIN product_spu s ON s.id = k.spu_id
    WHERE c.member_id = ${memberId} AND c.selected AND s.status = ${SPU_ON_SALE} AND k.stock > 0`;
  return Number(row?.total ?? 0);
}

export async function updateCartCount(ctx: Ctx, input: { id: number; count: number }): Promise<boolean> {
  const memberId = memberIdOf(ctx);
  const line = await ctx.db.cartItem.findFirst({ where: { id: input.id, memberId }, include: { sku: true } });
  if (!line) throw new AppError('CART_ITEM_NOT_FOUND');
  if (input.count > line.sku.stock) throw new AppError('CART_STOCK_EXCEEDED', { stock: line.sku.stock });
  await ctx.db.cartItem.update({ where: { id: line.id }, data: { count: input.count } });
  return true;
}

export async function updateCartSelected(ctx: Ctx, input: { ids: number[]; selected: boolean }): Promise<boolean> {
  await ctx.db.cartItem.updateMany({ where: { memberId: memberIdOf(ctx), id: { in: input.ids } }, data: { selected: input.selected } });
  return true;
}

export async function deleteCartLines(ctx: Ctx, ids: number[]): Promise<boolean> {
  await ctx.db.cartItem.deleteMany({ where: { memberId: memberIdOf(ctx), id: { in: ids } } });
  return true;
}
