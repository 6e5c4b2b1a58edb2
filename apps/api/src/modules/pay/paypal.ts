import {
  CheckoutPaymentIntent,
  Client,
  Environment,
  type Order,
  OrdersController,
  PaymentsController,
  PaypalExperienceUserAction,
  PaypalWalletContextShippingPreference,
  type PurchaseUnitRequest,
} from '@paypal/paypal-server-sdk';
import { centsToDecimal, toCents } from '@shop/shared';
import axios, { type AxiosRequestConfig } from 'axios';
import type { Config } from '../../config/config.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Capture, PaymentProvider, ProviderPayment, WalletPayment } from './payments.ts';

const PAYPAL_HOST = /^https:\/\/api-m(\.sandbox)?\.paypal\.com/;

/**
 * The SDK knows only PayPal's own hosts; PAYPAL_API_BASE (a local fake in tests) is reached by
 * rewriting the address of every request it sends.
 */
function rewritingAdapter(base: string) {
  const http = axios.getAdapter('http');
  return (config: AxiosRequestConfig) =>
    http({ ...config, url: (config.url ?? '').replace(PAYPAL_HOST, base.replace(/\/$/, '')) } as never);
}

/** PayPal's REST API as the SDK speaks it: orders (create, read, capture) and payments (captures, refunds). */
export interface PaypalApi {
  orders: OrdersController;
  payments: PaymentsController;
}

/** The SDK's client of the configured PayPal account, or null without credentials. */
export function paypalApi(config: Config): PaypalApi | null {
  if (!config.PAYPAL_CLIENT_ID || !config.PAYPAL_CLIENT_SECRET) return null;
  const client = new Client({
    clientCredentialsAuthCredentials: { oAuthClientId: config.PAYPAL_CLIENT_ID, oAuthClientSecret: config.PAYPAL_CLIENT_SECRET },
    environment: config.isProduction ? Environment.Production : Environment.Sandbox,
    timeout: 10_000,
    ...(config.PAYPAL_API_BASE ? { unstable_httpClientOptions: { adapter: rewritingAdapter(config.PAYPAL_API_BASE) } } : {}),
  });
  return { orders: new OrdersController(client), payments: new PaymentsController(client) };
}

/** The one purchase unit of a payment: its amount, named by the payment's id, shipped to the order's address. */
export function purchaseUnitOf(payment: WalletPayment): PurchaseUnitRequest {
  const { shipTo } = payment;
  return {
    referenceId: String(payment.id),
    amount: { currencyCode: payment.currency, value: centsToDecimal(payment.amount) },
    shipping: {
      name: { fullName: shipTo.name },
      address: {
        addressLine1: shipTo.street,
        adminArea2: shipTo.city,
        adminArea1: shipTo.state,
        postalCode: shipTo.zipCode,
        countryCode: shipTo.countryCode,
      },
    },
  };
}

/**
 * The capture of a captured PayPal order, only when PayPal confirms exactly the payment's amount and
 * currency for the payment's purchase unit; PENDING counts as money on its way.
 */
export function exactCapture(result: Order, payOrder: ProviderPayment): Capture {
  const unit = result.purchaseUnits?.[0];
  const capture = unit?.payments?.captures?.[0];
  const exact =
    result.status === 'COMPLETED' &&
    (capture?.status === 'COMPLETED' || capture?.status === 'PENDING') &&
    capture.id !== undefined &&
    toCents(capture.amount?.value ?? '0') === payOrder.amount &&
    capture.amount?.currencyCode === payOrder.currency &&
    unit?.referenceId === String(payOrder.id);
  if (!exact)
    throw new AppError(
      'PAY_CAPTURE_FAILED',
      {},
      new Error(
        `PayPal capture ${JSON.stringify(capture ?? null)} does not match payment ${payOrder.id}: ${payOrder.amount} ${payOrder.currency}`,
      ),
    );
  return { id: capture.id!, status: capture.status === 'PENDING' ? 'pending' : 'completed' };
}

/**
 * PayPal Orders v2 (the wallet) through PayPal's maintained server SDK: the
 * shopper approves on PayPal's page, the capture must match the payment exactly, refunds are
 * idempotent per payment (`PayPal-Request-Id`).
 */
export function paypalProvider(api: PaypalApi): PaymentProvider {
  const { orders, payments } = api;
  return {
    async open(payment) {
      const { result } = await orders.createOrder({
        body: {
          intent: CheckoutPaymentIntent.Capture,
          purchaseUnits: [purchaseUnitOf(payment)],
          paymentSource: {
            paypal: {
              experienceContext: {
                returnUrl: payment.returnUrl,
                cancelUrl: payment.cancelUrl,
                userAction: PaypalExperienceUserAction.PayNow,
                shippingPreference: PaypalWalletContextShippingPreference.SetProvidedAddress,
              },
            },
          },
        },
        paypalRequestId: `pay-${payment.id}-${payment.amount}`,
        prefer: 'return=minimal',
      });
      const approveUrl = result.links?.find((link) => link.rel === 'payer-action' || link.rel === 'approve')?.href;
      if (!result.id || !approveUrl) throw new Error('PayPal answered no order id or approval link');
      return { id: result.id, approveUrl };
    },
    async capture(payOrder, token) {
      if (!token || token !== payOrder.channelOrderId) throw new AppError('PAY_CAPTURE_FAILED');
      // The same request id for every try: a retried capture answers the first one instead of charging twice.
      const { result } = await orders
        .captureOrder({ id: token, paypalRequestId: `capture-${payOrder.id}`, prefer: 'return=representation' })
        .catch((cause: unknown) => {
          throw new AppError('PAY_CAPTURE_FAILED', {}, cause);
        });
      return exactCapture(result, payOrder);
    },
    async captureStatus(payOrder) {
      if (!payOrder.captureId) return 'failed';
      const { result } = await payments.getCapturedPayment({ captureId: payOrder.captureId });
      if (result.status === 'COMPLETED') return 'completed';
      return result.status === 'PENDING' ? 'pending' : 'failed';
    },
    async refund(payOrder, part) {
      if (!payOrder.captureId) throw new AppError('PAY_REFUND_FAILED', {}, new Error(`payment ${payOrder.id} has no capture`));
      const { result } = await payments
        .refundCapturedPayment({
          captureId: payOrder.captureId,
          paypalRequestId: part?.requestId ?? `refund-${payOrder.id}`,
          prefer: 'return=representation',
          body: { amount: { currencyCode: payOrder.currency, value: centsToDecimal(part?.amount ?? payOrder.amount) } },
        })
        .catch((cause: unknown) => {
          throw new AppError('PAY_REFUND_FAILED', {}, cause);
        });
      // PENDING refunds complete at PayPal later; the money is on its way either way.
      if (result.status !== 'COMPLETED' && result.status !== 'PENDING')
        throw new AppError('PAY_REFUND_FAILED', {}, new Error(`PayPal refund ${result.id} of payment ${payOrder.id}: ${result.status}`));
      return result.id ?? null;
    },
  };
}
