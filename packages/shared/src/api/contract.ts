import { z } from 'zod';
import { ZCartAddRequest, ZCartAddResponse, ZCartDeleteRequest, ZCartListResponse, ZCartUpdateCountRequest, ZCartUpdateSelectedRequest } from '../contracts/cart.ts';
import { ZCategoryListResponse, ZQuantityRuleResponse, ZSpuDetail, ZSpuListRequest, ZSpuListResponse } from '../contracts/catalog.ts';
import { ZIdQuery } from '../contracts/common.ts';
import { ZContactUsCreateRequest, ZContactUsCreateResponse, ZUploadResponse } from '../contracts/infra.ts';
import {
  ZAddress,
  ZAddressInput,
  ZAddressListResponse,
  ZAddressUpdateRequest,
  ZIdOnlyQuery,
  ZLoginRequest,
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
import { ZAreaTreeResponse, ZCountryPageRequest, ZCountryPageResponse, ZDictListResponse, ZStatesRequest, ZStatesResponse, ZTradeConfig } from '../contracts/system.ts';
import {
  ZOrder,
  ZOrderCountResponse,
  ZOrderCreateRequest,
  ZOrderCreateResponse,
  ZOrderPageRequest,
  ZOrderPageResponse,
  ZPaySuccessRequest,
  ZSettlementRequest,
  ZSettlementResponse,
  ZWalletOrder,
} from '../contracts/trade.ts';
import { endpoint } from './endpoint.ts';

const zDone = z.boolean();
const zNewId = z.number().int();

/**
 * Every endpoint of the shop's API under /pc-api: the API registers its routes from this table
 * (a module adds only the handler), the OpenAPI document is generated from it, and the clients
 * call endpoints by these names. Paths, methods and field names are a public contract.
 */
export const contract = {
  product: {
    category: {
      list: endpoint({ method: 'GET', path: 'product/category/list', access: 'public', tag: 'catalog', summary: 'Active categories', data: ZCategoryListResponse }),
    },
    spu: {
      getSpuList: endpoint({
        method: 'GET',
        path: 'product/spu/getSpuList',
        access: 'public',
        tag: 'catalog',
        summary: 'A page of products on sale (category with its descendants, keyword search, sorting)',
        query: ZSpuListRequest,
        data: ZSpuListResponse,
      }),
      getDetail: endpoint({ method: 'GET', path: 'product/spu/get-detail', access: 'public', tag: 'catalog', summary: 'A product with its SKUs and quantity rules', query: ZIdQuery, data: ZSpuDetail }),
      productQuantityRule: endpoint({
        method: 'GET',
        path: 'product/spu/product-quantity-rule',
        access: 'public',
        tag: 'catalog',
        summary: 'Quantity discounts of a product',
        query: ZIdQuery,
        data: ZQuantityRuleResponse,
      }),
    },
  },
  system: {
    dictData: {
      listAllSimple: endpoint({ method: 'GET', path: 'system/dict-data/list-all-simple', access: 'public', tag: 'reference data', summary: 'All dictionary entries', data: ZDictListResponse }),
    },
    area: {
      tree: endpoint({ method: 'GET', path: 'system/area/tree', access: 'public', tag: 'reference data', summary: 'Shipping countries and their states or regions', data: ZAreaTreeResponse }),
      states: endpoint({
        method: 'GET',
        path: 'system/area/states',
        access: 'public',
        tag: 'reference data',
        summary: 'States or regions of one country',
        query: ZStatesRequest,
        data: ZStatesResponse,
      }),
    },
    contactUs: {
      create: endpoint({
        method: 'POST',
        path: 'system/contact-us/create',
        access: 'public',
        tag: 'content',
        summary: 'Send feedback or a contact message (acknowledged by e-mail)',
        body: ZContactUsCreateRequest,
        data: ZContactUsCreateResponse,
      }),
    },
  },
  infra: {
    file: {
      upload: endpoint({
        method: 'POST',
        path: 'infra/file/upload',
        access: 'public',
        tag: 'files',
        summary: 'Upload a file (multipart field `file`; `directory` = image | document | ad | print)',
        multipart: true,
        data: ZUploadResponse,
      }),
    },
  },
  member: {
    country: {
      page: endpoint({
        method: 'GET',
        path: 'member/country/page',
        access: 'public',
        tag: 'reference data',
        summary: 'Countries with calling codes and the shipping flag',
        query: ZCountryPageRequest,
        data: ZCountryPageResponse,
      }),
    },
    auth: {
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
      login: endpoint({ method: 'POST', path: 'member/auth/login', access: 'public', tag: 'member: auth', summary: 'Log in with e-mail or phone and password', body: ZLoginRequest, data: ZTokenPair }),
      logout: endpoint({ method: 'POST', path: 'member/auth/logout', access: 'public', tag: 'member: auth', summary: 'End this login (its refresh tokens stop working)', data: zDone }),
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
    },
    user: {
      get: endpoint({ method: 'GET', path: 'member/user/get', access: 'member', tag: 'member: account', summary: 'The logged-in member', data: ZMemberProfile }),
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
      updateSettings: endpoint({ method: 'PUT', path: 'member/user/update-settings', access: 'member', tag: 'member: account', summary: 'Save the settings', body: ZMemberSettings, data: ZMemberSettings }),
    },
    address: {
      list: endpoint({ method: 'GET', path: 'member/address/list', access: 'member', tag: 'member: addresses', summary: "The member's addresses, default first", data: ZAddressListResponse }),
      get: endpoint({ method: 'GET', path: 'member/address/get', access: 'member', tag: 'member: addresses', summary: 'One address', query: ZIdOnlyQuery, data: ZAddress }),
      create: endpoint({ method: 'POST', path: 'member/address/create', access: 'member', tag: 'member: addresses', summary: 'Add an address; answers its id', body: ZAddressInput, data: zNewId }),
      update: endpoint({ method: 'PUT', path: 'member/address/update', access: 'member', tag: 'member: addresses', summary: 'Change an address', body: ZAddressUpdateRequest, data: zDone }),
      delete: endpoint({ method: 'DELETE', path: 'member/address/delete', access: 'member', tag: 'member: addresses', summary: 'Delete an address', query: ZIdOnlyQuery, data: zDone }),
    },
  },
  trade: {
    config: {
      get: endpoint({ method: 'GET', path: 'trade/config/get', access: 'public', tag: 'trade', summary: 'After-sale reasons and delivery threshold', data: ZTradeConfig }),
    },
    cart: {
      add: endpoint({
        method: 'POST',
        path: 'trade/cart/add',
        access: 'member',
        tag: 'cart',
        summary: 'Add pieces of a SKU (answers the line id), or merge a list (answers ids and capped counts)',
        body: ZCartAddRequest,
        data: ZCartAddResponse,
      }),
      list: endpoint({
        method: 'GET',
        path: 'trade/cart/list',
        access: 'member',
        tag: 'cart',
        summary: 'The cart: lines that can be bought, and lines off sale or out of stock',
        data: ZCartListResponse,
      }),
      getCount: endpoint({ method: 'GET', path: 'trade/cart/get-count', access: 'member', tag: 'cart', summary: 'Pieces in the selected lines (the header badge)', data: z.number().int() }),
      updateCount: endpoint({
        method: 'PUT',
        path: 'trade/cart/update-count',
        access: 'member',
        tag: 'cart',
        summary: 'Set the pieces of a line (1 to the stock)',
        body: ZCartUpdateCountRequest,
        data: zDone,
      }),
      updateSelected: endpoint({ method: 'PUT', path: 'trade/cart/update-selected', access: 'member', tag: 'cart', summary: 'Select or unselect lines', body: ZCartUpdateSelectedRequest, data: zDone }),
      delete: endpoint({ method: 'POST', path: 'trade/cart/delete', access: 'member', tag: 'cart', summary: 'Delete lines', body: ZCartDeleteRequest, data: zDone }),
    },
    order: {
      settlement: endpoint({
        method: 'POST',
        path: 'trade/order/settlement',
        access: 'public',
        tag: 'trade',
        summary: 'Price an order: lines with quantity discounts, coupon, delivery, tax, total',
        body: ZSettlementRequest,
        data: ZSettlementResponse,
      }),
      create: endpoint({
        method: 'POST',
        path: 'trade/order/create',
        access: 'member',
        tag: 'trade',
        summary: 'Create the order (prices recomputed, stock reserved); send an Idempotency-Key header to make retries safe',
        body: ZOrderCreateRequest,
        data: ZOrderCreateResponse,
      }),
      page: endpoint({
        method: 'GET',
        path: 'trade/order/page',
        access: 'member',
        tag: 'orders',
        summary: "The member's orders, newest first, by status",
        query: ZOrderPageRequest,
        data: ZOrderPageResponse,
      }),
      getDetail: endpoint({
        method: 'GET',
        path: 'trade/order/get-detail',
        access: 'member',
        tag: 'orders',
        summary: 'One order with lines, prices, address and times',
        query: ZIdOnlyQuery,
        data: ZOrder,
      }),
      getCount: endpoint({ method: 'GET', path: 'trade/order/get-count', access: 'member', tag: 'orders', summary: 'Orders per status', data: ZOrderCountResponse }),
      cancel: endpoint({
        method: 'DELETE',
        path: 'trade/order/cancel',
        access: 'member',
        tag: 'orders',
        summary: 'Cancel an unpaid order, or a paid one within 24 h before dispatch (refunded in full); stock and coupon are given back',
        query: ZIdOnlyQuery,
        data: zDone,
      }),
      receive: endpoint({ method: 'PUT', path: 'trade/order/receive', access: 'member', tag: 'orders', summary: 'Confirm receipt of a dispatched order', query: ZIdOnlyQuery, data: zDone }),
      delete: endpoint({
        method: 'DELETE',
        path: 'trade/order/delete',
        access: 'member',
        tag: 'orders',
        summary: 'Remove a completed or cancelled order from the list',
        query: ZIdOnlyQuery,
        data: zDone,
      }),
    },
  },
  pay: {
    order: {
      paySuccess: endpoint({
        method: 'POST',
        path: 'pay/order/pay/success',
        access: 'member',
        tag: 'payment',
        summary: 'Mark the order paid after the wallet approved (demo wallet when PayPal is not configured)',
        body: ZPaySuccessRequest,
        data: zDone,
      }),
      paypalCreate: endpoint({
        method: 'POST',
        path: 'pay/order/paypal/create',
        access: 'member',
        tag: 'payment',
        summary: "Open the PayPal order of a payment: its id (the token for pay/success) and PayPal's page where the shopper approves it",
        query: ZIdOnlyQuery,
        data: ZWalletOrder,
      }),
    },
  },
};

export type Contract = typeof contract;
