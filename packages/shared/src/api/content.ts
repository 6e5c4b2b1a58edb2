import { z } from 'zod';
import {
  ZAdminAdvertisingPageResponse,
  ZAdminArticle,
  ZAdminArticlePageRequest,
  ZAdminArticlePageResponse,
  ZAdminArticleSaveRequest,
  ZAdminArticleUpdateRequest,
  ZAdminInboxPageRequest,
  ZAdminInboxStatusRequest,
  ZAdminJob,
  ZAdminJobApplicationPageResponse,
  ZAdminJobPageRequest,
  ZAdminJobPageResponse,
  ZAdminJobSaveRequest,
  ZAdminJobUpdateRequest,
  ZAdvertisingCreateRequest,
  ZArticleDetail,
  ZArticlePageRequest,
  ZArticlePageResponse,
  ZArticleTagsResponse,
  ZJobApplyRequest,
  ZJobDetail,
  ZJobFiltersResponse,
  ZJobPageRequest,
  ZJobPageResponse,
} from '../contracts/content.ts';
import { ZIdOnlyQuery } from '../contracts/member.ts';
import { endpoint } from './endpoint.ts';

const zDone = z.boolean();
const zNewId = z.number().int();

/** Blog articles in the visitor's language, under /pc-api (published ones only). */
export const article = {
  page: endpoint({
    method: 'GET',
    path: 'promotion/article/page',
    access: 'public',
    tag: 'content',
    summary: 'A page of published articles, newest first, by tag',
    query: ZArticlePageRequest,
    data: ZArticlePageResponse,
  }),
  get: endpoint({
    method: 'GET',
    path: 'promotion/article/get',
    access: 'public',
    tag: 'content',
    summary: 'One published article with its sanitised HTML body and meta keywords',
    query: ZIdOnlyQuery,
    data: ZArticleDetail,
  }),
  tags: endpoint({
    method: 'GET',
    path: 'promotion/article/tags',
    access: 'public',
    tag: 'content',
    summary: 'The tags of published articles with how many carry each, most used first',
    data: ZArticleTagsResponse,
  }),
};

/** Open positions and applications, under /pc-api. */
export const job = {
  page: endpoint({
    method: 'GET',
    path: 'system/job/page',
    access: 'public',
    tag: 'content',
    summary: 'A page of open positions by part of the title, location, company and category',
    query: ZJobPageRequest,
    data: ZJobPageResponse,
  }),
  get: endpoint({
    method: 'GET',
    path: 'system/job/get',
    access: 'public',
    tag: 'content',
    summary: 'One open position with its description',
    query: ZIdOnlyQuery,
    data: ZJobDetail,
  }),
  filters: endpoint({
    method: 'GET',
    path: 'system/job/filters',
    access: 'public',
    tag: 'content',
    summary: 'The locations, companies and categories the job filter offers',
    data: ZJobFiltersResponse,
  }),
  apply: endpoint({
    method: 'POST',
    path: 'system/job/apply',
    access: 'member',
    tag: 'content',
    summary:
      "Apply for an open position with a CV uploaded as document (PDF or Word, up to 10 MB); confirmed by e-mail in the applicant's language",
    body: ZJobApplyRequest,
    data: zNewId,
  }),
};

/** Requests to advertise in the shop, under /pc-api. */
export const advertising = {
  create: endpoint({
    method: 'POST',
    path: 'promotion/advertising/create',
    access: 'member',
    tag: 'content',
    summary: 'Ask to advertise with an uploaded picture (PNG/JPG, up to 500 KB) or video, at least 484×280',
    body: ZAdvertisingCreateRequest,
    data: zNewId,
  }),
};

const articleAccess = { query: { permission: 'content:article:query' }, update: { permission: 'content:article:update' } } as const;
const jobAccess = { query: { permission: 'content:job:query' }, update: { permission: 'content:job:update' } } as const;
const adAccess = { query: { permission: 'content:advertising:query' }, update: { permission: 'content:advertising:update' } } as const;

