import { adminContract } from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { handle } from '../../lib/endpoints.ts';
import { getContactMessage, pageContactMessages, replyContactMessage, updateContactMessageStatus } from './admin-contact-messages.ts';
import { pageAdvertisingRequests, updateAdvertisingRequestStatus } from './advertising.ts';
import { adminGetArticle, adminPageArticles, createArticle, deleteArticle, updateArticle } from './articles.ts';
import {
  adminGetJobPosting,
  adminPageJobPostings,
  createJobPosting,
  pageJobApplications,
  updateJobPosting,
  updateJobApplicationStatus,
} from './job-postings.ts';

const { contactUs, job } = adminContract.system;
const { article, advertising } = adminContract.promotion;

/** The back office's content: contact messages, articles, jobs and applications, advertising requests (under /admin-api). */
const contentAdminRoutes: FastifyPluginAsync = async (app) => {
  handle(app, contactUs.page, (ctx, query) => pageContactMessages(ctx, query));
  handle(app, contactUs.get, (ctx, query) => getContactMessage(ctx, query.id));
  handle(app, contactUs.reply, (ctx, body) => replyContactMessage(ctx, body));
  handle(app, contactUs.updateStatus, (ctx, body) => updateContactMessageStatus(ctx, body));
  handle(app, article.page, (ctx, query) => adminPageArticles(ctx, query));
  handle(app, article.get, (ctx, query) => adminGetArticle(ctx, query.id));
  handle(app, article.create, (ctx, body) => createArticle(ctx, body));
  handle(app, article.update, (ctx, body) => updateArticle(ctx, body));
  handle(app, article.delete, (ctx, query) => deleteArticle(ctx, query.id));
  handle(app, job.page, (ctx, query) => adminPageJobPostings(ctx, query));
  handle(app, job.get, (ctx, query) => adminGetJobPosting(ctx, query.id));
  handle(app, job.create, (ctx, body) => createJobPosting(ctx, body));
  handle(app, job.update, (ctx, body) => updateJobPosting(ctx, body));
  handle(app, job.applicationPage, (ctx, query) => pageJobApplications(ctx, query));
  handle(app, job.applicationUpdateStatus, (ctx, body) => updateJobApplicationStatus(ctx, body));
  handle(app, advertising.page, (ctx, query) => pageAdvertisingRequests(ctx, query));
  handle(app, advertising.updateStatus, (ctx, body) => updateAdvertisingRequestStatus(ctx, body));
};

export default contentAdminRoutes;
