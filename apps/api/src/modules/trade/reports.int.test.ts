import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../test/admin-staff.ts';
import { createMember, createTestApp, getJson, postJson, putJson, TENANT, type TestApp } from '../../../test/helpers.ts';
import { guestMail, paidGuestOrder } from '../../../test/paid-orders.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { parseCsv } from '../../lib/csv.ts';

let app: TestApp;
let owner: Awaited<ReturnType<typeof createStaff>>;
type Order = Awaited<ReturnType<typeof paidGuestOrder>>;
/** Two Texas orders of one guest, one Berlin order (one of its lines partly refunded), one Berlin order cancelled with refund. */
let texas: Order[];
let berlin: Order;
let cancelled: Order;
let guest: string;
let from: number;
const REFUND = 300;

beforeAll(async () => {
  app = await createTestApp({ UNPAID_ORDERS_PER_BUYER: '1000' });
  owner = await createStaff(app, 'owner');
  from = Date.now() - 1000;
  guest = guestMail();
  texas = [await paidGuestOrder(app, 'TX', [2, 1], guest), await paidGuestOrder(app, 'TX', [3], guest)];
  berlin = await paidGuestOrder(app, 'DE', [4, 2]);
  cancelled = await paidGuestOrder(app, 'DE', [1]);
  const refund = await postJson(
    app,
    '/admin-api/trade/order/refund',
    { id: berlin.id, lines: [{ orderItemId: berlin.items[0]!.id, count: 1, amount: REFUND }], reason: 'Scratched' },
    owner.auth,
  );
  expect(refund.body.code).toBe(0);
  const cancel = await putJson(app, '/admin-api/trade/order/cancel', { id: cancelled.id, reason: 'Out of paper' }, owner.auth);
  expect(cancel.body.code).toBe(0);
});
afterAll(async () => app.close());

const period = () => `from=${from}&to=${Date.now() + 60_000}`;

async function csv(url: string, auth = owner.auth) {
  const response = await app.inject({ method: 'GET', url, headers: { ...TENANT, ...auth } });
  const [header, ...records] = parseCsv(response.body);
  return {
    response,
    rows: records.map((r) => Object.fromEntries(header!.fields.map((name, i) => [name, r.fields[i] ?? '']))),
  };
}

describe('order export', () => {
  it("writes the page's orders one row per line with the order's figures in major units beside their currency", async () => {
    const { response, rows } = await csv(`/admin-api/trade/order/export-excel?mail=${encodeURIComponent(guest)}`);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.body.startsWith('\uFEFForder_no,')).toBe(true);
    expect(rows).toHaveLength(3);
    const [newest] = rows;
    const order = texas[1]!;
    expect(newest).toMatchObject({
      order_no: order.no,
      customer_type: 'guest',
      email: guest,
      receiver: 'Sam Houston',
      country: 'US',
      state: 'TX',
      currency: 'USD',
      total_paid: (order.payPrice / 100).toFixed(2),
      sales_tax: (order.salesTaxPrice / 100).toFixed(2),
      refunded: '0.00',
      line_count: '3',
      line_amount: (order.items[0]!.discountedPrice / 100).toFixed(2),
    });
    expect(rows.filter((r) => r.order_no === texas[0]!.no).map((r) => r.line_count)).toEqual(['2', '1']);
  });

  it('shows what was refunded, and is refused without the export permission; every export is audited', async () => {
    const { rows } = await csv(`/admin-api/trade/order/export-excel?no=${berlin.no}`);
    expect(rows.map((r) => [r.currency, r.refunded])).toEqual([
      ['EUR', (REFUND / 100).toFixed(2)],
      ['EUR', (REFUND / 100).toFixed(2)],
    ]);
    const support = await createStaff(app, 'support');
    expect((await getJson(app, '/admin-api/trade/order/export-excel', support.auth)).body.code).toBe(403);
    expect((await getJson(app, '/admin-api/member/user/export-excel', support.auth)).body.code).toBe(403);
    const audit = await app.db.auditLog.findFirstOrThrow({
      where: { action: 'trade:order:export', adminId: owner.id },
      orderBy: { id: 'desc' },
    });
    expect(audit.after).toMatchObject({ no: berlin.no });
  });
});

