import type { Ctx } from '../../lib/use-case.ts';

/** The storefront shows catalogue changes at once: the commit notifies every instance, this one is emptied now. */
export function catalogueChanged(ctx: Ctx): void {
  ctx.services.catalogCache.clear();
}
