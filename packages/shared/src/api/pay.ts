import { z } from 'zod';
import { ZIdOnlyQuery } from '../contracts/member.ts';
import { ZCardOrder, ZPaySubmitRequest, ZPaySubmitResponse } from '../contracts/pay.ts';
import { ZGuestOrderBody, ZGuestPaySuccessRequest, ZPaySuccessRequest, ZWalletOrder } from '../contracts/trade.ts';
import { ZExtraPaySuccessRequest, ZExtraWalletRequest } from '../contracts/admin-order-edit.ts';
import { endpoint } from './endpoint.ts';

const zDone = z.boolean();

/** Paying an order (pay/order/…): the wallet's approval and PayPal's order, for members and guests. */
export const payOrder = {
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
  cardCreate: endpoint({
    method: 'POST',
    path: 'pay/order/card/create',
    access: 'member',
    tag: 'payment',
    summary:
      "Open the PayPal order of a card payment (PayPal's card payment source, 3-D Secure when required): its id for PayPal's card fields and pay/success with channelCode card; it lapses after 15 minutes",
    query: ZIdOnlyQuery,
    data: ZCardOrder,
  }),
  guestCardCreate: endpoint({
    method: 'POST',
    path: 'pay/order/guest/card/create',
    access: 'public',
    tag: 'payment',
    summary: "As card/create for a guest's order, named by its signed key",
    body: ZGuestOrderBody,
    data: ZCardOrder,
  }),
  guestPaySuccess: endpoint({
    method: 'POST',
    path: 'pay/order/guest/pay/success',
    access: 'public',
    tag: 'payment',
    summary: "As pay/success for a guest's order, named by its signed key",
    body: ZGuestPaySuccessRequest,
    data: zDone,
  }),
  extraPaySuccess: endpoint({
    method: 'POST',
    path: 'pay/order/extra/pay/success',
    access: 'member',
    tag: 'payment',
    summary:
      'Pay the extra payment the shop mailed after raising an order of mine (PayPal with its token, or the demo wallet when PayPal is not configured); once',
    body: ZExtraPaySuccessRequest.omit({ orderToken: true }),
    data: zDone,
  }),
  guestExtraPaySuccess: endpoint({
    method: 'POST',
    path: 'pay/order/guest/extra/pay/success',
    access: 'public',
    tag: 'payment',
    summary: "As extra/pay/success for a guest's order, named by its signed key",
    body: ZExtraPaySuccessRequest.required({ orderToken: true }),
    data: zDone,
  }),
  extraPaypalCreate: endpoint({
    method: 'POST',
    path: 'pay/order/extra/paypal/create',
    access: 'member',
    tag: 'payment',
    summary: "Open the PayPal order of an extra payment of my order: its id (the token for extra/pay/success) and PayPal's page",
    body: ZExtraWalletRequest.omit({ orderToken: true }),
    data: ZWalletOrder,
  }),
  guestExtraPaypalCreate: endpoint({
    method: 'POST',
    path: 'pay/order/guest/extra/paypal/create',
    access: 'public',
    tag: 'payment',
    summary: "As extra/paypal/create for a guest's order, named by its signed key",
    body: ZExtraWalletRequest.required({ orderToken: true }),
    data: ZWalletOrder,
  }),
  guestPaypalCreate: endpoint({
    method: 'POST',
    path: 'pay/order/guest/paypal/create',
    access: 'public',
    tag: 'payment',
    summary: "As paypal/create for a guest's order, named by its signed key",
    body: ZGuestOrderBody,
    data: ZWalletOrder,
  }),
  submit: endpoint({
    method: 'POST',
    path: 'pay/order/submit',
    access: 'member',
    tag: 'payment',
    summary:
      'Pay by bank transfer: the order stays unpaid (its stock held) for 14 days; answers the payment reference, the due day, the amount, the shop account and, for EUR, the EPC QR code. Asking again answers the same',
    body: ZPaySubmitRequest,
    data: ZPaySubmitResponse,
  }),
  guestSubmit: endpoint({
    method: 'POST',
    path: 'pay/order/guest/submit',
    access: 'public',
    tag: 'payment',
    summary: "As pay/order/submit for a guest's order, named by its signed key",
    body: ZGuestOrderBody.extend({ channelCode: ZPaySubmitRequest.shape.channelCode }),
    data: ZPaySubmitResponse,
  }),
};
