import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../test/admin-staff.ts';
import { multipart, SAMPLES } from '../../../test/multipart.ts';
import { pdfPageImage, pdfText } from '../../../test/pdf-text.ts';
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
} from '../../../test/helpers.ts';

const DAY = 24 * 60 * 60_000;
const DE = 348;
const CODES = { overLimit: 1_007_001_001, creditLimit: 1_007_004_000, minimum: 1_007_004_001, notAllowed: 1_007_004_002 };

let app: TestApp;
let staff: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  // The job queue runs: the reminders are sent by it, as in the shop.
  app = await createTestApp({ DEMO_PAYMENTS: 'true', RATE_LIMIT_LOGINS_PER_MINUTE: '10000' }, { work: true });
  staff = await createStaff(app, 'owner');
});
afterAll(async () => app.close());

type Member = Awaited<ReturnType<typeof createMember>>;

/** A member in a company the shop lets buy on account with these terms (cents, days). */
async function companyBuyer(terms: { creditLimit: number; termsDays?: number; invoiceAllowed?: boolean }): Promise<Member> {
  const member = await createMember(app);
  const created = await postJson(app, '/pc-api/member/company/create', { name: `Acme ${member.id}`, countryId: DE }, member.auth);
  expect(created.body.code, created.body.msg).toBe(0);
  const body = { id: created.body.data, invoiceAllowed: true, termsDays: 30, ...terms };
  expect((await putJson(app, '/admin-api/member/company/update-terms', body, staff.auth)).body.code).toBe(0);
  return member;
}

let skuId = 0;
/** An unpaid order of the member to Berlin (EUR); `amount` (cents) then stands on the order and its payment. */
async function unpaidOrder(member: Member, amount?: number) {
  if (!skuId) {
    const found = await app.db.sku.findFirstOrThrow({
      where: {
        spu: { status: 1, quantityRules: { none: {} }, decoratingMethods: { isEmpty: true } },
        deletedAt: null,
        priceEur: { gt: 600 },
      },
      orderBy: { id: 'asc' },
    });
    await app.db.sku.update({ where: { id: found.id }, data: { stock: 100_000 } });
    skuId = found.id;
  }
  const body = { items: [{ skuId, count: 1 }], deliveryType: '1', email: member.mail, ...berlinAddress };
  const { code, msg, data } = (await postJson(app, '/pc-api/trade/order/create', body, member.auth)).body;
  expect(code, msg).toBe(0);
  const { id, payOrderId } = data as { id: number; payOrderId: number };
  if (amount !== undefined)
    await app.db.$transaction([
      app.db.tradeOrder.update({ where: { id }, data: { payPrice: amount } }),
      app.db.payOrder.update({ where: { id: payOrderId }, data: { amount } }),
    ]);
  return { member, id, payOrderId };
}

type Order = Awaited<ReturnType<typeof unpaidOrder>>;
const onAccount = (order: Order) =>
  postJson(app, '/pc-api/pay/order/submit', { id: order.payOrderId, channelCode: 'invoice' }, order.member.auth);
const channels = async (member?: Member) =>
  (await getJson(app, '/pc-api/trade/config/get', { 'country-code': 'DE', ...member?.auth })).body.data.payChannels as {
    code: string;
    maxAmount: number;
  }[];
const invoiceChannel = async (member?: Member) => (await channels(member)).find((c) => c.code === 'invoice');
const orderRow = (id: number) => app.db.tradeOrder.findUniqueOrThrow({ where: { id }, include: { payOrder: true } });

