import { contract, validationMessage } from '@shop/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { handle, handleFile } from '../../lib/endpoints.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { createAddress, deleteAddress, getAddress, listAddresses, updateAddress } from './addresses.ts';
import { deleteAccount } from './delete-account.ts';
import { sendEmailCode } from './email-code.ts';
import { exportMemberData, exportMemberDataPage } from './export-member-data.ts';
import { loginMember, resetPassword } from './login-member.ts';
import { changePassword, getProfile, getSettings, updateProfile, updateSettings } from './profile.ts';
import { registerMember } from './register-member.ts';
import { revokeFamily, rotateRefreshToken } from './tokens.ts';

const { auth, user, address } = contract.member;

export interface MemberRouteOptions {
  loginsPerMinute: number;
  formsPerMinute: number;
}

/** The refresh token from the JSON body, else from the query (code 400 without either). */
export function refreshTokenOf(ctx: Ctx, body: { refreshToken?: string } | null | undefined, request: FastifyRequest): string {
  const token = body?.refreshToken ?? (request.query as { refreshToken?: string }).refreshToken;
  if (!token)
    throw new AppError('BAD_REQUEST', { detail: `refreshToken ${validationMessage({ code: 'invalid_type', path: [] }, ctx.language)}` });
  return token;
}

const authRoutes: FastifyPluginAsync<MemberRouteOptions> = async (app, opts) => {
  const perIp = (max: number) => ({ config: { rateLimit: { max, timeWindow: '1 minute' } } });
  handle(app, auth.sendEmailCode, (ctx, body, request) => sendEmailCode(ctx, request.ip, body), perIp(opts.formsPerMinute));
  handle(app, auth.smsMailRegister, (ctx, body) => registerMember(ctx, body), perIp(opts.formsPerMinute));
  // Per account and address as well: loginMember counts each account's failed tries from each address.
  handle(app, auth.login, (ctx, body, request) => loginMember(ctx, request.ip, body), perIp(opts.loginsPerMinute));
  handle(app, auth.logout, async (ctx, _input, request) => {
    if (request.loginFamily) await revokeFamily(ctx.db, request.loginFamily);
    return true;
  });
  handle(
    app,
    auth.refreshToken,
    (ctx, body, request) => rotateRefreshToken(ctx, refreshTokenOf(ctx, body, request)),
    perIp(opts.loginsPerMinute * 6),
  );
  handle(app, auth.resetPassword, (ctx, body) => resetPassword(ctx, body), perIp(opts.formsPerMinute));
};

const memberRoutes: FastifyPluginAsync = async (app) => {
  handle(app, user.get, (ctx) => getProfile(ctx));
  handle(app, user.update, (ctx, body) => updateProfile(ctx, body));
  handle(app, user.updatePassword, (ctx, body, request) => changePassword(ctx, request.loginFamily, body));
  handle(app, user.getSettings, (ctx) => getSettings(ctx));
  handle(app, user.updateSettings, (ctx, body) => updateSettings(ctx, body));
  handleFile(app, user.exportData, (ctx) => exportMemberData(ctx));
  handleFile(app, user.exportDataPage, (ctx) => exportMemberDataPage(ctx));
  handle(app, user.deleteAccount, (ctx, body) => deleteAccount(ctx, body));

  handle(app, address.list, (ctx) => listAddresses(ctx));
  handle(app, address.get, (ctx, query) => getAddress(ctx, query.id));
  handle(app, address.create, (ctx, body) => createAddress(ctx, body));
  handle(app, address.update, (ctx, { id, ...input }) => updateAddress(ctx, id, input));
  handle(app, address.delete, (ctx, query) => deleteAddress(ctx, query.id));
};

export { authRoutes, memberRoutes };
