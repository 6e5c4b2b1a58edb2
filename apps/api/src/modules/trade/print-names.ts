import { translate, type Translated } from '@shop/shared';
import type { Ctx } from '../../lib/use-case.ts';

/**
 * Names a logo line's decorating method and logo position by their dictionary labels in the
 * reader's language (the stored value when the dictionary no longer has it).
 */
export async function printNamer(ctx: Pick<Ctx, 'db' | 'language'>) {
  const dicts = await ctx.db.dictData.findMany({ where: { dictType: { in: ['custom_decorating_method', 'custom_logo_position'] } } });
  const nameOf = (dictType: string, value: string) => {
    const row = dicts.find((d) => d.dictType === dictType && d.value === value);
    return row ? translate(row.label as Translated, ctx.language) : value;
  };
  return (line: { decoratingMethod: string; locationId: string }) => ({
    decoratingMethodName: nameOf('custom_decorating_method', line.decoratingMethod),
    locationName: nameOf('custom_logo_position', line.locationId),
  });
}
