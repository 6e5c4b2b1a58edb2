import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Currency, formatMoney, type Language } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../test/admin-staff.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { startSmtpServer } from '../../../test/smtp.ts';
import {
  berlinAddress,
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
import { SAMPLES } from '../../../test/multipart.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '10000', RATE_LIMIT_FORMS_PER_MINUTE: '10000' });
});
afterAll(async () => app.close());

type Member = Awaited<ReturnType<typeof createMember>>;

const berlin = { ...berlinAddress, lastName: 'Müller' };
const YEAR = new Date().getFullYear();
const MUG = 1027;

/** When DOCUMENT_SAMPLES is set, the PDFs the tests fetch are kept there to be looked at (pdftoppm). */
async function keep(name: string, bytes: Buffer): Promise<void> {
  if (process.env.DOCUMENT_SAMPLES) await writeFile(join(process.env.DOCUMENT_SAMPLES, name), bytes);
}

/** An amount as a reader extracts it from the PDF: the shop's money format, its no-break space read as a space. */
const printed = (cents: number, currency: Currency, language: Language) => formatMoney(cents, currency, language).replace(/\u00a0/g, ' ');

async function skus(count: number) {
  return app.db.sku.findMany({ where: { stock: { gte: 50 }, spu: { status: 1 }, deletedAt: null }, orderBy: { id: 'asc' }, take: count });
}

/** An order of `member` with a line per SKU, created and not yet paid. */
async function placeOrder(member: Member, address: object = texasAddress, lines = 2) {
  const chosen = await skus(lines);
  const created = await postJson(
    app,
    '/pc-api/trade/order/create',
    { items: chosen.map((s, i) => ({ skuId: s.id, count: i + 1 })), deliveryType: '1', email: member.mail, ...address },
    member.auth,
  );
  expect(created.body.code).toBe(0);
  return created.body.data as { id: number; payOrderId: number };
}

const pay = (member: Member, payOrderId: number) =>
  postJson(app, '/pc-api/pay/order/pay/success', { id: payOrderId, channelCode: 'demo' }, member.auth);

async function download(url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url, headers: { ...TENANT, ...headers } });
  return response;
}

