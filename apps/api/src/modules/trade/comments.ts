import {
  COMMENT_TYPE,
  ORDER_STATUS,
  translate,
  type TComment,
  type TCommentStatistics,
  type ZAdminCommentPageRequest,
  type ZCommentCreateRequest,
} from '@shop/shared';
import type { z } from 'zod';
import type { Prisma, ProductComment } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { adminIdOf, memberIdOf, type Ctx } from '../../lib/use-case.ts';
import { writeAudit } from '../system/audit.ts';

/** Scores of a type of review: good 4–5, medium 3, bad 1–2. */
function scoresOf(type: number): Prisma.IntFilter | undefined {
  if (type === COMMENT_TYPE.good) return { gte: 4 };
  if (type === COMMENT_TYPE.medium) return { equals: 3 };
  if (type === COMMENT_TYPE.bad) return { lte: 2 };
  return undefined;
}

/** The name a review shows: the member's nickname, else first name and initial ("Anna S."). */
function shownName(member: { nickname: string; firstName: string; lastName: string }): string {
  if (member.nickname.trim()) return member.nickname.trim();
  const initial = member.lastName.trim().slice(0, 1);
  return initial ? `${member.firstName.trim()} ${initial}.` : member.firstName.trim();
}

function toComment(row: ProductComment): TComment {
  return {
    id: row.id,
    anonymous: row.anonymous,
    // An anonymous review never carries its author's name out of the server.
    userNickname: row.anonymous ? null : row.userNickname,
    content: row.content,
    descriptionScores: row.descriptionScores,
    benefitScores: row.benefitScores,
    scores: row.scores,
    picUrls: row.picUrls as string[],
    skuProperties: row.skuProperties as TComment['skuProperties'],
    replyStatus: row.replyStatus,
    replyContent: row.replyContent,
    replyTime: row.replyTime?.getTime() ?? null,
    createTime: row.createdAt.getTime(),
  };
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

export async function pageComments(ctx: Ctx, query: { spuId: number; type: number; pageNo: number; pageSize: number }) {
  const scores = scoresOf(query.type);
  const where = { spuId: query.spuId, visible: true, ...(scores ? { scores } : {}) };
  const [rows, total] = await Promise.all([
    ctx.db.productComment.findMany({ where, orderBy: { id: 'desc' }, skip: (query.pageNo - 1) * query.pageSize, take: query.pageSize }),
    ctx.db.productComment.count({ where }),
  ]);
  return { list: rows.map(toComment), total };
}

export async function commentStatistics(ctx: Ctx, spuId: number): Promise<TCommentStatistics> {
  const where = { spuId, visible: true };
  const [groups, mean] = await Promise.all([
    ctx.db.productComment.groupBy({ by: ['scores'], where, _count: { _all: true } }),
    ctx.db.productComment.aggregate({ where, _avg: { descriptionScores: true, benefitScores: true } }),
  ]);
  const count = (test: (s: number) => boolean) => groups.filter((g) => test(g.scores)).reduce((sum, g) => sum + g._count._all, 0);
  const average = ((mean._avg.descriptionScores ?? 0) + (mean._avg.benefitScores ?? 0)) / 2;
  return {
    goodCount: count((s) => s >= 4),
    mediumCount: count((s) => s === 3),
    badCount: count((s) => s <= 2),
    allCount: count(() => true),
    scores: Math.round(average * 10) / 10,
  };
}

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
        memberName: member ? `${member.firstName} ${member.lastName} <${member.mail}>` : '',
        visible: row.visible,
        hideReason: row.hideReason,
      };
    }),
    total,
  };
}

const auditView = (c: ProductComment) => ({ visible: c.visible, hideReason: c.hideReason, replyContent: c.replyContent });

/** Changes a review in the back office, written to the audit log in the same transaction. */
async function updateComment(ctx: Ctx, id: number, action: string, data: Prisma.ProductCommentUpdateInput): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  return ctx.db.$transaction(async (tx) => {
    const before = await tx.productComment.findUnique({ where: { id } });
    if (!before) throw new AppError('COMMENT_NOT_FOUND');
    const after = await tx.productComment.update({ where: { id }, data });
    await writeAudit(tx, { adminId, action, target: `product_comment:${id}`, before: auditView(before), after: auditView(after) });
    return true;
  });
}

/** Hides a review with a reason (kept for the shop, never shown), or shows it again. */
export async function updateCommentVisible(ctx: Ctx, input: { id: number; visible: boolean; reason: string }): Promise<boolean> {
  return updateComment(ctx, input.id, 'product:comment:update-visible', {
    visible: input.visible,
    hideReason: input.visible ? '' : input.reason,
  });
}

export async function replyComment(ctx: Ctx, input: { id: number; replyContent: string }): Promise<boolean> {
  return updateComment(ctx, input.id, 'product:comment:reply', {
    replyStatus: true,
    replyContent: input.replyContent,
    replyAdminId: adminIdOf(ctx),
    replyTime: ctx.services.clock(),
  });
}
