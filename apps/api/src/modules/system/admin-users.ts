import {
  permissionGranted,
  type TAdminPermissionInfo,
  type TAdminUserPageResponse,
  type ZAdminUserCreateRequest,
  type ZAdminUserPageRequest,
} from '@shop/shared';
import type { z } from 'zod';
import { Prisma } from '../../generated/prisma/client.ts';
import { adminPermissions } from '../../lib/admin-access.ts';
import { AppError } from '../../lib/app-error.ts';
import { adminIdOf, type Ctx } from '../../lib/use-case.ts';
import { hashPassword } from '../member/passwords.ts';
import { writeAudit } from './audit.ts';

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

/**
 * Creates an admin with roles, written to the audit log. An admin gives only roles whose every
 * permission they hold themselves (code 403 otherwise), so nobody creates an account above their own.
 */
export async function createAdmin(ctx: Ctx, input: z.output<typeof ZAdminUserCreateRequest>): Promise<number> {
  const adminId = adminIdOf(ctx);
  const roleIds = [...new Set(input.roleIds)];
  const [held, roles] = await Promise.all([
    adminPermissions(ctx.db, adminId),
    ctx.db.adminRole.findMany({ where: { id: { in: roleIds } } }),
  ]);
  if (roles.length !== roleIds.length) throw new AppError('ADMIN_ROLE_NOT_FOUND');
  if (!held || !roles.every((role) => role.permissions.every((p) => permissionGranted(held, p)))) throw new AppError('FORBIDDEN');
  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.db.$transaction(async (tx) => {
      const admin = await tx.adminUser.create({
        data: {
          username: input.username,
          nickname: input.nickname,
          passwordHash,
          roles: { create: roleIds.map((roleId) => ({ roleId })) },
        },
      });
      const after = { username: admin.username, nickname: admin.nickname, status: admin.status, roles: roles.map((r) => r.name).sort() };
      await writeAudit(tx, { adminId, action: 'system:admin:create', target: `system_admin_user:${admin.id}`, after });
      return admin.id;
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw new AppError('ADMIN_USERNAME_USED');
    throw error;
  }
}