describe('customer export', () => {
  it('lists members and guests, each guest once with their orders and net paid, formula-like names as text', async () => {
    const member = await createMember(app);
    await app.db.member.update({ where: { id: member.id }, data: { firstName: '=cmd|" /C calc"!A0' } });
    const { rows } = await csv('/admin-api/member/user/export-excel');
    const memberRow = rows.find((r) => r.email === member.mail)!;
    expect(memberRow).toMatchObject({
      customer_type: 'member',
      member_id: String(member.id),
      first_name: '=cmd|" /C calc"!A0',
      orders: '0',
    });
    const guestRows = rows.filter((r) => r.email === guest);
    expect(guestRows).toHaveLength(1);
    const paid = texas.reduce((sum, o) => sum + o.payPrice, 0);
    expect(guestRows[0]).toMatchObject({
      customer_type: 'guest',
      member_id: '',
      orders: '2',
      paid_orders: '2',
      net_paid_usd: (paid / 100).toFixed(2),
    });
    const raw = (await app.inject({ method: 'GET', url: '/admin-api/member/user/export-excel', headers: { ...TENANT, ...owner.auth } }))
      .body;
    expect(raw).toContain(`"'=cmd|"" /C calc""!A0"`);
  });
});

describe('sales report', () => {
  const report = async (groupBy: string) =>
    (await getJson(app, `/admin-api/statistics/trade/sales?${period()}&groupBy=${groupBy}`, owner.auth)).body;

  it('counts paid orders net of refunds per currency, never adding dollars to euros; cancelled orders not at all', async () => {
    const { code, data } = await report('day');
    expect(code).toBe(0);
    const usd = texas.reduce((sum, o) => sum + o.payPrice, 0);
    expect(data.totals).toEqual([
      { currency: 'EUR', orders: 1, gross: berlin.payPrice, refunded: REFUND, net: berlin.payPrice - REFUND },
      { currency: 'USD', orders: 2, gross: usd, refunded: 0, net: usd },
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect(data.rows.every((row: { key: string; label: string }) => row.key === today && row.label === today)).toBe(true);
  });

  it('by country and by product: the Berlin refund comes off Germany and off the refunded line', async () => {
    const byCountry = (await report('country')).data;
    expect(byCountry.rows.find((r: { key: string }) => r.key === 'DE')).toMatchObject({
      label: 'Germany',
      currency: 'EUR',
      net: berlin.payPrice - REFUND,
    });
    const byProduct = (await report('product')).data;
    const line = berlin.items[0]!;
    const row = byProduct.rows.find((r: { key: string; currency: string }) => r.key === String(line.spuId) && r.currency === 'EUR');
    expect(row).toMatchObject({ orders: 1, refunded: REFUND });
    const eur = byProduct.totals.find((t: { currency: string }) => t.currency === 'EUR');
    const goods = berlin.items.reduce((sum, i) => sum + i.discountedPrice + i.decalsPrice, 0);
    expect(eur).toEqual({ currency: 'EUR', orders: 1, gross: goods, refunded: REFUND, net: goods - REFUND });
    const byCategory = (await report('category')).data;
    expect(byCategory.totals).toEqual(byProduct.totals);
  });

  it("agrees with the dashboard's net revenue of today", async () => {
    const summary = (await getJson(app, '/admin-api/statistics/trade/summary', owner.auth)).body.data;
    const { totals } = (await report('day')).data;
    for (const total of totals) expect(summary.today.revenue[total.currency]).toBe(total.net);
  });

  it('is refused without statistics:trade:query and answers 400 for a period ending before it starts', async () => {
    const fulfilment = await createStaff(app, 'fulfilment');
    expect((await getJson(app, `/admin-api/statistics/trade/sales?${period()}`, fulfilment.auth)).body.code).toBe(403);
    expect((await getJson(app, `/admin-api/statistics/trade/tax?${period()}`, fulfilment.auth)).body.code).toBe(403);
    expect((await getJson(app, `/admin-api/statistics/trade/sales?from=${from}&to=${from - 1}`, owner.auth)).body.code).toBe(400);
  });
});

describe('tax report', () => {
  it('agrees to the cent with the invoices and credit notes issued in its period', async () => {
    const { code, data } = (await getJson(app, `/admin-api/statistics/trade/tax?${period()}`, owner.auth)).body;
    expect(code).toBe(0);
    const [invoices, notes] = await Promise.all([
      app.db.tradeInvoice.findMany({ where: { issuedAt: { gte: new Date(from) } } }),
      app.db.tradeCreditNote.findMany({ where: { issuedAt: { gte: new Date(from) } } }),
    ]);
    expect(invoices).toHaveLength(4);
    expect(notes).toHaveLength(2);
    const amounts = (doc: { content: unknown }) => (doc.content as { amounts: Record<string, number> }).amounts;
    const sum = (docs: { content: unknown }[], field: string) => docs.reduce((total, doc) => total + (amounts(doc)[field] ?? 0), 0);
    const orderOf = new Map([...texas, berlin, cancelled].map((o) => [o.id, o]));
    const inGermany = (doc: { orderId: number }) => orderOf.get(doc.orderId)!.currency === 'EUR';
    const deInvoices = invoices.filter(inGermany);
    const deNotes = notes.filter(inGermany);
    const deTax = sum(deInvoices, 'vatIncludedPrice') - sum(deNotes, 'taxContained');
    const deTotal = deInvoices.reduce((s, d) => s + d.total, 0) - deNotes.reduce((s, d) => s + d.total, 0);
    const usInvoices = invoices.filter((d) => !inGermany(d));
    const usTax = sum(usInvoices, 'salesTaxPrice');
    expect(data.rows).toEqual([
      { country: 'DE', state: null, currency: 'EUR', taxable: deTotal - deTax, tax: deTax },
      { country: 'US', state: 'TX', currency: 'USD', taxable: usInvoices.reduce((s, d) => s + d.total, 0) - usTax, tax: usTax },
    ]);
    // The Berlin order's VAT less the VAT in its refund; the cancelled order's VAT credited whole.
    expect(deTax).toBe(berlin.vatIncludedPrice - Math.round((REFUND * 1900) / 11_900));
    expect(usTax).toBe(texas.reduce((s, o) => s + o.salesTaxPrice, 0));
    expect(usTax).toBeGreaterThan(0);
  });

  it('agrees with the VAT the German invoices and credit notes print, read back from their PDFs', async () => {
    const pdf = async (url: string) =>
      (await pdfText((await app.inject({ method: 'GET', url, headers: { ...TENANT, ...owner.auth } })).rawPayload)).text;
    /** The cents of the VAT a document states: "… includes 19% VAT: €7.18." */
    const vatOf = (text: string) => Number(/includes 19\s?% VAT: €([\d.,]+)/.exec(text)![1]!.replace(/\D/g, ''));
    let printed = 0;
    for (const order of [berlin, cancelled]) {
      printed += vatOf(await pdf(`/admin-api/trade/order/invoice?id=${order.id}`));
      for (const note of await app.db.tradeCreditNote.findMany({ where: { orderId: order.id } }))
        printed -= vatOf(await pdf(`/admin-api/trade/credit-note/get-pdf?id=${note.id}`));
    }
    const { data } = (await getJson(app, `/admin-api/statistics/trade/tax?${period()}`, owner.auth)).body;
    expect(data.rows.find((r: { country: string }) => r.country === 'DE').tax).toBe(printed);
  });

  it('leaves out documents issued outside its period', async () => {
    const { data } = (await getJson(app, `/admin-api/statistics/trade/tax?from=${from - 86_400_000}&to=${from}`, owner.auth)).body;
    expect(data.rows).toEqual([]);
  });
});
