import type { TTradeConfig } from '@shop/shared';
import type { Config } from '../../config/config.ts';
import type { PayOrder } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { paypalProvider } from './paypal.ts';

export type PayChannel = TTradeConfig['payChannels'][number];
export const PAYPAL_CHANNEL: PayChannel = 'paypal';
export const DEMO_CHANNEL: PayChannel = 'demo';

/**
 * What a provider's capture and refund read of a payment: an order's payment (pay_order), or an
 * edit's extra payment, whose id (`edit-<id>`) keeps its provider references apart from the order's.
 */
export type ProviderPayment = Pick<PayOrder, 'amount' | 'currency' | 'channelOrderId' | 'captureId'> & { id: number | string };

/** A payment as a provider opens it. */
export interface WalletPayment {
  id: number | string;
  amount: number;
  currency: string;
  /** Where the provider sends the shopper back after approving, and after giving up. */
  returnUrl: string;
  cancelUrl: string;
  shipTo: { name: string; street: string; city: string; state: string; zipCode: string; countryCode: string };
}

export interface Capture {
  id: string | null;
  status: 'completed' | 'pending';
}

/** One way to pay: every payment provider of the shop answers these. */
export interface PaymentProvider {
  /** Opens the payment at the provider: its id (the token of pay/success) and the page where the shopper approves it. */
  open(payment: WalletPayment): Promise<{ id: string; approveUrl: string }>;
  /**
   * Takes the money of an approved payment, only when the provider confirms exactly its amount and
   * currency; answers the capture's id, and whether the money is still on its way (PENDING).
   */
  capture(payOrder: ProviderPayment, token: string | undefined): Promise<Capture>;
  /** Where a pending capture stands now. */
  captureStatus(payOrder: ProviderPayment): Promise<Capture['status'] | 'failed'>;
  /**
   * Pays a captured payment back, once however often asked; answers the refund's id. In full, or
   * `part` of it (an after-sale): its amount, and its own request id that makes repeats harmless.
   */
  refund(payOrder: ProviderPayment, part?: RefundPart): Promise<string | null>;
}

/** A partial refund: the amount in cents, and the id that makes the provider answer a repeated request with the first refund. */
export interface RefundPart {
  amount: number;
  requestId: string;
}

export interface Payments {
  /** The channels shoppers may pay with now: PayPal when configured, else the demo wallet. */
  offered: PayChannel[];
  /** The provider of every channel, also for refunds of payments made before the configuration changed. */
  providers: Partial<Record<PayChannel, PaymentProvider>>;
}

/** The provider of a channel shoppers may pay with now. */
export function offeredProvider(payments: Payments, channel: string): PaymentProvider | undefined {
  return payments.offered.find((offered) => offered === channel) ? payments.providers[channel as PayChannel] : undefined;
}

/** The provider a payment was made with (refunds). */
export function providerOf(payments: Payments, channel: string | null): PaymentProvider | undefined {
  return channel === PAYPAL_CHANNEL || channel === DEMO_CHANNEL ? payments.providers[channel] : undefined;
}

/**
 * The demo wallet: pays and refunds without any money moving; offered only on shops without
 * PayPal, and in production only with DEMO_PAYMENTS=true.
 */
const demoWallet: PaymentProvider = {
  open: async () => {
    throw new AppError('PAY_CHANNEL_UNAVAILABLE');
  },
  capture: async () => ({ id: null, status: 'completed' }),
  captureStatus: async () => 'completed',
  refund: async () => null,
};

export function paymentsFor(config: Config): Payments {
  const paypal = paypalProvider(config);
  // The demo wallet stays a provider either way, so its earlier payments can still be refunded.
  if (paypal) return { offered: [PAYPAL_CHANNEL], providers: { [PAYPAL_CHANNEL]: paypal, [DEMO_CHANNEL]: demoWallet } };
  return { offered: config.DEMO_PAYMENTS ? [DEMO_CHANNEL] : [], providers: { [DEMO_CHANNEL]: demoWallet } };
}
