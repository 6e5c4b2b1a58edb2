import { adminIdOf, type Ctx } from '../../lib/use-case.ts';
import { changeComment } from './change-comment.ts';

/** The shop's answer under a review. */
export async function replyComment(ctx: Ctx, input: { id: number; replyContent: string }): Promise<boolean> {
  return changeComment(ctx, input.id, 'product:comment:reply', {
    replyStatus: true,
    replyContent: input.replyContent,
    replyAdminId: adminIdOf(ctx),
    replyTime: ctx.services.clock(),
  });
}
