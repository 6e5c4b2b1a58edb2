import { contract } from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { handle } from '../../lib/endpoints.ts';
import { createAdvertisingRequest } from './advertising.ts';
import { articleTags, getArticle, pageArticles } from './articles.ts';
import { createContactMessage } from './create-contact-message.ts';
import { applyForJob, getJob, jobFilters, pageJobs } from './jobs.ts';

const { article, advertising } = contract.promotion;
const { job } = contract.system;

const contentRoutes: FastifyPluginAsync<{ formsPerMinute: number }> = async (app, opts) => {
  const forms = { config: { rateLimit: { max: opts.formsPerMinute, timeWindow: '1 minute' } } };
  handle(app, contract.system.contactUs.create, (ctx, body) => createContactMessage(ctx, body), forms);
  handle(app, article.page, (ctx, query) => pageArticles(ctx, query));
  handle(app, article.get, (ctx, query) => getArticle(ctx, query.id));
  handle(app, article.tags, (ctx) => articleTags(ctx));
  handle(app, job.page, (ctx, query) => pageJobs(ctx, query));
  handle(app, job.get, (ctx, query) => getJob(ctx, query.id));
  handle(app, job.filters, (ctx) => jobFilters(ctx));
  handle(app, job.apply, (ctx, body) => applyForJob(ctx, body), forms);
  handle(app, advertising.create, (ctx, body) => createAdvertisingRequest(ctx, body), forms);
};

export default contentRoutes;