describe('invoices', () => {
  it('numbers the invoices of orders paid at the same time without gaps or duplicates, each totalling its order', async () => {
    // 8 members with 3 unpaid orders each, as many as one buyer may hold.
    const members = await Promise.all(Array.from({ length: 8 }, () => createMember(app)));
    const orders = [];
    for (let i = 0; i < 24; i++) orders.push({ member: members[i % 8]!, ...(await placeOrder(members[i % 8]!, texasAddress, 1)) });
    const answers = await Promise.all(orders.map((o) => pay(o.member, o.payOrderId)));
    expect(answers.map((a) => a.body.code)).toEqual(orders.map(() => 0));
    const invoices = await app.db.tradeInvoice.findMany({ where: { orderId: { in: orders.map((o) => o.id) } }, orderBy: { no: 'asc' } });
    expect(invoices).toHaveLength(orders.length);
    const numbers = invoices.map((inv) => inv.no);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const no of numbers) expect(no).toMatch(new RegExp(`^${YEAR}-\\d{6}$`));
    const places = numbers.map((no) => Number(no.slice(5))).sort((a, b) => a - b);
    // The series of the whole shop has no gap: every number from 1 to the last one is used once.
    const all = (await app.db.tradeInvoice.findMany({ select: { no: true } })).map((inv) => Number(inv.no.slice(5))).sort((a, b) => a - b);
    expect(all).toEqual(all.map((_, i) => i + 1));
    expect(places.at(-1)! - places[0]!).toBe(places.length - 1);
    for (const invoice of invoices) {
      const order = await app.db.tradeOrder.findUniqueOrThrow({ where: { id: invoice.orderId } });
      expect(invoice.total).toBe(order.payPrice);
      expect((invoice.content as { amounts: object }).amounts).toEqual({
        totalPrice: order.totalPrice,
        discountPrice: order.discountPrice,
        couponPrice: order.couponPrice,
        deliveryPrice: order.deliveryPrice,
        decalsPrice: order.decalsPrice,
        salesTaxPrice: order.salesTaxPrice,
        vatIncludedPrice: order.vatIncludedPrice,
        payPrice: order.payPrice,
      });
    }
    // Paying again changes nothing: still one invoice per order.
    await pay(orders[0]!.member, orders[0]!.payOrderId);
    expect(await app.db.tradeInvoice.count({ where: { orderId: orders[0]!.id } })).toBe(1);
  });

  it('gives the owner the PDF (number, order, lines, sales tax, total), stored once; another member gets not found; unpaid orders none', async () => {
    const member = await createMember(app);
    const other = await createMember(app);
    const { id, payOrderId } = await placeOrder(member);
    expect((await getJson(app, `/pc-api/trade/order/invoice?id=${id}`, member.auth)).body.code).toBe(1_011_012_000);
    await pay(member, payOrderId);
    const order = await app.db.tradeOrder.findUniqueOrThrow({ where: { id }, include: { items: true } });
    const invoice = await app.db.tradeInvoice.findFirstOrThrow({ where: { orderId: id, editId: null } });

    const response = await download(`/pc-api/trade/order/invoice?id=${id}`, member.auth);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="invoice-${invoice.no}.pdf"`);
    await keep('invoice-en.pdf', response.rawPayload);
    const { pages, text } = await pdfText(response.rawPayload);
    expect(pages).toBe(1);
    expect(text).toContain(`Invoice ${invoice.no}`);
    expect(text).toContain(order.no);
    for (const item of order.items) expect(text).toContain(item.spuName);
    expect(text).toContain(printed(order.payPrice, 'USD', 'en'));
    expect(text).toContain(printed(order.salesTaxPrice, 'USD', 'en'));
    expect(text).toContain('Sales tax (6.25%)');
    expect(text).toContain('Paper & Craft Shop GmbH');
    expect(text).toContain('Demo wallet');

    // The second download is the stored file, byte for byte.
    const stored = await app.db.tradeInvoice.findUniqueOrThrow({ where: { id: invoice.id } });
    expect(stored.fileKey).toMatch(new RegExp(`^documents/invoice/${invoice.no}-[0-9a-f]{24}\\.pdf$`));
    const again = await download(`/pc-api/trade/order/invoice?id=${id}`, member.auth);
    expect(Buffer.compare(again.rawPayload, response.rawPayload)).toBe(0);
    expect((await app.db.tradeInvoice.findUniqueOrThrow({ where: { id: invoice.id } })).fileKey).toBe(stored.fileKey);

    const foreign = await download(`/pc-api/trade/order/invoice?id=${id}`, other.auth);
    expect(foreign.headers['content-type']).toContain('application/json');
    expect(foreign.json().code).toBe(1_011_000_000);
    expect((await download(`/pc-api/trade/order/invoice?id=${id}`)).json().code).toBe(401);
  });

  it('writes a German invoice with the VAT contained, and a Chinese one, in the member’s language', async () => {
    for (const [language, title, vat] of [
      ['de', 'Rechnung', 'MwSt.'],
      ['zh', '发票', '增值税'],
    ] as const) {
      const member = await createMember(app);
      await app.db.member.update({ where: { id: member.id }, data: { mailLanguage: language } });
      const { id, payOrderId } = await placeOrder(member, berlin, 3);
      await pay(member, payOrderId);
      const order = await app.db.tradeOrder.findUniqueOrThrow({ where: { id } });
      const response = await download(`/pc-api/trade/order/invoice?id=${id}`, member.auth);
      await keep(`invoice-${language}.pdf`, response.rawPayload);
      const { text } = await pdfText(response.rawPayload);
      expect(text).toContain(title);
      expect(text).toContain(vat);
      expect(order.vatIncludedPrice).toBeGreaterThan(0);
      // "204,02 €" in German, "€204.02" in Chinese: as the shop and the mails write it.
      expect(text).toContain(printed(order.vatIncludedPrice, 'EUR', language));
      expect(text).toContain(printed(order.payPrice, 'EUR', language));
      expect(text).toContain('Müller');
    }
  });

  it('sends the invoice as a PDF attachment of the payment confirmation when the member’s setting says so, and not otherwise', async () => {
    const smtp = await startSmtpServer();
    const shop = await createTestApp({ SMTP_URL: smtp.url, RATE_LIMIT_LOGINS_PER_MINUTE: '10000' });
    try {
      const wants = await createMember(shop);
      const declines = await createMember(shop);
      await shop.db.member.update({
        where: { id: declines.id },
        data: { settings: { settlement: { defaultDeliveryType: '1', invoiceByEmail: false } } },
      });
      for (const member of [wants, declines]) {
        const sku = (await shop.db.sku.findFirstOrThrow({ where: { stock: { gte: 5 }, spu: { status: 1 } } })).id;
        const created = await postJson(
          shop,
          '/pc-api/trade/order/create',
          { items: [{ skuId: sku, count: 1 }], deliveryType: '1', email: member.mail, ...texasAddress },
          member.auth,
        );
        await postJson(shop, '/pc-api/pay/order/pay/success', { id: created.body.data.payOrderId, channelCode: 'demo' }, member.auth);
      }
      const invoice = await shop.db.tradeInvoice.findFirstOrThrow({ where: { memberId: wants.id } });
      const mail = await shop.db.mailLog.findFirstOrThrow({ where: { toAddress: wants.mail, template: 'order-paid' } });
      expect(mail.attachments).toEqual([{ kind: 'invoice', id: invoice.id }]);
      expect(mail.text).toContain('Your invoice is attached as a PDF.');
      const waitForInvoice = async () => {
        for (let i = 0; i < 250; i++) {
          const found = smtp.received.find((m) => m.to.includes(wants.mail) && m.raw.includes('application/pdf'));
          if (found) return found;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        throw new Error('no invoice mail arrived');
      };
      expect((await waitForInvoice()).raw).toContain(`invoice-${invoice.no}.pdf`);
      // Who declined gets the invoice on the order page only.
      expect(await shop.db.tradeInvoice.count({ where: { memberId: declines.id } })).toBe(1);
      const confirmation = await shop.db.mailLog.findFirstOrThrow({ where: { toAddress: declines.mail, template: 'order-paid' } });
      expect(confirmation.attachments).toEqual([]);
      expect(confirmation.text).not.toContain('attached');
    } finally {
      await shop.close();
      await smtp.close();
    }
  });

  it('gives a guest the invoice through the order’s signed key, and nothing for a forged one', async () => {
    const email = `guest-${Date.now()}@example.test`;
    const [sku] = await skus(1);
    const created = await postJson(
      app,
      '/pc-api/trade/order/guest/create',
      { items: [{ skuId: sku!.id, count: 2 }], deliveryType: '1', email, address: berlin },
      { 'accept-language': 'de' },
    );
    expect(created.body.code).toBe(0);
    const { token, id } = created.body.data;
    await postJson(app, '/pc-api/pay/order/guest/pay/success', { orderToken: token, channelCode: 'demo' });
    const invoice = await app.db.tradeInvoice.findFirstOrThrow({ where: { orderId: id, editId: null } });
    expect(invoice).toMatchObject({ memberId: null, language: 'de' });
    const response = await download(`/pc-api/trade/order/guest/invoice?token=${encodeURIComponent(token)}`);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect((await pdfText(response.rawPayload)).text).toContain(`Rechnung ${invoice.no}`);
    const confirmation = await app.db.mailLog.findFirstOrThrow({ where: { toAddress: email, template: 'order-paid' } });
    expect(confirmation.attachments).toEqual([{ kind: 'invoice', id: invoice.id }]);
    const forged = await download(`/pc-api/trade/order/guest/invoice?token=${encodeURIComponent(`${token.slice(0, -2)}xx`)}`);
    expect(forged.json().code).toBe(1_011_000_000);
  });

  it('invoices an order with a logo line when its print data is approved (30), not at payment', async () => {
    const member = await createMember(app);
    const sku = await app.db.sku.findFirstOrThrow({ where: { spuId: MUG, stock: { gte: 100 } }, orderBy: { id: 'asc' } });
    const line = { skuId: sku.id, orderType: 2, customizedType: 4, size: '2', locationId: '2', decoratingMethod: '2', count: 25 };
    const { body: upload } = await postUpload(app, { name: 'logo.png', type: 'image/png', content: SAMPLES.png }, { headers: member.auth });
    const created = await postJson(
      app,
      '/pc-api/trade/order/create',
      { items: [{ ...line, imgUrl: upload.data }], deliveryType: '1', email: member.mail, ...texasAddress },
      member.auth,
    );
    expect(created.body.code).toBe(0);
    await pay(member, created.body.data.payOrderId);
    expect(await app.db.tradeInvoice.count({ where: { orderId: created.body.data.id } })).toBe(0);
    const item = await app.db.tradeOrderItem.findFirstOrThrow({ where: { orderId: created.body.data.id } });
    // The check found the data right (20); the shopper approves the proof (30).
    await app.db.tradeOrderItem.update({ where: { id: item.id }, data: { printStatus: 20, printDataUrl: upload.data! } });
    expect((await putJson(app, `/pc-api/trade/order/item/approve-print?id=${item.id}`, {}, member.auth)).body.code).toBe(0);
    const invoice = await app.db.tradeInvoice.findFirstOrThrow({ where: { orderId: created.body.data.id, editId: null } });
    // Paid long before, the invoice goes out on its own.
    const mail = await app.db.mailLog.findFirstOrThrow({ where: { toAddress: member.mail, template: 'invoice' } });
    expect(mail).toMatchObject({ attachments: [{ kind: 'invoice', id: invoice.id }], subject: expect.stringContaining(invoice.no) });
    const response = await download(`/pc-api/trade/order/invoice?id=${created.body.data.id}`, member.auth);
    await keep('invoice-logo-en.pdf', response.rawPayload);
    const { text } = await pdfText(response.rawPayload);
    expect(text).toContain(invoice.no);
    expect(text).toContain('Logo printing');
    // Size tier 2 on the mug's 80 × 88 mm print area.
    expect(text).toContain('up to 8 × 8.8 cm');
  });
});

describe('credit notes', () => {
  it('issues one per completed refund in its own series, equal to the refund and naming the invoice; only its member downloads it', async () => {
    const member = await createMember(app);
    const other = await createMember(app);
    const { id, payOrderId } = await placeOrder(member, berlin, 2);
    await pay(member, payOrderId);
    const staff = await createStaff(app, 'fulfilment');
    const dhl = await app.db.carrier.findUniqueOrThrow({ where: { code: 'dhl' } });
    await putJson(app, '/admin-api/trade/order/delivery', { id, logisticsId: dhl.id, logisticsNo: 'JD1' }, staff.auth);
    const item = await app.db.tradeOrderItem.findFirstOrThrow({ where: { orderId: id }, orderBy: { id: 'asc' } });
    const applied = await postJson(
      app,
      '/pc-api/trade/after-sale/create',
      { orderItemId: item.id, way: 10, applyReason: 'Item not received' },
      member.auth,
    );
    expect(applied.body.code).toBe(0);
    const afterSaleId = applied.body.data;
    expect((await getJson(app, `/pc-api/trade/after-sale/credit-note?id=${afterSaleId}`, member.auth)).body.code).toBe(1_011_012_001);
    expect((await putJson(app, `/admin-api/trade/after-sale/agree?id=${afterSaleId}`, {}, staff.auth)).body.code).toBe(0);
    expect((await putJson(app, `/admin-api/trade/after-sale/refund?id=${afterSaleId}`, {}, staff.auth)).body.code).toBe(0);

    const afterSale = await app.db.tradeAfterSale.findUniqueOrThrow({ where: { id: afterSaleId } });
    const invoice = await app.db.tradeInvoice.findFirstOrThrow({ where: { orderId: id, editId: null } });
    const note = await app.db.tradeCreditNote.findUniqueOrThrow({ where: { afterSaleId } });
    expect(note).toMatchObject({ total: afterSale.refundPrice, invoiceId: invoice.id, orderId: id, currency: 'EUR' });
    expect(note.no).toMatch(new RegExp(`^CN-${YEAR}-\\d{6}$`));
    const mail = await app.db.mailLog.findFirstOrThrow({ where: { toAddress: member.mail, template: 'after-sale-refunded' } });
    expect(mail.attachments).toEqual([{ kind: 'credit-note', id: note.id }]);
    expect(mail.text).toContain('within a few days.\n\nYour credit note is attached as a PDF.\n\n');

    const response = await download(`/pc-api/trade/after-sale/credit-note?id=${afterSaleId}`, member.auth);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="credit-note-${note.no}.pdf"`);
    await keep('credit-note-en.pdf', response.rawPayload);
    const { text } = await pdfText(response.rawPayload);
    expect(text).toContain(`Credit note ${note.no}`);
    expect(text).toContain(invoice.no);
    expect(text).toContain(afterSale.no);
    expect(text).toContain(printed(-afterSale.refundPrice, 'EUR', 'en'));
    expect((await download(`/pc-api/trade/after-sale/credit-note?id=${afterSaleId}`, other.auth)).json().code).toBe(1_011_000_100);
  });
});

