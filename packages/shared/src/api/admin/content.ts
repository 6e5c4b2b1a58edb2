import { z } from 'zod';
import {
  ZAdminContactMessage,
  ZAdminContactPageRequest,
  ZAdminContactPageResponse,
  ZAdminContactReplyRequest,
  ZAdminContactStatusRequest,
} from '../../contracts/admin-contact.ts';
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
} from '../../contracts/content.ts';
import { ZIdOnlyQuery } from '../../contracts/member.ts';
import { endpoint } from '../endpoint.ts';

const zDone = z.boolean();
const zNewId = z.number().int();
const contactTag = 'admin: contact messages';

/** The inbox of contact and feedback messages (under `system`, beside the storefront's system/contact-us/create). */
export const contactUs = {
  page: endpoint({
    method: 'GET',
    path: 'system/contact-us/page',
    access: { permission: 'content:contact-us:query' },
    tag: contactTag,
    summary: 'A page of contact and feedback messages, newest first, by status (0 new, 10 answered) and sender',
    query: ZAdminContactPageRequest,
    data: ZAdminContactPageResponse,
  }),
  get: endpoint({
    method: 'GET',
    path: 'system/contact-us/get',
    access: { permission: 'content:contact-us:query' },
    tag: contactTag,
    summary: 'One contact message with its reply',
    query: ZIdOnlyQuery,
    data: ZAdminContactMessage,
  }),
  reply: endpoint({
    method: 'PUT',
    path: 'system/contact-us/reply',
    access: { permission: 'content:contact-us:update' },
    tag: contactTag,
    summary: "Answer a new message by e-mail in the sender's language (once; 0 → 10); the reply and who wrote it are kept",
    body: ZAdminContactReplyRequest,
    data: zDone,
  }),
  updateStatus: endpoint({
    method: 'PUT',
    path: 'system/contact-us/update-status',
    access: { permission: 'content:contact-us:update' },
    tag: contactTag,
    summary: 'Mark a message answered (10) without a reply, or new (0) again',
    body: ZAdminContactStatusRequest,
    data: zDone,
  }),
};

const articleAccess = { query: { permission: 'content:article:query' }, update: { permission: 'content:article:update' } } as const;
const jobAccess = { query: { permission: 'content:job:query' }, update: { permission: 'content:job:update' } } as const;
const adAccess = { query: { permission: 'content:advertising:query' }, update: { permission: 'content:advertising:update' } } as const;

/** The back office writes and publishes articles. */
export const article = {
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

/** The back office's positions and the applications inbox. */
export const job = {
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

/** The back office's advertising requests inbox. */
export const advertising = {
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
