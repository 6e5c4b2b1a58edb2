import { z } from 'zod';
import {
  ZAdminMemberDetail,
  ZAdminMemberPageRequest,
  ZAdminMemberPageResponse,
  ZAdminMemberStatusRequest,
} from '../../contracts/admin-member.ts';
import { ZIdOnlyQuery } from '../../contracts/member.ts';
import { ZAdminMemberExportRequest, ZCsvFile } from '../../contracts/admin-reports.ts';
import { endpoint } from '../endpoint.ts';

const tag = 'admin: members';

/** The shop's customer accounts in the back office. */
export const member = {
  user: {
    page: endpoint({
      method: 'GET',
      path: 'member/user/page',
      access: { permission: 'member:user:query' },
      tag,
      summary: 'A page of the members, newest first, by part of e-mail or name and by status',
      query: ZAdminMemberPageRequest,
      data: ZAdminMemberPageResponse,
    }),
    exportExcel: endpoint({
      method: 'GET',
      path: 'member/user/export-excel',
      access: { permission: 'member:user:export' },
      tag,
      summary:
        "The customers as CSV (UTF-8 with BOM): members under the page's filters and guests (an e-mail's orders without an account), with orders and net spend per currency",
      query: ZAdminMemberExportRequest,
      file: 'text/csv; charset=utf-8',
      data: ZCsvFile,
    }),
    get: endpoint({
      method: 'GET',
      path: 'member/user/get',
      access: { permission: 'member:user:query' },
      tag,
      summary: 'One member with addresses and latest orders',
      query: ZIdOnlyQuery,
      data: ZAdminMemberDetail,
    }),
    updateStatus: endpoint({
      method: 'PUT',
      path: 'member/user/update-status',
      access: { permission: 'member:user:update' },
      tag,
      summary: 'Disable (1) or enable (0) an account; disabling ends its sessions at once',
      body: ZAdminMemberStatusRequest,
      data: z.boolean(),
    }),
  },
};
