import QRCode from 'qrcode';
import { keepTogether, PDF_COLOURS, renderPdf, rule, table, totals, type PdfPage } from '../infra/pdf.ts';

export type DocumentKind = 'invoice' | 'credit-note' | 'offer';

/** The seller as the shop's configuration names it when the document is issued. */
export interface Seller {
  name: string;
  address: string[];
  contact: string[];
  bank: string[];
  /** "VAT ID DE123456788" in the document's language. */
  vatId: string;
  registration: string[];
}

/**
 * Everything an invoice, credit note or offer prints, written out in its language when it is
 * issued and stored with it: the PDF is drawn from this alone, so it reads the same whenever it is
 * drawn, and its number never changes. `amounts` keeps the figures in cents for the record.
 */
export interface DocumentContent {
  kind: DocumentKind;
  no: string;
  language: string;
  title: string;
  seller: Seller;
  addressLabel: string;
  address: string[];
  shipLabel: string;
  /** Empty when the goods go to the billing address. */
  shipTo: string[];
  /** Label and value rows beside the address: number, dates, order, payment. */
  facts: [string, string][];
  intro: string;
  columns: [string, string, string, string, string];
  /** Position, item (variant and notes on further lines), quantity, unit price, amount. */
  lines: [string, string, string, string, string][];
  totals: { label: string; amount: string; strong?: boolean }[];
  notes: string[];
  footer: { contact: string; bank: string; page: string };
  amounts: Record<string, number>;
  /** An invoice still to be paid (on account, in EUR): the EPC QR code's text, and the line beside it. */
  qr?: { payload: string; caption: string };
}

/** Points per module of a QR code: an EPC code of ~45 modules is about 4 cm wide, as banking apps read it well. */
const QR_MODULE = 2.4;

/** A QR code drawn as squares (sharp at any zoom and in print), with its quiet zone, and its caption beside it. */
function qrBlock(page: PdfPage, qr: NonNullable<DocumentContent['qr']>): void {
  const { doc } = page;
  const code = QRCode.create(qr.payload, { errorCorrectionLevel: 'M' });
  const size = code.modules.size;
  const quiet = 4 * QR_MODULE;
  const side = size * QR_MODULE + 2 * quiet;
  keepTogether(doc, side + 8);
  const top = doc.y + 4;
  doc.rect(page.left, top, side, side).fill('#ffffff');
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++)
      if (code.modules.get(row, col))
        doc.rect(page.left + quiet + col * QR_MODULE, top + quiet + row * QR_MODULE, QR_MODULE, QR_MODULE).fill('#000000');
  page.font('regular', 9, PDF_COLOURS.muted).text(qr.caption, page.left + side + 12, top + side / 2 - 5, { width: page.width - side - 12 });
  doc.y = top + side + 4;
}

const FACTS_WIDTH = 200;

function header(page: PdfPage, content: DocumentContent): void {
  const { doc } = page;
  const top = doc.page.margins.top;
  page.font('bold', 17).text(content.seller.name, page.left, top, { width: page.width - FACTS_WIDTH });
  page
    .font('regular', 8.5, PDF_COLOURS.muted)
    .text([...content.seller.address, ...content.seller.contact].join('\n'), page.left + page.width - FACTS_WIDTH, top + 2, {
      width: FACTS_WIDTH,
      align: 'right',
    });
  rule(page, Math.max(doc.y, top + 30) + 10, PDF_COLOURS.ink);
  doc.y = Math.max(doc.y, top + 30) + 28;
}

