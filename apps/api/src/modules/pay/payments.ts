import { type Currency, formatMoney, type Language, type TPayChannelCode, type TPayChannelOffer } from '@shop/shared';
import type { Config } from '../../config/config.ts';
import type { PayOrder } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { shopBankAccount } from './bank-transfer.ts';
import { paypalApi, paypalProvider } from './paypal.ts';
import { paypalCardProvider } from './paypal-card.ts';

export type PayChannel = TPayChannelCode;
export const PAYPAL_CHANNEL: PayChannel = 'paypal';
export const DEMO_CHANNEL: PayChannel = 'demo';
export const BANK_TRANSFER_CHANNEL: PayChannel = 'bank_transfer';
export const CARD_CHANNEL: PayChannel = 'card';

/**
 * The largest order each way to pay takes (spec section 9), in major units of the order's currency.
 * The demo wallet stands in for PayPal, so it keeps PayPal's limit.
 */
export const PAY_CHANNEL_LIMITS: Record<PayChannel, number> = {
  paypal: 8_000,
  card: 4_000,
  bank_transfer: 12_500,
  invoice: 10_000,
  demo: 8_000,
};

/** The currencies bank transfers are taken in (EUR with the EPC QR code, USD without). */
const BANK_TRANSFER_CURRENCIES: readonly string[] = ['EUR', 'USD'];

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
  /** The card that paid (card payments): its brand as the provider names it (VISA, MASTERCARD, AMEX) and last digits. */
  card?: { brand: string; lastDigits: string };
}

/** The payment's columns naming the card that paid (nothing for other ways to pay). */
export function cardColumns(card: Capture['card']): { cardBrand?: string; cardLastDigits?: string } {
  return card ? { cardBrand: card.brand, cardLastDigits: card.lastDigits } : {};
}

/**
 * Card payments: the provider's order for a card payment source, whose card data the payer enters
 * in the provider's hosted card fields; `payerActionUrl` is the provider's page the payer is sent
 * to when it asks for one (3-D Secure), null when the card fields take over.
 */
export interface CardProvider extends PaymentProvider {
  openCard(payment: WalletPayment): Promise<{ id: string; payerActionUrl: string | null }>;
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
  /** The channels shoppers may pay with now: PayPal and cards when PayPal is configured, else the demo wallet; bank transfer with the shop's IBAN. */
  offered: PayChannel[];
  /** The provider of every channel, also for refunds of payments made before the configuration changed. */
  providers: Partial<Record<PayChannel, PaymentProvider>>;
  /** Card payments through PayPal, when PayPal is configured (also the provider of `card` in providers). */
  card?: CardProvider;
}

/** The provider of a channel shoppers may pay with now. */
export function offeredProvider(payments: Payments, channel: string): PaymentProvider | undefined {
  return payments.offered.find((offered) => offered === channel) ? payments.providers[channel as PayChannel] : undefined;
}

/** The ways to pay offered in a currency, each with the largest order it takes. */
export function payChannelsFor(payments: Payments, currency: string): TPayChannelOffer[] {
  return payments.offered
    .filter((code) => code !== BANK_TRANSFER_CHANNEL || BANK_TRANSFER_CURRENCIES.includes(currency))
    .map((code) => ({ code, maxAmount: PAY_CHANNEL_LIMITS[code] }));
}

/**
 * Refuses a way to pay for a payment above its limit (cents of the order's currency), and any other
 * way than bank transfer once part of the money came by transfer (it would be paid twice).
 */
export function assertChannelTakes(
  channel: string,
  payOrder: Pick<PayOrder, 'amount' | 'currency' | 'paidAmount'>,
  language: Language,
): void {
  const max = PAY_CHANNEL_LIMITS[channel as PayChannel];
  if (max !== undefined && payOrder.amount > max * 100)
    throw new AppError('PAY_CHANNEL_OVER_LIMIT', { channel, max: formatMoney(max * 100, payOrder.currency as Currency, language) });
  if (payOrder.paidAmount > 0 && channel !== BANK_TRANSFER_CHANNEL) throw new AppError('PAY_CHANNEL_UNAVAILABLE');
}

/** Whether any offered way to pay takes an order of this amount. */
export function somePayChannelTakes(payments: Payments, amount: number, currency: string): boolean {
  return payChannelsFor(payments, currency).some((offer) => amount <= offer.maxAmount * 100);
}

/** The provider a payment was made with (refunds). */
export function providerOf(payments: Payments, channel: string | null): PaymentProvider | undefined {
  return channel === PAYPAL_CHANNEL || channel === DEMO_CHANNEL || channel === CARD_CHANNEL ? payments.providers[channel] : undefined;
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
  const api = paypalApi(config);
  // Bank transfers need no provider: the money is recorded by the shop, or matched from its bank statement.
  const bank: PayChannel[] = shopBankAccount({ name: config.SHOP_LEGAL_NAME, bank: config.SHOP_BANK }) ? [BANK_TRANSFER_CHANNEL] : [];
  // The demo wallet stays a provider either way, so its earlier payments can still be refunded.
  if (api) {
    // Cards are taken through PayPal's card payment source, so only where PayPal is configured.
    const card = paypalCardProvider(api);
    return {
      offered: [PAYPAL_CHANNEL, CARD_CHANNEL, ...bank],
      providers: { [PAYPAL_CHANNEL]: paypalProvider(api), [CARD_CHANNEL]: card, [DEMO_CHANNEL]: demoWallet },
      card,
    };
  }
  return { offered: [...(config.DEMO_PAYMENTS ? [DEMO_CHANNEL] : []), ...bank], providers: { [DEMO_CHANNEL]: demoWallet } };
}
