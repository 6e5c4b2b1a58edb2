/**
 * Status numbers of the shop's aggregates (yudao's numbering, part of the public API) and which
 * action may move each from which status. The API writes a status only through these tables; the
 * storefront reads them to decide which buttons to show.
 */

import { ORDER_TYPE } from './order-type.ts';

/** Members, categories and dictionary entries: in use or switched off (yudao's CommonStatus). */
export const COMMON_STATUS = { enabled: 0, disabled: 1 } as const;

/**
 * `awaitingApproval`: a company buyer's order over their spending limit, its stock held until an
 * approver of the company approves it (→ unpaid) or declines it (→ cancelled), at most
 * APPROVAL_HOLD_MS.
 */
export const ORDER_STATUS = {
  unpaid: 0,
  awaitingApproval: 5,
  awaitingDispatch: 10,
  dispatched: 20,
  completed: 30,
  cancelled: 40,
} as const;

/** How long an order awaiting approval holds its stock before the shop declines it. */
export const APPROVAL_HOLD_MS = 3 * 24 * 60 * 60_000;

/**
 * A payment: waiting for the shopper, captured but still on its way at the provider (pending), on
 * account (invoiced, the goods go out, the money is due later), paid, closed unpaid (its order was
 * cancelled), paid back.
 */
export const PAY_STATUS = { waiting: 0, pending: 5, onAccount: 7, paid: 10, closed: 20, refunded: 30 } as const;

/**
 * A custom line's print data: checked by the shop, approved, printed. No cancel or change from
 * `aboutToPrint` on. `artworkInPreparation` (beside the spec's numbers): the shopper asked the shop
 * to prepare the artwork, and the shop's staff upload it.
 */
export const PRINT_STATUS = {
  awaitingCheck: 10,
  artworkInPreparation: 11,
  checkedNormal: 20,
  incorrect: 21,
  aboutToPrint: 30,
  printing: 40,
  printed: 50,
} as const;

/** @public For returns and refunds after delivery. */
export const AFTER_SALE_WAY = { refund: 10, returnAndRefund: 20 } as const;
export const AFTER_SALE_STATUS = {
  applied: 10,
  approved: 20,
  returnSent: 30,
  awaitingRefund: 40,
  completed: 50,
  buyerCancelled: 61,
  rejected: 62,
  returnRefused: 63,
} as const;

/** A paid order can be cancelled (and refunded in full) for this long after payment, while not dispatched. */
export const PAID_CANCEL_WINDOW_MS = 24 * 60 * 60_000;

export interface Transition {
  from: readonly number[];
  /** null: the action changes something else than the status (deleting hides the order). */
  to: number | null;
}

/**
 * `refund` is the member's cancel of a paid order; `expire` the cancel of an order unpaid for too long.
 * The action names are stored in the order and after-sale logs and answered with them, so `deliver`
 * (the shop's dispatch here, the buyer's return parcel below) keeps its stored name.
 */
export const ORDER_TRANSITIONS = {
  pay: { from: [ORDER_STATUS.unpaid], to: ORDER_STATUS.awaitingDispatch },
  /** The buyer may withdraw an order while it waits for approval, as an unpaid one; it cannot be paid before approval. */
  cancel: { from: [ORDER_STATUS.unpaid, ORDER_STATUS.awaitingApproval], to: ORDER_STATUS.cancelled },
  /** A company's approver lets an order over the buyer's spending limit go on to payment. */
  approve: { from: [ORDER_STATUS.awaitingApproval], to: ORDER_STATUS.unpaid },
  /** An approver refuses it (with a reason), or the shop when nobody decided within APPROVAL_HOLD_MS. */
  decline: { from: [ORDER_STATUS.awaitingApproval], to: ORDER_STATUS.cancelled },
  expire: { from: [ORDER_STATUS.unpaid], to: ORDER_STATUS.cancelled },
  refund: { from: [ORDER_STATUS.awaitingDispatch], to: ORDER_STATUS.cancelled },
  deliver: { from: [ORDER_STATUS.awaitingDispatch], to: ORDER_STATUS.dispatched },
  receive: { from: [ORDER_STATUS.dispatched], to: ORDER_STATUS.completed },
  delete: { from: [ORDER_STATUS.completed, ORDER_STATUS.cancelled], to: null },
} as const satisfies Record<string, Transition>;
export type OrderAction = keyof typeof ORDER_TRANSITIONS;

/** `refundLost` pays back a capture that came in after its order was cancelled. */
export const PAY_TRANSITIONS = {
  hold: { from: [PAY_STATUS.waiting], to: PAY_STATUS.pending },
  succeed: { from: [PAY_STATUS.waiting, PAY_STATUS.pending], to: PAY_STATUS.paid },
  /** Bought on account: the order goes on at once, the invoice is paid later. */
  invoice: { from: [PAY_STATUS.waiting], to: PAY_STATUS.onAccount },
  /** The money of an invoice on account came in (recorded, or matched from a bank statement). */
  settle: { from: [PAY_STATUS.onAccount], to: PAY_STATUS.paid },
  release: { from: [PAY_STATUS.pending], to: PAY_STATUS.waiting },
  close: { from: [PAY_STATUS.waiting, PAY_STATUS.onAccount], to: PAY_STATUS.closed },
  refund: { from: [PAY_STATUS.paid], to: PAY_STATUS.refunded },
  refundLost: { from: [PAY_STATUS.closed], to: PAY_STATUS.refunded },
} as const satisfies Record<string, Transition>;
export type PayAction = keyof typeof PAY_TRANSITIONS;

