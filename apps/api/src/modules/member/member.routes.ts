import {
  envelope,
  ZAddress,
  ZAddressInput,
  ZAddressListResponse,
  ZAddressUpdateRequest,
  ZIdOnlyQuery,
  ZLoginRequest,
  ZMemberProfile,
  ZMemberSettings,
  ZMemberUpdateRequest,
  ZPasswordChangeRequest,
  ZRefreshTokenQuery,
  ZRegisterRequest,
  ZResetPasswordRequest,
  ZSendEmailCodeRequest,
  ZTokenPair,
} from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { ctxOf, ok } from '../../lib/use-case.ts';
import { createAddress, deleteAddress, getAddress, listAddresses, updateAddress } from './addresses.ts';
import { sendEmailCode } from './email-code.ts';
import { loginMember, resetPassword } from './login-member.ts';
import { changePassword, getProfile, getSettings, updateProfile, updateSettings } from './profile.ts';
import { registerMember } from './register-member.ts';
import { revokeFamily, rotateRefreshToken } from './tokens.ts';

const ZTrue = envelope(z.boolean());

export interface MemberRouteOptions {
  loginsPerMinute: number;
  formsPerMinute: number;
}

const authRoutes: FastifyPluginAsyncZod<MemberRouteOptions> = async (app, opts) => {
  const tags = ['member: auth'];
  const perIp = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
  // Per account as well as per address: guessing one account's password from many addresses stays slow.
  const checkAccount = app.createRateLimit({
    max: opts.loginsPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request) => `login:${String((request.body as { mobile?: unknown } | undefined)?.mobile ?? '').trim().toLowerCase()}`,
  });
  const perAccount = async (request: FastifyRequest) => {
    const limit = await checkAccount(request);
    if (!limit.isAllowed && limit.isExceeded) throw new AppError('TOO_MANY_REQUESTS');
  };

  app.post('/member/auth/send-email-code', {
    config: perIp(opts.formsPerMinute),
    schema: { tags, summary: 'Send a 6-digit code by e-mail (scene 0 register, 1 reset password)', body: ZSendEmailCodeRequest, response: { 200: ZTrue } },
    handler: async (request) => ok(await sendEmailCode(ctxOf(request), app.mailer, request.ip, request.body)),
  });

  app.post('/member/auth/sms-mail-register', {
    config: perIp(opts.formsPerMinute),
    schema: { tags, summary: 'Register with the e-mail code; answers the token pair', body: ZRegisterRequest, response: { 200: envelope(ZTokenPair) } },
    handler: async (request) => ok(await registerMember(ctxOf(request), app, request.body)),
  });

  app.post('/member/auth/login', {
    config: perIp(opts.loginsPerMinute),
    preHandler: perAccount,
    schema: { tags, summary: 'Log in with e-mail or phone and password', body: ZLoginRequest, response: { 200: envelope(ZTokenPair) } },
    handler: async (request) => ok(await loginMember(ctxOf(request), app, request.body)),
  });

  app.post('/member/auth/logout', {
    schema: { tags, summary: 'End this login (its refresh tokens stop working)', response: { 200: ZTrue } },
    handler: async (request) => {
      if (request.loginFamily) await revokeFamily(app.db, request.loginFamily);
      return ok(true);
    },
  });

  app.post('/member/auth/refresh-token', {
    config: perIp(opts.loginsPerMinute * 6),
    schema: { tags, summary: 'Trade a refresh token for a new pair (each works once)', querystring: ZRefreshTokenQuery, response: { 200: envelope(ZTokenPair) } },
    handler: async (request) => ok(await rotateRefreshToken(app, app.db, request.query.refreshToken)),
  });

  app.post('/member/auth/reset-password', {
    config: perIp(opts.formsPerMinute),
    schema: { tags, summary: 'Set a new password with an e-mail code (scene 1)', body: ZResetPasswordRequest, response: { 200: ZTrue } },
    handler: async (request) => ok(await resetPassword(ctxOf(request), request.body)),
  });
};

const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireMember);
  const tags = ['member: account'];

  app.get('/member/user/get', {
    schema: { tags, summary: 'The logged-in member', response: { 200: envelope(ZMemberProfile) } },
    handler: async (request) => ok(await getProfile(ctxOf(request))),
  });
  app.put('/member/user/update', {
    schema: { tags, summary: 'Update names, birthday, country, phone, e-mail language and avatar', body: ZMemberUpdateRequest, response: { 200: envelope(ZMemberProfile) } },
    handler: async (request) => ok(await updateProfile(ctxOf(request), request.body)),
  });
  app.put('/member/user/update-password', {
    schema: { tags, summary: 'Change the password (other logins end)', body: ZPasswordChangeRequest, response: { 200: ZTrue } },
    handler: async (request) => ok(await changePassword(ctxOf(request), request.loginFamily, request.body)),
  });
  app.get('/member/user/get-settings', {
    schema: { tags, summary: 'Notification, privacy, settlement and advanced settings', response: { 200: envelope(ZMemberSettings) } },
    handler: async (request) => ok(await getSettings(ctxOf(request))),
  });
  app.put('/member/user/update-settings', {
    schema: { tags, summary: 'Save the settings', body: ZMemberSettings, response: { 200: envelope(ZMemberSettings) } },
    handler: async (request) => ok(await updateSettings(ctxOf(request), request.body)),
  });

  const addressTags = ['member: addresses'];
  app.get('/member/address/list', {
    schema: { tags: addressTags, summary: "The member's addresses, default first", response: { 200: envelope(ZAddressListResponse) } },
    handler: async (request) => ok(await listAddresses(ctxOf(request))),
  });
  app.get('/member/address/get', {
    schema: { tags: addressTags, summary: 'One address', querystring: ZIdOnlyQuery, response: { 200: envelope(ZAddress) } },
    handler: async (request) => ok(await getAddress(ctxOf(request), request.query.id)),
  });
  app.post('/member/address/create', {
    schema: { tags: addressTags, summary: 'Add an address; answers its id', body: ZAddressInput, response: { 200: envelope(z.number().int()) } },
    handler: async (request) => ok(await createAddress(ctxOf(request), request.body)),
  });
  app.put('/member/address/update', {
    schema: { tags: addressTags, summary: 'Change an address', body: ZAddressUpdateRequest, response: { 200: ZTrue } },
    handler: async (request) => {
      const { id, ...input } = request.body;
      return ok(await updateAddress(ctxOf(request), id, input));
    },
  });
  app.delete('/member/address/delete', {
    schema: { tags: addressTags, summary: 'Delete an address', querystring: ZIdOnlyQuery, response: { 200: ZTrue } },
    handler: async (request) => ok(await deleteAddress(ctxOf(request), request.query.id)),
  });
};

export { authRoutes, memberRoutes };
