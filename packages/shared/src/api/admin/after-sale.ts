import { z } from 'zod';
import {
  ZAdminAfterSaleDetail,
  ZAdminAfterSaleDisagreeRequest,
  ZAdminAfterSalePageRequest,
  ZAdminAfterSalePageResponse,
  ZAdminAfterSaleRefuseRequest,
} from '../../contracts/after-sale.ts';
import {
  ZAdminCommentPageRequest,
  ZAdminCommentPageResponse,
  ZAdminCommentReplyRequest,
  ZAdminCommentVisibleRequest,
} from '../../contracts/comment.ts';
import { ZPdfFile } from '../../contracts/document.ts';
import { ZIdOnlyQuery } from '../../contracts/member.ts';
import { endpoint } from '../endpoint.ts';

const tag = 'admin: after-sale';

/** The back office's after-sale queue: each step mails the shopper; the refund goes through the payment's provider once. */
export const afterSale = {
  page: endpoint({
    method: 'GET',
    path: 'trade/after-sale/page',
    access: { permission: 'trade:after-sale:query' },
    tag,
    summary: 'A page of after-sales, newest first, by status, way and number (of the after-sale or its order)',
    query: ZAdminAfterSalePageRequest,
    data: ZAdminAfterSalePageResponse,
  }),
  getDetail: endpoint({
    method: 'GET',
    path: 'trade/after-sale/get-detail',
    access: { permission: 'trade:after-sale:query' },
    tag,
    summary: 'One after-sale with its order, the refund ceiling and its timeline',
    query: ZIdOnlyQuery,
    data: ZAdminAfterSaleDetail,
  }),
  agree: endpoint({
    method: 'PUT',
    path: 'trade/after-sale/agree',
    access: { permission: 'trade:after-sale:agree' },
    tag,
    summary:
      'Approve an application (10 → 20): a return gets the return address and instructions by e-mail; a refund only awaits the refund (→ 40)',
    query: ZIdOnlyQuery,
    data: z.boolean(),
  }),
  disagree: endpoint({
    method: 'PUT',
    path: 'trade/after-sale/disagree',
    access: { permission: 'trade:after-sale:disagree' },
    tag,
    summary: 'Reject an application with a reason for the shopper (10 → 62)',
    body: ZAdminAfterSaleDisagreeRequest,
    data: z.boolean(),
  }),
  receive: endpoint({
    method: 'PUT',
    path: 'trade/after-sale/receive',
    access: { permission: 'trade:after-sale:receive' },
    tag,
    summary: 'The returned parcel arrived (30 → 40); its pieces go back into stock',
    query: ZIdOnlyQuery,
    data: z.boolean(),
  }),
  refuse: endpoint({
    method: 'PUT',
    path: 'trade/after-sale/refuse',
    access: { permission: 'trade:after-sale:refuse' },
    tag,
    summary: 'Refuse the returned parcel with a reason for the shopper (30 → 63)',
    body: ZAdminAfterSaleRefuseRequest,
    data: z.boolean(),
  }),
  refund: endpoint({
    method: 'PUT',
    path: 'trade/after-sale/refund',
    access: { permission: 'trade:after-sale:refund' },
    tag,
    summary: "Pay the refund back through the payment's provider, once however often asked (40 → 50)",
    query: ZIdOnlyQuery,
    data: z.boolean(),
  }),
  creditNote: endpoint({
    method: 'GET',
    path: 'trade/after-sale/credit-note',
    access: { permission: 'trade:after-sale:query' },
    tag,
    summary: "The after-sale's credit note as PDF, once refunded (before: 1011012001)",
    query: ZIdOnlyQuery,
    file: 'application/pdf',
    data: ZPdfFile,
  }),
};

/** Reviews in the back office: hide one (with a reason) or answer it publicly. */
export const comment = {
  page: endpoint({
    method: 'GET',
    path: 'product/comment/page',
    access: { permission: 'product:comment:query' },
    tag: 'admin: reviews',
    summary: 'A page of all reviews, hidden ones too, newest first; by product, visibility, reply and rating',
    query: ZAdminCommentPageRequest,
    data: ZAdminCommentPageResponse,
  }),
  updateVisible: endpoint({
    method: 'PUT',
    path: 'product/comment/update-visible',
    access: { permission: 'product:comment:update' },
    tag: 'admin: reviews',
    summary: 'Hide a review (with a reason) or show it again',
    body: ZAdminCommentVisibleRequest,
    data: z.boolean(),
  }),
  reply: endpoint({
    method: 'PUT',
    path: 'product/comment/reply',
    access: { permission: 'product:comment:update' },
    tag: 'admin: reviews',
    summary: "The shop's public answer under a review",
    body: ZAdminCommentReplyRequest,
    data: z.boolean(),
  }),
};
