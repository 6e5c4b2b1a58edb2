import { centsToDecimal, toCents, type TAdminOrderRefundRequest, type TOrderRefundable } from '@shop/shared';

/** One line of the refund as typed: pieces and money as the fields hold them. */
export interface RefundLineDraft {
  orderItemId: number;
  count: string;
  amount: string;
}

export interface RefundDraft {
  lines: RefundLineDraft[];
  delivery: string;
  reason: string;
  restock: boolean;
}

/** Money typed as "12.34" or "12,34" in cents; null when it cannot be read (or is negative). */
export function typedCents(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  try {
    const cents = toCents(trimmed.replace(',', '.'));
    return cents >= 0 ? cents : null;
  } catch {
    return null;
  }
}

/** Cents as a money field shows them: "12.34", with a decimal comma in German. */
export function centsText(cents: number, language: string): string {
  const text = centsToDecimal(cents);
  return language === 'de' ? text.replace('.', ',') : text;
}

/** The dialog's first values: every line, and the delivery, with all that is left of them. */
export function draftOf(refundable: TOrderRefundable, language: string): RefundDraft {
  return {
    lines: refundable.lines.map((l) => ({ orderItemId: l.orderItemId, count: String(l.count), amount: centsText(l.amount, language) })),
    delivery: centsText(refundable.deliveryAmount, language),
    reason: '',
    restock: false,
  };
}

/** The cents for `count` of the pieces left of a line: their share of what is left (all of it for all of them). */
export function amountForCount(left: { count: number; amount: number }, count: number): number {
  if (left.count === 0 || count >= left.count) return left.amount;
  return Math.floor((left.amount * Math.max(0, count)) / left.count);
}

/** Pieces typed in a count field; null when not a whole number of none or more. */
export function typedCount(text: string): number | null {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : null;
}

/** What the refund pays back in all, in cents; null while a field cannot be read. */
export function refundTotal(draft: RefundDraft): number | null {
  const parts = [...draft.lines.map((l) => typedCents(l.amount)), typedCents(draft.delivery)];
  return parts.some((p) => p === null) ? null : parts.reduce<number>((sum, p) => sum + p!, 0);
}

/** A field the shop cannot send as it is: unreadable, or more than is left (`max` in cents or pieces). */
export interface DraftProblem {
  field: string;
  problem: 'unreadable' | 'tooMuch';
  max?: number;
}

/** The fields to correct before the refund can go: each line's count and amount, the delivery, and the total. */
export function draftProblems(draft: RefundDraft, refundable: TOrderRefundable): DraftProblem[] {
  const problems: DraftProblem[] = [];
  const check = (field: string, value: number | null, max: number) => {
    if (value === null) problems.push({ field, problem: 'unreadable' });
    else if (value > max) problems.push({ field, problem: 'tooMuch', max });
  };
  draft.lines.forEach((line, i) => {
    const left = refundable.lines.find((l) => l.orderItemId === line.orderItemId)!;
    check(`lines.${i}.count`, typedCount(line.count), left.count);
    check(`lines.${i}.amount`, typedCents(line.amount), left.amount);
  });
  check('delivery', typedCents(draft.delivery), refundable.deliveryAmount);
  const total = refundTotal(draft);
  if (total !== null && total > refundable.total) problems.push({ field: 'total', problem: 'tooMuch', max: refundable.total });
  return problems;
}

/** The request the refund sends: lines with something to refund, in pieces and cents. */
export function refundRequest(orderId: number, draft: RefundDraft): TAdminOrderRefundRequest {
  return {
    id: orderId,
    lines: draft.lines
      .map((l) => ({ orderItemId: l.orderItemId, count: typedCount(l.count) ?? 0, amount: typedCents(l.amount) ?? 0 }))
      .filter((l) => l.count > 0 || l.amount > 0),
    deliveryAmount: typedCents(draft.delivery) ?? 0,
    reason: draft.reason.trim(),
    restock: draft.restock,
  };
}
