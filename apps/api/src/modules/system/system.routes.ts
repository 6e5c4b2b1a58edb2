import { adminContract } from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { handle } from '../../lib/endpoints.ts';
import { refreshTokenOf } from '../member/member.routes.ts';
import { revokeAdminFamily, rotateAdminRefreshToken } from './admin-tokens.ts';
import { createAdmin, getPermissionInfo, pageAdmins } from './admin-users.ts';
import { loginAdmin } from './login-admin.ts';

const { auth, user } = adminContract.system;

/** The back office's accounts and logins, under /admin-api. */
const systemRoutes: FastifyPluginAsync<{ loginsPerMinute: number }> = async (app, opts) => {
  const perIp = (max: number) => ({ config: { rateLimit: { max, timeWindow: '1 minute' } } });
  handle(app, auth.login, (ctx, body) => loginAdmin(ctx, body), perIp(opts.loginsPerMinute));
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
};

export default systemRoutes;
