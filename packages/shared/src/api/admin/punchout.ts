import { z } from 'zod';
import {
  ZAdminPunchout,
  ZAdminPunchoutCreateRequest,
  ZAdminPunchoutPageRequest,
  ZAdminPunchoutPageResponse,
  ZAdminPunchoutUpdateRequest,
} from '../../contracts/admin-punchout.ts';
import { ZIdOnlyQuery } from '../../contracts/member.ts';
import { endpoint } from '../endpoint.ts';

const tag = 'admin: punchout';

/** Punchout organisations: procurement systems (OCI 4.0, cXML 1.2) whose buyers shop at their company's prices. */
export const punchout = {
  page: endpoint({
    method: 'GET',
    path: 'promotion/punchout/page',
    access: { permission: 'promotion:punchout:query' },
    tag,
    summary: 'A page of the punchout organisations, newest first, by part of name, user name or identity',
    query: ZAdminPunchoutPageRequest,
    data: ZAdminPunchoutPageResponse,
  }),
  get: endpoint({
    method: 'GET',
    path: 'promotion/punchout/get',
    access: { permission: 'promotion:punchout:query' },
    tag,
    summary: 'One punchout organisation with the addresses to give its procurement team (secrets are never answered)',
    query: ZIdOnlyQuery,
    data: ZAdminPunchout,
  }),
  create: endpoint({
    method: 'POST',
    path: 'promotion/punchout/create',
    access: { permission: 'promotion:punchout:create' },
    tag,
    summary:
      'Create a punchout organisation (OCI user and password, or cXML identity and shared secret; company; categories); answers its id',
    body: ZAdminPunchoutCreateRequest,
    data: z.number().int(),
  }),
  update: endpoint({
    method: 'PUT',
    path: 'promotion/punchout/update',
    access: { permission: 'promotion:punchout:update' },
    tag,
    summary: 'Replace a punchout organisation (an empty password or shared secret keeps the stored one)',
    body: ZAdminPunchoutUpdateRequest,
    data: z.boolean(),
  }),
  delete: endpoint({
    method: 'DELETE',
    path: 'promotion/punchout/delete',
    access: { permission: 'promotion:punchout:delete' },
    tag,
    summary: 'Delete a punchout organisation: its sessions end; orders it placed stay',
    query: ZIdOnlyQuery,
    data: z.boolean(),
  }),
};
