import { readFile } from 'node:fs/promises';
import { ORDER_STATUS } from '@shop/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  berlinAddress,
  createMember,
  createTestApp,
  deleteJson,
  getJson,
  postJson,
  postUpload,
  putJson,
  type TestApp,
  texasAddress,
} from '../../../test/helpers.ts';
import { SAMPLES } from '../../../test/multipart.ts';
import { EPS, faultyPdf, goodPdf, illustratorPdf, inflatingPdf, lowDpiPdf, noBleedPdf, rgbPdf } from '../../../test/print-files.ts';
import { backgroundCtx } from '../../lib/use-case.ts';
import { createStaff } from '../../../test/admin-staff.ts';
import { PRINT_CHECK_MEMORY_MB, PrintChecker } from './print-checker.ts';
import { checkPendingPrintData } from './check-pending-print-data.ts';
import { runPrintCheck } from './run-print-check.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '10000', RATE_LIMIT_UPLOADS_PER_MINUTE: '1000' }, { work: true });
});
afterAll(async () => app.close());

type Member = Awaited<ReturnType<typeof createMember>>;

/** The logo mug: the shopper approves a proof (check level 1). The tote bag: approved automatically. */
const MUG = 1027;
const TOTE = 1032;

/** A paid order of one logo line (tier 1: 5 × 5 cm), answering the line's id. */
async function customOrder(member: Member, spuId = MUG): Promise<{ orderId: number; lineId: number }> {
  const sku = await app.db.sku.findFirstOrThrow({ where: { spuId, stock: { gte: 100 } }, orderBy: { id: 'asc' } });
  const logo = await postUpload(app, { name: 'logo.png', type: 'image/png', content: SAMPLES.png }, { headers: member.auth });
  const line = { skuId: sku.id, count: 25, orderType: 2, size: '1', locationId: '1', decoratingMethod: '1', imgUrl: logo.body.data };
  const created = await postJson(
    app,
    '/pc-api/trade/order/create',
    { items: [line], deliveryType: '1', email: member.mail, ...texasAddress },
    member.auth,
  );
  expect(created.body.code).toBe(0);
  await postJson(app, '/pc-api/pay/order/pay/success', { id: created.body.data.payOrderId, channelCode: 'demo' }, member.auth);
  const detail = await getJson(app, `/pc-api/trade/order/get-detail?id=${created.body.data.id}`, member.auth);
  return { orderId: created.body.data.id, lineId: detail.body.data.items[0].id };
}

async function uploadPrint(member: Member, name: string, type: string, content: Buffer): Promise<string> {
  const { body } = await postUpload(app, { name, type, content }, { fields: { directory: 'print' }, headers: member.auth });
  expect(body.code).toBe(0);
  return body.data!;
}

/** The line as its shopper sees it once the background check has given its verdict. */
async function checkedLine(member: Member, orderId: number) {
  return vi.waitFor(
    async () => {
      const { body } = await getJson(app, `/pc-api/trade/order/get-detail?id=${orderId}`, member.auth);
      const line = body.data.items[0];
      if (line.printStatus === 10) throw new Error('still awaiting its check');
      return line;
    },
    { timeout: 30_000, interval: 200 },
  );
}