describe('invoice on account', () => {
  it('is offered to a company the shop allowed, up to 10,000 from 5.00 with its days; not to consumers, guests or other companies', async () => {
    const buyer = await companyBuyer({ creditLimit: 5_000_000, termsDays: 14 });
    expect(await invoiceChannel(buyer)).toEqual({ code: 'invoice', maxAmount: 10_000, minAmount: 5, termsDays: 14 });
    expect(await invoiceChannel(await createMember(app))).toBeUndefined();
    expect(await invoiceChannel()).toBeUndefined();
    expect(await invoiceChannel(await companyBuyer({ creditLimit: 5_000_000, invoiceAllowed: false }))).toBeUndefined();
  });

  it('places an order within the credit limit on account: status 10, pay status 7, due after the terms, mailed with the invoice', async () => {
    const buyer = await companyBuyer({ creditLimit: 1_000_000, termsDays: 14 });
    const order = await unpaidOrder(buyer, 600_000);
    const before = Date.now();
    const { body } = await onAccount(order);
    expect(body.code, body.msg).toBe(0);
    expect(body.data).toMatchObject({ payStatus: 7, amount: 600_000, currency: 'EUR', account: { iban: 'DE89370400440532013000' } });
    expect(body.data.reference).toMatch(/^RF\d{10}$/);
    expect(body.data.dueTime).toBeGreaterThanOrEqual(before + 14 * DAY);
    expect(body.data.dueTime).toBeLessThan(Date.now() + 14 * DAY + 1000);

    const detail = (await getJson(app, `/pc-api/trade/order/get-detail?id=${order.id}`, buyer.auth)).body.data;
    expect(detail).toMatchObject({ status: 10, payStatus: 7, dueTime: body.data.dueTime, payChannelCode: 'invoice' });
    const admin = (await getJson(app, `/admin-api/trade/order/get-detail?id=${order.id}`, staff.auth)).body.data;
    expect(admin).toMatchObject({ status: 10, payStatus: 7, dueTime: body.data.dueTime });

    const mail = await app.db.mailLog.findFirstOrThrow({ where: { toAddress: buyer.mail, template: 'order-on-account' } });
    expect(mail.text).toContain('DE89 3704 0044 0532 0130 00');
    expect(mail.text).toContain(body.data.reference.slice(0, 4));
    expect(await app.db.tradeInvoice.count({ where: { orderId: order.id } })).toBe(1);
    // Asked again: the same answer, nothing placed twice.
    expect((await onAccount(order)).body.data.reference).toBe(body.data.reference);
    expect(await app.db.mailLog.count({ where: { toAddress: buyer.mail, template: 'order-on-account' } })).toBe(1);

    // What is left of the credit: 4,000.00; an order above it is refused and shown with the reason.
    expect(await invoiceChannel(buyer)).toEqual({ code: 'invoice', maxAmount: 4_000, minAmount: 5, creditLimited: true, termsDays: 14 });
    const over = await unpaidOrder(buyer, 400_001);
    const refused = await onAccount(over);
    expect(refused.body.code).toBe(CODES.creditLimit);
    expect(refused.body.msg).toContain('4,000.00');
    expect(await orderRow(over.id)).toMatchObject({ status: 0, payOrder: { status: 0, channelCode: null } });
    expect((await onAccount(await unpaidOrder(buyer, 400_000))).body.code).toBe(0);
  });

  it('lets two orders at once use the credit only as far as it goes', async () => {
    const buyer = await companyBuyer({ creditLimit: 100_000 });
    const orders = [await unpaidOrder(buyer, 60_000), await unpaidOrder(buyer, 60_000)];
    const codes = (await Promise.all(orders.map(onAccount))).map((answer) => answer.body.code).sort();
    expect(codes).toEqual([0, CODES.creditLimit]);
  });

  it('refuses below 5.00 and above 10,000, and for a member without terms', async () => {
    const buyer = await companyBuyer({ creditLimit: 10_000_000 });
    expect((await onAccount(await unpaidOrder(buyer, 499))).body.code).toBe(CODES.minimum);
    expect((await onAccount(await unpaidOrder(buyer, 1_000_001))).body.code).toBe(CODES.overLimit);
    expect((await onAccount(await unpaidOrder(await createMember(app)))).body.code).toBe(CODES.notAllowed);
  });

  it('is offered to consumers up to 2,500 only once the settings switch it on', async () => {
    const consumer = await createMember(app);
    expect(await invoiceChannel(consumer)).toBeUndefined();
    const settings = (await getJson(app, '/admin-api/system/settings/get', staff.auth)).body.data;
    expect(settings.onAccount).toEqual({ consumers: false });
    const { updateTime: _, ...document } = settings;
    const saved = await putJson(app, '/admin-api/system/settings/update', { ...document, onAccount: { consumers: true } }, staff.auth);
    expect(saved.body.code, saved.body.msg).toBe(0);
    try {
      expect(await invoiceChannel(consumer)).toEqual({ code: 'invoice', maxAmount: 2_500, minAmount: 5, termsDays: 30 });
      expect((await onAccount(await unpaidOrder(consumer, 250_001))).body.code).toBe(CODES.overLimit);
      const placed = await onAccount(await unpaidOrder(consumer, 250_000));
      expect(placed.body.code, placed.body.msg).toBe(0);
      expect(placed.body.data.payStatus).toBe(7);
    } finally {
      const current = (await getJson(app, '/admin-api/system/settings/get', staff.auth)).body.data;
      const { updateTime: __, ...again } = current;
      await putJson(app, '/admin-api/system/settings/update', { ...again, onAccount: { consumers: false } }, staff.auth);
    }
  });

  it('offers no PayPal or wallet for 8,000.01 € (the limits every buyer sees)', async () => {
    const buyer = await companyBuyer({ creditLimit: 10_000_000 });
    const offers = await channels(buyer);
    const takes = (amount: number) =>
      offers.filter((c) => amount <= Math.round(c.maxAmount * 100) && amount >= ((c as { minAmount?: number }).minAmount ?? 0) * 100);
    expect(takes(800_001).map((c) => c.code)).toEqual(['bank_transfer', 'invoice']);
    const order = await unpaidOrder(buyer, 800_001);
    expect(
      (await postJson(app, '/pc-api/pay/order/pay/success', { id: order.payOrderId, channelCode: 'demo' }, buyer.auth)).body.code,
    ).toBe(CODES.overLimit);
  });
});

