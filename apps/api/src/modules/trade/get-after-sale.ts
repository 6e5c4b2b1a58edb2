import type { TAfterSale } from '@shop/shared';
import type { Ctx } from '../../lib/use-case.ts';
import { ownAfterSale } from './after-sale-access.ts';
import { toAfterSales } from './after-sale-view.ts';

export async function getAfterSale(ctx: Ctx, id: number): Promise<TAfterSale> {
  const [view] = await toAfterSales(ctx, [await ownAfterSale(ctx, id)]);
  return view as TAfterSale;
}
