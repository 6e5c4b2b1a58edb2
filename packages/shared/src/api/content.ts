import { z } from 'zod';
import {
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
import { ZContactUsCreateRequest, ZContactUsCreateResponse } from '../contracts/infra.ts';
import { ZIdOnlyQuery } from '../contracts/member.ts';
import { endpoint } from './endpoint.ts';

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

/** Contact and feedback messages to the shop (their inbox is in admin/content.ts). */
export const contactUs = {
  create: endpoint({
    method: 'POST',
    path: 'system/contact-us/create',
    access: 'public',
    tag: 'content',
    summary: 'Send feedback or a contact message (acknowledged by e-mail)',
    body: ZContactUsCreateRequest,
    data: ZContactUsCreateResponse,
  }),
};