const rgbJpeg = () =>
  sharp({ create: { width: 120, height: 120, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .toBuffer();
/** 800 × 800 px CMYK: 406 dpi over 5 cm. */
const cmykTiff = () =>
  sharp({ create: { width: 800, height: 800, channels: 3, background: { r: 0, g: 90, b: 200 } } })
    .toColourspace('cmyk')
    .tiff()
    .toBuffer();

/** A guest's paid order of one logo line (no account): its key and the line's id. */
async function guestCustomOrder(): Promise<{ token: string; lineId: number }> {
  const sku = await app.db.sku.findFirstOrThrow({ where: { spuId: MUG, stock: { gte: 100 } }, orderBy: { id: 'asc' } });
  const logo = await postUpload(app, { name: 'logo.png', type: 'image/png', content: SAMPLES.png });
  const line = { skuId: sku.id, count: 25, orderType: 2, size: '1', locationId: '1', decoratingMethod: '1', imgUrl: logo.body.data };
  const email = `print-guest-${Date.now()}-${Math.random()}@example.test`;
  const created = await postJson(app, '/pc-api/trade/order/guest/create', {
    items: [line],
    deliveryType: '1',
    email,
    address: texasAddress,
  });
  expect(created.body.code).toBe(0);
  const token = created.body.data.token as string;
  await postJson(app, '/pc-api/pay/order/guest/pay/success', { orderToken: token, channelCode: 'demo' });
  const detail = await getJson(app, `/pc-api/trade/order/guest/get-detail?token=${encodeURIComponent(token)}`);
  return { token, lineId: detail.body.data.items[0].id };
}

describe('print data of custom lines', () => {
  it('keeps the uploaded file’s own name: shown to the shopper and the shop, and given to the download', async () => {
    const member = await createMember(app);
    const staff = (await createStaff(app, 'fulfilment')).auth;
    const { orderId, lineId } = await customOrder(member);
    // A name with a folder (as some browsers send it), an umlaut and a dash.
    const url = await uploadPrint(member, 'C:\\Daten\\Logo Müller – final.pdf', 'application/pdf', await goodPdf());
    expect(url).not.toContain('M%C3%BCller');
    await putJson(app, '/pc-api/trade/order/item/print-data', { id: lineId, url }, member.auth);
    const { body } = await getJson(app, `/pc-api/trade/order/get-detail?id=${orderId}`, member.auth);
    expect(body.data.items[0].printDataName).toBe('Logo Müller – final.pdf');
    const queue = await getJson(app, '/admin-api/trade/order/item/print-page?pageSize=100', staff);
    expect(queue.body.data.list.find((l: { id: number }) => l.id === lineId)).toMatchObject({ printDataName: 'Logo Müller – final.pdf' });
    const download = await app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Logo Muller - final.pdf"; filename*=UTF-8''Logo%20M%C3%BCller%20%E2%80%93%20final.pdf`,
    );
    // The check in the background ends before the test does (on a busy host it may take a while).
    await vi.waitFor(
      async () => {
        const status = (await app.db.tradeOrderItem.findUniqueOrThrow({ where: { id: lineId } })).printStatus;
        if (status === 10) throw new Error('still awaiting its check');
      },
      { timeout: 150_000, interval: 500 },
    );
  });

  it('checks each kind of print file in the background and gives the expected status and reasons', async () => {
    const member = await createMember(app);
    // Prepared: an ordinary logo or PDF the shop turns into print data (CMYK, bleed, PDF 1.3) instead of refusing it.
    const cases: [string, string, Buffer, number, string[], boolean][] = [
      ['good.pdf', 'application/pdf', await goodPdf(), 20, [], false],
      // 120 px over the 4.5 cm the mug prints tier 1 at: too few pixels to prepare, said plainly.
      ['logo.jpg', 'image/jpeg', await rgbJpeg(), 21, ['tooSmall'], false],
      [
        'locked.pdf',
        'application/pdf',
        await faultyPdf(),
        21,
        ['pdfVersion', 'encrypted', 'annotations', 'fontsNotEmbedded', 'rgb', 'bleed'],
        false,
      ],
      ['logo.tif', 'image/tiff', await cmykTiff(), 20, [], false],
      ['rgb.pdf', 'application/pdf', await rgbPdf(), 20, [], true],
      ['cut.pdf', 'application/pdf', await noBleedPdf(), 20, [], true],
      ['photo.pdf', 'application/pdf', await lowDpiPdf(), 21, ['lowResolution'], false],
      // A PDF-compatible Illustrator file is sent as .ai (the browser calls it PostScript): it is a PDF.
      ['logo.ai', 'application/postscript', await illustratorPdf(), 20, [], false],
    ];
    for (const [name, type, content, status, codes, prepared] of cases) {
      const { orderId, lineId } = await customOrder(member);
      const url = await uploadPrint(member, name, type, content);
      expect((await putJson(app, '/pc-api/trade/order/item/print-data', { id: lineId, url }, member.auth)).body.data).toBe(true);
      const line = await checkedLine(member, orderId);
      expect({
        name,
        status: line.printStatus,
        codes: line.printReasons.map((r: { code: string }) => r.code),
        prepared: line.printPrepared,
      }).toEqual({
        name,
        status,
        codes,
        prepared,
      });
      if (prepared) expect(line.printDataUrl).toMatch(/\/uploads\/print\/.+\.pdf$/);
      else expect(line.printDataUrl).toBe(url);
      // Pictures and the first page of readable PDFs get a PNG proof rendered on the server; an encrypted PDF does not.
      if (name === 'locked.pdf') expect(line.printPreviewUrl).toBe('');
      else expect(line.printPreviewUrl).toMatch(/^http:\/\/shop\.test\/uploads\/print-proof\/.+\.png$/);
    }
    const ai = await app.db.tradeOrderItem.findFirstOrThrow({ where: { order: { email: member.mail } }, orderBy: { id: 'desc' } });
    expect(ai.printFindings).toMatchObject({ type: 'PDF', illustrator: true, proof: 'rendered', bleedMm: 3.6 });
    // EPS cannot be checked or rendered here: refused at upload with the reason.
    const eps = await postUpload(
      app,
      { name: 'logo.eps', type: 'application/postscript', content: EPS },
      { fields: { directory: 'print' }, headers: member.auth },
    );
    expect(eps.body.code).toBe(1_011_005_006);
    expect(eps.body.msg).toContain('EPS');
    const mail = await app.db.mailLog.findFirstOrThrow({ where: { toAddress: member.mail, template: 'print-data-incorrect' } });
    expect(mail.subject).toContain('Print data');
  });

  it('approval by the shopper where the product asks, automatic otherwise; no cancel once approved, no dispatch before printed', async () => {
    const member = await createMember(app);
    const mug = await customOrder(member, MUG);
    const bad = await uploadPrint(member, 'logo.jpg', 'image/jpeg', await rgbJpeg());
    await putJson(app, '/pc-api/trade/order/item/print-data', { id: mug.lineId, url: bad }, member.auth);
    expect((await checkedLine(member, mug.orderId)).printStatus).toBe(21);
    // Incorrect data cannot be approved; the shopper uploads again.
    expect((await putJson(app, `/pc-api/trade/order/item/approve-print?id=${mug.lineId}`, {}, member.auth)).body.code).toBe(1_011_005_003);
    const good = await uploadPrint(member, 'logo.tif', 'image/tiff', await cmykTiff());
    await putJson(app, '/pc-api/trade/order/item/print-data', { id: mug.lineId, url: good }, member.auth);
    expect((await checkedLine(member, mug.orderId)).printStatus).toBe(20);
    expect((await putJson(app, `/pc-api/trade/order/item/approve-print?id=${mug.lineId}`, {}, member.auth)).body.data).toBe(true);
    // From 30 on: no new data, no cancel.
    expect((await putJson(app, '/pc-api/trade/order/item/print-data', { id: mug.lineId, url: good }, member.auth)).body.code).toBe(
      1_011_005_003,
    );
    expect((await deleteJson(app, `/pc-api/trade/order/cancel?id=${mug.orderId}`, member.auth)).body.code).toBe(1_011_005_003);

    const tote = await customOrder(member, TOTE);
    await putJson(app, '/pc-api/trade/order/item/print-data', { id: tote.lineId, url: good }, member.auth);
    expect((await checkedLine(member, tote.orderId)).printStatus).toBe(30);

    const staff = (await createStaff(app, 'fulfilment')).auth;
    const carrier = await app.db.carrier.findFirstOrThrow();
    const dispatch = () =>
      putJson(app, '/admin-api/trade/order/delivery', { id: mug.orderId, logisticsId: carrier.id, logisticsNo: 'T1' }, staff);
    expect((await dispatch()).body.code).toBe(1_011_005_005);
    expect((await putJson(app, '/admin-api/trade/order/item/print-status', { id: mug.lineId, status: 50 }, staff)).body.code).toBe(
      1_011_005_003,
    );
    expect((await putJson(app, '/admin-api/trade/order/item/print-status', { id: mug.lineId, status: 40 }, staff)).body.data).toBe(true);
    expect((await putJson(app, '/admin-api/trade/order/item/print-status', { id: mug.lineId, status: 50 }, staff)).body.data).toBe(true);
    expect((await dispatch()).body.code).toBe(0);
    const audit = await app.db.auditLog.findMany({ where: { target: `trade_order_item:${mug.lineId}` } });
    expect(audit.map((a) => a.action)).toEqual(['trade:order:print-status', 'trade:order:print-status']);
  });

  it('lets the shop pass or reject with its own reason, and lists the lines awaiting a check with the automatic findings', async () => {
    const member = await createMember(app);
    const staff = (await createStaff(app, 'fulfilment')).auth;
    const { orderId, lineId } = await customOrder(member, MUG);
    const url = await uploadPrint(member, 'logo.jpg', 'image/jpeg', await rgbJpeg());
    await putJson(app, '/pc-api/trade/order/item/print-data', { id: lineId, url }, member.auth);
    await checkedLine(member, orderId);
    const queue = await getJson(app, '/admin-api/trade/order/item/print-page?printStatus=21', staff);
    const listed = queue.body.data.list.find((l: { id: number }) => l.id === lineId);
    expect(listed).toMatchObject({
      orderId,
      decoratingMethodName: 'Screen print',
      locationName: 'Front centre',
      printDataUrl: url,
      printFindings: { type: 'JPG', width: 120, space: 'srgb' },
    });
    // The shop overrules the automatic verdict, then rejects with its own words.
    expect((await putJson(app, '/admin-api/trade/order/item/print-check', { id: lineId, pass: true }, staff)).body.data).toBe(true);
    expect((await putJson(app, '/admin-api/trade/order/item/print-check', { id: lineId, pass: false }, staff)).body.code).toBe(400);
    const rejected = await putJson(
      app,
      '/admin-api/trade/order/item/print-check',
      { id: lineId, pass: false, reason: 'Logo is cut off' },
      staff,
    );
    expect(rejected.body.data).toBe(true);
    const line = (await getJson(app, `/pc-api/trade/order/get-detail?id=${orderId}`, member.auth)).body.data.items[0];
    expect(line).toMatchObject({ printStatus: 21, printReasons: [{ code: 'shop', params: { text: 'Logo is cut off' } }] });
    // The order page of the back office names method and position as the dictionary does, in the admin's language.
    const adminOrder = await getJson(app, `/admin-api/trade/order/get-detail?id=${orderId}`, { ...staff, 'accept-language': 'de' });
    expect(adminOrder.body.data.items[0]).toMatchObject({ decoratingMethod: '1', decoratingMethodName: 'Siebdruck', locationId: '1' });
    expect(adminOrder.body.data.items[0].locationName).not.toBe('1');
  });

  it('keeps another member from reading or uploading for my line, and takes only print data uploaded by me', async () => {
    const me = await createMember(app);
    const other = await createMember(app);
    const { orderId, lineId } = await customOrder(me);
    const mine = await uploadPrint(me, 'logo.tif', 'image/tiff', await cmykTiff());
    const theirs = await uploadPrint(other, 'logo.tif', 'image/tiff', await cmykTiff());
    expect((await getJson(app, `/pc-api/trade/order/get-detail?id=${orderId}`, other.auth)).body.code).toBe(1_011_000_000);
    expect((await putJson(app, '/pc-api/trade/order/item/print-data', { id: lineId, url: theirs }, other.auth)).body.code).toBe(
      1_011_005_002,
    );
    expect((await putJson(app, `/pc-api/trade/order/item/approve-print?id=${lineId}`, {}, other.auth)).body.code).toBe(1_011_005_002);
    // Someone else's file, or a picture not uploaded as print data, is not taken for my line.
    expect((await putJson(app, '/pc-api/trade/order/item/print-data', { id: lineId, url: theirs }, me.auth)).body.code).toBe(1_011_005_004);
    const picture = (await postUpload(app, { name: 'a.png', type: 'image/png', content: SAMPLES.png }, { headers: me.auth })).body.data;
    expect((await putJson(app, '/pc-api/trade/order/item/print-data', { id: lineId, url: picture }, me.auth)).body.code).toBe(
      1_011_005_004,
    );
    expect((await putJson(app, '/pc-api/trade/order/item/print-data', { id: lineId, url: mine }, me.auth)).body.data).toBe(true);
    expect((await checkedLine(me, orderId)).printStatus).toBe(20);
  });

  it("lets a guest upload print data and approve the proof through the order's link, and nobody else", async () => {
    const guest = await guestCustomOrder();
    const other = await guestCustomOrder();
    const member = await createMember(app);
    const key = encodeURIComponent(guest.token);
    // Without a key (or with another order's) a guest cannot upload print data at all.
    const pdf = { name: 'logo.pdf', type: 'application/pdf', content: await goodPdf() };
    expect((await postUpload(app, pdf, { fields: { directory: 'print' } })).body.code).toBe(401);
    expect((await postUpload(app, pdf, { fields: { directory: 'print', orderKey: 'forged' } })).body.code).toBe(1_011_000_000);
    const url = (await postUpload(app, pdf, { fields: { directory: 'print', orderKey: guest.token } })).body.data!;
    const theirs = (await postUpload(app, pdf, { fields: { directory: 'print', orderKey: other.token } })).body.data!;
    const put = (path: string, body: object, headers: Record<string, string> = {}) =>
      putJson(app, `/pc-api/trade/order/${path}`, body, headers);
    // Another guest's key, another guest's file, a member: all refused.
    expect((await put('guest/item/print-data', { token: other.token, id: guest.lineId, url }, {})).body.code).toBe(1_011_005_002);
    expect((await put('guest/item/print-data', { token: guest.token, id: guest.lineId, url: theirs })).body.code).toBe(1_011_005_004);
    expect((await put('item/print-data', { id: guest.lineId, url }, member.auth)).body.code).toBe(1_011_005_002);
    expect((await put('guest/item/print-data', { token: guest.token, id: guest.lineId, url })).body.data).toBe(true);
    const line = await vi.waitFor(
      async () => {
        const { body } = await getJson(app, `/pc-api/trade/order/guest/get-detail?token=${key}`);
        if (body.data.items[0].printStatus === 10) throw new Error('still awaiting its check');
        return body.data.items[0];
      },
      { timeout: 30_000, interval: 200 },
    );
    expect(line).toMatchObject({ printStatus: 20, printReasons: [] });
    expect(line.printPreviewUrl).toMatch(/print-proof\/.+\.png$/);
    // A member's file is not a guest's print data either.
    const memberFile = await uploadPrint(member, 'logo.pdf', 'application/pdf', await goodPdf());
    expect((await put('guest/item/print-data', { token: guest.token, id: guest.lineId, url: memberFile })).body.code).toBe(1_011_005_004);
    expect((await put('guest/item/approve-print', { token: other.token, id: guest.lineId })).body.code).toBe(1_011_005_002);
    expect((await put(`item/approve-print?id=${guest.lineId}`, {}, member.auth)).body.code).toBe(1_011_005_002);
    expect((await put('guest/item/approve-print', { token: guest.token, id: guest.lineId })).body.data).toBe(true);
    expect((await app.db.tradeOrderItem.findUniqueOrThrow({ where: { id: guest.lineId } })).printStatus).toBe(30);
  });

  it('changes the billing address until print data is approved (30), never after', async () => {
    const member = await createMember(app);
    const { orderId, lineId } = await customOrder(member, MUG);
    const saved = await postJson(app, '/pc-api/member/address/create', { ...berlinAddress, defaultStatus: false }, member.auth);
    expect(saved.body.code).toBe(0);
    const change = (headers = member.auth) =>
      putJson(app, '/pc-api/trade/order/update-billing-address', { id: orderId, billingAddressId: saved.body.data }, headers);
    // Another member can change neither my order nor use my address.
    expect((await change((await createMember(app)).auth)).body.code).toBe(1_011_000_000);
    expect((await change()).body.data).toBe(true);
    const order = await app.db.tradeOrder.findUniqueOrThrow({ where: { id: orderId } });
    expect(order.billingAddress).toMatchObject({ city: 'Berlin', zipCode: '10115', firstName: 'Erika' });
    expect(order.address).toMatchObject({ city: 'Houston' });
    const url = await uploadPrint(member, 'logo.pdf', 'application/pdf', await goodPdf());
    await putJson(app, '/pc-api/trade/order/item/print-data', { id: lineId, url }, member.auth);
    expect((await checkedLine(member, orderId)).printStatus).toBe(20);
    expect((await change()).body.data).toBe(true);
    await putJson(app, `/pc-api/trade/order/item/approve-print?id=${lineId}`, {}, member.auth);
    const refused = await change();
    expect(refused.body.code).toBe(1_011_005_007);
    expect(refused.body.msg).toContain('billing address');

    // A guest through the link, the address entered and checked as at checkout; the same rule.
    const guest = await guestCustomOrder();
    const guestChange = (billingAddress: object) =>
      putJson(app, '/pc-api/trade/order/guest/update-billing-address', { token: guest.token, billingAddress });
    expect((await guestChange({ ...berlinAddress, zipCode: '1' })).body.code).not.toBe(0);
    expect((await guestChange(berlinAddress)).body.data).toBe(true);
    expect((await app.db.tradeOrder.findFirstOrThrow({ where: { items: { some: { id: guest.lineId } } } })).billingAddress).toMatchObject({
      countryCode: 'DE',
      city: 'Berlin',
    });
    await app.db.tradeOrderItem.update({ where: { id: guest.lineId }, data: { printStatus: 30 } });
    expect((await guestChange(berlinAddress)).body.code).toBe(1_011_005_007);
  });

  it('finds a PDF whose content inflates to 300 MB unreadable (21) with the checking process under its memory ceiling, and never checks it again', async () => {
    const member = await createMember(app);
    const { orderId, lineId } = await customOrder(member);
    const url = await uploadPrint(member, 'inflating.pdf', 'application/pdf', await inflatingPdf(300 * 1024 * 1024));
    await putJson(app, '/pc-api/trade/order/item/print-data', { id: lineId, url }, member.auth);
    const line = await checkedLine(member, orderId);
    expect(line).toMatchObject({ printStatus: 21, printReasons: [{ code: 'unreadable', params: { type: 'PDF' } }] });
    // The checking process, still there for the next check, never held more than its ceiling.
    const status = await readFile(`/proc/${app.services.printChecker.pid}/status`, 'utf8');
    expect(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1]) / 1024).toBeLessThan(PRINT_CHECK_MEMORY_MB);
    await expectNotCheckedAgain(lineId);
  });

  it('finds print data whose check fails or runs over its time unreadable (21), and never checks it again', async () => {
    const member = await createMember(app);
    const { orderId, lineId } = await customOrder(member);
    const url = await uploadPrint(member, 'good.pdf', 'application/pdf', await goodPdf());
    const checker = app.services.printChecker;
    app.services.printChecker = new PrintChecker({ timeoutMs: 1 });
    try {
      await putJson(app, '/pc-api/trade/order/item/print-data', { id: lineId, url }, member.auth);
      const line = await checkedLine(member, orderId);
      expect(line).toMatchObject({ printStatus: 21, printReasons: [{ code: 'unreadable', params: { type: 'PDF' } }] });
      // The shop sees why in the findings.
      const { printFindings } = await app.db.tradeOrderItem.findUniqueOrThrow({ where: { id: lineId } });
      expect(printFindings).toMatchObject({ type: 'PDF', check: 'failed', error: expect.stringContaining('longer than 1 ms') });
    } finally {
      app.services.printChecker.close();
      app.services.printChecker = checker;
    }
    await expectNotCheckedAgain(lineId);
  });

  it('never checks print data of a cancelled order, not even when it waits for its check', async () => {
    const member = await createMember(app);
    const { orderId, lineId } = await customOrder(member);
    const url = await uploadPrint(member, 'good.pdf', 'application/pdf', await goodPdf());
    // Left at 10 (its job lost with its instance), then the order was cancelled.
    await app.db.tradeOrderItem.update({ where: { id: lineId }, data: { printStatus: 10, printDataUrl: url, printCheckedAt: null } });
    await app.db.tradeOrder.update({
      where: { id: orderId },
      data: { status: ORDER_STATUS.cancelled, updatedAt: new Date(Date.now() - 3_600_000) },
    });
    await checkPendingPrintData(backgroundCtx(app), new Date());
    await runPrintCheck(backgroundCtx(app), lineId, url);
    expect(await app.db.tradeOrderItem.findUniqueOrThrow({ where: { id: lineId } })).toMatchObject({
      printStatus: 10,
      printCheckedAt: null,
    });
  });
});

/** The periodic job leaves a line with a verdict alone: same status, same time of its check. */
async function expectNotCheckedAgain(lineId: number) {
  const before = await app.db.tradeOrderItem.findUniqueOrThrow({ where: { id: lineId } });
  await app.db.tradeOrder.update({ where: { id: before.orderId }, data: { updatedAt: new Date(Date.now() - 3_600_000) } });
  await checkPendingPrintData(backgroundCtx(app), new Date());
  const after = await app.db.tradeOrderItem.findUniqueOrThrow({ where: { id: lineId } });
  expect(after).toMatchObject({ printStatus: before.printStatus, printCheckedAt: before.printCheckedAt });
}
