import { z } from 'zod';
import { pageResult, zId, zQueryInt } from './common.ts';

export const ZAdminLoginRequest = z.object({
  /** The admin's e-mail address. */
  username: z.string().trim().min(1).max(120),
  password: z.string().min(1).max(128),
});

export const ZAdminUser = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  status: z.number().int(),
});

export const ZAdminPermissionInfo = z.object({
  user: ZAdminUser,
  /** The names of the admin's roles. */
  roles: z.array(z.string()),
  /** Every permission the roles grant (`*` and `prefix:*` included as written). */
  permissions: z.array(z.string()),
});
export type TAdminPermissionInfo = z.infer<typeof ZAdminPermissionInfo>;

export const ZAdminUserPageRequest = z.object({
  pageNo: zQueryInt(z.number().int().min(1).max(100_000)).default(1),
  pageSize: zQueryInt(z.number().int().min(1).max(100)).default(10),
});

export const ZAdminUserPageItem = ZAdminUser.extend({ roles: z.array(z.string()), createTime: z.number().int() });
export const ZAdminUserPageResponse = pageResult(ZAdminUserPageItem);
export type TAdminUserPageResponse = z.infer<typeof ZAdminUserPageResponse>;

export const ZAdminUserCreateRequest = z.object({
  username: z.string().trim().toLowerCase().pipe(z.email().max(120)),
  nickname: z.string().trim().max(60).optional().default(''),
  /** Admins' passwords: at least 12 characters. */
  password: z.string().min(12).max(128),
  /** The roles to give; only roles whose permissions the creating admin holds. */
  roleIds: z.array(zId).max(20).default([]),
});
