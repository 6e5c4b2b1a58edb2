import { z } from 'zod';
import {
  ZAfterSale,
  ZAfterSaleCreateRequest,
  ZAfterSaleReturnParcelRequest,
  ZAfterSalePageRequest,
  ZAfterSalePageResponse,
} from '../contracts/after-sale.ts';
import {
  ZCommentCreateRequest,
  ZCommentPageRequest,
  ZCommentPageResponse,
  ZCommentStatistics,
  ZCommentStatisticsRequest,
} from '../contracts/comment.ts';
import { ZCarrier } from '../contracts/admin.ts';
import { ZPdfFile } from '../contracts/document.ts';
import { ZIdOnlyQuery } from '../contracts/member.ts';
import { endpoint } from './endpoint.ts';

/** A member's returns and refunds of order lines (yudao's after-sale), under /pc-api. */
export const afterSale = {
  create: endpoint({
    method: 'POST',
    path: 'trade/after-sale/create',
    access: 'member',
    tag: 'after-sale',
    summary:
      'Apply for a refund (way 10) or a return and refund (way 20) of one line of my dispatched or received order, within 14 days (custom lines: defects only, 7 days, with pictures); answers its id',
    body: ZAfterSaleCreateRequest,
    data: z.number().int(),
  }),
  page: endpoint({
    method: 'GET',
    path: 'trade/after-sale/page',
    access: 'member',
    tag: 'after-sale',
    summary: 'My after-sales, newest first, by status',
    query: ZAfterSalePageRequest,
    data: ZAfterSalePageResponse,
  }),
  get: endpoint({
    method: 'GET',
    path: 'trade/after-sale/get',
    access: 'member',
    tag: 'after-sale',
    summary: 'One of my after-sales with its timeline and, once approved, the return address',
    query: ZIdOnlyQuery,
    data: ZAfterSale,
  }),
  cancel: endpoint({
    method: 'DELETE',
    path: 'trade/after-sale/cancel',
    access: 'member',
    tag: 'after-sale',
    summary: 'Withdraw my after-sale while it is applied or approved (61)',
    query: ZIdOnlyQuery,
    data: z.boolean(),
  }),
  delivery: endpoint({
    method: 'PUT',
    path: 'trade/after-sale/delivery',
    access: 'member',
    tag: 'after-sale',
    summary: 'Enter the return parcel (carrier and tracking number) of an approved return (20 → 30)',
    body: ZAfterSaleReturnParcelRequest,
    data: z.boolean(),
  }),
  creditNote: endpoint({
    method: 'GET',
    path: 'trade/after-sale/credit-note',
    access: 'member',
    tag: 'after-sale',
    summary: 'The credit note of my refunded after-sale as PDF (its own yearly series, the refunded amount, the invoice it corrects)',
    query: ZIdOnlyQuery,
    file: 'application/pdf',
    data: ZPdfFile,
  }),
};

/** Reviewing an order line: once per line of a completed order of mine. */
export const orderItem = {
  createComment: endpoint({
    method: 'POST',
    path: 'trade/order/item/create-comment',
    access: 'member',
    tag: 'reviews',
    summary:
      'Review a line of my completed order once: scores 1–5, up to 1,000 characters, up to 9 pictures, anonymous or named; answers its id',
    body: ZCommentCreateRequest,
    data: z.number().int(),
  }),
};

/** A product's visible reviews. */
export const productComment = {
  page: endpoint({
    method: 'GET',
    path: 'product/comment/page',
    access: 'public',
    tag: 'reviews',
    summary: "A page of a product's reviews, newest first: type 0 all, 1 good (4–5), 2 medium (3), 3 bad (1–2)",
    query: ZCommentPageRequest,
    data: ZCommentPageResponse,
  }),
  statistics: endpoint({
    method: 'GET',
    path: 'product/comment/statistics',
    access: 'public',
    tag: 'reviews',
    summary: "A product's review counts (good, medium, bad, all) and mean score",
    query: ZCommentStatisticsRequest,
    data: ZCommentStatistics,
  }),
};

/** Carriers a shopper can name for a return parcel. */
export const carriers = {
  listAllSimple: endpoint({
    method: 'GET',
    path: 'trade/delivery/express/list-all-simple',
    access: 'public',
    tag: 'after-sale',
    summary: 'Every carrier (id and name), for the return parcel',
    data: z.array(ZCarrier),
  }),
};
