import { COMMON_STATUS, permissionGranted, type Access } from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { AppError } from './app-error.ts';

/**
 * The permissions of an enabled admin's roles; null when the admin is gone or disabled, or when
 * `loginFamily` is given and that login ended (its refresh tokens revoked: logout, a new password,
 * a reused refresh token). Every back-office request asks it: one plain SQL statement, so an ended
 * login's access token is refused from its next request on every instance.
 */
export async function adminPermissions(db: Db, adminId: number, loginFamily: string | null = null): Promise<string[] | null> {
  const { rows } = await db.sql.query<{ status: number; permissions: string[] }>(
    `SELECT u.status, coalesce(array_agg(DISTINCT p.permission) FILTER (WHERE p.permission IS NOT NULL), '{}') AS permissions
     FROM system_admin_user u
     LEFT JOIN system_admin_user_role ur ON ur.user_id = u.id
     LEFT JOIN system_admin_role r ON r.id = ur.role_id
     LEFT JOIN LATERAL unnest(r.permissions) AS p(permission) ON true
     WHERE u.id = $1
       AND NOT EXISTS (SELECT 1 FROM system_admin_refresh_token t WHERE t.family_id = $2 AND t.revoked_at IS NOT NULL)
     GROUP BY u.id, u.status`,
    [adminId, loginFamily],
  );
  const admin = rows[0];
  if (!admin || admin.status !== COMMON_STATUS.enabled) return null;
  return admin.permissions;
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
    const held = await adminPermissions(request.server.db, adminId, request.loginFamily);
    if (held === null) throw new AppError('UNAUTHORIZED');
    if (needed !== null && !permissionGranted(held, needed)) throw new AppError('FORBIDDEN');
  };
}
