import type { Ctx } from '../../lib/use-case.ts';
import { changeComment } from './change-comment.ts';

/** Hides a review with a reason (kept for the shop, never shown), or shows it again. */
export async function updateCommentVisible(ctx: Ctx, input: { id: number; visible: boolean; reason: string }): Promise<boolean> {
  return changeComment(ctx, input.id, 'product:comment:update-visible', {
    visible: input.visible,
    hideReason: input.visible ? '' : input.reason,
  });
}
