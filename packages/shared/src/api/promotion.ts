import { z } from 'zod';
import { ZNewsletterConfirmResponse, ZNewsletterSubscribeRequest, ZNewsletterTokenQuery } from '../contracts/newsletter.ts';
import { endpoint } from './endpoint.ts';

const tag = 'newsletter';

/** The newsletter with double opt-in, for guests and members, under /pc-api. */
export const newsletter = {
  subscribe: endpoint({
    method: 'POST',
    path: 'promotion/newsletter/subscribe',
    access: 'public',
    tag,
    summary: 'Sign an e-mail up: a confirmation link valid 1 hour is mailed (already subscribed: nothing is sent)',
    body: ZNewsletterSubscribeRequest,
    data: z.boolean(),
  }),
  confirm: endpoint({
    method: 'GET',
    path: 'promotion/newsletter/confirm',
    access: 'public',
    tag,
    summary:
      'Confirm with the link of the mail (once, within 1 hour): subscribed, and the first time a 10 % coupon bound to the e-mail is mailed',
    query: ZNewsletterTokenQuery,
    data: ZNewsletterConfirmResponse,
  }),
  unsubscribe: endpoint({
    method: 'GET',
    path: 'promotion/newsletter/unsubscribe',
    access: 'public',
    tag,
    summary: 'Unsubscribe with the link every marketing mail carries (again: no change)',
    query: ZNewsletterTokenQuery,
    data: z.boolean(),
  }),
};
