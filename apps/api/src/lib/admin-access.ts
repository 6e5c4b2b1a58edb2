import { COMMON_STATUS, permissionGranted, type Access } from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { AppError } from './app-error.ts';

/** The permissions of an enabled admin's roles; null when the admin is gone or disabled. */
export async function adminPermissions(db: Db, adminId: number): Promise<string[] | null> {
  const admin = await db.adminUser.findUnique({
    where: { id: adminId },
    select: { status: true, roles: { select: { role: { select: { permissions: true } } } } },
  });
  if (!admin || admin.status !== COMMON_STATUS.enabled) return null;
  return [...new Set(admin.roles.flatMap((r) => r.role.permissions))];
}

/**
 * The preHandler of an admin endpoint: code 401 without an enabled admin's access token (a
 * member's token is not one), 403 when the endpoint needs a permission the admin's roles lack.
 */
export function requireAdmin(access: Exclude<Access, 'public' | 'member'>) {
  const needed = access === 'admin' ? null : access.permission;
  return async (request: FastifyRequest): Promise<void> => {
    const { adminId } = request.ctx;
    if (adminId === null) throw new AppError('UNAUTHORIZED');
    const held = await adminPermissions(request.server.db, adminId);
    if (held === null) throw new AppError('UNAUTHORIZED');
    if (needed !== null && !permissionGranted(held, needed)) throw new AppError('FORBIDDEN');
  };
}
