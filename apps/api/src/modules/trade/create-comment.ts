import { ORDER_STATUS, type ZCommentCreateRequest } from '@shop/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { memberIdOf, type Ctx } from '../../lib/use-case.ts';

/** The name a review shows: the member's nickname, else first name and initial ("Anna S."). */
function shownName(member: { nickname: string; firstName: string; lastName: string }): string {
  if (member.nickname.trim()) return member.nickname.trim();
  const initial = member.lastName.trim().slice(0, 1);
  return initial ? `${member.firstName.trim()} ${initial}.` : member.firstName.trim();
}

/** Reviews a line of the member's completed order, once per line. */
export async function createComment(ctx: Ctx, input: z.output<typeof ZCommentCreateRequest>): Promise<number> {
  const memberId = memberIdOf(ctx);
  const item = await ctx.db.tradeOrderItem.findFirst({
    where: { id: input.orderItemId, order: { memberId, deletedAt: null } },
    include: { order: { select: { status: true } } },
  });
  if (!item) throw new AppError('ORDER_NOT_FOUND');
  if (item.order.status !== ORDER_STATUS.completed) throw new AppError('COMMENT_ORDER_NOT_COMPLETED');
  const pictures = [...new Set(input.picUrls)];
  if (pictures.length > 0) {
    const known = await ctx.db.uploadedFile.count({ where: { url: { in: pictures }, kind: 'image', memberId } });
    if (known !== pictures.length) throw new AppError('FILE_NOT_OURS');
  }
  const member = await ctx.db.member.findUniqueOrThrow({
    where: { id: memberId },
    select: { nickname: true, firstName: true, lastName: true },
  });
  return ctx.db.$transaction(async (tx) => {
    // One statement decides: of two reviews of a line sent at once, one is kept.
    const claimed = await tx.tradeOrderItem.updateMany({ where: { id: item.id, commentStatus: false }, data: { commentStatus: true } });
    if (claimed.count !== 1) throw new AppError('COMMENT_EXISTS');
    const properties = (item.properties as { propertyName: string; valueName: string }[]) ?? [];
    const created = await tx.productComment.create({
      data: {
        spuId: item.spuId,
        skuId: item.skuId,
        orderId: item.orderId,
        orderItemId: item.id,
        memberId,
        anonymous: input.anonymous,
        userNickname: shownName(member),
        content: input.content,
        descriptionScores: input.descriptionScores,
        benefitScores: input.benefitScores,
        scores: Math.round((input.descriptionScores + input.benefitScores) / 2),
        picUrls: pictures,
        skuProperties: properties.map((p) => ({ propertyName: p.propertyName, valueName: p.valueName })),
      },
    });
    return created.id;
  });
}
