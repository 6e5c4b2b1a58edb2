import type { Prisma, ProductComment } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { adminIdOf, type Ctx } from '../../lib/use-case.ts';
import { writeAudit } from '../system/audit.ts';

const auditView = (c: ProductComment) => ({ visible: c.visible, hideReason: c.hideReason, replyContent: c.replyContent });

/** Changes a review in the back office, written to the audit log in the same transaction. */
export async function changeComment(ctx: Ctx, id: number, action: string, data: Prisma.ProductCommentUpdateInput): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  return ctx.db.$transaction(async (tx) => {
    const before = await tx.productComment.findUnique({ where: { id } });
    if (!before) throw new AppError('COMMENT_NOT_FOUND');
    const after = await tx.productComment.update({ where: { id }, data });
    await writeAudit(tx, { adminId, action, target: `product_comment:${id}`, before: auditView(before), after: auditView(after) });
    return true;
  });
}
