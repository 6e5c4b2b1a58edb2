import { z } from 'zod';
import { ZPdfFile } from '../../contracts/document.ts';
import {
  ZAdminQuote,
  ZAdminQuotePageRequest,
  ZQuoteDeclineRequest,
  ZQuoteIdQuery,
  ZQuoteMessageRequest,
  ZQuotePageResponse,
  ZQuotePriceRequest,
} from '../../contracts/quote.ts';
import { endpoint } from '../endpoint.ts';

const tag = 'admin: quotes';
const query = { permission: 'trade:quote:query' } as const;
const update = { permission: 'trade:quote:update' } as const;
const zDone = z.boolean();

/** The back office's quotes: price them line by line, answer the thread, decline. */
export const quote = {
  page: endpoint({
    method: 'GET',
    path: 'trade/quote/page',
    access: query,
    tag,
    summary: 'A page of the quotes, newest first; by status and by number, e-mail, name or company',
    query: ZAdminQuotePageRequest,
    data: ZQuotePageResponse,
  }),
  get: endpoint({
    method: 'GET',
    path: 'trade/quote/get',
    access: query,
    tag,
    summary: 'A quote with its lines, prices, attachments and thread',
    query: ZQuoteIdQuery,
    data: ZAdminQuote,
  }),
  price: endpoint({
    method: 'PUT',
    path: 'trade/quote/price',
    access: update,
    tag,
    summary:
      'Price a requested or priced quote line by line (unit, print per printed piece, optional setup fee), delivery and validity (→ 20); mailed to the buyer with the quote PDF',
    body: ZQuotePriceRequest,
    data: zDone,
  }),
  decline: endpoint({
    method: 'PUT',
    path: 'trade/quote/decline',
    access: update,
    tag,
    summary: 'Decline an open quote (→ 40), with an optional reason; the buyer is mailed',
    body: ZQuoteDeclineRequest,
    data: zDone,
  }),
  message: endpoint({
    method: 'POST',
    path: 'trade/quote/message',
    access: update,
    tag,
    summary: "Write to the buyer in the quote's thread (text and uploaded pictures); the buyer is mailed",
    body: ZQuoteMessageRequest,
    data: zDone,
  }),
  pdf: endpoint({
    method: 'GET',
    path: 'trade/quote/pdf',
    access: query,
    tag,
    summary: 'The PDF of a priced quote as sent',
    query: ZQuoteIdQuery,
    file: 'application/pdf',
    data: ZPdfFile,
  }),
};
