import { buffer } from 'node:stream/consumers';
import { PDFDocument, rgb, StandardFonts } from '@cantoo/pdf-lib';
import { printReasonText } from '@shop/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStaff } from '../../../test/admin-staff.ts';
import { designPdfFacts } from '../../../test/design-pdf-facts.ts';
import {
  createMember,
  createTestApp,
  getJson,
  postJson,
  postUpload,
  putJson,
  TENANT,
  type TestApp,
  texasAddress,
} from '../../../test/helpers.ts';
import { multipart } from '../../../test/multipart.ts';
import { goodPdf } from '../../../test/print-files.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '10000', RATE_LIMIT_UPLOADS_PER_MINUTE: '1000' }, { work: true });
});
afterAll(async () => app.close());

type Member = Awaited<ReturnType<typeof createMember>>;

/** The logo mug: its front print area is 80 × 88 mm (prisma/seed/print-areas.json); the shopper approves a proof. */
const MUG = 1027;

/** An ordinary RGB logo of `side` × `side` pixels: a red disc on transparency, as a logo is exported from a drawing program. */
const logoPng = (side: number) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"><circle cx="${side / 2}" cy="${side / 2}" r="${side / 2 - 1}" fill="#d02020"/></svg>`,
    ),
  )
    .png()
    .toBuffer();

/** What a browser's "Save as PDF" makes of a logo: an A4 page, PDF 1.4, RGB colours, a line of text, no trim or bleed box. */
async function browserPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawCircle({ x: 150, y: 700, size: 60, color: rgb(0.1, 0.3, 0.8) });
  page.drawText('ACME', { x: 110, y: 600, size: 28, font: await doc.embedFont(StandardFonts.Helvetica), color: rgb(0.1, 0.1, 0.1) });
  const bytes = await doc.save({ useObjectStreams: false });
  bytes.set(Buffer.from('%PDF-1.4'), 0);
  return Buffer.from(bytes);
}

/** A paid order of 30 logo mugs printed 10 × 10 cm at the front, with `logo` uploaded in the product page's logo panel. */
async function paidLogoOrder(member: Member, logo: Buffer): Promise<{ orderId: number; lineId: number; imgUrl: string }> {
  const sku = await app.db.sku.findFirstOrThrow({ where: { spuId: MUG, stock: { gte: 100 } }, orderBy: { id: 'asc' } });
  const uploaded = await postUpload(app, { name: 'logo.png', type: 'image/png', content: logo }, { headers: member.auth });
  const imgUrl = uploaded.body.data!;
  const line = { skuId: sku.id, count: 30, orderType: 2, size: '2', locationId: '1', decoratingMethod: '1', imgUrl };
  const created = await postJson(
    app,
    '/pc-api/trade/order/create',
    { items: [line], deliveryType: '1', email: member.mail, ...texasAddress },
    member.auth,
  );
  expect(created.body.code).toBe(0);
  const paid = await postJson(app, '/pc-api/pay/order/pay/success', { id: created.body.data.payOrderId, channelCode: 'demo' }, member.auth);
  expect(paid.body.code).toBe(0);
  const detail = await getJson(app, `/pc-api/trade/order/get-detail?id=${created.body.data.id}`, member.auth);
  return { orderId: created.body.data.id, lineId: detail.body.data.items[0].id, imgUrl };
}

/** The line as its shopper sees it once its print data has the status `status`. */
async function lineAt(member: Member, orderId: number, status: number) {
  return vi.waitFor(
    async () => {
      const { body } = await getJson(app, `/pc-api/trade/order/get-detail?id=${orderId}`, member.auth);
      const line = body.data.items[0];
      if (line.printStatus !== status) throw new Error(`print status ${line.printStatus} ${JSON.stringify(line.printReasons)}`);
      return line;
    },
    { timeout: 100_000, interval: 300 },
  );
}

async function stored(url: string): Promise<Buffer> {
  const file = await app.db.uploadedFile.findFirstOrThrow({ where: { url } });
  return buffer(await app.services.storage.open(file.path));
}

