import { CheckoutPaymentIntent, Client, Environment, OrdersController, PaymentsController, PaypalExperienceUserAction, PaypalWalletContextShippingPreference } from '@paypal/paypal-server-sdk';
import { centsToDecimal, toCents } from '@shop/shared';
import axios, { type AxiosRequestConfig } from 'axios';
import type { Config } from '../../config/config.ts';

export interface CaptureResult {
  completed: boolean;
  captureId: string;
  amount: number;
  currency: string;
  referenceId: string;
}

export interface WalletPayment {
  id: number;
  amount: number;
  currency: string;
  /** Where PayPal sends the shopper back after approving, and after giving up. */
  returnUrl: string;
  cancelUrl: string;
  shipTo: { name: string; street: string; city: string; state: string; zipCode: string; countryCode: string };
}

/**
 * What the shop needs of a wallet: open an order for a payment (its id and the page where the
 * shopper approves it), capture it after approval, and refund a capture in full.
 */
export interface WalletProvider {
  createOrder(payment: WalletPayment): Promise<{ id: string; approveUrl: string }>;
  capture(walletOrderId: string): Promise<CaptureResult>;
  /** `requestId` makes a repeated refund of the same payment a no-op at PayPal. */
  refund(refund: { captureId: string; amount: number; currency: string; requestId: string }): Promise<{ id: string; completed: boolean }>;
}

const PAYPAL_HOST = /^https:\/\/api-m(\.sandbox)?\.paypal\.com/;

/**
 * The SDK knows only PayPal's own hosts; PAYPAL_API_BASE (a local fake in tests) is reached by
 * rewriting the address of every request it sends.
 */
function rewritingAdapter(base: string) {
  const http = axios.getAdapter('http');
  return (config: AxiosRequestConfig) => http({ ...config, url: (config.url ?? '').replace(PAYPAL_HOST, base.replace(/\/$/, '')) } as never);
}

/** PayPal Orders v2 through PayPal's maintained server SDK, or null without credentials. */
export function paypalProvider(config: Config): WalletProvider | null {
  if (!config.PAYPAL_CLIENT_ID || !config.PAYPAL_CLIENT_SECRET) return null;
  const client = new Client({
    clientCredentialsAuthCredentials: { oAuthClientId: config.PAYPAL_CLIENT_ID, oAuthClientSecret: config.PAYPAL_CLIENT_SECRET },
    environment: config.isProduction ? Environment.Production : Environment.Sandbox,
    timeout: 10_000,
    ...(config.PAYPAL_API_BASE ? { unstable_httpClientOptions: { adapter: rewritingAdapter(config.PAYPAL_API_BASE) } } : {}),
  });
  const orders = new OrdersController(client);
  const payments = new PaymentsController(client);
  return {
    async createOrder(payment) {
      const { shipTo } = payment;
      const { result } = await orders.createOrder({
        body: {
          intent: CheckoutPaymentIntent.Capture,
          purchaseUnits: [
            {
              referenceId: String(payment.id),
              amount: { currencyCode: payment.currency, value: centsToDecimal(payment.amount) },
              shipping: {
                name: { fullName: shipTo.name },
                address: { addressLine1: shipTo.street, adminArea2: shipTo.city, adminArea1: shipTo.state, postalCode: shipTo.zipCode, countryCode: shipTo.countryCode },
              },
            },
          ],
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
    async capture(walletOrderId) {
      const { result } = await orders.captureOrder({ id: walletOrderId, prefer: 'return=representation' });
      const unit = result.purchaseUnits?.[0];
      const capture = unit?.payments?.captures?.[0];
      return {
        completed: result.status === 'COMPLETED' && capture?.status === 'COMPLETED',
        captureId: capture?.id ?? '',
        amount: capture?.amount?.value ? toCents(capture.amount.value) : 0,
        currency: capture?.amount?.currencyCode ?? '',
        referenceId: unit?.referenceId ?? '',
      };
    },
    async refund({ captureId, amount, currency, requestId }) {
      const { result } = await payments.refundCapturedPayment({
        captureId,
        paypalRequestId: requestId,
        prefer: 'return=representation',
        body: { amount: { currencyCode: currency, value: centsToDecimal(amount) } },
      });
      // PENDING refunds complete at PayPal later; the money is on its way either way.
      return { id: result.id ?? '', completed: result.status === 'COMPLETED' || result.status === 'PENDING' };
    },
  };
}
