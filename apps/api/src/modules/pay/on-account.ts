import { PAY_STATUS, type TPayChannelOffer, type TSettings, type TTradeConfig } from '@shop/shared';
import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { BANK_TRANSFER_CHANNEL, PAY_CHANNEL_LIMITS, payChannelsFor, type PayChannel } from './payments.ts';

export const INVOICE_CHANNEL: PayChannel = 'invoice';
/** The smallest order taken on account (cents), and the largest a consumer may buy on account (major units). */
export const INVOICE_MIN_CENTS = 500;
export const CONSUMER_INVOICE_MAX = 2_500;
/** The payment terms of a consumer's invoice (a company has its own). */
export const DEFAULT_TERMS_DAYS = 30;

/** Who may buy on account, and on what terms: a company the shop allowed, or a consumer where the shop lets them. */
export interface OnAccountTerms {
  /** null for a consumer. */
  companyId: number | null;
  /** Cents; null: no credit check (consumers: only the per-order limit). */
  creditLimit: number | null;
  /** Cents of the company's invoices on account still open. */
  open: number;
  termsDays: number;
  /** The largest order, in major units. */
  max: number;
}

type Reader = Pick<Db, 'companyMember' | 'payOrder'> | Prisma.TransactionClient;

/** What the company's invoices on account still lack (cents), paid or cancelled ones aside. */
export async function openOnAccount(db: Reader, companyId: number): Promise<number> {
  const open = await db.payOrder.aggregate({
    where: { companyId, status: PAY_STATUS.onAccount },
    _sum: { amount: true, paidAmount: true },
  });
  return (open._sum.amount ?? 0) - (open._sum.paidAmount ?? 0);
}

/**
 * A member's terms on account: a member of a company with `invoiceAllowed` buys on its credit limit
 * and days; a member of a company without it does not buy on account; a member without a company
 * only where the shop's settings let consumers. Guests never.
 */
export async function onAccountTerms(
  db: Reader,
  settings: Pick<TSettings, 'onAccount'>,
  memberId: number | null,
): Promise<OnAccountTerms | null> {
  if (memberId === null) return null;
  const membership = await db.companyMember.findUnique({ where: { memberId }, include: { company: true } });
  if (membership) {
    const { company } = membership;
    if (!company.invoiceAllowed) return null;
    return {
      companyId: company.id,
      creditLimit: company.creditLimit,
      open: await openOnAccount(db, company.id),
      termsDays: company.termsDays > 0 ? company.termsDays : DEFAULT_TERMS_DAYS,
      max: PAY_CHANNEL_LIMITS.invoice,
    };
  }
  if (!settings.onAccount.consumers) return null;
  return { companyId: null, creditLimit: null, open: 0, termsDays: DEFAULT_TERMS_DAYS, max: CONSUMER_INVOICE_MAX };
}

/** What the company's credit limit still leaves (cents); null without a credit check. */
export const creditLeft = (terms: OnAccountTerms): number | null =>
  terms.creditLimit === null ? null : Math.max(0, terms.creditLimit - terms.open);

/**
 * The invoice channel as `trade/config/get` offers it: the method's own limit, or, when less, what
 * the credit limit leaves (`creditLimited`), so an order above it shows the method disabled with
 * that reason; the 5.00 minimum and the payment terms.
 */
export function invoiceOffer(terms: OnAccountTerms): TPayChannelOffer {
  const left = creditLeft(terms);
  const creditLimited = left !== null && left < terms.max * 100;
  return {
    code: 'invoice',
    maxAmount: creditLimited ? left / 100 : terms.max,
    minAmount: INVOICE_MIN_CENTS / 100,
    ...(creditLimited ? { creditLimited: true } : {}),
    termsDays: terms.termsDays,
  };
}

/**
 * The ways the asking buyer may pay in a currency (`trade/config/get`): the shop's channels and,
 * where the buyer has terms on account and the shop takes transfers (its account is what the
 * invoice names), the invoice.
 */
export async function buyerPayChannels(ctx: Pick<Ctx, 'db' | 'services' | 'memberId'>, currency: string): Promise<TPayChannelOffer[]> {
  const channels = payChannelsFor(ctx.services.payments, currency);
  if (!channels.some((channel) => channel.code === BANK_TRANSFER_CHANNEL)) return channels;
  const terms = await onAccountTerms(ctx.db, await ctx.services.settings.read(), ctx.memberId);
  return terms ? [...channels, invoiceOffer(terms)] : channels;
}

/** Buying on account as the payment methods page describes it to anyone; undefined where the shop takes no transfers. */
export function onAccountFacts(channels: TPayChannelOffer[], settings: Pick<TSettings, 'onAccount'>): TTradeConfig['onAccount'] {
  if (!channels.some((channel) => channel.code === BANK_TRANSFER_CHANNEL)) return undefined;
  return {
    companyMax: PAY_CHANNEL_LIMITS.invoice,
    consumerMax: settings.onAccount.consumers ? CONSUMER_INVOICE_MAX : null,
    minAmount: INVOICE_MIN_CENTS / 100,
  };
}
