import type { TImportStatementResponse, TStatementLine } from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { formFile } from '../../lib/multipart.ts';
import { adminIdOf, type Ctx } from '../../lib/use-case.ts';
import { parseStatement, STATEMENT_MAX_BYTES, type StatementCredit } from '../pay/bank-statement.ts';
import { receivePayment } from './receive-payment.ts';

/** The uploaded statement's text, refused beyond its size limit. */
async function uploadedText(request: FastifyRequest): Promise<string> {
  const file = await formFile(request, { fileSize: STATEMENT_MAX_BYTES });
  const chunks: Buffer[] = [];
  for await (const chunk of file.content) chunks.push(chunk);
  if (file.truncated()) throw new AppError('FILE_TOO_LARGE', { max: `${STATEMENT_MAX_BYTES / 1024 / 1024} MB` });
  return new TextDecoder('utf-8').decode(Buffer.concat(chunks));
}

/**
 * Reads a bank statement (CAMT.053 or CSV) and counts each credit line whose reference names a
 * waiting bank-transfer payment, each line once: importing the same file again changes nothing and
 * lists its lines as already paid. Lines without a known reference, in another currency, for a
 * cancelled order or for more than is open are listed unmatched, for staff to look at.
 */
export async function importStatement(ctx: Ctx, request: FastifyRequest): Promise<TImportStatementResponse> {
  const adminId = adminIdOf(ctx);
  const credits = parseStatement(await uploadedText(request));
  const result: TImportStatementResponse = { matched: [], unmatched: [], alreadyPaid: [] };
  for (const credit of credits) {
    const payOrder = credit.reference
      ? await ctx.db.payOrder.findUnique({ where: { reference: credit.reference }, select: { id: true, order: { select: { no: true } } } })
      : null;
    const line = (orderNo: string | null): TStatementLine => ({ ...credit, orderNo });
    if (!payOrder) {
      result.unmatched.push(line(null));
      continue;
    }
    const outcome = await receivePayment(ctx, receiptOf(credit, payOrder.id, adminId));
    if (outcome.kind === 'counted') result.matched.push(line(payOrder.order.no));
    else if (outcome.kind === 'counted-before' || outcome.kind === 'paid-already') result.alreadyPaid.push(line(payOrder.order.no));
    else result.unmatched.push(line(payOrder.order.no));
  }
  return result;
}

const receiptOf = (credit: StatementCredit, payOrderId: number, adminId: number) => ({
  payOrderId,
  amount: credit.amount,
  currency: credit.currency,
  reference: credit.reference ?? credit.text.slice(0, 140),
  entryKey: credit.entryKey,
  adminId,
});
