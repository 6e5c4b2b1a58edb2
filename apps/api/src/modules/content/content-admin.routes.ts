import { adminContract } from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { handle } from '../../lib/endpoints.ts';
import { getContactMessage, pageContactMessages, replyContactMessage, updateContactMessageStatus } from './admin-contact-messages.ts';

const { contactUs } = adminContract.system;

/** The back office's inbox of contact and feedback messages, under /admin-api. */
const contentAdminRoutes: FastifyPluginAsync = async (app) => {
  handle(app, contactUs.page, (ctx, query) => pageContactMessages(ctx, query));
  handle(app, contactUs.get, (ctx, query) => getContactMessage(ctx, query.id));
  handle(app, contactUs.reply, (ctx, body) => replyContactMessage(ctx, body));
  handle(app, contactUs.updateStatus, (ctx, body) => updateContactMessageStatus(ctx, body));
};

export default contentAdminRoutes;
