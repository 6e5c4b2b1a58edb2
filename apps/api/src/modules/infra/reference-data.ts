import { COMMON_STATUS, translate, type TAreaNode, type TCountry, type TDictData, type TStatesResponse } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';

async function listDictData(ctx: Ctx): Promise<TDictData[]> {
  const rows = await ctx.db.dictData.findMany({
    where: { status: COMMON_STATUS.enabled },
    orderBy: [{ dictType: 'asc' }, { sort: 'asc' }],
  });
  return rows.map((d) => ({
    dictType: d.dictType,
    value: d.value,
    label: translate(d.label, ctx.language),
    cssClass: d.cssClass,
    listClass: d.listClass,
  }));
}

/** The dictionaries from the catalogue's cache (they change only with the seed), for the first pages. */
export const cachedDictData = (ctx: Ctx) => ctx.services.catalogCache.get(`dictData:${ctx.language}`, () => listDictData(ctx));

export async function pageCountries(
  ctx: Ctx,
  input: { pageNo: number; pageSize: number; shippingAllowed?: 'true' | 'false' | undefined },
): Promise<{ list: TCountry[]; total: number }> {
  const where = input.shippingAllowed ? { shippingAllowed: input.shippingAllowed === 'true' } : {};
  const [rows, total] = await Promise.all([
    ctx.db.country.findMany({ where, orderBy: { id: 'asc' }, skip: (input.pageNo - 1) * input.pageSize, take: input.pageSize }),
    ctx.db.country.count({ where }),
  ]);
  const list = rows.map((c) => ({
    id: c.id,
    countryName: translate(c.name, ctx.language),
    phoneType: `+${c.phoneCode}`,
    code: c.iso2,
    shippingAllowed: c.shippingAllowed,
  }));
  return { list, total };
}

/** Shipping countries with their states or regions. */
export async function areaTree(ctx: Ctx): Promise<TAreaNode[]> {
  const countries = await ctx.db.country.findMany({
    where: { shippingAllowed: true },
    include: { regions: { orderBy: { name: 'asc' } } },
    orderBy: { id: 'asc' },
  });
  return countries.map((c) => ({
    id: c.id,
    name: translate(c.name, ctx.language),
    code: c.iso2,
    ...(c.postcodePattern ? { postcodePattern: c.postcodePattern } : {}),
    children: c.regions.map((r) => ({ id: r.id, name: r.name, code: r.code })),
  }));
}

export async function statesOfCountry(
  ctx: Ctx,
  input: { countryId?: number | undefined; countryCode?: string | undefined },
): Promise<TStatesResponse> {
  const country = await ctx.db.country.findFirst({
    where: input.countryId !== undefined ? { id: input.countryId } : { iso2: input.countryCode!.toUpperCase() },
    include: { regions: { orderBy: { name: 'asc' } } },
  });
  if (!country) throw new AppError('COUNTRY_NOT_FOUND');
  return {
    countryId: country.id,
    postcodePattern: country.postcodePattern,
    states: country.regions.map((r) => ({ name: r.name, state_code: r.code })),
  };
}
