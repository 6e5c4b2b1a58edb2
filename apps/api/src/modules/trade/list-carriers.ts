import type { Ctx } from '../../lib/use-case.ts';

export async function listCarriers(ctx: Ctx) {
  return ctx.db.carrier.findMany({ select: { id: true, name: true }, orderBy: [{ sort: 'asc' }, { id: 'asc' }] });
}
