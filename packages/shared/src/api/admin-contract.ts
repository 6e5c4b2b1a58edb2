import { z } from 'zod';
import {
  ZAdminLoginRequest,
  ZAdminOrder,
  ZAdminOrderDeliveryRequest,
  ZAdminOrderPageRequest,
  ZAdminOrderPageResponse,
  ZAdminOrderRemarkRequest,
  ZDeliveryExpressSimple,
  ZAdminUserCreateRequest,
  ZAdminPermissionInfo,
  ZAdminUserPageRequest,
  ZAdminUserPageResponse,
} from '../contracts/admin.ts';
import { ZIdOnlyQuery, ZRefreshTokenBody, ZRefreshTokenQuery, ZTokenPair } from '../contracts/member.ts';
import { endpoint } from './endpoint.ts';

const zDone = z.boolean();

/**
 * The back office's endpoints, served under /admin-api (yudao admin names). Admins are not
 * members: their own accounts, tokens and permissions.
 */
export const adminContract = {
  system: {
    auth: {
      login: endpoint({
        method: 'POST',
        path: 'system/auth/login',
        access: 'public',
        tag: 'admin: auth',
        summary: "Log in to the back office with the admin's e-mail and password",
        body: ZAdminLoginRequest,
        data: ZTokenPair,
      }),
      refreshToken: endpoint({
        method: 'POST',
        path: 'system/auth/refresh-token',
        access: 'public',
        tag: 'admin: auth',
        summary: "Trade an admin's refresh token for a new pair (each works once); the token in the query or the JSON body",
        query: ZRefreshTokenQuery,
        body: ZRefreshTokenBody,
        data: ZTokenPair,
      }),
      logout: endpoint({
        method: 'POST',
        path: 'system/auth/logout',
        access: 'public',
        tag: 'admin: auth',
        summary: 'End this back-office login (its refresh tokens stop working)',
        data: zDone,
      }),
      getPermissionInfo: endpoint({
        method: 'GET',
        path: 'system/auth/get-permission-info',
        access: 'admin',
        tag: 'admin: auth',
        summary: 'The logged-in admin, the names of their roles and their permissions',
        data: ZAdminPermissionInfo,
      }),
    },
    user: {
      page: endpoint({
        method: 'GET',
        path: 'system/user/page',
        access: { permission: 'system:admin:query' },
        tag: 'admin: accounts',
        summary: 'A page of the back-office accounts with their roles',
        query: ZAdminUserPageRequest,
        data: ZAdminUserPageResponse,
      }),
      create: endpoint({
        method: 'POST',
        path: 'system/user/create',
        access: { permission: 'system:admin:create' },
        tag: 'admin: accounts',
        summary: "Create a back-office account with roles (only roles whose permissions the creator holds); answers the new admin's id",
        body: ZAdminUserCreateRequest,
        data: z.number().int(),
      }),
    },
  },
  trade: {
    order: {
      page: endpoint({
        method: 'GET',
        path: 'trade/order/page',
        access: { permission: 'trade:order:query' },
        tag: 'admin: orders',
        summary: "A page of all members' orders, newest first, each with the member's e-mail",
        query: ZAdminOrderPageRequest,
        data: ZAdminOrderPageResponse,
      }),
      getDetail: endpoint({
        method: 'GET',
        path: 'trade/order/get-detail',
        access: { permission: 'trade:order:query' },
        tag: 'admin: orders',
        summary: 'One order with lines, prices, addresses, times, member, carrier and remark',
        query: ZIdOnlyQuery,
        data: ZAdminOrder,
      }),
      delivery: endpoint({
        method: 'PUT',
        path: 'trade/order/delivery',
        access: { permission: 'trade:order:update' },
        tag: 'admin: orders',
        summary: 'Dispatch a paid order (10 → 20) with carrier and tracking number; the shopper is mailed',
        body: ZAdminOrderDeliveryRequest,
        data: zDone,
      }),
      updateRemark: endpoint({
        method: 'PUT',
        path: 'trade/order/update-remark',
        access: { permission: 'trade:order:update' },
        tag: 'admin: orders',
        summary: "Set the back office's note on an order",
        body: ZAdminOrderRemarkRequest,
        data: zDone,
      }),
    },
    delivery: {
      express: {
        listAllSimple: endpoint({
          method: 'GET',
          path: 'trade/delivery/express/list-all-simple',
          access: { permission: 'trade:order:query' },
          tag: 'admin: orders',
          summary: 'The carriers an order can be dispatched with',
          data: z.array(ZDeliveryExpressSimple),
        }),
      },
    },
  },
};
