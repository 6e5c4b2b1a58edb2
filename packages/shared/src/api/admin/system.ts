import { z } from 'zod';
import { ZAdminNotificationSettings, ZAdminNotificationUpdateRequest } from '../../contracts/admin-notification.ts';
import {
  ZAdminLoginRequest,
  ZAdminProfilePasswordRequest,
  ZAdminRecoveryCodes,
  ZAdminOperateLogPageRequest,
  ZAdminOperateLogPageResponse,
  ZAdminPermissionInfo,
  ZAdminRole,
  ZAdminRoleCreateRequest,
  ZAdminRolePageRequest,
  ZAdminRolePageResponse,
  ZAdminRoleSimple,
  ZAdminRoleUpdateRequest,
  ZAdminTotpCodeRequest,
  ZAdminTotpSetup,
  ZAdminUserCreateRequest,
  ZAdminUserDetail,
  ZAdminUserPageRequest,
  ZAdminUserPageResponse,
  ZAdminUserResetTotpRequest,
  ZAdminUserUpdatePasswordRequest,
  ZAdminUserUpdateRequest,
  ZAdminUserUpdateStatusRequest,
} from '../../contracts/admin.ts';
import { ZSettingsResponse, ZSettingsUpdateRequest } from '../../contracts/settings.ts';
import { ZIdOnlyQuery, ZRefreshTokenBody, ZRefreshTokenQuery, ZTokenPair } from '../../contracts/member.ts';
import { endpoint } from '../endpoint.ts';

const zDone = z.boolean();

/** An admin's login: admins are not members, with their own accounts, tokens and permissions. */
export const auth = {
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
    summary: 'End this back-office login (its refresh and access tokens stop working)',
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
};

/** The back-office accounts, and an admin's own two-factor login. */
export const user = {
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
  get: endpoint({
    method: 'GET',
    path: 'system/user/get',
    access: { permission: 'system:admin:query' },
    tag: 'admin: accounts',
    summary: 'One back-office account with its roles',
    query: ZIdOnlyQuery,
    data: ZAdminUserDetail,
  }),
  update: endpoint({
    method: 'PUT',
    path: 'system/user/update',
    access: { permission: 'system:admin:update' },
    tag: 'admin: accounts',
    summary:
      "Change an account's nickname and roles (only an account and roles whose permissions the editor holds; the last owner keeps the owner's role)",
    body: ZAdminUserUpdateRequest,
    data: zDone,
  }),
  updateStatus: endpoint({
    method: 'PUT',
    path: 'system/user/update-status',
    access: { permission: 'system:admin:update' },
    tag: 'admin: accounts',
    summary: 'Enable or disable an account (disabling ends its logins; never oneself or the last owner)',
    body: ZAdminUserUpdateStatusRequest,
    data: zDone,
  }),
  updatePassword: endpoint({
    method: 'PUT',
    path: 'system/user/update-password',
    access: { permission: 'system:admin:update' },
    tag: 'admin: accounts',
    summary: "Set an account's password (at least 12 characters); its other logins end",
    body: ZAdminUserUpdatePasswordRequest,
    data: zDone,
  }),
  resetTotp: endpoint({
    method: 'PUT',
    path: 'system/user/reset-totp',
    access: { permission: 'system:admin:update' },
    tag: 'admin: accounts',
    summary: "Turn off another account's two-factor login (a lost phone); its logins end",
    body: ZAdminUserResetTotpRequest,
    data: zDone,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: 'system/user/delete',
    access: { permission: 'system:admin:delete' },
    tag: 'admin: accounts',
    summary: 'Delete an account (never oneself or the last owner); its audit rows stay',
    query: ZIdOnlyQuery,
    data: zDone,
  }),
  profile: {
    totpEnable: endpoint({
      method: 'POST',
      path: 'system/user/profile/totp/enable',
      access: 'admin',
      tag: 'admin: accounts',
      summary:
        'Start turning on two-factor login for oneself: a new authenticator secret and its otpauth:// address (on once confirmed with a code)',
      data: ZAdminTotpSetup,
    }),
    totpConfirm: endpoint({
      method: 'POST',
      path: 'system/user/profile/totp/confirm',
      access: 'admin',
      tag: 'admin: accounts',
      summary:
        "Turn two-factor login on with a code of the new secret; from then on login asks for the app's code. Answers ten one-time recovery codes, shown this once",
      body: ZAdminTotpCodeRequest,
      data: ZAdminRecoveryCodes,
    }),
    recoveryCodes: endpoint({
      method: 'POST',
      path: 'system/user/profile/totp/recovery-codes',
      access: 'admin',
      tag: 'admin: accounts',
      summary: "Ten new one-time recovery codes for one's two-factor login, with a current code of the app; the old ones stop working",
      body: ZAdminTotpCodeRequest,
      data: ZAdminRecoveryCodes,
    }),
    updatePassword: endpoint({
      method: 'PUT',
      path: 'system/user/profile/update-password',
      access: 'admin',
      tag: 'admin: accounts',
      summary: "Change one's own password with the current one (wrong: 1002003004); one's other logins end, this one stays",
      body: ZAdminProfilePasswordRequest,
      data: zDone,
    }),
    totpDisable: endpoint({
      method: 'POST',
      path: 'system/user/profile/totp/disable',
      access: 'admin',
      tag: 'admin: accounts',
      summary: "Turn one's two-factor login off with a current code",
      body: ZAdminTotpCodeRequest,
      data: zDone,
    }),
    notificationGet: endpoint({
      method: 'GET',
      path: 'system/user/profile/notification/get',
      access: 'admin',
      tag: 'admin: accounts',
      summary: "One's staff notifications by mail: the kinds chosen and those one's permissions cover",
      data: ZAdminNotificationSettings,
    }),
    notificationUpdate: endpoint({
      method: 'PUT',
      path: 'system/user/profile/notification/update',
      access: 'admin',
      tag: 'admin: accounts',
      summary:
        "Choose one's staff notifications (new paid order, return, message, print data, quote, approval), mailed in the request's language while one's permissions cover them",
      body: ZAdminNotificationUpdateRequest,
      data: zDone,
    }),
  },
};

