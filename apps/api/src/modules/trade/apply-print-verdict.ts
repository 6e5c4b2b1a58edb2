import { PRINT_TRANSITIONS, printReasonText, type Language, type TPrintReason } from '@shop/shared';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { mailInvoiceIfDue } from './issue-invoice.ts';
import { queueOrderMail } from './order-mail.ts';
import { movePrint } from './transitions.ts';

type Tx = Prisma.TransactionClient;

/** The reasons as the mail lists them, in the shopper's language. */
function reasonLines(reasons: TPrintReason[], language: Language): string {
  return reasons.map((reason) => `• ${printReasonText(reason, language)}`).join('\n');
}

/**
 * Data found incorrect (→ 21) with its reasons, the shopper mailed in their language; checked
 * data (→ 20) is approved at once (→ 30) when the product needs no approval by the shopper.
 * `expect`: the line must still be as the verdict found it (the same file, a status the action
 * allows). Answers the mail to deliver, if any.
 */
export async function applyVerdict(
  tx: Tx,
  services: Ctx['services'],
  lineId: number,
  reasons: TPrintReason[],
  data: Prisma.TradeOrderItemUpdateManyMutationInput,
  expect: Prisma.TradeOrderItemWhereInput = {},
): Promise<{ moved: boolean; mailId: number | null }> {
  if (reasons.length > 0) {
    const moved = await movePrint(tx, lineId, PRINT_TRANSITIONS.reject, { ...data, printReasons: reasons }, expect);
    if (!moved) return { moved, mailId: null };
    const line = await tx.tradeOrderItem.findUniqueOrThrow({ where: { id: lineId }, include: { order: true } });
    const member =
      line.order.memberId === null
        ? null
        : await tx.member.findUnique({ where: { id: line.order.memberId }, select: { mailLanguage: true } });
    const language = (member?.mailLanguage ?? line.order.guestLanguage ?? 'en') as Language;
    const mailId = await queueOrderMail(tx, services, 'print-data-incorrect', line.order, {
      product: line.spuName,
      reasons: reasonLines(reasons, language),
    });
    return { moved, mailId };
  }
  const moved = await movePrint(tx, lineId, PRINT_TRANSITIONS.pass, { ...data, printReasons: [] }, expect);
  if (!moved || !(await movePrint(tx, lineId, PRINT_TRANSITIONS.approve, {}, { printCheckLevel: 0 }))) return { moved, mailId: null };
  // Approved (30): the order is invoiced once every logo line is.
  const { orderId } = await tx.tradeOrderItem.findUniqueOrThrow({ where: { id: lineId }, select: { orderId: true } });
  return { moved, mailId: await mailInvoiceIfDue(tx, services, orderId) };
}