describe('credit notes of cancelled orders', () => {
  it('corrects the invoice of an order the member cancels with refund: all of it credited, mailed, downloadable by the member only', async () => {
    const member = await createMember(app);
    const other = await createMember(app);
    const { id, payOrderId } = await placeOrder(member, berlin, 2);
    await pay(member, payOrderId);
    expect((await getJson(app, `/pc-api/trade/order/credit-note?id=${id}`, member.auth)).body.code).toBe(1_011_012_001);
    const cancelled = await app.inject({
      method: 'DELETE',
      url: `/pc-api/trade/order/cancel?id=${id}`,
      headers: { ...TENANT, ...member.auth },
    });
    expect(cancelled.json().code).toBe(0);
    const order = await app.db.tradeOrder.findUniqueOrThrow({ where: { id } });
    const invoice = await app.db.tradeInvoice.findFirstOrThrow({ where: { orderId: id, editId: null } });
    const note = await app.db.tradeCreditNote.findFirstOrThrow({ where: { orderId: id } });
    expect(note).toMatchObject({ afterSaleId: null, total: order.payPrice, invoiceId: invoice.id });
    const mail = await app.db.mailLog.findFirstOrThrow({ where: { toAddress: member.mail, template: 'order-refunded' } });
    expect(mail.attachments).toEqual([{ kind: 'credit-note', id: note.id }]);
    const response = await download(`/pc-api/trade/order/credit-note?id=${id}`, member.auth);
    expect(response.headers['content-type']).toBe('application/pdf');
    await keep('credit-note-cancel-en.pdf', response.rawPayload);
    const { text } = await pdfText(response.rawPayload);
    expect(text).toContain(`Credit note ${note.no}`);
    expect(text).toContain(invoice.no);
    expect(text).toContain(printed(-order.payPrice, 'EUR', 'en'));
    expect((await download(`/pc-api/trade/order/credit-note?id=${id}`, other.auth)).json().code).toBe(1_011_000_000);
  });

  it('corrects the invoice of a guest’s order the shop cancels with refund; the guest downloads it through the order’s key', async () => {
    const email = `guest-cancel-${Date.now()}@example.test`;
    const [sku] = await skus(1);
    const created = await postJson(app, '/pc-api/trade/order/guest/create', {
      items: [{ skuId: sku!.id, count: 1 }],
      deliveryType: '1',
      email,
      address: berlin,
    });
    const { token, id } = created.body.data;
    await postJson(app, '/pc-api/pay/order/guest/pay/success', { orderToken: token, channelCode: 'demo' });
    const staff = await createStaff(app, 'fulfilment');
    expect((await putJson(app, '/admin-api/trade/order/cancel', { id, reason: 'Out of stock' }, staff.auth)).body.code).toBe(0);
    const note = await app.db.tradeCreditNote.findFirstOrThrow({ where: { orderId: id } });
    const mail = await app.db.mailLog.findFirstOrThrow({ where: { toAddress: email, template: 'order-cancelled-refunded' } });
    expect(mail.attachments).toEqual([{ kind: 'credit-note', id: note.id }]);
    expect(mail.text).toContain('Your credit note is attached as a PDF.');
    const response = await download(`/pc-api/trade/order/guest/credit-note?token=${encodeURIComponent(token)}`);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="credit-note-${note.no}.pdf"`);
  });
});

describe('offers', () => {
  it('gives a guest a numbered offer for 60 pieces, valid 30 days, priced as the settlement, and the back office lists it', async () => {
    const [sku] = await skus(1);
    const body = { items: [{ skuId: sku!.id, count: 60 }], deliveryType: '1', areaId: 348 };
    const settled = await postJson(app, '/pc-api/trade/order/settlement', body);
    const response = await app.inject({
      method: 'POST',
      url: '/pc-api/trade/order/offer',
      payload: body,
      headers: { ...TENANT, 'accept-language': 'de' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const offer = await app.db.tradeOffer.findFirstOrThrow({ orderBy: { id: 'desc' } });
    expect(offer).toMatchObject({
      memberId: null,
      pieces: 60,
      total: settled.body.data.price.payPrice,
      currency: 'EUR',
      countryCode: 'DE',
    });
    expect(offer.no).toMatch(new RegExp(`^Q-${YEAR}-\\d{6}$`));
    const days = (offer.validUntil.getTime() - offer.createdAt.getTime()) / 86_400_000;
    expect(days).toBe(30);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="offer-${offer.no}.pdf"`);
    await keep('offer-de.pdf', response.rawPayload);
    const { text } = await pdfText(response.rawPayload);
    expect(text).toContain(`Angebot ${offer.no}`);
    const validUntil = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeZone: 'Europe/Berlin' }).format(offer.validUntil);
    expect(text).toContain(`Gültig bis`);
    expect(text).toContain(validUntil);
    expect(text).toContain(printed(offer.total, 'EUR', 'de'));

    const staff = await createStaff(app, 'fulfilment');
    const page = await getJson(app, `/admin-api/trade/offer/page?no=${offer.no}`, staff.auth);
    expect(page.body.data).toMatchObject({
      total: 1,
      list: [{ no: offer.no, pieces: 60, memberMail: '', lines: [{ count: 60, custom: false }] }],
    });
    // The back office opens the very PDF the guest got.
    const pdf = await app.inject({ method: 'GET', url: `/admin-api/trade/offer/get-pdf?id=${offer.id}`, headers: staff.auth });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(pdf.rawPayload, response.rawPayload)).toBe(0);
    const support = await createStaff(app, 'support');
    expect((await getJson(app, '/admin-api/trade/offer/page', support.auth)).body.code).toBe(403);
    expect((await getJson(app, `/admin-api/trade/offer/get-pdf?id=${offer.id}`, support.auth)).body.code).toBe(403);
  });

  it('offers a member a logo line before the logo is uploaded, in Chinese, and refuses what the settlement refuses', async () => {
    const member = await createMember(app);
    const sku = await app.db.sku.findFirstOrThrow({ where: { spuId: MUG, stock: { gte: 100 } }, orderBy: { id: 'asc' } });
    const line = { skuId: sku.id, orderType: 2, customizedType: 4, size: '8x6', locationId: '2', decoratingMethod: '2', count: 80 };
    const response = await app.inject({
      method: 'POST',
      url: '/pc-api/trade/order/offer',
      payload: { items: [line], deliveryType: '1', ...texasAddress },
      headers: { ...TENANT, ...member.auth, 'accept-language': 'zh' },
    });
    expect(response.headers['content-type']).toBe('application/pdf');
    await keep('offer-zh.pdf', response.rawPayload);
    const offer = await app.db.tradeOffer.findFirstOrThrow({ where: { memberId: member.id } });
    expect(offer).toMatchObject({ currency: 'USD', countryCode: 'US', pieces: 80, language: 'zh' });
    const { text } = await pdfText(response.rawPayload);
    expect(text).toContain('报价单');
    expect(text).toContain(member.mail);
    expect(text).toContain('Logo');
    expect(text).toContain(printed(offer.total, 'USD', 'zh'));
    // A visitor's offer for the United States before a state is known names no rate: checkout adds the state's.
    const visitor = await app.inject({
      method: 'POST',
      url: '/pc-api/trade/order/offer',
      payload: { items: [{ skuId: sku.id, count: 3 }], deliveryType: '1' },
      headers: { ...TENANT, 'country-code': 'US' },
    });
    await keep('offer-us-visitor.pdf', visitor.rawPayload);
    expect((await pdfText(visitor.rawPayload)).text).toContain('Sales tax is added for the delivery state at checkout.');
    const tooFew = await app.inject({
      method: 'POST',
      url: '/pc-api/trade/order/offer',
      payload: { items: [{ ...line, count: 10 }], deliveryType: '1' },
      headers: TENANT,
    });
    expect(tooFew.json().code).toBe(1_011_000_003);
  });
});
