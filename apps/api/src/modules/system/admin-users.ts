import type { TAdminPermissionInfo, TAdminUserPageResponse, ZAdminUserPageRequest } from '@shop/shared';
import type { z } from 'zod';
import { adminPermissions } from '../../lib/admin-access.ts';
import { AppError } from '../../lib/app-error.ts';
import { adminIdOf, type Ctx } from '../../lib/use-case.ts';

const adminView = (a: { id: number; username: string; nickname: string; status: number }) => ({
  id: a.id,
  username: a.username,
  nickname: a.nickname,
  status: a.status,
});

/** The logged-in admin, the names of their roles and the permissions those grant. */
export async function getPermissionInfo(ctx: Ctx): Promise<TAdminPermissionInfo> {
  const adminId = adminIdOf(ctx);
  const admin = await ctx.db.adminUser.findUnique({ where: { id: adminId }, include: { roles: { include: { role: true } } } });
  const permissions = await adminPermissions(ctx.db, adminId);
  if (!admin || permissions === null) throw new AppError('UNAUTHORIZED');
  return { user: adminView(admin), roles: admin.roles.map((r) => r.role.name).sort(), permissions: permissions.sort() };
}

/** A page of the back-office accounts, oldest first, with their roles' names. */
export async function pageAdmins(ctx: Ctx, query: z.output<typeof ZAdminUserPageRequest>): Promise<TAdminUserPageResponse> {
  const [admins, total] = await Promise.all([
    ctx.db.adminUser.findMany({
      orderBy: { id: 'asc' },
      skip: (query.pageNo - 1) * query.pageSize,
      take: query.pageSize,
      include: { roles: { include: { role: true } } },
    }),
    ctx.db.adminUser.count(),
  ]);
  return {
    list: admins.map((a) => ({ ...adminView(a), roles: a.roles.map((r) => r.role.name).sort(), createTime: a.createdAt.getTime() })),
    total,
  };
}
