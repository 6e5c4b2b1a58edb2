import type { DocumentTextKey } from '@shop/shared';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { PayOrder, Prisma, TradeOrder, TradeOrderItem } from '../../generated/prisma/client.ts';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../infra/storage.ts';
import { SHOP_TIME_ZONE, type PrintNames } from './document-content.ts';
import { renderDocument, type DocumentContent, type DocumentKind } from './document-pdf.ts';

type Tx = Prisma.TransactionClient;

/** An order as its invoice and credit notes read it: with its payment and lines. */
export type OrderWithPayment = TradeOrder & { payOrder: PayOrder | null; items: TradeOrderItem[] };

/** The dictionary rows that name logo lines' decorating methods and positions, for a document's lines. */
export async function printNames(tx: Tx): Promise<PrintNames> {
  return tx.dictData.findMany({
    where: { dictType: { in: ['custom_decorating_method', 'custom_logo_position'] } },
    select: { dictType: true, value: true, label: true },
  });
}

/** The text key of the payment method a document names. */
const PAYMENT_KEYS = {
  paypal: 'payment.paypal',
  card: 'payment.card',
  bank_transfer: 'payment.bankTransfer',
  invoice: 'payment.invoice',
} as const;
export const paymentKey = (channelCode: string | null): DocumentTextKey =>
  PAYMENT_KEYS[channelCode as keyof typeof PAYMENT_KEYS] ?? 'payment.wallet';

const PREFIX: Record<DocumentKind, string> = { invoice: '', 'credit-note': 'CN-', offer: 'Q-' };

/** The calendar year of a moment at the shop's seat (an invoice issued on 31 December at 23:30 there belongs to that year). */
function yearAt(at: Date): number {
  return Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: SHOP_TIME_ZONE }).format(at));
}

/**
 * The next number of a yearly series: "2026-000123" for invoices, "CN-2026-000012" for credit
 * notes, "Q-2026-000045" for offers. One statement takes it: the year's counter row is created
 * at 1 or raised by one, and stays locked until the caller's transaction ends, so concurrent
 * documents wait for each other; a transaction that rolls back gives its number back. The series
 * therefore has neither gaps nor duplicates.
 */
export async function nextDocumentNo(tx: Tx, kind: DocumentKind, at: Date): Promise<string> {
  const year = yearAt(at);
  const [row] = await tx.$queryRaw<{ last_no: number }[]>`
    INSERT INTO trade_document_counter (kind, year, last_no) VALUES (${kind}, ${year}, 1)
    ON CONFLICT (kind, year) DO UPDATE SET last_no = trade_document_counter.last_no + 1
    RETURNING last_no`;
  return `${PREFIX[kind]}${year}-${String(row!.last_no).padStart(6, '0')}`;
}

/** A stored document: its row's id, number, what it prints and where its PDF is. */
export interface StoredDocument {
  id: number;
  no: string;
  content: Prisma.JsonValue;
  fileKey: string;
}

type DocumentTable = 'tradeInvoice' | 'tradeCreditNote' | 'tradeOffer';
const TABLE: Record<DocumentKind, DocumentTable> = { invoice: 'tradeInvoice', 'credit-note': 'tradeCreditNote', offer: 'tradeOffer' };

/** Records where a document's PDF is, unless another request stored it first; answers whether this one did. */
async function claimFile(db: Db, kind: DocumentKind, id: number, fileKey: string): Promise<boolean> {
  const where = { id, fileKey: '' };
  const data = { fileKey };
  const table = TABLE[kind];
  const claimed =
    table === 'tradeInvoice'
      ? await db.tradeInvoice.updateMany({ where, data })
      : table === 'tradeCreditNote'
        ? await db.tradeCreditNote.updateMany({ where, data })
        : await db.tradeOffer.updateMany({ where, data });
  return claimed.count === 1;
}

async function storedKey(db: Db, kind: DocumentKind, id: number): Promise<string> {
  const select = { fileKey: true };
  const row =
    kind === 'invoice'
      ? await db.tradeInvoice.findUniqueOrThrow({ where: { id }, select })
      : kind === 'credit-note'
        ? await db.tradeCreditNote.findUniqueOrThrow({ where: { id }, select })
        : await db.tradeOffer.findUniqueOrThrow({ where: { id }, select });
  return row.fileKey;
}

/**
 * A document's PDF: the stored file, or, the first time, drawn from what was stored when it was
 * issued and kept in the storage under an unguessable key. Two first requests at once both draw
 * it, one keeps its file; the number and content are the row's, so every copy reads the same.
 */
export async function documentPdf(deps: { db: Db; storage: FileStorage }, kind: DocumentKind, row: StoredDocument): Promise<Buffer> {
  if (row.fileKey) return buffer(await deps.storage.open(row.fileKey));
  const pdf = await renderDocument(row.content as unknown as DocumentContent);
  const key = `documents/${kind}/${row.no}-${randomBytes(12).toString('hex')}.pdf`;
  await deps.storage.put(key, Readable.from([pdf]), { contentType: 'application/pdf', download: true });
  if (await claimFile(deps.db, kind, row.id, key)) return pdf;
  await deps.storage.remove(key);
  return buffer(await deps.storage.open(await storedKey(deps.db, kind, row.id)));
}

/** The file name a document is saved under: "invoice-2026-000123.pdf". */
export function documentFilename(kind: DocumentKind, no: string): string {
  return `${kind}-${no}.pdf`;
}

/** A document as a file to answer or attach: its PDF under its file name. */
export async function documentFile(deps: { db: Db; storage: FileStorage }, kind: DocumentKind, row: StoredDocument) {
  return { filename: documentFilename(kind, row.no), content: await documentPdf(deps, kind, row) };
}
