import { COMMENT_TYPE, type TComment } from '@shop/shared';
import type { Prisma, ProductComment } from '../../generated/prisma/client.ts';

/** Scores of a type of review: good 4–5, medium 3, bad 1–2. */
export function scoresOf(type: number): Prisma.IntFilter | undefined {
  if (type === COMMENT_TYPE.good) return { gte: 4 };
  if (type === COMMENT_TYPE.medium) return { equals: 3 };
  if (type === COMMENT_TYPE.bad) return { lte: 2 };
  return undefined;
}

/** A review as the storefront shows it. */
export function toComment(row: ProductComment): TComment {
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
