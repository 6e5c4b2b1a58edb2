import { createHash } from 'node:crypto';
import { AppError } from '../../lib/app-error.ts';
import { parseCsv } from '../../lib/csv.ts';
import { referencesIn } from './bank-transfer.ts';

/** Statements larger than this are refused before they are read. */
export const STATEMENT_MAX_BYTES = 2 * 1024 * 1024;

/** A credit line of a bank statement: money that came in. */
export interface StatementCredit {
  /** The line's identity: the bank's entry reference, or a fingerprint of the line (the same line always gives the same). */
  entryKey: string;
  /** Cents. */
  amount: number;
  currency: string;
  /** The first valid RF reference its remittance text names, if any. */
  reference: string | null;
  text: string;
  bookingDate: string;
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Text content with the five predefined entities and character references resolved; nothing else is expanded. */
function xmlText(raw: string): string {
  return raw
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|amp|lt|gt|quot|apos);/gi, (_, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return XML_ENTITIES[name.toLowerCase()] ?? '';
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** The blocks of an element in a piece of XML (any namespace prefix), read left to right without backtracking. */
function elements(xml: string, name: string): { attributes: string; inner: string }[] {
  const open = new RegExp(`<(?:[A-Za-z][\\w.-]*:)?${name}(\\s[^>]*)?>`, 'g');
  const found: { attributes: string; inner: string }[] = [];
  for (let match = open.exec(xml); match; match = open.exec(xml)) {
    const close = new RegExp(`</(?:[A-Za-z][\\w.-]*:)?${name}\\s*>`, 'g');
    close.lastIndex = open.lastIndex;
    const end = close.exec(xml);
    if (!end) break;
    found.push({ attributes: match[1] ?? '', inner: xml.slice(open.lastIndex, end.index) });
    open.lastIndex = close.lastIndex;
  }
  return found;
}

const first = (xml: string, name: string) => elements(xml, name)[0];

/** Cents of an amount written with a decimal point ("1234.5"); null when it is none. */
function cents(text: string): number | null {
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text.trim());
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
}

const fingerprint = (kind: string, parts: string[]) =>
  `${kind}:${createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 32)}`;

/** Lines that are alike in every field are told apart by how many came before them. */
function numbered(lines: Omit<StatementCredit, 'entryKey'>[], kind: string, keys: (string | null)[]): StatementCredit[] {
  const seen = new Map<string, number>();
  return lines.map((line, index) => {
    const parts = [line.bookingDate, String(line.amount), line.currency, line.text];
    const base = parts.join('|');
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return { ...line, entryKey: keys[index] ? `${kind}:${keys[index]}` : fingerprint(kind, [...parts, String(count)]) };
  });
}

/**
 * The credit entries (`Ntry` with `CdtDbtInd` CRDT) of a CAMT.053 statement: amount and currency,
 * booking date, the entry's account-servicer reference as its identity, and the remittance
 * information (unstructured and structured creditor reference). A document type definition or
 * entity declaration refuses the file: nothing is ever expanded or fetched.
 */
export function parseCamt053(xml: string): StatementCredit[] {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml) || !/BkToCstmrStmt/.test(xml)) throw new AppError('PAY_STATEMENT_UNREADABLE');
  const lines: Omit<StatementCredit, 'entryKey'>[] = [];
  const keys: (string | null)[] = [];
  for (const entry of elements(xml, 'Ntry')) {
    if (xmlText(first(entry.inner, 'CdtDbtInd')?.inner ?? '') !== 'CRDT') continue;
    const amount = first(entry.inner, 'Amt');
    const value = amount ? cents(xmlText(amount.inner)) : null;
    const currency = /Ccy\s*=\s*["']([A-Z]{3})["']/.exec(amount?.attributes ?? '')?.[1];
    if (value === null || !currency) continue;
    const booking = first(entry.inner, 'BookgDt');
    const remittance = elements(entry.inner, 'RmtInf').map((r) => xmlText(r.inner));
    const text = remittance.join(' ');
    lines.push({
      amount: value,
      currency,
      reference: referencesIn(text)[0] ?? null,
      text,
      bookingDate: xmlText(booking?.inner ?? '').slice(0, 10),
    });
    const key = first(entry.inner, 'AcctSvcrRef') ?? first(entry.inner, 'NtryRef');
    keys.push(key ? xmlText(key.inner) : null);
  }
  return numbered(lines, 'camt', keys);
}

/** The columns a CSV statement is read by (English or German headings, any order). */
const CSV_COLUMNS = {
  date: ['date', 'bookingdate', 'buchungstag', 'buchungsdatum'],
  amount: ['amount', 'betrag'],
  currency: ['currency', 'währung', 'waehrung'],
  text: ['reference', 'text', 'remittance', 'verwendungszweck'],
  id: ['entryreference', 'id', 'referenz'],
} as const;

/** An amount as banks export it: "1234.56", "1,234.56", "1.234,56", "-12,00"; null when it is none. */
function csvCents(text: string): number | null {
  const trimmed = text.trim().replace(/\s/g, '');
  const negative = trimmed.startsWith('-');
  const digits = trimmed.replace(/^[-+]/, '');
  const decimal = /[.,]\d{1,2}$/.exec(digits)?.[0] ?? '';
  const whole = digits.slice(0, digits.length - decimal.length).replace(/[.,]/g, '');
  const value = cents(`${whole}${decimal ? `.${decimal.slice(1)}` : ''}`);
  return value === null ? null : negative ? -value : value;
}

/**
 * A CSV statement (date, amount, currency, reference or remittance text, optionally the bank's entry
 * id; comma, semicolon or tab separated, headings in English or German): its credit lines.
 */
export function parseCsvStatement(text: string): StatementCredit[] {
  const [head, ...rows] = parseCsv(text);
  const headings = (head?.fields ?? []).map((h) =>
    h
      .trim()
      .toLowerCase()
      .replace(/[\s_-]/g, ''),
  );
  const column = (names: readonly string[]) => headings.findIndex((h) => names.includes(h));
  const at = {
    date: column(CSV_COLUMNS.date),
    amount: column(CSV_COLUMNS.amount),
    currency: column(CSV_COLUMNS.currency),
    text: column(CSV_COLUMNS.text),
    id: column(CSV_COLUMNS.id),
  };
  if (at.amount < 0 || at.text < 0 || at.currency < 0) throw new AppError('PAY_STATEMENT_UNREADABLE');
  const lines: Omit<StatementCredit, 'entryKey'>[] = [];
  const keys: (string | null)[] = [];
  for (const row of rows) {
    const amount = csvCents(row.fields[at.amount] ?? '');
    if (amount === null || amount <= 0) continue;
    const remittance = (row.fields[at.text] ?? '').trim();
    lines.push({
      amount,
      currency: (row.fields[at.currency] ?? '').trim().toUpperCase(),
      reference: referencesIn(remittance)[0] ?? null,
      text: remittance,
      bookingDate: at.date < 0 ? '' : (row.fields[at.date] ?? '').trim(),
    });
    keys.push(at.id < 0 ? null : (row.fields[at.id] ?? '').trim() || null);
  }
  return numbered(lines, 'csv', keys);
}

/** A statement's credit lines, CAMT.053 XML or CSV by its content. */
export function parseStatement(text: string): StatementCredit[] {
  const body = text.replace(/^\uFEFF/, '').trimStart();
  return body.startsWith('<') ? parseCamt053(body) : parseCsvStatement(body);
}
