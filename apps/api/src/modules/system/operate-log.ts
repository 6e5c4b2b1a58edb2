import type { TAdminOperateLogPageResponse, ZAdminOperateLogPageRequest } from '@shop/shared';
import type { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client.ts';
import { timeRangeFilter } from '../../lib/time-range.ts';
import type { Ctx } from '../../lib/use-case.ts';

/** A page of the audit log, newest first, with the admins' e-mails. */
export async function pageOperateLog(ctx: Ctx, query: z.output<typeof ZAdminOperateLogPageRequest>): Promise<TAdminOperateLogPageResponse> {
  const createdAt = timeRangeFilter(query.createTime);
  const where: Prisma.AuditLogWhereInput = {
    ...(query.adminId !== undefined ? { adminId: query.adminId } : {}),
    ...(query.action ? { action: { startsWith: query.action } } : {}),
    ...(query.target ? { target: query.target } : {}),
    ...(createdAt ? { createdAt } : {}),
  };
  const [rows, total] = await Promise.all([
    ctx.db.auditLog.findMany({ where, orderBy: { id: 'desc' }, skip: (query.pageNo - 1) * query.pageSize, take: query.pageSize }),
    ctx.db.auditLog.count({ where }),
  ]);
  const adminIds = [...new Set(rows.map((r) => r.adminId).filter((id): id is number => id !== null))];
  const admins = await ctx.db.adminUser.findMany({ where: { id: { in: adminIds } }, select: { id: true, username: true } });
  const names = new Map(admins.map((a) => [a.id, a.username]));
  return {
    list: rows.map((r) => ({
      id: r.id,
      adminId: r.adminId,
      adminName: r.adminId === null ? null : (names.get(r.adminId) ?? null),
      action: r.action,
      target: r.target,
      before: r.before,
      after: r.after,
      createTime: r.createdAt.getTime(),
    })),
    total,
  };
}
