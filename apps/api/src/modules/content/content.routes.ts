import { contract } from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { handle, read } from '../../lib/endpoints.ts';
import { createAdvertisingRequest } from './advertising.ts';
import { articleTags, getArticle, pageArticles } from './articles.ts';
import { createContactMessage } from './create-contact-message.ts';
import { applyForJobPosting, getJobPosting, jobPostingFilters, pageJobPostings } from './job-postings.ts';

const { article, advertising } = contract.promotion;
const { job } = contract.system;

/** Articles and jobs as the storefront reads them: their routes, and the first data of a server-rendered page. */
export const contentReads = [
  read(article.page, (ctx, query) => pageArticles(ctx, query)),
  read(article.get, (ctx, query) => getArticle(ctx, query.id)),
  read(article.tags, (ctx) => articleTags(ctx)),
  read(job.page, (ctx, query) => pageJobPostings(ctx, query)),
  read(job.get, (ctx, query) => getJobPosting(ctx, query.id)),
  read(job.filters, (ctx) => jobPostingFilters(ctx)),
];

const contentRoutes: FastifyPluginAsync<{ formsPerMinute: number }> = async (app, opts) => {
  const forms = { config: { rateLimit: { max: opts.formsPerMinute, timeWindow: '1 minute' } } };
  handle(app, contract.system.contactUs.create, (ctx, body) => createContactMessage(ctx, body), forms);
  for (const route of contentReads) route.register(app);
  handle(app, job.apply, (ctx, body) => applyForJobPosting(ctx, body), forms);
  handle(app, advertising.create, (ctx, body) => createAdvertisingRequest(ctx, body), forms);
};

export default contentRoutes;
