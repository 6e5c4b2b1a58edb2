import type { ZAdminQuotePageRequest } from '@shop/shared';
import type { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client.ts';
import { memberIdOf, type Ctx } from '../../lib/use-case.ts';
import { quoteSummary } from './quote-view.ts';

type PageInput = z.output<typeof ZAdminQuotePageRequest>;

async function pageWhere(ctx: Ctx, where: Prisma.TradeQuoteWhereInput, input: Pick<PageInput, 'pageNo' | 'pageSize'>) {
  const [rows, total] = await Promise.all([
    ctx.db.tradeQuote.findMany({
      where,
      orderBy: { id: 'desc' },
      skip: (input.pageNo - 1) * input.pageSize,
      take: input.pageSize,
      include: { items: { select: { count: true } } },
    }),
    ctx.db.tradeQuote.count({ where }),
  ]);
  return {
    list: rows.map((row) =>
      quoteSummary(
        row,
        row.items.reduce((sum, item) => sum + item.count, 0),
      ),
    ),
    total,
  };
}

/** A page of the member's own quotes, newest first. */
export function pageMemberQuotes(ctx: Ctx, input: Omit<PageInput, 'keyword'>) {
  return pageWhere(ctx, { memberId: memberIdOf(ctx), ...(input.status === undefined ? {} : { status: input.status }) }, input);
}

/** The back office's page of quotes: by status, and by part of the number, e-mail, name or company. */
export function pageAdminQuotes(ctx: Ctx, input: PageInput) {
  const keyword = input.keyword;
  const like = (field: 'no' | 'email' | 'name' | 'company') => ({ [field]: { contains: keyword, mode: 'insensitive' as const } });
  return pageWhere(
    ctx,
    {
      ...(input.status === undefined ? {} : { status: input.status }),
      ...(keyword ? { OR: [like('no'), like('email'), like('name'), like('company')] } : {}),
    },
    input,
  );
}
