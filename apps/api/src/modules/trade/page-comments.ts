import type { Ctx } from '../../lib/use-case.ts';
import { scoresOf, toComment } from './comment-view.ts';

/** A product's visible reviews, newest first, of one type (good, medium, bad) or all. */
export async function pageComments(ctx: Ctx, query: { spuId: number; type: number; pageNo: number; pageSize: number }) {
  const scores = scoresOf(query.type);
  const where = { spuId: query.spuId, visible: true, ...(scores ? { scores } : {}) };
  const [rows, total] = await Promise.all([
    ctx.db.productComment.findMany({ where, orderBy: { id: 'desc' }, skip: (query.pageNo - 1) * query.pageSize, take: query.pageSize }),
    ctx.db.productComment.count({ where }),
  ]);
  return { list: rows.map(toComment), total };
}
