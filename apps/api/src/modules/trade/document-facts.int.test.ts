import { type Currency, formatMoney, type Language } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../test/admin-staff.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { type Facts, readable, unconfigured } from '../../../test/shop-facts.ts';
import { berlinAddress, createTestApp, getJson, postJson, putJson, type TestApp } from '../../../test/helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ SHOP_CONTACT: 'first@facts.example|+49 30 999000' });
});
afterAll(async () => app.close());

let guests = 0;

/** Every amount in these rows (prices, amounts, totals, taxes, nested too) as the language writes it: the figures a document may name besides the settings'. */
function moneyFigures(rows: unknown[], currency: Currency, language: Language): string[] {
  const amounts = (value: unknown, key = ''): number[] => {
    if (typeof value === 'number') return /price|amount|total|tax/i.test(key) ? [value] : [];
    if (Array.isArray(value)) return value.flatMap((v) => amounts(v, key));
    if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => amounts(v, k));
    return [];
  };
  return rows.flatMap((row) => amounts(row)).map((cents) => formatMoney(cents, currency, language));
}

describe('the shop facts in mails and PDFs', () => {
  it('name only the configured phone numbers and e-mail, and only the order’s and the settings’ money, in three languages', async () => {
    const owner = await createStaff(app, 'owner');
    const current = (await getJson(app, '/admin-api/system/settings/get', owner.auth)).body.data as Facts & Record<string, unknown>;
    const { version: _v, updateTime: _t, ...document } = current;
    const facts = {
      ...document,
      contact: { ...document.contact, phone: { US: '+1 212 555 0199', EU: '+49 89 2000 1000' }, mail: 'care@facts.example' },
    };
    expect((await putJson(app, '/admin-api/system/settings/update', facts, owner.auth)).body.code).toBe(0);

    const skus = await app.db.sku.findMany({
      where: { stock: { gte: 20 }, spu: { status: 1, decoratingMethods: { isEmpty: true } }, deletedAt: null },
      orderBy: { id: 'asc' },
      take: 2,
    });
    for (const language of ['en', 'de', 'zh'] as const) {
      const email = `facts-${language}-${Date.now()}-${++guests}@example.test`;
      const created = await postJson(
        app,
        '/pc-api/trade/order/guest/create',
        { items: skus.map((s, i) => ({ skuId: s.id, count: i + 1 })), deliveryType: '1', email, address: berlinAddress },
        { 'accept-language': language },
      );
      expect(created.body.code).toBe(0);
      const { id, token } = created.body.data as { id: number; token: string };
      const paid = await postJson(app, '/pc-api/pay/order/guest/pay/success', { orderToken: token, channelCode: 'demo' });
      expect(paid.body.code).toBe(0);

      // Dispatched (the mail names the carrier's tracking link) and one line refunded by the shop (a credit note).
      const dhl = await app.db.carrier.findUniqueOrThrow({ where: { code: 'dhl' } });
      const sent = await putJson(app, '/admin-api/trade/order/delivery', { id, logisticsId: dhl.id, logisticsNo: 'JD1' }, owner.auth);
      expect(sent.body.code).toBe(0);
      const order = await app.db.tradeOrder.findUniqueOrThrow({ where: { id }, include: { items: { orderBy: { id: 'asc' } } } });
      const line = order.items[1]!;
      const refund = {
        id,
        lines: [{ orderItemId: line.id, count: line.count, amount: line.discountedPrice }],
        reason: 'Damaged',
        restock: false,
      };
      const refunded = await postJson(app, '/admin-api/trade/order/refund', refund, owner.auth);
      expect(refunded.body, JSON.stringify(refunded.body)).toMatchObject({ code: 0 });
      const note = await app.db.tradeCreditNote.findFirstOrThrow({ where: { orderId: id } });
      const allowed = [email, ...moneyFigures([order, note.content, note.total], order.currency as Currency, language)];

      const mails = await app.db.mailLog.findMany({ where: { toAddress: email } });
      expect(mails.map((m) => m.template)).toEqual(expect.arrayContaining(['order-paid', 'order-dispatched', 'order-refunded-by-shop']));
      for (const mail of mails) {
        const where = `${mail.template} (${language})`;
        expect(mail.language, where).toBe(language);
        expect(mail.text, where).toContain('care@facts.example');
        expect(mail.text, where).toContain('+49 89 2000 1000');
        expect(unconfigured(`${mail.subject}\n${mail.text}`, facts, language, allowed), where).toEqual([]);
        expect(unconfigured(readable(mail.html), facts, language, allowed), `${where} html`).toEqual([]);
      }

      const documents = {
        invoice: `/pc-api/trade/order/guest/invoice?token=${token}`,
        'credit note': `/admin-api/trade/credit-note/get-pdf?id=${note.id}`,
      };
      for (const [kind, url] of Object.entries(documents)) {
        const pdf = await app.inject({ method: 'GET', url, headers: { 'tenant-id': '1', ...owner.auth } });
        expect(pdf.statusCode, kind).toBe(200);
        const { text } = await pdfText(pdf.rawPayload);
        expect(text, kind).toContain('care@facts.example');
        expect(text, kind).toContain('+49 89 2000 1000');
        expect(unconfigured(text, facts, language, allowed), `${kind} (${language})`).toEqual([]);
      }
    }
  }, 60_000);
});
