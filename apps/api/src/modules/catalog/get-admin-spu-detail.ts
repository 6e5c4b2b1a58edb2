import type { TAdminSpuDetail } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { toDetail, withSkus } from './admin-spu-view.ts';

export async function getAdminSpuDetail(ctx: Ctx, id: number): Promise<TAdminSpuDetail> {
  const [row, defaults] = await Promise.all([
    ctx.db.spu.findUnique({ where: { id }, include: withSkus }),
    ctx.db.quantityRule.findMany({ where: { spuId: null }, orderBy: { quantity: 'asc' } }),
  ]);
  if (!row) throw new AppError('PRODUCT_NOT_FOUND');
  return { ...toDetail(row), defaultQuantityRules: defaults.map((r) => ({ quantity: r.quantity, discount: r.discount })) };
}
