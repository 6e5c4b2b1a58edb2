import { z } from 'zod';
import { ZPdfFile } from '../contracts/document.ts';
import {
  ZGuestQuoteMessageRequest,
  ZGuestQuoteQuery,
  ZQuote,
  ZQuoteAcceptResponse,
  ZQuoteCreateRequest,
  ZQuoteCreateResponse,
  ZQuoteIdQuery,
  ZQuoteMessageRequest,
  ZQuotePageRequest,
  ZQuotePageResponse,
} from '../contracts/quote.ts';
import { endpoint } from './endpoint.ts';

const tag = 'quotes';
const zDone = z.boolean();

/**
 * Quotes: a buyer asks, the shop prices line by line and sends the quote, the buyer accepts it
 * online into an order at exactly the quoted prices. Members by login; guests by the signed key
 * answered at creation and mailed to them.
 */
export const quote = {
  create: endpoint({
    method: 'POST',
    path: 'trade/quote/create',
    access: 'public',
    tag,
    summary:
      'Ask for a quote: the settlement body plus note and attachments (guests: email, name, company and optionally the delivery address); answers {id, no} numbered Q-<year>-<n>, and a guest the key to it',
    body: ZQuoteCreateRequest,
    data: ZQuoteCreateResponse,
  }),
  page: endpoint({
    method: 'GET',
    path: 'trade/quote/page',
    access: 'member',
    tag,
    summary: 'A page of my quotes, newest first, optionally by status (10 requested, 20 priced, 30 accepted, 40 declined, 50 expired)',
    query: ZQuotePageRequest,
    data: ZQuotePageResponse,
  }),
  get: endpoint({
    method: 'GET',
    path: 'trade/quote/get',
    access: 'member',
    tag,
    summary: 'My quote: lines and prices, status, validity and the message thread',
    query: ZQuoteIdQuery,
    data: ZQuote,
  }),
  message: endpoint({
    method: 'POST',
    path: 'trade/quote/message',
    access: 'member',
    tag,
    summary: 'Write to the shop in the thread of my quote (text and uploaded pictures); the shop is mailed',
    body: ZQuoteMessageRequest,
    data: zDone,
  }),
  accept: endpoint({
    method: 'PUT',
    path: 'trade/quote/accept',
    access: 'member',
    tag,
    summary:
      'Accept my priced quote before it expires: an order at exactly the quoted prices, made once however often asked; answers {orderId}',
    query: ZQuoteIdQuery,
    data: ZQuoteAcceptResponse,
  }),
  decline: endpoint({
    method: 'PUT',
    path: 'trade/quote/decline',
    access: 'member',
    tag,
    summary: 'Decline my open quote (→ 40)',
    query: ZQuoteIdQuery,
    data: zDone,
  }),
  pdf: endpoint({
    method: 'GET',
    path: 'trade/quote/pdf',
    access: 'member',
    tag,
    summary: 'The PDF of my priced quote as the shop sent it',
    query: ZQuoteIdQuery,
    file: 'application/pdf',
    data: ZPdfFile,
  }),
  guestGet: endpoint({
    method: 'GET',
    path: 'trade/quote/guest/get',
    access: 'public',
    tag,
    summary: "As trade/quote/get for a guest's quote, named by its signed key",
    query: ZGuestQuoteQuery,
    data: ZQuote,
  }),
  guestMessage: endpoint({
    method: 'POST',
    path: 'trade/quote/guest/message',
    access: 'public',
    tag,
    summary: "As trade/quote/message for a guest's quote, named by its signed key",
    body: ZGuestQuoteMessageRequest,
    data: zDone,
  }),
  guestAccept: endpoint({
    method: 'PUT',
    path: 'trade/quote/guest/accept',
    access: 'public',
    tag,
    summary: "As trade/quote/accept for a guest's quote; answers {orderId, token}, the key of the guest order to pay",
    query: ZGuestQuoteQuery,
    data: ZQuoteAcceptResponse,
  }),
  guestDecline: endpoint({
    method: 'PUT',
    path: 'trade/quote/guest/decline',
    access: 'public',
    tag,
    summary: "As trade/quote/decline for a guest's quote",
    query: ZGuestQuoteQuery,
    data: zDone,
  }),
  guestPdf: endpoint({
    method: 'GET',
    path: 'trade/quote/guest/pdf',
    access: 'public',
    tag,
    summary: "As trade/quote/pdf for a guest's quote",
    query: ZGuestQuoteQuery,
    file: 'application/pdf',
    data: ZPdfFile,
  }),
};
