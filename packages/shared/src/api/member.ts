import { z } from 'zod';
import {
  ZBrowseHistoryDeleteRequest,
  ZMemberProductPageRequest,
  ZMemberProductPageResponse,
  ZSpuIdBody,
  ZSpuIdQuery,
} from '../contracts/favorite.ts';
import {
  ZAddress,
  ZAddressInput,
  ZAddressListResponse,
  ZAccountDeleteRequest,
  ZAddressUpdateRequest,
  ZIdOnlyQuery,
  ZLoginRequest,
  ZMemberDataFile,
  ZMemberDataPage,
  ZMemberProfile,
  ZMemberSettings,
  ZMemberUpdateRequest,
  ZPasswordChangeRequest,
  ZRefreshTokenBody,
  ZRefreshTokenQuery,
  ZRegisterRequest,
  ZResetPasswordRequest,
  ZSendEmailCodeRequest,
  ZTokenPair,
} from '../contracts/member.ts';
import { endpoint } from './endpoint.ts';

const zDone = z.boolean();
const zNewId = z.number().int();

/** Registering, logging in and out, tokens and passwords. */
export const auth = {
  sendEmailCode: endpoint({
    method: 'POST',
    path: 'member/auth/send-email-code',
    access: 'public',
    tag: 'member: auth',
    summary: 'Send a 6-digit code by e-mail (scene 0 register, 1 reset password)',
    body: ZSendEmailCodeRequest,
    data: zDone,
  }),
  smsMailRegister: endpoint({
    method: 'POST',
    path: 'member/auth/sms-mail-register',
    access: 'public',
    tag: 'member: auth',
    summary: 'Register with the e-mail code; answers the token pair',
    body: ZRegisterRequest,
    data: ZTokenPair,
  }),
  login: endpoint({
    method: 'POST',
    path: 'member/auth/login',
    access: 'public',
    tag: 'member: auth',
    summary: 'Log in with e-mail or phone and password',
    body: ZLoginRequest,
    data: ZTokenPair,
  }),
  logout: endpoint({
    method: 'POST',
    path: 'member/auth/logout',
    access: 'public',
    tag: 'member: auth',
    summary: 'End this login (its refresh and access tokens stop working)',
    data: zDone,
  }),
  refreshToken: endpoint({
    method: 'POST',
    path: 'member/auth/refresh-token',
    access: 'public',
    tag: 'member: auth',
    summary: 'Trade a refresh token for a new pair (each works once); the token in the query or the JSON body',
    query: ZRefreshTokenQuery,
    body: ZRefreshTokenBody,
    data: ZTokenPair,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: 'member/auth/reset-password',
    access: 'public',
    tag: 'member: auth',
    summary: 'Set a new password with an e-mail code (scene 1)',
    body: ZResetPasswordRequest,
    data: zDone,
  }),
};

/** The logged-in member's account and settings. */
export const user = {
  get: endpoint({
    method: 'GET',
    path: 'member/user/get',
    access: 'member',
    tag: 'member: account',
    summary: 'The logged-in member',
    data: ZMemberProfile,
  }),
  update: endpoint({
    method: 'PUT',
    path: 'member/user/update',
    access: 'member',
    tag: 'member: account',
    summary: 'Update names, birthday, country, phone, e-mail language and avatar',
    body: ZMemberUpdateRequest,
    data: ZMemberProfile,
  }),
  updatePassword: endpoint({
    method: 'PUT',
    path: 'member/user/update-password',
    access: 'member',
    tag: 'member: account',
    summary: 'Change the password (other logins end)',
    body: ZPasswordChangeRequest,
    data: zDone,
  }),
  getSettings: endpoint({
    method: 'GET',
    path: 'member/user/get-settings',
    access: 'member',
    tag: 'member: account',
    summary: 'Notification, privacy, settlement and advanced settings',
    data: ZMemberSettings,
  }),
  updateSettings: endpoint({
    method: 'PUT',
    path: 'member/user/update-settings',
    access: 'member',
    tag: 'member: account',
    summary: 'Save the settings',
    body: ZMemberSettings,
    data: ZMemberSettings,
  }),
  exportData: endpoint({
    method: 'GET',
    path: 'member/user/export-data',
    access: 'member',
    tag: 'member: account',
    summary:
      'Everything the shop keeps of me (profile, settings, addresses, company, orders, returns, reviews, lists, uploads) as a JSON file',
    file: 'application/json; charset=utf-8',
    data: ZMemberDataFile,
  }),
  exportDataPage: endpoint({
    method: 'GET',
    path: 'member/user/export-data-page',
    access: 'member',
    tag: 'member: account',
    summary: 'The same data as a readable page in my language, to save or print',
    file: 'text/html; charset=utf-8',
    data: ZMemberDataPage,
  }),
  deleteAccount: endpoint({
    method: 'POST',
    path: 'member/user/delete-account',
    access: 'member',
    tag: 'member: account',
    summary:
      'Delete my account (password): my personal data goes, the orders and invoices the tax law makes the shop keep stay without my account; refused while an order or return is in progress',
    body: ZAccountDeleteRequest,
    data: zDone,
  }),
};