describe('reminders of invoices on account', () => {
  /** Runs the reminder job through the job queue with the shop's clock moved on by `ms`, until it has run. */
  async function remindAt(ms: number) {
    const clock = app.services.clock;
    app.services.clock = () => new Date(Date.now() + ms);
    try {
      const runs = await app.db.$queryRaw<{ n: number }[]>`
        SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'pay.remind-on-account' AND state = 'completed'`;
      await app.services.jobs.send('pay.remind-on-account');
      for (;;) {
        const [done] = await app.db.$queryRaw<{ n: number }[]>`
          SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'pay.remind-on-account' AND state = 'completed'`;
        if (done!.n > runs[0]!.n) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      app.services.clock = clock;
    }
  }
  const reminders = (member: Member) =>
    app.db.mailLog.findMany({ where: { toAddress: member.mail, template: 'order-on-account-reminder' } });

  it('reminds 7 and 14 days past due, each once, in the buyer language; none once it is paid', async () => {
    const buyer = await companyBuyer({ creditLimit: 10_000_000, termsDays: 10 });
    await app.db.member.update({ where: { id: buyer.id }, data: { mailLanguage: 'de' } });
    const order = await unpaidOrder(buyer, 12_345);
    expect((await onAccount(order)).body.code).toBe(0);
    const paidBuyer = await companyBuyer({ creditLimit: 10_000_000, termsDays: 10 });
    const paid = await unpaidOrder(paidBuyer, 5_000);
    await onAccount(paid);
    const recorded = await putJson(
      app,
      '/admin-api/pay/order/record-payment',
      { payOrderId: paid.payOrderId, amount: 5_000, reference: 'manual' },
      staff.auth,
    );
    expect(recorded.body.data).toEqual({ payStatus: 10, paidAmount: 5_000, amount: 5_000 });

    await remindAt(16 * DAY);
    expect(await reminders(buyer)).toHaveLength(0);
    await remindAt(17 * DAY + 60_000);
    expect(await reminders(buyer)).toHaveLength(1);
    await remindAt(18 * DAY);
    expect(await reminders(buyer)).toHaveLength(1);
    await remindAt(24 * DAY + 60_000);
    await remindAt(25 * DAY);
    const sent = await reminders(buyer);
    expect(sent.map((m) => m.subject)).toEqual([
      expect.stringContaining('Zahlungserinnerung 1'),
      expect.stringContaining('Zahlungserinnerung 2'),
    ]);
    expect(sent[1]!.text).toContain('123,45');
    expect(await reminders(paidBuyer)).toHaveLength(0);
    const overdue = await getJson(app, '/admin-api/pay/order/receivable-page?overdue=true&pageSize=100', staff.auth);
    expect(overdue.body.data.list.map((r: { orderId: number }) => r.orderId)).not.toContain(order.id);
  });

  it('lists an invoice past due as overdue in the receivables', async () => {
    const buyer = await companyBuyer({ creditLimit: 10_000_000, termsDays: 1 });
    const order = await unpaidOrder(buyer, 2_000);
    await onAccount(order);
    const reference = (await orderRow(order.id)).payOrder!.reference!;
    const list = async () =>
      (await getJson(app, `/admin-api/pay/order/receivable-page?overdue=true&reference=${reference}`, staff.auth)).body.data.list;
    expect(await list()).toEqual([]);
    const clock = app.services.clock;
    app.services.clock = () => new Date(Date.now() + 2 * DAY);
    try {
      expect(await list()).toEqual([expect.objectContaining({ orderId: order.id, channelCode: 'invoice', amount: 2_000, overdue: true })]);
    } finally {
      app.services.clock = clock;
    }
  });
});

describe('payments of invoices on account', () => {
  const importFile = (content: string) => {
    const form = multipart({ name: 'statement.xml', type: 'application/xml', content: Buffer.from(content) });
    return app.inject({
      method: 'POST',
      url: '/admin-api/pay/order/import-statement',
      payload: form.payload,
      headers: { ...TENANT, ...staff.auth, ...form.headers },
    });
  };

  it('adds partial payments up to paid (10) without moving the order again', async () => {
    const buyer = await companyBuyer({ creditLimit: 10_000_000 });
    const order = await unpaidOrder(buyer, 10_000);
    await onAccount(order);
    const record = (amount: number) =>
      putJson(app, '/admin-api/pay/order/record-payment', { payOrderId: order.payOrderId, amount, reference: 'manual' }, staff.auth);
    expect((await record(4_000)).body.data).toEqual({ payStatus: 7, paidAmount: 4_000, amount: 10_000 });
    expect((await record(6_000)).body.data).toEqual({ payStatus: 10, paidAmount: 10_000, amount: 10_000 });
    expect(await orderRow(order.id)).toMatchObject({ status: 10, payOrder: { status: 10, channelCode: 'invoice' } });
    expect(await app.db.tradeInvoice.count({ where: { orderId: order.id } })).toBe(1);
    expect((await record(1)).body.code).toBe(1_007_002_005);
  });

  it('matches two invoices of a CAMT.053 statement, lists an unknown and an already paid one, and changes nothing the second time', async () => {
    const buyer = await companyBuyer({ creditLimit: 10_000_000 });
    const [a, b, done] = [await unpaidOrder(buyer, 2_500), await unpaidOrder(buyer, 7_345), await unpaidOrder(buyer, 1_000)];
    for (const order of [a, b, done]) expect((await onAccount(order)).body.code).toBe(0);
    const ref = async (order: Order) => (await orderRow(order.id)).payOrder!.reference!;
    await putJson(app, '/admin-api/pay/order/record-payment', { payOrderId: done.payOrderId, amount: 1_000, reference: 'x' }, staff.auth);
    const ntry = (id: string, amount: string, text: string) =>
      `<Ntry><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-11-27</Dt></BookgDt><AcctSvcrRef>ACC-${id}-${a.id}</AcctSvcrRef><NtryDtls><TxDtls><RmtInf><Ustrd>${text}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`;
    const xml = `<?xml version="1.0" encoding="UTF-8"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt>${[
      ntry('A', '25.00', `Invoice ${await ref(a)}`),
      ntry('B', '73.45', (await ref(b)).replace(/(.{4})/g, '$1 ')),
      ntry('C', '10.00', 'RF18539007547034 unknown'),
      ntry('D', '10.00', await ref(done)),
    ].join('')}</Stmt></BkToCstmrStmt></Document>`;

    const first = (await importFile(xml)).json();
    expect(first.code, first.msg).toBe(0);
    expect(first.data.matched.map((l: { amount: number }) => l.amount)).toEqual([2_500, 7_345]);
    expect(first.data.unmatched.map((l: { amount: number }) => l.amount)).toEqual([1_000]);
    expect(first.data.alreadyPaid.map((l: { amount: number }) => l.amount)).toEqual([1_000]);
    for (const order of [a, b]) expect(await orderRow(order.id)).toMatchObject({ status: 10, payOrder: { status: 10 } });

    const receipts = await app.db.payReceipt.count();
    const second = (await importFile(xml)).json();
    expect(second.data.matched).toEqual([]);
    expect(second.data.alreadyPaid).toHaveLength(3);
    expect(await app.db.payReceipt.count()).toBe(receipts);
  });
});

describe('the invoice on account', () => {
  it('names due date, reference and bank details, and carries an EPC QR code that decodes to IBAN, amount and reference', async () => {
    const buyer = await companyBuyer({ creditLimit: 10_000_000, termsDays: 21 });
    const order = await unpaidOrder(buyer, 123_456);
    const { body } = await onAccount(order);
    const invoice = await app.inject({
      method: 'GET',
      url: `/pc-api/trade/order/invoice?id=${order.id}`,
      headers: { ...TENANT, ...buyer.auth },
    });
    expect(invoice.headers['content-type']).toContain('application/pdf');
    const { text } = await pdfText(invoice.rawPayload);
    const due = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'Europe/Berlin' }).format(body.data.dueTime);
    expect(text).toContain('Due date');
    expect(text).toContain(due);
    const printed = body.data.reference.replace(/(.{4})(?=.)/g, '$1 ');
    expect(text).toContain(printed);
    expect(text).toContain('DE89 3704 0044 0532 0130 00');
    expect(text).toContain('Invoice (on account)');

    // The page as a reader draws it, the QR code read from its pixels as a banking app reads it.
    const page = await pdfPageImage(invoice.rawPayload);
    if (process.env.INVOICE_PNG)
      await sharp(Buffer.from(page.data), { raw: { width: page.width, height: page.height, channels: 4 } })
        .png()
        .toFile(process.env.INVOICE_PNG);
    const lines = jsQR(page.data, page.width, page.height)!.data.split('\n');
    expect(lines.slice(0, 4)).toEqual(['BCD', '002', '1', 'SCT']);
    expect(lines[6]).toBe('DE89370400440532013000');
    expect(lines[7]).toBe('EUR1234.56');
    expect(lines[9]).toBe(body.data.reference);
  });
});

