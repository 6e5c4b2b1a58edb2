import {
  COMMON_STATUS,
  permissionGranted,
  type TAdminPermissionInfo,
  type TAdminUserDetail,
  type TAdminUserPageResponse,
  type ZAdminUserCreateRequest,
  type ZAdminUserPageRequest,
  type ZAdminUserUpdatePasswordRequest,
  type ZAdminUserUpdateRequest,
  type ZAdminUserUpdateStatusRequest,
} from '@shop/shared';
import type { z } from 'zod';
import { Prisma } from '../../generated/prisma/client.ts';
import { adminPermissions } from '../../lib/admin-access.ts';
import { AppError } from '../../lib/app-error.ts';
import { adminIdOf, type Ctx } from '../../lib/use-case.ts';
import { hashPassword } from '../member/passwords.ts';
import { grantsAll, heldPermissions } from './admin-roles.ts';
import { writeAudit } from './audit.ts';

const adminView = (a: { id: number; username: string; nickname: string; status: number; totpEnabled: boolean }) => ({
  id: a.id,
  username: a.username,
  nickname: a.nickname,
  status: a.status,
  totpEnabled: a.totpEnabled,
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

const withRoles = { roles: { include: { role: true } } } as const;
type AdminWithRoles = Prisma.AdminUserGetPayload<{ include: typeof withRoles }>;

const permissionsOf = (admin: AdminWithRoles) => [...new Set(admin.roles.flatMap((r) => r.role.permissions))];
const isOwner = (admin: AdminWithRoles) => admin.roles.some((r) => r.role.permissions.includes('*'));
const accountAudit = (admin: AdminWithRoles) => ({
  username: admin.username,
  nickname: admin.nickname,
  status: admin.status,
  roles: admin.roles.map((r) => r.role.name).sort(),
});

export async function getAdmin(ctx: Ctx, id: number): Promise<TAdminUserDetail> {
  const admin = await ctx.db.adminUser.findUnique({ where: { id }, include: withRoles });
  if (!admin) throw new AppError('ADMIN_NOT_FOUND');
  return {
    ...adminView(admin),
    roles: admin.roles.map((r) => r.role.name).sort(),
    roleIds: admin.roles.map((r) => r.roleId).sort((a, b) => a - b),
    createTime: admin.createdAt.getTime(),
    loginTime: admin.loginAt?.getTime() ?? null,
  };
}

/**
 * Runs a change of another admin's account in one transaction: the editor must hold every
 * permission the account has (nobody manages an account above their own). Changes that could
 * leave the shop without an enabled owner first lock the owners' roles, so two owners disabling
 * each other at once cannot both succeed.
 */
async function changeAdmin<T>(
  ctx: Ctx,
  id: number,
  change: (tx: Prisma.TransactionClient, target: AdminWithRoles, held: string[]) => Promise<T>,
): Promise<T> {
  const held = await heldPermissions(ctx);
  return ctx.db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM system_admin_role WHERE '*' = ANY(permissions) ORDER BY id FOR UPDATE`;
    const target = await tx.adminUser.findUnique({ where: { id }, include: withRoles });
    if (!target) throw new AppError('ADMIN_NOT_FOUND');
    if (!grantsAll(held, permissionsOf(target))) throw new AppError('FORBIDDEN');
    return change(tx, target, held);
  });
}

/** Refuses a change after which no enabled admin would hold `*`. */
async function keepAnOwner(tx: Prisma.TransactionClient): Promise<void> {
  const owners = await tx.adminUser.count({
    where: { status: COMMON_STATUS.enabled, roles: { some: { role: { permissions: { has: '*' } } } } },
  });
  if (owners === 0) throw new AppError('ADMIN_LAST_OWNER');
}

/** Ends every login of an admin: their refresh tokens stop working (access tokens die with the account's status or within 30 minutes). */
async function endLogins(tx: Prisma.TransactionClient, adminId: number): Promise<void> {
  await tx.adminRefreshToken.updateMany({ where: { userId: adminId, revokedAt: null }, data: { revokedAt: new Date() } });
}

/** Changes an account's nickname and roles; only roles whose permissions the editor holds. */
export async function updateAdmin(ctx: Ctx, input: z.output<typeof ZAdminUserUpdateRequest>): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  const roleIds = [...new Set(input.roleIds)];
  return changeAdmin(ctx, input.id, async (tx, before, held) => {
    const roles = await tx.adminRole.findMany({ where: { id: { in: roleIds } } });
    if (roles.length !== roleIds.length) throw new AppError('ADMIN_ROLE_NOT_FOUND');
    if (
      !grantsAll(
        held,
        roles.flatMap((r) => r.permissions),
      )
    )
      throw new AppError('FORBIDDEN');
    await tx.adminUserRole.deleteMany({ where: { userId: before.id, roleId: { notIn: roleIds } } });
    await tx.adminUserRole.createMany({ data: roleIds.map((roleId) => ({ userId: before.id, roleId })), skipDuplicates: true });
    const after = await tx.adminUser.update({
      where: { id: before.id },
      data: input.nickname === undefined ? {} : { nickname: input.nickname },
      include: withRoles,
    });
    if (isOwner(before)) await keepAnOwner(tx);
    await writeAudit(tx, {
      adminId,
      action: 'system:admin:update',
      target: `system_admin_user:${before.id}`,
      before: accountAudit(before),
      after: accountAudit(after),
    });
    return true;
  });
}

/** Enables or disables an account; disabling ends its logins. Never one's own, never the last owner. */
export async function updateAdminStatus(ctx: Ctx, input: z.output<typeof ZAdminUserUpdateStatusRequest>): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  if (input.id === adminId) throw new AppError('ADMIN_NOT_YOURSELF');
  return changeAdmin(ctx, input.id, async (tx, before) => {
    const after = await tx.adminUser.update({ where: { id: before.id }, data: { status: input.status }, include: withRoles });
    if (input.status === COMMON_STATUS.disabled) {
      await endLogins(tx, before.id);
      if (isOwner(before)) await keepAnOwner(tx);
    }
    await writeAudit(tx, {
      adminId,
      action: 'system:admin:update-status',
      target: `system_admin_user:${before.id}`,
      before: { status: before.status },
      after: { status: after.status },
    });
    return true;
  });
}

/** Sets an account's password; its logins end (the audit log records the change, never the password). */
export async function updateAdminPassword(ctx: Ctx, input: z.output<typeof ZAdminUserUpdatePasswordRequest>): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  const passwordHash = await hashPassword(input.password);
  return changeAdmin(ctx, input.id, async (tx, target) => {
    await tx.adminUser.update({ where: { id: target.id }, data: { passwordHash } });
    await endLogins(tx, target.id);
    await writeAudit(tx, { adminId, action: 'system:admin:update-password', target: `system_admin_user:${target.id}` });
    return true;
  });
}

/**
 * Turns off another account's two-factor login, for an admin who lost their phone; its logins
 * end. One's own goes off only with a current code (system/user/profile/totp/disable).
 */
export async function resetAdminTotp(ctx: Ctx, id: number): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  if (id === adminId) throw new AppError('ADMIN_NOT_YOURSELF');
  return changeAdmin(ctx, id, async (tx, target) => {
    await tx.adminUser.update({ where: { id: target.id }, data: { totpEnabled: false, totpSecret: null, totpLastStep: null } });
    await tx.adminRecoveryCode.deleteMany({ where: { userId: target.id } });
    await endLogins(tx, target.id);
    await writeAudit(tx, {
      adminId,
      action: 'system:admin:reset-totp',
      target: `system_admin_user:${target.id}`,
      before: { totpEnabled: target.totpEnabled },
      after: { totpEnabled: false },
    });
    return true;
  });
}

/** Deletes an account (its audit rows stay, naming its id). Never one's own, never the last owner. */
export async function deleteAdmin(ctx: Ctx, id: number): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  if (id === adminId) throw new AppError('ADMIN_NOT_YOURSELF');
  return changeAdmin(ctx, id, async (tx, before) => {
    await tx.adminUser.delete({ where: { id: before.id } });
    if (isOwner(before)) await keepAnOwner(tx);
    await writeAudit(tx, {
      adminId,
      action: 'system:admin:delete',
      target: `system_admin_user:${before.id}`,
      before: accountAudit(before),
    });
    return true;
  });
}
