import { z } from 'zod';
import {
  ZAdminPrintCheckRequest,
  ZAdminPrintPageRequest,
  ZAdminPrintPageResponse,
  ZAdminPrintStatusRequest,
} from '../../contracts/admin-print.ts';
import { endpoint } from '../endpoint.ts';

const zDone = z.boolean();

/** The print data of custom (logo) lines: the check queue, the verdict, printing and printed. */
export const print = {
  page: endpoint({
    method: 'GET',
    path: 'trade/order/item/print-page',
    access: { permission: 'trade:order:query' },
    tag: 'admin: print data',
    summary:
      'Custom lines of paid orders with their print order, print data, automatic findings and status, oldest first (by print status)',
    query: ZAdminPrintPageRequest,
    data: ZAdminPrintPageResponse,
  }),
  check: endpoint({
    method: 'PUT',
    path: 'trade/order/item/print-check',
    access: { permission: 'trade:order:update' },
    tag: 'admin: print data',
    summary:
      'Pass (10 → 20, then 30 at once when the product needs no approval by the shopper) or reject with a reason (10 → 21, the shopper is mailed)',
    body: ZAdminPrintCheckRequest,
    data: zDone,
  }),
  status: endpoint({
    method: 'PUT',
    path: 'trade/order/item/print-status',
    access: { permission: 'trade:order:update' },
    tag: 'admin: print data',
    summary: 'Printing started (30 → 40) or finished (40 → 50); a custom line is dispatched only at 50',
    body: ZAdminPrintStatusRequest,
    data: zDone,
  }),
};
