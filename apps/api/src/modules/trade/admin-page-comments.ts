import { translate, type ZAdminCommentPageRequest, personName } from '@shop/shared';
import type { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { scoresOf, toComment } from './comment-view.ts';

/** The back office's review list: every review, hidden ones too, with product and member. */
export async function pageAdminComments(ctx: Ctx, query: z.output<typeof ZAdminCommentPageRequest>) {
  const scores = scoresOf(query.type);
  const where: Prisma.ProductCommentWhereInput = {
    ...(query.spuId !== undefined ? { spuId: query.spuId } : {}),
    ...(query.visible !== undefined ? { visible: query.visible === 'true' } : {}),
    ...(query.replyStatus !== undefined ? { replyStatus: query.replyStatus === 'true' } : {}),
    ...(scores ? { scores } : {}),
  };
  const [rows, total] = await Promise.all([
    ctx.db.productComment.findMany({ where, orderBy: { id: 'desc' }, skip: (query.pageNo - 1) * query.pageSize, take: query.pageSize }),
    ctx.db.productComment.count({ where }),
  ]);
  const [spus, members] = await Promise.all([
    ctx.db.spu.findMany({ where: { id: { in: [...new Set(rows.map((r) => r.spuId))] } }, select: { id: true, name: true } }),
    ctx.db.member.findMany({
      where: { id: { in: [...new Set(rows.map((r) => r.memberId))] } },
      select: { id: true, firstName: true, lastName: true, mail: true },
    }),
  ]);
  return {
    list: rows.map((row) => {
      const member = members.find((m) => m.id === row.memberId);
      return {
        ...toComment(row),
        userNickname: row.userNickname,
        spuId: row.spuId,
        spuName: translate(spus.find((s) => s.id === row.spuId)?.name, ctx.language),
        orderId: row.orderId,
        memberId: row.memberId,
        memberName: member ? `${personName(member)} <${member.mail}>` : '',
        visible: row.visible,
        hideReason: row.hideReason,
      };
    }),
    total,
  };
}
