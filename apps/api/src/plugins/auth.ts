import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { memberSessionLive } from '../lib/member-access.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler of member-only routes: code 401 without a valid access token of a login that still holds. */
    requireMember: (request: FastifyRequest) => Promise<void>;
  }
}

/**
 * `sub` is the member, `fam` the login (refresh token family) the token belongs to: once that
 * login ends, the token is refused (member-access.ts, admin-access.ts). An admin's token says
 * `typ: 'admin'` and `sub` is the admin: it opens the back office and no member route.
 */
export interface AccessClaims {
  sub: number;
  fam: string;
  typ?: 'admin';
  /** A punchout session's id: the token acts as its organisation's account in the storefront only. */
  pun?: string;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessClaims;
    user: AccessClaims;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The login of the access token: for logout, and to refuse the token once the login ended. */
    loginFamily: string | null;
  }
}

export const ACCESS_TOKEN_MINUTES = 30;

/**
 * Reads the bearer access token of every request into `request.ctx.memberId` (or `adminId` for an
 * admin's token). A missing, invalid or expired token leaves the request a guest's; member-only
 * and admin routes then answer 401.
 */
export default fp(
  async function auth(app: FastifyInstance, opts: { secret: string }) {
    await app.register(jwt, { secret: opts.secret, sign: { expiresIn: `${ACCESS_TOKEN_MINUTES}m` } });
    app.decorateRequest('loginFamily', null);
    app.addHook('onRequest', async (request) => {
      if (!request.headers.authorization?.startsWith('Bearer ')) return;
      try {
        const payload = await request.jwtVerify<AccessClaims>();
        if (!Number.isInteger(payload.sub) || typeof payload.fam !== 'string') return;
        if (payload.typ === 'admin') request.ctx.adminId = payload.sub;
        else request.ctx.memberId = payload.sub;
        request.loginFamily = payload.fam;
      } catch {
        // A guest as far as this request goes; protected routes refuse it with code 401.
      }
    });
    app.decorate('requireMember', async (request: FastifyRequest) => {
      const { memberId } = request.ctx;
      // Member routes act on the member's own data: the database answers whether the login still holds,
      // so one that ended on another instance a moment ago is refused even before its notification arrives.
      if (memberId === null || !(await memberSessionLive(app.db, memberId, request.loginFamily))) throw new AppError('UNAUTHORIZED');
    });
  },
  { name: 'auth', dependencies: ['context', 'db'] },
);