describe('print data prepared from an ordinary logo', { timeout: 240_000 }, () => {
  it('prepares a print PDF from the 600 × 600 px logo of the logo panel when the order is paid: a proof to approve, no second upload', async () => {
    const member = await createMember(app);
    const { orderId, lineId, imgUrl } = await paidLogoOrder(member, await logoPng(600));
    const line = await lineAt(member, orderId, 20);
    expect(line).toMatchObject({ printPrepared: true, printReasons: [] });
    expect(line.printDataUrl).not.toBe(imgUrl);
    expect(line.printPreviewUrl).toMatch(/\/print-proof\/.+\.png$/);
    // The PDF read back: PDF 1.3, its trim the print area (80 × 88 mm fits within 10 × 10 cm), 3 mm bleed all round, the logo in it in CMYK.
    const pdf = await designPdfFacts(await stored(line.printDataUrl));
    expect(pdf.version).toBe('%PDF-1.3');
    expect(pdf.trimMm.width).toBeCloseTo(80, 1);
    expect(pdf.trimMm.height).toBeCloseTo(88, 1);
    expect(pdf.sheetMm.width).toBeCloseTo(86, 1);
    expect(pdf.sheetMm.height).toBeCloseTo(94, 1);
    expect(pdf.fonts).toBe(0);
    expect(pdf.images).toEqual([{ width: 600, height: 600, colourSpace: '/DeviceCMYK' }]);
    // The proof is the prepared page drawn as a picture.
    const proofKey = line.printPreviewUrl.slice(line.printPreviewUrl.indexOf('print-proof/'));
    const proof = await sharp(await buffer(await app.services.storage.open(proofKey))).metadata();
    expect(Math.max(proof.width ?? 0, proof.height ?? 0)).toBe(1000);
    const findings = (await app.db.tradeOrderItem.findUniqueOrThrow({ where: { id: lineId } })).printFindings;
    expect(findings).toMatchObject({ prepared: true, source: imgUrl, type: 'PDF', version: '1.3', rgb: false, cmyk: true });
    expect(Number((findings as { bleedMm: number }).bleedMm)).toBeGreaterThanOrEqual(3);

    expect((await putJson(app, `/pc-api/trade/order/item/approve-print?id=${lineId}`, {}, member.auth)).body.data).toBe(true);
    await lineAt(member, orderId, 30);
  });

  it('refuses a 60 × 60 px logo with the plain reason and offers the artwork service instead', async () => {
    const member = await createMember(app);
    const { orderId, lineId } = await paidLogoOrder(member, await logoPng(60));
    const line = await lineAt(member, orderId, 21);
    expect(line.printPrepared).toBe(false);
    expect(line.printReasons).toEqual([{ code: 'tooSmall', params: { width: 60, height: 60, dpi: 19, min: 150, size: '8 × 8.8' } }]);
    expect(printReasonText(line.printReasons[0], 'en')).toBe(
      'Your logo has 60 × 60 pixels: printed at 8 × 8.8 cm that is 19 dpi, and a sharp print needs at least 150 dpi. Please upload a larger file (the original from your designer, or a PDF), or let us prepare the artwork for you.',
    );
    // The shopper is mailed the same words.
    const mail = await vi.waitFor(async () =>
      app.db.mailLog.findFirstOrThrow({ where: { toAddress: member.mail, template: 'print-data-incorrect' } }),
    );
    expect(mail.text).toContain('Your logo has 60 × 60 pixels');
    // The service offered: the line goes to "artwork in preparation".
    expect((await putJson(app, '/pc-api/trade/order/item/request-artwork', { id: lineId }, member.auth)).body.data).toBe(true);
    await lineAt(member, orderId, 11);
  });

  it('prepares an RGB PDF a browser saved (PDF 1.4, no bleed) uploaded as print data instead of refusing it', async () => {
    const member = await createMember(app);
    const { orderId, lineId } = await paidLogoOrder(member, await logoPng(60));
    await lineAt(member, orderId, 21);
    const upload = await postUpload(
      app,
      { name: 'logo.pdf', type: 'application/pdf', content: await browserPdf() },
      { fields: { directory: 'print' }, headers: member.auth },
    );
    const url = upload.body.data!;
    expect((await putJson(app, '/pc-api/trade/order/item/print-data', { id: lineId, url }, member.auth)).body.data).toBe(true);
    const line = await lineAt(member, orderId, 20);
    expect(line.printPrepared).toBe(true);
    expect(line.printDataUrl).not.toBe(url);
    const pdf = await designPdfFacts(await stored(line.printDataUrl));
    expect(pdf.version).toBe('%PDF-1.3');
    expect(pdf.sheetMm.width).toBeCloseTo(86, 1);
    expect(pdf.sheetMm.height).toBeCloseTo(94, 1);
    expect(pdf.fonts).toBe(0);
    expect(pdf.images).toHaveLength(1);
    expect(pdf.images[0]!.colourSpace).toBe('/DeviceCMYK');
    const findings = (await app.db.tradeOrderItem.findUniqueOrThrow({ where: { id: lineId } })).printFindings;
    expect(findings).toMatchObject({ prepared: true, source: url, rgb: false, cmyk: true });
  });

  it('artwork service: the shopper asks, staff see the to-do and upload the artwork, a proof follows and the shopper approves', async () => {
    const member = await createMember(app);
    const { orderId, lineId } = await paidLogoOrder(member, await logoPng(60));
    await lineAt(member, orderId, 21);
    const staff = (await createStaff(app, 'fulfilment')).auth;
    const todoBefore = (await getJson(app, '/admin-api/statistics/trade/todo', staff)).body.data.artworkToPrepare as number;

    const asked = await putJson(
      app,
      '/pc-api/trade/order/item/request-artwork',
      { id: lineId, note: 'Logo in dark blue, please' },
      member.auth,
    );
    expect(asked.body.data).toBe(true);
    expect((await lineAt(member, orderId, 11)).printPreviewUrl).toBe('');
    // Asked twice: the line is already in preparation.
    expect((await putJson(app, '/pc-api/trade/order/item/request-artwork', { id: lineId }, member.auth)).body.code).toBe(1_011_005_003);
    expect((await getJson(app, '/admin-api/statistics/trade/todo', staff)).body.data.artworkToPrepare).toBe(todoBefore + 1);
    const queue = await getJson(app, '/admin-api/trade/order/item/print-page?printStatus=11&pageSize=100', staff);
    const queued = queue.body.data.list.find((l: { id: number }) => l.id === lineId);
    expect(queued.printFindings).toMatchObject({ artworkNote: 'Logo in dark blue, please' });

    const body = multipart({ name: 'artwork.pdf', type: 'application/pdf', content: await goodPdf() }, { directory: 'print' });
    const uploaded = await app.inject({
      method: 'POST',
      url: '/admin-api/infra/file/upload',
      payload: body.payload,
      headers: { ...TENANT, ...body.headers, ...staff },
    });
    expect(uploaded.json()).toMatchObject({ code: 0 });
    const url = uploaded.json().data as string;
    expect(url).toMatch(/\/uploads\/print\/.+\.pdf$/);
    // Only a line whose shopper asked for it takes artwork from staff.
    const other = await paidLogoOrder(member, await logoPng(600));
    await lineAt(member, other.orderId, 20);
    expect((await putJson(app, '/admin-api/trade/order/item/print-artwork', { id: other.lineId, url }, staff)).body.code).toBe(
      1_011_005_003,
    );

    expect((await putJson(app, '/admin-api/trade/order/item/print-artwork', { id: lineId, url }, staff)).body.data).toBe(true);
    const proofed = await lineAt(member, orderId, 20);
    expect(proofed.printDataUrl).toBe(url);
    expect(proofed.printPreviewUrl).toMatch(/\/print-proof\/.+\.png$/);
    expect((await putJson(app, `/pc-api/trade/order/item/approve-print?id=${lineId}`, {}, member.auth)).body.data).toBe(true);
    await lineAt(member, orderId, 30);
  });
});
