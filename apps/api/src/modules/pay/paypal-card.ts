import { randomUUID } from 'node:crypto';
import { ApiError, type AuthenticationResponse, CheckoutPaymentIntent, OrdersCardVerificationMethod } from '@paypal/paypal-server-sdk';
import { AppError } from '../../lib/app-error.ts';
import type { CardProvider } from './payments.ts';
import { exactCapture, type PaypalApi, paypalProvider, purchaseUnitOf } from './paypal.ts';

/** What PayPal names a card's refusal by (the `issue` of its 422 answer). */
const DECLINE_ISSUES = new Set(['INSTRUMENT_DECLINED', 'TRANSACTION_REFUSED', 'CARD_EXPIRED', 'CARD_CLOSED', 'PAYER_CANNOT_PAY']);

/** Liability shifts to the issuer: the card was authenticated (or authentication was attempted and the issuer accepted it). */
const SHIFTED = new Set(['POSSIBLE', 'YES']);

/**
 * Whether PayPal's 3-D Secure result lets the card payment be captured. PayPal's recommended
 * actions: continue when liability shifts (POSSIBLE, YES); do not continue when it stays with the
 * shop (NO: authentication failed, refused, or the card is not enrolled) or 3-D Secure could not
 * run (UNKNOWN). No result at all means PayPal asked for no 3-D Secure (SCA_WHEN_REQUIRED outside a
 * mandate), and the card is charged as any other.
 */
function authenticationPasses(result: AuthenticationResponse | undefined): boolean {
  return result === undefined || SHIFTED.has(String(result.liabilityShift));
}

/** The issue PayPal named in its 422 answer to a capture, if it is a card's refusal. */
function declineIssue(cause: unknown): string | undefined {
  if (!(cause instanceof ApiError) || cause.statusCode !== 422) return undefined;
  const details = (cause.result as { details?: { issue?: string }[] } | undefined)?.details ?? [];
  return details.map((detail) => detail.issue ?? '').find((issue) => DECLINE_ISSUES.has(issue));
}

/**
 * Card payments through PayPal's Orders v2 card payment source (Advanced Card Fields). The shop
 * opens a PayPal order for `payment_source.card` asking for 3-D Secure when required
 * (SCA_WHEN_REQUIRED) with the pages to come back to; the card data goes from the payer's browser
 * to PayPal only (PayPal's hosted card fields, which run 3-D Secure through the order's
 * `payer-action` link); the shop then reads the order's `authentication_result` and captures only
 * when liability shifted, and only the exact amount. Declines (422 INSTRUMENT_DECLINED,
 * TRANSACTION_REFUSED, or a DECLINED capture with the processor's response) charge nothing.
 * Refunds and pending captures work as PayPal's wallet does.
 */
export function paypalCardProvider(api: PaypalApi): CardProvider {
  const { orders } = api;
  const wallet = paypalProvider(api);
  return {
    captureStatus: wallet.captureStatus,
    refund: wallet.refund,
    open: async () => {
      throw new AppError('PAY_CHANNEL_UNAVAILABLE');
    },
    async openCard(payment) {
      const { result } = await orders.createOrder({
        body: {
          intent: CheckoutPaymentIntent.Capture,
          purchaseUnits: [purchaseUnitOf(payment)],
          paymentSource: {
            card: {
              attributes: { verification: { method: OrdersCardVerificationMethod.ScaWhenRequired } },
              experienceContext: { returnUrl: payment.returnUrl, cancelUrl: payment.cancelUrl },
            },
          },
        },
        // Every card attempt is its own PayPal order: one declined or lapsed is never reused.
        paypalRequestId: `card-${payment.id}-${randomUUID()}`,
        prefer: 'return=minimal',
      });
      if (!result.id) throw new Error('PayPal answered no order id');
      return { id: result.id, payerActionUrl: result.links?.find((link) => link.rel === 'payer-action')?.href ?? null };
    },
    async capture(payOrder, token) {
      if (!token || token !== payOrder.channelOrderId) throw new AppError('PAY_CAPTURE_FAILED');
      const { result: order } = await orders.getOrder({ id: token, fields: 'payment_source' }).catch((cause: unknown) => {
        throw new AppError('PAY_CAPTURE_FAILED', {}, cause);
      });
      const card = order.paymentSource?.card;
      // 3-D Secure still waiting for the payer, or an issuer that did not take the liability: no capture.
      if (order.status === 'PAYER_ACTION_REQUIRED' || !authenticationPasses(card?.authenticationResult))
        throw new AppError('CARD_AUTHENTICATION_FAILED', {}, new Error(`PayPal order ${token}: ${JSON.stringify(card ?? null)}`));
      // The same request id for every try of this PayPal order: a retried capture answers the first one.
      const { result } = await orders
        .captureOrder({ id: token, paypalRequestId: `capture-${payOrder.id}-${token}`, prefer: 'return=representation' })
        .catch((cause: unknown) => {
          throw new AppError(declineIssue(cause) ? 'CARD_DECLINED' : 'PAY_CAPTURE_FAILED', {}, cause);
        });
      const captured = result.purchaseUnits?.[0]?.payments?.captures?.[0];
      if (captured?.status === 'DECLINED')
        throw new AppError(
          'CARD_DECLINED',
          {},
          new Error(`PayPal capture ${captured.id}: ${JSON.stringify(captured.processorResponse ?? null)}`),
        );
      const paid = result.paymentSource?.card ?? card;
      return {
        ...exactCapture(result, payOrder),
        card: { brand: String(paid?.brand ?? 'CARD'), lastDigits: paid?.lastDigits ?? '' },
      };
    },
  };
}
