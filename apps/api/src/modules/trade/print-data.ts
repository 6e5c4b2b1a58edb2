import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  ORDER_STATUS,
  ORDER_TYPE,
  PRINT_STATUS,
  PRINT_TRANSITIONS,
  printReasonText,
  type Language,
  type TAdminPrintLine,
  type TPrintReason,
  type Transition,
  type ZAdminPrintCheckRequest,
  type ZAdminPrintPageRequest,
  type ZAdminPrintStatusRequest,
} from '@shop/shared';
import type { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { adminIdOf, memberIdOf, type Ctx } from '../../lib/use-case.ts';
import { guestPrintFolder } from '../infra/upload-file.ts';
import { writeAudit } from '../system/audit.ts';
import { guestOrder } from './order-access.ts';
import { mailInvoiceIfDue } from './invoices.ts';
import { queueOrderMail } from './order-mail.ts';
import type { PrintInspection } from './print-check.ts';
import { printNamer } from './print-names.ts';

/** The background job that checks uploaded print data. */
export const PRINT_CHECK = 'print.check';
/** Print data waiting this long without a result is checked again (a job lost with its instance). */
const CHECK_AGAIN_AFTER_MS = 10 * 60_000;

type Tx = Prisma.TransactionClient;
type JobCtx = Pick<Ctx, 'db' | 'services' | 'log'>;

/**
 * Whose print data it is: a member's lines and files, or a guest's, the order named by its signed
 * key and the files uploaded with that key (stored under the order).
 */
interface Owner {
  order: Prisma.TradeOrderWhereInput;
  file: Prisma.UploadedFileWhereInput;
}

const memberOwner = (ctx: Ctx): Owner => ({ order: { memberId: memberIdOf(ctx) }, file: { memberId: memberIdOf(ctx) } });

async function guestOwner(ctx: Ctx, token: string): Promise<Owner> {
  const order = await guestOrder(ctx, token);
  return { order: { id: order.id, memberId: null }, file: { memberId: null, path: { startsWith: guestPrintFolder(order.id) } } };
}

/** A custom line of the owner's order (another's behaves like a missing one). */
async function ownCustomLine(ctx: Ctx, owner: Owner, id: number) {
  const line = await ctx.db.tradeOrderItem.findFirst({
    where: { id, orderType: ORDER_TYPE.custom, order: { ...owner.order, deletedAt: null } },
    include: { order: true },
  });
  if (!line) throw new AppError('ORDER_ITEM_NOT_FOUND');
  return line;
}

/**
 * Moves a line's print status by the shared table, only from a status the action allows: one
 * conditional update, so of two racing requests one wins. Uploading also allows a line with no
 * print data yet.
 */
async function movePrint(
  tx: Tx | Ctx['db'],
  id: number,
  rule: Transition,
  data: Prisma.TradeOrderItemUpdateManyMutationInput = {},
  extra: Prisma.TradeOrderItemWhereInput = {},
): Promise<boolean> {
  const from = { printStatus: { in: [...rule.from] } };
  const where = rule === PRINT_TRANSITIONS.upload ? { OR: [from, { printStatus: null }] } : from;
  const moved = await tx.tradeOrderItem.updateMany({
    where: { id, orderType: ORDER_TYPE.custom, ...where, ...extra },
    data: { ...(rule.to === null ? {} : { printStatus: rule.to }), ...data },
  });
  return moved.count === 1;
}

/** Print data is taken for orders that are still to be made: not cancelled, not dispatched. */
const OPEN_ORDER: number[] = [ORDER_STATUS.unpaid, ORDER_STATUS.undelivered];

/**
 * Print data for a custom line: a file its owner uploaded as print data. The line goes to 10
 * (awaiting check) and the check runs in the background; uploading again is possible until the
 * data is approved (from 30 on nothing changes).
 */
async function submitFor(ctx: Ctx, owner: Owner, input: { id: number; url: string }): Promise<boolean> {
  const line = await ownCustomLine(ctx, owner, input.id);
  if (!OPEN_ORDER.includes(line.order.status)) throw new AppError('PRINT_STATUS_NOT_ALLOWED');
  const file = await ctx.db.uploadedFile.findFirst({ where: { url: input.url, kind: 'print', ...owner.file } });
  if (!file) throw new AppError('PRINT_FILE_NOT_PRINT_DATA');
  const data = { printDataUrl: file.url, printReasons: [], printFindings: {}, printPreviewUrl: '', printCheckedAt: null };
  if (!(await movePrint(ctx.db, line.id, PRINT_TRANSITIONS.upload, data))) throw new AppError('PRINT_STATUS_NOT_ALLOWED');
  await ctx.services.jobs.send(PRINT_CHECK, { id: line.id, url: file.url });
  return true;
}

/**
 * The owner approves the proof of checked print data (20 → 30): from then on no cancel or change,
 * and the order is invoiced once every logo line is approved.
 */
async function approveFor(ctx: Ctx, owner: Owner, id: number): Promise<boolean> {
  const line = await ownCustomLine(ctx, owner, id);
  const mailId = await ctx.db.$transaction(async (tx) => {
    if (!(await movePrint(tx, line.id, PRINT_TRANSITIONS.approve))) throw new AppError('PRINT_STATUS_NOT_ALLOWED');
    return mailInvoiceIfDue(tx, ctx.services, line.orderId);
  });
  if (mailId !== null) ctx.services.mailer.deliverLater(mailId);
  return true;
}

/** A member's print data for a line of their order. */
export const submitPrintData = (ctx: Ctx, input: { id: number; url: string }) => submitFor(ctx, memberOwner(ctx), input);
export const approvePrint = (ctx: Ctx, id: number) => approveFor(ctx, memberOwner(ctx), id);
/** A guest's print data for a line of the order their key opens. */
export const submitGuestPrintData = async (ctx: Ctx, input: { token: string; id: number; url: string }) =>
  submitFor(ctx, await guestOwner(ctx, input.token), input);
export const approveGuestPrint = async (ctx: Ctx, input: { token: string; id: number }) =>
  approveFor(ctx, await guestOwner(ctx, input.token), input.id);

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
async function applyVerdict(
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

/**
 * The verdict on a file whose check failed, or ran over its time or memory (a file built to keep a
 * reader busy or to fill its memory): unreadable, so the shopper is asked for another file, and
 * the file is not checked again.
 */
function failedCheck(mime: string, error: unknown): PrintInspection {
  const type = mime === 'application/pdf' ? 'PDF' : mime.replace(/^image\//, '').toUpperCase();
  const reason = error instanceof Error ? error.message : String(error);
  return { findings: { type, check: 'failed', error: reason }, reasons: [{ code: 'unreadable', params: { type } }], proof: null };
}

/**
 * The automatic check of a line's print data, run by the job queue: the file is copied from the
 * storage to a temporary file as a stream (never held in memory), inspected by its content, its
 * proof rendered (pictures, and the first page of PDFs), and the verdict applied, unless the
 * shopper uploaded other data meanwhile. A check that fails is a verdict too (`failedCheck`); only
 * the storage or the database failing lets the job try again. Lines of orders no longer open
 * (cancelled ones) are not checked.
 */
export async function runPrintCheck(ctx: JobCtx, lineId: number, url: string): Promise<void> {
  const line = await ctx.db.tradeOrderItem.findFirst({ where: { id: lineId, order: { status: { in: OPEN_ORDER } } } });
  if (!line || line.printStatus !== PRINT_STATUS.awaitingCheck || line.printDataUrl !== url) return;
  const file = await ctx.db.uploadedFile.findFirst({ where: { url } });
  if (!file) return;
  const temp = join(tmpdir(), `print-${randomUUID()}`);
  try {
    await pipeline(await ctx.services.storage.open(file.path), createWriteStream(temp));
    const inspection = await ctx.services.printChecker.inspect(temp, line.size).catch((error: unknown) => {
      ctx.log.warn({ err: error, lineId }, 'print check failed: the print data is unreadable');
      return failedCheck(file.mime, error);
    });
    let printPreviewUrl = '';
    if (inspection.proof) {
      const key = `print-proof/${randomUUID()}.png`;
      await ctx.services.storage.put(key, Readable.from([inspection.proof]), { contentType: 'image/png' });
      printPreviewUrl = ctx.services.storage.url(key);
    }
    const data = { printFindings: inspection.findings, printPreviewUrl, printCheckedAt: ctx.services.clock() };
    const { mailId } = await ctx.db.$transaction((tx) =>
      applyVerdict(tx, ctx.services, lineId, inspection.reasons, data, { printDataUrl: url, printStatus: PRINT_STATUS.awaitingCheck }),
    );
    if (mailId !== null) ctx.services.mailer.deliverLater(mailId);
  } finally {
    await rm(temp, { force: true });
  }
}

/**
 * Print data of open orders still awaiting its automatic check long after upload (its job lost with
 * its instance) is checked again (every instance may run it). A check that ended, however, is
 * never run again: its verdict (unreadable, when it failed) stands until another file arrives.
 */
export async function checkPendingPrintData(ctx: JobCtx, now: Date): Promise<number> {
  const due = await ctx.db.tradeOrderItem.findMany({
    where: {
      printStatus: PRINT_STATUS.awaitingCheck,
      printCheckedAt: null,
      printDataUrl: { not: '' },
      order: { status: { in: OPEN_ORDER }, updatedAt: { lt: new Date(now.getTime() - CHECK_AGAIN_AFTER_MS) } },
    },
    select: { id: true, printDataUrl: true },
    take: 20,
  });
  for (const line of due) await runPrintCheck(ctx, line.id, line.printDataUrl);
  return due.length;
}

/** The back office's queue: custom lines of paid or unpaid orders by print status, oldest first. */
export async function pagePrintLines(ctx: Ctx, query: z.output<typeof ZAdminPrintPageRequest>) {
  const where: Prisma.TradeOrderItemWhereInput = {
    orderType: ORDER_TYPE.custom,
    order: { status: { not: ORDER_STATUS.cancelled } },
    ...(query.printStatus !== undefined ? { printStatus: query.printStatus } : {}),
  };
  const [rows, total, names] = await Promise.all([
    ctx.db.tradeOrderItem.findMany({
      where,
      include: { order: { select: { id: true, no: true, status: true, email: true, createdAt: true } } },
      orderBy: { id: 'asc' },
      skip: (query.pageNo - 1) * query.pageSize,
      take: query.pageSize,
    }),
    ctx.db.tradeOrderItem.count({ where }),
    printNamer(ctx),
  ]);
  const list: TAdminPrintLine[] = rows.map((row) => ({
    id: row.id,
    orderId: row.order.id,
    orderNo: row.order.no,
    orderStatus: row.order.status,
    memberMail: row.order.email,
    spuName: row.spuName,
    picUrl: row.picUrl,
    count: row.count,
    size: row.size,
    locationId: row.locationId,
    decoratingMethod: row.decoratingMethod,
    ...names(row),
    description: row.description,
    imgUrl: row.imgUrl,
    printCheckLevel: row.printCheckLevel,
    printStatus: row.printStatus,
    printDataUrl: row.printDataUrl,
    printReasons: row.printReasons as TPrintReason[],
    printFindings: row.printFindings as Record<string, unknown>,
    printPreviewUrl: row.printPreviewUrl,
    createTime: row.order.createdAt.getTime(),
  }));
  return { list, total };
}

const printAudit = (line: { printStatus: number | null; printReasons: Prisma.JsonValue }) => ({
  printStatus: line.printStatus,
  printReasons: line.printReasons as Prisma.InputJsonValue,
});

/**
 * The shop's verdict on print data: pass (→ 20, and → 30 when the product needs no approval by
 * the shopper) or reject with a reason (→ 21, the shopper mailed); audited.
 */
export async function checkPrintByShop(ctx: Ctx, input: z.output<typeof ZAdminPrintCheckRequest>): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  const mailId = await ctx.db.$transaction(async (tx) => {
    const before = await tx.tradeOrderItem.findFirst({ where: { id: input.id, orderType: ORDER_TYPE.custom } });
    if (!before) throw new AppError('ORDER_ITEM_NOT_FOUND');
    if (!before.printDataUrl) throw new AppError('PRINT_STATUS_NOT_ALLOWED');
    const reasons: TPrintReason[] = input.pass ? [] : [{ code: 'shop', params: { text: input.reason } }];
    const verdict = await applyVerdict(tx, ctx.services, before.id, reasons, { printCheckedAt: ctx.services.clock() });
    if (!verdict.moved) throw new AppError('PRINT_STATUS_NOT_ALLOWED');
    const after = await tx.tradeOrderItem.findUniqueOrThrow({ where: { id: before.id } });
    await writeAudit(tx, {
      adminId,
      action: 'trade:order:print-check',
      target: `trade_order_item:${before.id}`,
      before: printAudit(before),
      after: printAudit(after),
    });
    return verdict.mailId;
  });
  if (mailId !== null) ctx.services.mailer.deliverLater(mailId);
  return true;
}

/** Printing started (30 → 40) or finished (40 → 50); audited. */
export async function updatePrintStatus(ctx: Ctx, input: z.output<typeof ZAdminPrintStatusRequest>): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  const rule = input.status === PRINT_STATUS.printing ? PRINT_TRANSITIONS.startPrinting : PRINT_TRANSITIONS.finishPrinting;
  await ctx.db.$transaction(async (tx) => {
    const before = await tx.tradeOrderItem.findFirst({ where: { id: input.id, orderType: ORDER_TYPE.custom } });
    if (!before) throw new AppError('ORDER_ITEM_NOT_FOUND');
    if (!(await movePrint(tx, before.id, rule))) throw new AppError('PRINT_STATUS_NOT_ALLOWED');
    await writeAudit(tx, {
      adminId,
      action: 'trade:order:print-status',
      target: `trade_order_item:${before.id}`,
      before: printAudit(before),
      after: { printStatus: input.status, printReasons: before.printReasons as Prisma.InputJsonValue },
    });
  });
  return true;
}

/** Whether the print data of every custom line of an order is printed (custom lines are dispatched only then). */
export async function printFinished(tx: Tx, orderId: number): Promise<boolean> {
  const open = await tx.tradeOrderItem.count({
    where: { orderId, orderType: ORDER_TYPE.custom, OR: [{ printStatus: null }, { printStatus: { not: PRINT_STATUS.printed } }] },
  });
  return open === 0;
}

/** Whether an order's custom lines still allow cancelling: none of its print data approved yet (from 30 on nothing changes). */
export async function printAllowsCancel(tx: Tx | Ctx['db'], orderId: number): Promise<boolean> {
  const approved = await tx.tradeOrderItem.count({
    where: { orderId, orderType: ORDER_TYPE.custom, printStatus: { gte: PRINT_STATUS.aboutToPrint } },
  });
  return approved === 0;
}