/** Roles: named sets of permissions held by admins. */
export const role = {
  page: endpoint({
    method: 'GET',
    path: 'system/role/page',
    access: { permission: 'system:role:query' },
    tag: 'admin: accounts',
    summary: 'A page of the roles with their permissions and how many admins hold each',
    query: ZAdminRolePageRequest,
    data: ZAdminRolePageResponse,
  }),
  listAllSimple: endpoint({
    method: 'GET',
    path: 'system/role/list-all-simple',
    access: 'admin',
    tag: 'admin: accounts',
    summary: "Every role's id and name, for choosing roles",
    data: z.array(ZAdminRoleSimple),
  }),
  get: endpoint({
    method: 'GET',
    path: 'system/role/get',
    access: { permission: 'system:role:query' },
    tag: 'admin: accounts',
    summary: 'One role with its permissions',
    query: ZIdOnlyQuery,
    data: ZAdminRole,
  }),
  create: endpoint({
    method: 'POST',
    path: 'system/role/create',
    access: { permission: 'system:role:create' },
    tag: 'admin: accounts',
    summary: "Create a role (only with permissions the creator holds); answers the new role's id",
    body: ZAdminRoleCreateRequest,
    data: z.number().int(),
  }),
  update: endpoint({
    method: 'PUT',
    path: 'system/role/update',
    access: { permission: 'system:role:update' },
    tag: 'admin: accounts',
    summary: "Rename a role or change its permissions (not the owner's role; only permissions the editor holds)",
    body: ZAdminRoleUpdateRequest,
    data: zDone,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: 'system/role/delete',
    access: { permission: 'system:role:delete' },
    tag: 'admin: accounts',
    summary: "Delete a role no admin holds (not the owner's role)",
    query: ZIdOnlyQuery,
    data: zDone,
  }),
};

/** The audit log of the back office. */
export const operateLog = {
  page: endpoint({
    method: 'GET',
    path: 'system/operate-log/page',
    access: { permission: 'system:operate-log:query' },
    tag: 'admin: accounts',
    summary: 'The audit log, newest first: who changed what, before and after; by admin, action, target and time',
    query: ZAdminOperateLogPageRequest,
    data: ZAdminOperateLogPageResponse,
  }),
};

/** The shop's settings: legal and contact data, delivery, carriers, tax rates, tiers, reasons, unpaid limits. */
export const settings = {
  get: endpoint({
    method: 'GET',
    path: 'system/settings/get',
    access: { permission: 'system:settings:query' },
    tag: 'admin: settings',
    summary: 'The shop settings as priced, mailed and printed now (the first values from the environment while nothing is saved)',
    data: ZSettingsResponse,
  }),
  update: endpoint({
    method: 'PUT',
    path: 'system/settings/update',
    access: { permission: 'system:settings:update' },
    tag: 'admin: settings',
    summary:
      'Save the whole settings document (audited); every instance uses it at once. With `version`, refused when someone saved meanwhile',
    body: ZSettingsUpdateRequest,
    data: ZSettingsResponse,
  }),
};
