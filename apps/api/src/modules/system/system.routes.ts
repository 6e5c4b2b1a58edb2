import { adminContract } from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { handle } from '../../lib/endpoints.ts';
import { refreshTokenOf } from '../member/member.routes.ts';
import { revokeAdminFamily, rotateAdminRefreshToken } from './admin-tokens.ts';
import { createRole, deleteRole, getRole, listRoles, pageRoles, updateRole } from './admin-roles.ts';
import {
  createAdmin,
  deleteAdmin,
  getAdmin,
  getPermissionInfo,
  pageAdmins,
  updateAdmin,
  updateAdminPassword,
  resetAdminTotp,
  updateAdminStatus,
} from './admin-users.ts';
import { confirmTotp, disableTotp, regenerateRecoveryCodes, startTotp } from './admin-totp.ts';
import { getNotificationSettings, updateNotificationSettings } from './staff-notifications.ts';
import { loginAdmin } from './login-admin.ts';
import { pageOperateLog } from './operate-log.ts';
import { loadSettings } from './shop-settings.ts';
import { updateOwnPassword } from './update-own-password.ts';
import { updateSettings } from './update-settings.ts';

const { auth, user, role, operateLog, settings } = adminContract.system;

/** The back office's accounts and logins, under /admin-api. */
const systemRoutes: FastifyPluginAsync<{ loginsPerMinute: number }> = async (app, opts) => {
  const perIp = (max: number) => ({ config: { rateLimit: { max, timeWindow: '1 minute' } } });
  handle(app, auth.login, (ctx, body, request) => loginAdmin(ctx, request.ip, body), perIp(opts.loginsPerMinute));
  handle(
    app,
    auth.refreshToken,
    (ctx, body, request) => rotateAdminRefreshToken(ctx, refreshTokenOf(ctx, body, request)),
    perIp(opts.loginsPerMinute * 6),
  );
  handle(app, auth.logout, async (ctx, _input, request) => {
    if (ctx.adminId !== null && request.loginFamily) await revokeAdminFamily(ctx.db, request.loginFamily);
    return true;
  });
  handle(app, auth.getPermissionInfo, (ctx) => getPermissionInfo(ctx));
  handle(app, user.page, (ctx, query) => pageAdmins(ctx, query));
  handle(app, user.create, (ctx, body) => createAdmin(ctx, body));
  handle(app, user.get, (ctx, query) => getAdmin(ctx, query.id));
  handle(app, user.update, (ctx, body) => updateAdmin(ctx, body));
  handle(app, user.updateStatus, (ctx, body) => updateAdminStatus(ctx, body));
  handle(app, user.updatePassword, (ctx, body) => updateAdminPassword(ctx, body));
  handle(app, user.resetTotp, (ctx, body) => resetAdminTotp(ctx, body.id));
  handle(app, user.delete, (ctx, query) => deleteAdmin(ctx, query.id));
  handle(app, settings.get, (ctx) => loadSettings(ctx.db, ctx.services.config));
  handle(app, settings.update, (ctx, body) => updateSettings(ctx, body));
  handle(app, role.page, (ctx, query) => pageRoles(ctx, query));
  handle(app, role.listAllSimple, (ctx) => listRoles(ctx));
  handle(app, role.get, (ctx, query) => getRole(ctx, query.id));
  handle(app, role.create, (ctx, body) => createRole(ctx, body));
  handle(app, role.update, (ctx, body) => updateRole(ctx, body));
  handle(app, role.delete, (ctx, query) => deleteRole(ctx, query.id));
  handle(app, user.profile.totpEnable, (ctx) => startTotp(ctx));
  handle(app, user.profile.totpConfirm, (ctx, body) => confirmTotp(ctx, body.code));
  handle(app, user.profile.totpDisable, (ctx, body) => disableTotp(ctx, body.code));
  handle(app, user.profile.notificationGet, (ctx) => getNotificationSettings(ctx));
  handle(app, user.profile.notificationUpdate, (ctx, body) => updateNotificationSettings(ctx, body));
  handle(app, user.profile.recoveryCodes, (ctx, body) => regenerateRecoveryCodes(ctx, body.code));
  handle(app, user.profile.updatePassword, (ctx, body, request) => updateOwnPassword(ctx, request.loginFamily, body));
  handle(app, operateLog.page, (ctx, query) => pageOperateLog(ctx, query));
};

export default systemRoutes;
