import { CheckoutPaymentIntent, Client, Environment, OrdersController } from '@paypal/paypal-server-sdk';
import { centsToDecimal, toCents } from '@shop/shared';
import axios, { type AxiosRequestConfig } from 'axios';
import type { Config } from '../../config/config.ts';

export interface CaptureResult {
  completed: boolean;
  amount: number;
  currency: string;
  referenceId: string;
}

/** What the shop needs of a wallet: open an order for a payment, and capture it after approval. */
export interface WalletProvider {
  createOrder(payment: { id: number; amount: number; currency: string }): Promise<string>;
  capture(walletOrderId: string): Promise<CaptureResult>;
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
  return {
    async createOrder(payment) {
      const { result } = await orders.createOrder({
        body: {
          intent: CheckoutPaymentIntent.Capture,
          purchaseUnits: [{ referenceId: String(payment.id), amount: { currencyCode: payment.currency, value: centsToDecimal(payment.amount) } }],
        },
        prefer: 'return=minimal',
      });
      if (!result.id) throw new Error('PayPal answered no order id');
      return result.id;
    },
    async capture(walletOrderId) {
      const { result } = await orders.captureOrder({ id: walletOrderId, prefer: 'return=representation' });
      const unit = result.purchaseUnits?.[0];
      const capture = unit?.payments?.captures?.[0];
      return {
        completed: result.status === 'COMPLETED' && capture?.status === 'COMPLETED',
        amount: capture?.amount?.value ? toCents(capture.amount.value) : 0,
        currency: capture?.amount?.currencyCode ?? '',
        referenceId: unit?.referenceId ?? '',
      };
    },
  };
}
