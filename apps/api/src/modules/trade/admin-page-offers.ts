import { ORDER_TYPE, type TAdminOffer, type ZAdminOfferPageRequest, type ZSettlementRequest } from '@shop/shared';
import type { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { Ctx } from '../../lib/use-case.ts';
import type { DocumentContent } from './document-pdf.ts';

type SettlementInput = z.output<typeof ZSettlementRequest>;

/** The offers shoppers asked for, newest first, for the back office. */
export async function pageOffers(
  ctx: Ctx,
  query: z.output<typeof ZAdminOfferPageRequest>,
): Promise<{ list: TAdminOffer[]; total: number }> {
  const where: Prisma.TradeOfferWhereInput = {
    ...(query.no ? { no: { contains: query.no, mode: 'insensitive' } } : {}),
    ...(query.member === 'true' ? { memberId: { not: null } } : query.member === 'false' ? { memberId: null } : {}),
  };
  const [rows, total] = await Promise.all([
    ctx.db.tradeOffer.findMany({
      where,
      orderBy: { id: 'desc' },
      skip: (query.pageNo - 1) * query.pageSize,
      take: query.pageSize,
      select: {
        id: true,
        no: true,
        memberId: true,
        language: true,
        currency: true,
        countryCode: true,
        pieces: true,
        total: true,
        content: true,
        request: true,
        validUntil: true,
        createdAt: true,
      },
    }),
    ctx.db.tradeOffer.count({ where }),
  ]);
  const memberIds = [...new Set(rows.flatMap((r) => (r.memberId === null ? [] : [r.memberId])))];
  const members = await ctx.db.member.findMany({ where: { id: { in: memberIds } }, select: { id: true, mail: true } });
  const list = rows.map((r) => {
    const content = r.content as unknown as DocumentContent;
    const asked = (r.request as unknown as SettlementInput).items;
    return {
      id: r.id,
      no: r.no,
      memberId: r.memberId,
      memberMail: members.find((m) => m.id === r.memberId)?.mail ?? '',
      language: r.language,
      currency: r.currency,
      countryCode: r.countryCode,
      pieces: r.pieces,
      total: r.total,
      lines: content.lines.map((line, i) => ({
        spuName: line[1].split('\n')[0] ?? '',
        count: Number(line[2]),
        custom: asked[i]?.orderType === ORDER_TYPE.custom,
      })),
      validUntil: r.validUntil.getTime(),
      createTime: r.createdAt.getTime(),
    };
  });
  return { list, total };
}