/** The member's address book. */
export const address = {
  list: endpoint({
    method: 'GET',
    path: 'member/address/list',
    access: 'member',
    tag: 'member: addresses',
    summary: "The member's addresses, default first",
    data: ZAddressListResponse,
  }),
  get: endpoint({
    method: 'GET',
    path: 'member/address/get',
    access: 'member',
    tag: 'member: addresses',
    summary: 'One address',
    query: ZIdOnlyQuery,
    data: ZAddress,
  }),
  create: endpoint({
    method: 'POST',
    path: 'member/address/create',
    access: 'member',
    tag: 'member: addresses',
    summary: 'Add an address; answers its id',
    body: ZAddressInput,
    data: zNewId,
  }),
  update: endpoint({
    method: 'PUT',
    path: 'member/address/update',
    access: 'member',
    tag: 'member: addresses',
    summary: 'Change an address',
    body: ZAddressUpdateRequest,
    data: zDone,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: 'member/address/delete',
    access: 'member',
    tag: 'member: addresses',
    summary: 'Delete an address',
    query: ZIdOnlyQuery,
    data: zDone,
  }),
};

/** A member's list of products (collection or likes), as yudao's AppFavoriteController shapes it. */
function productList(entity: 'favorite' | 'like', tag: string, noun: string) {
  return {
    create: endpoint({
      method: 'POST',
      path: `product/${entity}/create`,
      access: 'member',
      tag,
      summary: `Add a product to my ${noun} (again: no change); answers the entry's id`,
      body: ZSpuIdBody,
      data: z.number().int(),
    }),
    delete: endpoint({
      method: 'DELETE',
      path: `product/${entity}/delete`,
      access: 'member',
      tag,
      summary: `Take a product out of my ${noun}`,
      body: ZSpuIdBody,
      data: z.boolean(),
    }),
    page: endpoint({
      method: 'GET',
      path: `product/${entity}/page`,
      access: 'member',
      tag,
      summary: `My ${noun}, newest first`,
      query: ZMemberProductPageRequest,
      data: ZMemberProductPageResponse,
    }),
    exits: endpoint({
      method: 'GET',
      path: `product/${entity}/exits`,
      access: 'member',
      tag,
      summary: `Whether a product is in my ${noun} (yudao's spelling)`,
      query: ZSpuIdQuery,
      data: z.boolean(),
    }),
    getCount: endpoint({
      method: 'GET',
      path: `product/${entity}/get-count`,
      access: 'member',
      tag,
      summary: `How many products my ${noun} holds`,
      data: z.number().int(),
    }),
  } as const;
}

export const favorite = productList('favorite', 'member: collection', 'collection');
export const like = productList('like', 'member: likes', 'likes');

/** Products I opened (footprints), most recent first, one entry per product. */
export const browseHistory = {
  page: endpoint({
    method: 'GET',
    path: 'product/browse-history/page',
    access: 'member',
    tag: 'member: browsing history',
    summary: 'Products I opened, most recent first (kept only while my setting keepBrowsingHistory is on)',
    query: ZMemberProductPageRequest,
    data: ZMemberProductPageResponse,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: 'product/browse-history/delete',
    access: 'member',
    tag: 'member: browsing history',
    summary: 'Remove products from my browsing history',
    body: ZBrowseHistoryDeleteRequest,
    data: z.boolean(),
  }),
  clean: endpoint({
    method: 'DELETE',
    path: 'product/browse-history/clean',
    access: 'member',
    tag: 'member: browsing history',
    summary: 'Clear my browsing history',
    data: z.boolean(),
  }),
};
