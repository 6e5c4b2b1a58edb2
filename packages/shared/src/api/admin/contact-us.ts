import { z } from 'zod';
import {
  ZAdminContactMessage,
  ZAdminContactPageRequest,
  ZAdminContactPageResponse,
  ZAdminContactReplyRequest,
  ZAdminContactStatusRequest,
} from '../../contracts/admin-contact.ts';
import { ZIdOnlyQuery } from '../../contracts/member.ts';
import { endpoint } from '../endpoint.ts';

const tag = 'admin: contact messages';

/** The inbox of contact and feedback messages (under `system`, beside the storefront's system/contact-us/create). */
export const contactUs = {
  page: endpoint({
    method: 'GET',
    path: 'system/contact-us/page',
    access: { permission: 'content:contact-us:query' },
    tag,
    summary: 'A page of contact and feedback messages, newest first, by status (0 new, 10 answered) and sender',
    query: ZAdminContactPageRequest,
    data: ZAdminContactPageResponse,
  }),
  get: endpoint({
    method: 'GET',
    path: 'system/contact-us/get',
    access: { permission: 'content:contact-us:query' },
    tag,
    summary: 'One contact message with its reply',
    query: ZIdOnlyQuery,
    data: ZAdminContactMessage,
  }),
  reply: endpoint({
    method: 'PUT',
    path: 'system/contact-us/reply',
    access: { permission: 'content:contact-us:update' },
    tag,
    summary: "Answer a new message by e-mail in the sender's language (once; 0 → 10); the reply and who wrote it are kept",
    body: ZAdminContactReplyRequest,
    data: z.boolean(),
  }),
  updateStatus: endpoint({
    method: 'PUT',
    path: 'system/contact-us/update-status',
    access: { permission: 'content:contact-us:update' },
    tag,
    summary: 'Mark a message answered (10) without a reply, or new (0) again',
    body: ZAdminContactStatusRequest,
    data: z.boolean(),
  }),
};