/** The back office writes and publishes articles (under /admin-api). */
export const adminArticle = {
  page: endpoint({
    method: 'GET',
    path: 'promotion/article/page',
    access: articleAccess.query,
    tag: 'admin: content',
    summary: 'A page of articles (drafts too), newest first, by status and part of the English title',
    query: ZAdminArticlePageRequest,
    data: ZAdminArticlePageResponse,
  }),
  get: endpoint({
    method: 'GET',
    path: 'promotion/article/get',
    access: articleAccess.query,
    tag: 'admin: content',
    summary: 'One article with its Markdown texts in three languages',
    query: ZIdOnlyQuery,
    data: ZAdminArticle,
  }),
  create: endpoint({
    method: 'POST',
    path: 'promotion/article/create',
    access: articleAccess.update,
    tag: 'admin: content',
    summary: 'Write an article (draft or published); the Markdown is rendered to sanitised HTML on save',
    body: ZAdminArticleSaveRequest,
    data: zNewId,
  }),
  update: endpoint({
    method: 'PUT',
    path: 'promotion/article/update',
    access: articleAccess.update,
    tag: 'admin: content',
    summary: 'Change, publish or withdraw an article',
    body: ZAdminArticleUpdateRequest,
    data: zDone,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: 'promotion/article/delete',
    access: articleAccess.update,
    tag: 'admin: content',
    summary: 'Delete an article',
    query: ZIdOnlyQuery,
    data: zDone,
  }),
};

/** The back office's positions and the applications inbox (under /admin-api). */
export const adminJob = {
  page: endpoint({
    method: 'GET',
    path: 'system/job/page',
    access: jobAccess.query,
    tag: 'admin: content',
    summary: 'A page of positions (inactive too), newest first, with their number of applications',
    query: ZAdminJobPageRequest,
    data: ZAdminJobPageResponse,
  }),
  get: endpoint({
    method: 'GET',
    path: 'system/job/get',
    access: jobAccess.query,
    tag: 'admin: content',
    summary: 'One position with its texts in three languages',
    query: ZIdOnlyQuery,
    data: ZAdminJob,
  }),
  create: endpoint({
    method: 'POST',
    path: 'system/job/create',
    access: jobAccess.update,
    tag: 'admin: content',
    summary: 'Open a position',
    body: ZAdminJobSaveRequest,
    data: zNewId,
  }),
  update: endpoint({
    method: 'PUT',
    path: 'system/job/update',
    access: jobAccess.update,
    tag: 'admin: content',
    summary: 'Change a position or close it (active false hides it from the storefront)',
    body: ZAdminJobUpdateRequest,
    data: zDone,
  }),
  applicationPage: endpoint({
    method: 'GET',
    path: 'system/job-application/page',
    access: jobAccess.query,
    tag: 'admin: content',
    summary: 'The applications inbox, newest first, by status (0 new, 10 read)',
    query: ZAdminInboxPageRequest,
    data: ZAdminJobApplicationPageResponse,
  }),
  applicationUpdateStatus: endpoint({
    method: 'PUT',
    path: 'system/job-application/update-status',
    access: jobAccess.update,
    tag: 'admin: content',
    summary: 'Mark an application read (10) or new (0)',
    body: ZAdminInboxStatusRequest,
    data: zDone,
  }),
};

/** The back office's advertising requests inbox (under /admin-api). */
export const adminAdvertising = {
  page: endpoint({
    method: 'GET',
    path: 'promotion/advertising/page',
    access: adAccess.query,
    tag: 'admin: content',
    summary: 'The advertising requests inbox, newest first, by status (0 new, 10 read)',
    query: ZAdminInboxPageRequest,
    data: ZAdminAdvertisingPageResponse,
  }),
  updateStatus: endpoint({
    method: 'PUT',
    path: 'promotion/advertising/update-status',
    access: adAccess.update,
    tag: 'admin: content',
    summary: 'Mark an advertising request read (10) or new (0)',
    body: ZAdminInboxStatusRequest,
    data: zDone,
  }),
};
