import PDFDocument from 'pdfkit';
import { pdfFonts } from './pdf-fonts.ts';

type Doc = PDFKit.PDFDocument;

/** A4 in points, with room at the foot of every page for the footer. */
const MARGIN = { top: 48, left: 50, right: 50, bottom: 96 };
const INK = '#1f2328';
const MUTED = '#5b636e';
const RULE = '#d0d5dc';
const SHADE = '#f1f3f6';

export const PDF_COLOURS = { ink: INK, muted: MUTED, rule: RULE, shade: SHADE } as const;

export interface PdfColumn {
  header: string;
  /** Share of the text width (the shares of a table add up to 1). */
  width: number;
  align?: 'left' | 'right';
}

/** A document being drawn: the pdfkit document with the shop's fonts, and the text width between the margins. */
export interface PdfPage {
  doc: Doc;
  left: number;
  width: number;
  font: (weight: 'regular' | 'bold', size: number, colour?: string) => Doc;
}

/**
 * Draws a document and answers its bytes: A4, the shop's font (Latin and Chinese) as `regular` and
 * `bold`, the title and language in the document's properties, and `footer` written at the foot of
 * every page with the page number ("1 / 2").
 */
export async function renderPdf(
  meta: { title: string; language: string; author: string },
  draw: (page: PdfPage) => void,
  footer: (page: PdfPage, pageNo: number, pages: number) => void,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    lang: meta.language,
    info: { Title: meta.title, Author: meta.author, Creator: meta.author },
  });
  const fonts = pdfFonts();
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const page: PdfPage = {
    doc,
    left: MARGIN.left,
    width: doc.page.width - MARGIN.left - MARGIN.right,
    font: (weight, size, colour = INK) => doc.font(weight).fontSize(size).fillColor(colour),
  };
  draw(page);
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Text below the bottom margin would open a new page: the footer writes with no margin.
    doc.page.margins.bottom = 0;
    footer(page, i - start + 1, count);
    doc.page.margins.bottom = MARGIN.bottom;
  }
  doc.end();
  return done;
}

/** Where the page's writable area ends (above the footer). */
export function pageEnd(doc: Doc): number {
  return doc.page.height - doc.page.margins.bottom;
}

/** Starts a new page when `height` no longer fits above the footer; answers whether it did. */
export function keepTogether(doc: Doc, height: number): boolean {
  if (doc.y + height <= pageEnd(doc)) return false;
  doc.addPage();
  return true;
}

/** A thin horizontal rule across the text width at the current position. */
export function rule(page: PdfPage, y = page.doc.y, colour = RULE): void {
  page.doc
    .moveTo(page.left, y)
    .lineTo(page.left + page.width, y)
    .lineWidth(0.6)
    .strokeColor(colour)
    .stroke();
}

function drawHeaderRow(page: PdfPage, columns: PdfColumn[]): void {
  const { doc } = page;
  const y = doc.y;
  doc.rect(page.left, y, page.width, 20).fill(SHADE);
  let x = page.left;
  for (const column of columns) {
    const w = column.width * page.width;
    page.font('bold', 8.5, MUTED).text(column.header, x + 6, y + 6, { width: w - 12, align: column.align ?? 'left', lineBreak: false });
    x += w;
  }
  doc.y = y + 20;
}

/**
 * A table across the text width: a shaded header row, then each row with a rule beneath it. A row
 * that no longer fits goes to the next page, which repeats the header. Cells may hold several
 * lines: the first in the regular font, the next ones smaller and muted (a variant, a note).
 */
export function table(page: PdfPage, columns: PdfColumn[], rows: string[][]): void {
  const { doc } = page;
  drawHeaderRow(page, columns);
  for (const row of rows) {
    const heights = row.map((cell, i) => {
      const w = (columns[i]?.width ?? 0) * page.width - 12;
      const [first = '', ...rest] = cell.split('\n');
      const main = page.font('regular', 9.5).heightOfString(first, { width: w });
      return main + (rest.length ? page.font('regular', 8).heightOfString(rest.join('\n'), { width: w }) + 2 : 0);
    });
    const height = Math.max(...heights) + 12;
    if (keepTogether(doc, height)) drawHeaderRow(page, columns);
    const y = doc.y;
    let x = page.left;
    row.forEach((cell, i) => {
      const column = columns[i]!;
      const w = column.width * page.width;
      const [first = '', ...rest] = cell.split('\n');
      const options = { width: w - 12, align: column.align ?? 'left' } as const;
      page.font('regular', 9.5).text(first, x + 6, y + 6, options);
      if (rest.length) page.font('regular', 8, MUTED).text(rest.join('\n'), x + 6, doc.y + 2, options);
      x += w;
    });
    rule(page, y + height);
    doc.y = y + height;
  }
}

/**
 * Label–amount rows aligned to the right edge (a document's totals); `strong` rows are bold with
 * a rule above them.
 */
export function totals(page: PdfPage, rows: { label: string; amount: string; strong?: boolean }[]): void {
  const { doc } = page;
  const labelWidth = page.width * 0.42;
  const amountWidth = page.width * 0.18;
  const x = page.left + page.width - labelWidth - amountWidth;
  keepTogether(doc, rows.length * 18 + 12);
  doc.y += 8;
  for (const row of rows) {
    const y = doc.y;
    if (row.strong) {
      doc
        .moveTo(x, y)
        .lineTo(page.left + page.width, y)
        .lineWidth(0.8)
        .strokeColor(INK)
        .stroke();
      doc.y = y + 5;
    }
    const size = row.strong ? 11 : 9.5;
    const weight = row.strong ? 'bold' : 'regular';
    const top = doc.y;
    page.font(weight, size).text(row.label, x, top, { width: labelWidth - 8, align: 'right' });
    const after = doc.y;
    page.font(weight, size).text(row.amount, x + labelWidth, top, { width: amountWidth - 6, align: 'right' });
    doc.y = Math.max(after, doc.y) + 3;
  }
}