/** The addressee on the left (with the sender's line above it, as a window envelope shows it), the facts on the right. */
function parties(page: PdfPage, content: DocumentContent): void {
  const { doc } = page;
  const top = doc.y;
  const leftWidth = page.width - FACTS_WIDTH - 30;
  page.font('regular', 7, PDF_COLOURS.muted).text([content.seller.name, ...content.seller.address].join(' · '), page.left, top, {
    width: leftWidth,
    lineBreak: false,
    ellipsis: true,
  });
  doc.y += 6;
  page.font('bold', 8, PDF_COLOURS.muted).text(content.addressLabel.toUpperCase(), page.left, doc.y, { width: leftWidth });
  page.font('regular', 10.5).text(content.address.join('\n'), page.left, doc.y + 3, { width: leftWidth, lineGap: 1.5 });
  if (content.shipTo.length > 0) {
    page.font('bold', 8, PDF_COLOURS.muted).text(content.shipLabel.toUpperCase(), page.left, doc.y + 10, { width: leftWidth });
    page.font('regular', 9).text(content.shipTo.join('\n'), page.left, doc.y + 3, { width: leftWidth });
  }
  const leftEnd = doc.y;
  const x = page.left + page.width - FACTS_WIDTH;
  let y = top;
  for (const [label, value] of content.facts) {
    page.font('regular', 8.5, PDF_COLOURS.muted).text(label, x, y, { width: FACTS_WIDTH * 0.45 });
    const labelEnd = doc.y;
    page.font('bold', 8.5).text(value, x + FACTS_WIDTH * 0.45, y, { width: FACTS_WIDTH * 0.55, align: 'right' });
    y = Math.max(labelEnd, doc.y) + 4;
  }
  doc.y = Math.max(leftEnd, y) + 26;
}

function body(page: PdfPage, content: DocumentContent): void {
  const { doc } = page;
  page.font('bold', 18).text(`${content.title} ${content.no}`, page.left, doc.y, { width: page.width });
  page.font('regular', 10).text(content.intro, page.left, doc.y + 8, { width: page.width });
  doc.y += 14;
  const [position, item, quantity, unitPrice, amount] = content.columns;
  table(
    page,
    [
      { header: position, width: 0.07 },
      { header: item, width: 0.47 },
      { header: quantity, width: 0.1, align: 'right' },
      { header: unitPrice, width: 0.16, align: 'right' },
      { header: amount, width: 0.2, align: 'right' },
    ],
    content.lines,
  );
  totals(page, content.totals);
  doc.y += 18;
  for (const note of content.notes) {
    page.font('regular', 9, PDF_COLOURS.muted).text(note, page.left, doc.y, { width: page.width });
    doc.y += 4;
  }
  if (content.qr) qrBlock(page, content.qr);
}

/** The seller's legal data in four columns at the foot of every page, and the page number. */
function footer(page: PdfPage, content: DocumentContent, pageNo: number, pages: number): void {
  const { doc } = page;
  const top = doc.page.height - 84;
  rule(page, top);
  const seller = content.seller;
  const columns = [
    [seller.name, ...seller.address],
    [content.footer.contact, ...seller.contact, seller.vatId],
    [content.footer.bank, ...seller.bank],
    seller.registration,
  ];
  // The bank column is the widest: an IBAN stays on one line.
  const shares = [0.2, 0.24, 0.3, 0.26];
  let x = page.left;
  columns.forEach((lines, i) => {
    const width = shares[i]! * page.width;
    page.font('regular', 7, PDF_COLOURS.muted).text(lines.join('\n'), x, top + 7, { width: width - 8, lineGap: 0.5 });
    x += width;
  });
  const numbered = content.footer.page.replace('{page}', String(pageNo)).replace('{pages}', String(pages));
  page.font('regular', 7, PDF_COLOURS.muted).text(`${content.no} · ${numbered}`, page.left, doc.page.height - 24, {
    width: page.width,
    align: 'right',
    lineBreak: false,
  });
}

/** Draws an invoice, credit note or offer from what was stored when it was issued. */
export function renderDocument(content: DocumentContent): Promise<Buffer> {
  return renderPdf(
    { title: `${content.title} ${content.no}`, language: content.language, author: content.seller.name },
    (page) => {
      header(page, content);
      parties(page, content);
      body(page, content);
    },
    (page, pageNo, pages) => footer(page, content, pageNo, pages),
  );
}
