import { adminContract } from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { handle } from '../../lib/endpoints.ts';
import { getMember, pageMembers, updateMemberStatus } from './admin-members.ts';

const { user } = adminContract.member;

/** The back office's view of the members, under /admin-api. */
const memberAdminRoutes: FastifyPluginAsync = async (app) => {
  handle(app, user.page, (ctx, query) => pageMembers(ctx, query));
  handle(app, user.get, (ctx, query) => getMember(ctx, query.id));
  handle(app, user.updateStatus, (ctx, body) => updateMemberStatus(ctx, body));
};

export default memberAdminRoutes;