describe('cancelling an order on account', () => {
  it('closes the open invoice without a refund and gives the credit back', async () => {
    const buyer = await companyBuyer({ creditLimit: 100_000 });
    const order = await unpaidOrder(buyer, 80_000);
    expect((await onAccount(order)).body.code).toBe(0);
    expect((await invoiceChannel(buyer))?.maxAmount).toBe(200);
    const cancelled = await app.inject({
      method: 'DELETE',
      url: `/pc-api/trade/order/cancel?id=${order.id}`,
      headers: { ...TENANT, ...buyer.auth },
    });
    expect(cancelled.json().code, cancelled.json().msg).toBe(0);
    expect(await orderRow(order.id)).toMatchObject({ status: 40, payOrder: { status: 20 } });
    expect((await invoiceChannel(buyer))?.maxAmount).toBe(1_000);
  });
});

describe("a logo order's invoice on account", () => {
  it('is issued once the print data is approved, and is due its days after that', async () => {
    const buyer = await companyBuyer({ creditLimit: 10_000_000, termsDays: 30 });
    const sku = await app.db.sku.findFirstOrThrow({ where: { spuId: 1027, stock: { gte: 100 } }, orderBy: { id: 'asc' } });
    const logo = await postUpload(app, { name: 'logo.png', type: 'image/png', content: SAMPLES.png }, { headers: buyer.auth });
    const line = { skuId: sku.id, count: 25, orderType: 2, size: '1', locationId: '1', decoratingMethod: '1', imgUrl: logo.body.data };
    const body = { items: [line], deliveryType: '1', email: buyer.mail, ...berlinAddress };
    const created = (await postJson(app, '/pc-api/trade/order/create', body, buyer.auth)).body;
    expect(created.code, created.msg).toBe(0);
    const order = { member: buyer, id: created.data.id as number, payOrderId: created.data.payOrderId as number };
    const placed = (await onAccount(order)).body.data;
    expect(placed.payStatus).toBe(7);
    expect(await app.db.tradeInvoice.count({ where: { orderId: order.id } })).toBe(0);

    // The print data checked (as the shop's check leaves it), then approved by the buyer five days later.
    const [item] = await app.db.tradeOrderItem.findMany({ where: { orderId: order.id } });
    await app.db.tradeOrderItem.update({ where: { id: item!.id }, data: { printStatus: 20 } });
    const clock = app.services.clock;
    app.services.clock = () => new Date(Date.now() + 5 * DAY);
    try {
      const approved = await putJson(app, `/pc-api/trade/order/item/approve-print?id=${item!.id}`, {}, buyer.auth);
      expect(approved.body.code, approved.body.msg).toBe(0);
    } finally {
      app.services.clock = clock;
    }
    expect(await app.db.tradeInvoice.count({ where: { orderId: order.id } })).toBe(1);
    const dueTime = (await orderRow(order.id)).payOrder!.dueTime!.getTime();
    expect(dueTime - placed.dueTime).toBeGreaterThanOrEqual(5 * DAY - 60_000);
    expect(dueTime - placed.dueTime).toBeLessThan(5 * DAY + 60_000);
    const detail = (await getJson(app, `/pc-api/trade/order/get-detail?id=${order.id}`, buyer.auth)).body.data;
    expect(detail.dueTime).toBe(dueTime);
  });
});