/** The print-data life of custom lines. */
export const PRINT_TRANSITIONS = {
  // Also from no print data yet (see movePrint); while the shop prepares the artwork the shopper may still send their own.
  upload: { from: [PRINT_STATUS.awaitingCheck, PRINT_STATUS.artworkInPreparation, PRINT_STATUS.incorrect], to: PRINT_STATUS.awaitingCheck },
  // The shopper asks the shop to prepare the artwork: also from no print data yet, or instead of approving a proof.
  requestArtwork: { from: [PRINT_STATUS.checkedNormal, PRINT_STATUS.incorrect], to: PRINT_STATUS.artworkInPreparation },
  // The shop's staff upload the artwork they prepared; it is checked as any upload.
  deliverArtwork: { from: [PRINT_STATUS.artworkInPreparation], to: PRINT_STATUS.awaitingCheck },
  // The shop's verdict may overrule the automatic check's either way until the data is approved.
  pass: { from: [PRINT_STATUS.awaitingCheck, PRINT_STATUS.incorrect], to: PRINT_STATUS.checkedNormal },
  reject: { from: [PRINT_STATUS.awaitingCheck, PRINT_STATUS.checkedNormal], to: PRINT_STATUS.incorrect },
  approve: { from: [PRINT_STATUS.checkedNormal], to: PRINT_STATUS.aboutToPrint },
  startPrinting: { from: [PRINT_STATUS.aboutToPrint], to: PRINT_STATUS.printing },
  finishPrinting: { from: [PRINT_STATUS.printing], to: PRINT_STATUS.printed },
} as const satisfies Record<string, Transition>;

/** Returns and refunds after delivery. */
export const AFTER_SALE_TRANSITIONS = {
  agree: { from: [AFTER_SALE_STATUS.applied], to: AFTER_SALE_STATUS.approved },
  /** A refund without a return needs no parcel: approving it leaves only the refund. */
  agreeRefund: { from: [AFTER_SALE_STATUS.applied], to: AFTER_SALE_STATUS.awaitingRefund },
  disagree: { from: [AFTER_SALE_STATUS.applied], to: AFTER_SALE_STATUS.rejected },
  deliver: { from: [AFTER_SALE_STATUS.approved], to: AFTER_SALE_STATUS.returnSent },
  receive: { from: [AFTER_SALE_STATUS.returnSent], to: AFTER_SALE_STATUS.awaitingRefund },
  refuse: { from: [AFTER_SALE_STATUS.returnSent], to: AFTER_SALE_STATUS.returnRefused },
  refund: { from: [AFTER_SALE_STATUS.awaitingRefund], to: AFTER_SALE_STATUS.completed },
  cancel: { from: [AFTER_SALE_STATUS.applied, AFTER_SALE_STATUS.approved], to: AFTER_SALE_STATUS.buyerCancelled },
} as const satisfies Record<string, Transition>;
export type AfterSaleAction = keyof typeof AFTER_SALE_TRANSITIONS;

export function allows(transition: Transition, status: number): boolean {
  return transition.from.includes(status);
}

/** What a member may do with an order now: `pay` opens the payment page, `refund` cancels a paid order within the window. */
export type MemberOrderAction = 'pay' | 'cancel' | 'refund' | 'receive' | 'delete';

/**
 * The member's actions on an order in its status (the API's transition table decides in the end).
 * Once a logo line's print data is approved (print status 30 on) the order is no longer cancelled.
 */
export function memberOrderActions(
  order: { status: number; payTime: number | null; items?: { orderType: number; printStatus?: number | null | undefined }[] },
  now: number,
): MemberOrderAction[] {
  const { status } = order;
  const printApproved = (order.items ?? []).some(
    (i) => i.orderType === ORDER_TYPE.custom && (i.printStatus ?? 0) >= PRINT_STATUS.aboutToPrint,
  );
  if (allows(ORDER_TRANSITIONS.pay, status)) return printApproved ? ['pay'] : ['pay', 'cancel'];
  if (allows(ORDER_TRANSITIONS.approve, status)) return printApproved ? [] : ['cancel'];
  if (allows(ORDER_TRANSITIONS.refund, status))
    return !printApproved && order.payTime !== null && now - order.payTime < PAID_CANCEL_WINDOW_MS ? ['refund'] : [];
  if (allows(ORDER_TRANSITIONS.receive, status)) return ['receive'];
  return allows(ORDER_TRANSITIONS.delete, status) ? ['delete'] : [];
}

/** A quote: asked for, priced and sent by the shop, accepted into an order, declined, or expired past its validity. */
export const QUOTE_STATUS = { requested: 10, priced: 20, accepted: 30, declined: 40, expired: 50 } as const;
