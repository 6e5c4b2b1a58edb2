import {
  permissionGranted,
  type TAdminRole,
  type ZAdminRoleCreateRequest,
  type ZAdminRolePageRequest,
  type ZAdminRoleUpdateRequest,
} from '@shop/shared';
import type { z } from 'zod';
import { Prisma } from '../../generated/prisma/client.ts';
import { adminPermissions } from '../../lib/admin-access.ts';
import { AppError } from '../../lib/app-error.ts';
import { adminIdOf, type Ctx } from '../../lib/use-case.ts';
import { writeAudit } from './audit.ts';

/** The role of the shop's owners (`*`), made at the first start: it can be neither changed nor deleted. */
export const OWNER_ROLE = 'owner';

type RoleRow = { id: number; name: string; permissions: string[]; createdAt: Date; _count: { users: number } };

const toRole = (r: RoleRow): TAdminRole => ({
  id: r.id,
  name: r.name,
  permissions: [...r.permissions].sort(),
  locked: r.name === OWNER_ROLE,
  userCount: r._count.users,
  createTime: r.createdAt.getTime(),
});

const withUserCount = { _count: { select: { users: true } } } as const;

/** The permissions of the logged-in admin; 401 when they are gone or disabled. */
export async function heldPermissions(ctx: Ctx): Promise<string[]> {
  const held = await adminPermissions(ctx.db, adminIdOf(ctx));
  if (held === null) throw new AppError('UNAUTHORIZED');
  return held;
}

/** Whether `held` grants every one of `permissions`: nobody hands out (or takes away) more than they have. */
export const grantsAll = (held: readonly string[], permissions: readonly string[]) => permissions.every((p) => permissionGranted(held, p));

export async function pageRoles(ctx: Ctx, query: z.output<typeof ZAdminRolePageRequest>) {
  const where: Prisma.AdminRoleWhereInput = query.name ? { name: { contains: query.name, mode: 'insensitive' } } : {};
  const [rows, total] = await Promise.all([
    ctx.db.adminRole.findMany({
      where,
      include: withUserCount,
      orderBy: { id: 'asc' },
      skip: (query.pageNo - 1) * query.pageSize,
      take: query.pageSize,
    }),
    ctx.db.adminRole.count({ where }),
  ]);
  return { list: rows.map(toRole), total };
}

export async function listRoles(ctx: Ctx) {
  return ctx.db.adminRole.findMany({ select: { id: true, name: true }, orderBy: { id: 'asc' } });
}

export async function getRole(ctx: Ctx, id: number): Promise<TAdminRole> {
  const row = await ctx.db.adminRole.findUnique({ where: { id }, include: withUserCount });
  if (!row) throw new AppError('ADMIN_ROLE_NOT_FOUND');
  return toRole(row);
}

const roleAudit = (r: { name: string; permissions: string[] }) => ({ name: r.name, permissions: [...r.permissions].sort() });

/** Turns a clash on the unique name into its error. */
function nameUsed(error: unknown): never {
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw new AppError('ADMIN_ROLE_NAME_USED');
  throw error;
}

/** Creates a role with permissions the creator holds (403 otherwise), written to the audit log. */
export async function createRole(ctx: Ctx, input: z.output<typeof ZAdminRoleCreateRequest>): Promise<number> {
  const adminId = adminIdOf(ctx);
  const permissions = [...new Set(input.permissions)];
  if (!grantsAll(await heldPermissions(ctx), permissions)) throw new AppError('FORBIDDEN');
  return ctx.db
    .$transaction(async (tx) => {
      const role = await tx.adminRole.create({ data: { name: input.name, permissions } });
      await writeAudit(tx, { adminId, action: 'system:role:create', target: `system_admin_role:${role.id}`, after: roleAudit(role) });
      return role.id;
    })
    .catch(nameUsed);
}

/**
 * Renames a role or changes its permissions. The editor must hold every permission of the role
 * before and after the change, so nobody strips or raises a role above their own; the owner's role
 * is locked.
 */
export async function updateRole(ctx: Ctx, input: z.output<typeof ZAdminRoleUpdateRequest>): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  const permissions = [...new Set(input.permissions)];
  const held = await heldPermissions(ctx);
  await ctx.db
    .$transaction(async (tx) => {
      const before = await tx.adminRole.findUnique({ where: { id: input.id } });
      if (!before) throw new AppError('ADMIN_ROLE_NOT_FOUND');
      if (before.name === OWNER_ROLE || input.name === OWNER_ROLE) throw new AppError('ADMIN_ROLE_LOCKED');
      if (!grantsAll(held, before.permissions) || !grantsAll(held, permissions)) throw new AppError('FORBIDDEN');
      const after = await tx.adminRole.update({ where: { id: before.id }, data: { name: input.name, permissions } });
      await writeAudit(tx, {
        adminId,
        action: 'system:role:update',
        target: `system_admin_role:${before.id}`,
        before: roleAudit(before),
        after: roleAudit(after),
      });
    })
    .catch(nameUsed);
  return true;
}

/** Deletes a role that no admin holds (its permissions all held by the deleting admin); never the owner's. */
export async function deleteRole(ctx: Ctx, id: number): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  const held = await heldPermissions(ctx);
  await ctx.db.$transaction(async (tx) => {
    const role = await tx.adminRole.findUnique({ where: { id }, include: withUserCount });
    if (!role) throw new AppError('ADMIN_ROLE_NOT_FOUND');
    if (role.name === OWNER_ROLE) throw new AppError('ADMIN_ROLE_LOCKED');
    if (!grantsAll(held, role.permissions)) throw new AppError('FORBIDDEN');
    // Only a role given to nobody: checked in the deleting statement itself.
    const deleted = await tx.adminRole.deleteMany({ where: { id, users: { none: {} } } });
    if (deleted.count === 0) throw new AppError('ADMIN_ROLE_IN_USE', { count: role._count.users || 1 });
    await writeAudit(tx, { adminId, action: 'system:role:delete', target: `system_admin_role:${id}`, before: roleAudit(role) });
  });
  return true;
}
