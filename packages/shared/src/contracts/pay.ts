import { z } from 'zod';
import { pageResult, zQueryInt } from './common.ts';

/** The ways to pay spec section 9 names; a shop offers those it has (trade/config/get). */
export const PAY_CHANNEL_CODES = ['paypal', 'card', 'bank_transfer', 'invoice', 'demo'] as const;
export const ZPayChannelCode = z.enum(PAY_CHANNEL_CODES);
export type TPayChannelCode = z.infer<typeof ZPayChannelCode>;

/** A way to pay and the largest order it takes, in major units of the order's currency (8000 = 8,000.00). */
export const ZPayChannelOffer = z.object({
  code: ZPayChannelCode,
  maxAmount: z.number(),
  /** The smallest order it takes (invoice on account: 5.00); absent: any. */
  minAmount: z.number().optional(),
  /** Invoice on account: `maxAmount` is what the company's credit limit leaves after its open invoices, below the method's own limit. */
  creditLimited: z.boolean().optional(),
  /** Invoice on account: the invoice is due this many days after it is issued. */
  termsDays: z.number().int().optional(),
});
export type TPayChannelOffer = z.infer<typeof ZPayChannelOffer>;

/** Whether a way to pay takes an order of this amount (cents). */
export const channelTakes = (channel: TPayChannelOffer, amountCents: number): boolean =>
  amountCents <= Math.round(channel.maxAmount * 100) && amountCents >= Math.round((channel.minAmount ?? 0) * 100);

/** A card payment must be completed within this many minutes of opening it; its PayPal order is not captured later. */
export const CARD_PAYMENT_MINUTES = 15;

/**
 * `pay/order/card/create`: the PayPal order of a card payment. `token` is its id (for PayPal's card
 * fields' `createOrder`, and for pay/success); `approveUrl` is PayPal's `payer-action` page when
 * PayPal answered one (3-D Secure), else null and the card fields take the card; `clientId` and `currency`
 * load PayPal's JS SDK; `expireTime` (epoch ms) is when the card payment lapses.
 */
export const ZCardOrder = z.object({
  token: z.string(),
  approveUrl: z.string().nullable(),
  clientId: z.string(),
  currency: z.string(),
  expireTime: z.number().int(),
});
export type TCardOrder = z.infer<typeof ZCardOrder>;

/** `pay/order/submit`: pay by bank transfer or on account (`invoice`); `id` is the pay order's id. */
export const ZPaySubmitRequest = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  channelCode: ZPayChannelCode,
});

/** The shop's account a bank transfer goes to. */
export const ZBankAccount = z.object({ holder: z.string(), bankName: z.string(), iban: z.string(), bic: z.string() });
export type TBankAccount = z.infer<typeof ZBankAccount>;

/**
 * What the buyer needs to transfer the money: the reference to name (RF creditor reference), the day
 * it must be in by (epoch ms), the amount (cents) and the shop's account; for EUR the EPC QR code
 * ("GiroCode") as a PNG data URL, null otherwise.
 */
export const ZPaySubmitResponse = z.object({
  payStatus: z.number().int(),
  reference: z.string(),
  dueTime: z.number().int(),
  amount: z.number().int(),
  currency: z.string(),
  account: ZBankAccount,
  qrCode: z.string().nullable(),
});
export type TPaySubmitResponse = z.infer<typeof ZPaySubmitResponse>;

/** `pay/order/receivable-page`: payments the shop waits for money on (bank transfers now). */
export const ZReceivablePageRequest = z.object({
  pageNo: zQueryInt(z.number().int().min(1).max(10_000)).default(1),
  pageSize: zQueryInt(z.number().int().min(1).max(100)).default(20),
  /** Only those past their due day. */
  overdue: z.enum(['true', 'false']).optional(),
  reference: z.string().trim().max(40).optional(),
});
export const ZReceivable = z.object({
  payOrderId: z.number().int(),
  orderId: z.number().int(),
  orderNo: z.string(),
  channelCode: z.string(),
  reference: z.string(),
  email: z.string(),
  amount: z.number().int(),
  paidAmount: z.number().int(),
  currency: z.string(),
  dueTime: z.number().int(),
  overdue: z.boolean(),
  reminderTime: z.number().int().nullable(),
});
export type TReceivable = z.infer<typeof ZReceivable>;
export const ZReceivablePageResponse = pageResult(ZReceivable);

/** `pay/order/record-payment`: money the shop received for a payment (cents); partial payments add up. */
export const ZRecordPaymentRequest = z.object({
  payOrderId: z.number().int().positive().max(2_147_483_647),
  amount: z.number().int().positive().max(100_000_000),
  reference: z.string().trim().min(1).max(140),
});
export const ZRecordPaymentResponse = z.object({ payStatus: z.number().int(), paidAmount: z.number().int(), amount: z.number().int() });

/** One line of a bank statement as the import read it. */
export const ZStatementLine = z.object({
  /** The line's own identity in the file (entry reference), or a fingerprint of it. */
  entryKey: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  /** The payment reference found in the line's remittance text, if any. */
  reference: z.string().nullable(),
  text: z.string(),
  bookingDate: z.string(),
  /** The order it paid, when matched (or found paid already). */
  orderNo: z.string().nullable(),
});
export type TStatementLine = z.infer<typeof ZStatementLine>;
/** `pay/order/import-statement`: what the statement's credit lines came to. */
export const ZImportStatementResponse = z.object({
  matched: z.array(ZStatementLine),
  unmatched: z.array(ZStatementLine),
  alreadyPaid: z.array(ZStatementLine),
});
export type TImportStatementResponse = z.infer<typeof ZImportStatementResponse>;
