import { z } from 'zod';
import { pageResult, zId, zQueryInt } from './common.ts';

export const COMMENT_MAX_PICTURES = 9;
export const COMMENT_MAX_LENGTH = 1000;

const zScore = z.number().int().min(1).max(5);
const zPage = {
  pageNo: zQueryInt(z.number().int().min(1).max(100_000)).default(1),
  pageSize: zQueryInt(z.number().int().min(1).max(100)).default(10),
};

/** `trade/order/item/create-comment`: once per line of a completed order of mine. */
export const ZCommentCreateRequest = z.object({
  orderItemId: zId,
  anonymous: z.boolean().optional().default(false),
  content: z.string().trim().max(COMMENT_MAX_LENGTH).optional().default(''),
  descriptionScores: zScore,
  benefitScores: zScore,
  picUrls: z.array(z.string().trim().min(1).max(500)).max(COMMENT_MAX_PICTURES).optional().default([]),
});
export type TCommentCreateRequest = z.input<typeof ZCommentCreateRequest>;

export const ZCommentPageRequest = z.object({
  spuId: zQueryInt(zId),
  type: zQueryInt(z.number().int().min(0).max(3)).default(0),
  ...zPage,
});

export const ZComment = z.object({
  id: z.number().int(),
  anonymous: z.boolean(),
  /** The reviewer's first name and initial; null for anonymous reviews. */
  userNickname: z.string().nullable(),
  content: z.string(),
  descriptionScores: z.number().int(),
  benefitScores: z.number().int(),
  scores: z.number().int(),
  picUrls: z.array(z.string()),
  skuProperties: z.array(z.object({ propertyName: z.string(), valueName: z.string() })),
  replyStatus: z.boolean(),
  replyContent: z.string(),
  replyTime: z.number().int().nullable(),
  createTime: z.number().int(),
});
export type TComment = z.infer<typeof ZComment>;
export const ZCommentPageResponse = pageResult(ZComment);

export const ZCommentStatisticsRequest = z.object({ spuId: zQueryInt(zId) });
/** `scores`: the mean of the visible reviews' scores, one decimal (0 without reviews). */
export const ZCommentStatistics = z.object({
  goodCount: z.number().int(),
  mediumCount: z.number().int(),
  badCount: z.number().int(),
  allCount: z.number().int(),
  scores: z.number(),
});
export type TCommentStatistics = z.infer<typeof ZCommentStatistics>;

/** Back office: every review, hidden ones too, with who wrote it. */
export const ZAdminCommentPageRequest = z.object({
  ...zPage,
  spuId: zQueryInt(zId).optional(),
  visible: z.enum(['true', 'false']).optional(),
  replyStatus: z.enum(['true', 'false']).optional(),
  type: zQueryInt(z.number().int().min(0).max(3)).default(0),
});
export const ZAdminComment = ZComment.extend({
  spuId: z.number().int(),
  spuName: z.string(),
  orderId: z.number().int(),
  memberId: z.number().int(),
  /** The reviewer's name, also for anonymous reviews (never shown in the storefront). */
  memberName: z.string(),
  visible: z.boolean(),
  hideReason: z.string(),
});
export const ZAdminCommentPageResponse = pageResult(ZAdminComment);
export const ZAdminCommentVisibleRequest = z
  .object({ id: zId, visible: z.boolean(), reason: z.string().trim().max(500).optional().default('') })
  .refine((v) => v.visible || v.reason.length > 0, { path: ['reason'], message: 'required' });
export const ZAdminCommentReplyRequest = z.object({ id: zId, replyContent: z.string().trim().min(1).max(COMMENT_MAX_LENGTH) });
