import jsQR from 'jsqr';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../test/admin-staff.ts';
import { multipart } from '../../../test/multipart.ts';
import {
  berlinAddress,
  createMember,
  createTestApp,
  getJson,
  postJson,
  putJson,
  TENANT,
  type TestApp,
  withClockAhead,
  texasAddress,
} from '../../../test/helpers.ts';
import { expireUnpaidOrders } from '../trade/expire-unpaid-orders.ts';
import { remindBankTransfers } from '../trade/remind-bank-transfers.ts';
import { epcPayload, shopBankAccount } from './bank-transfer.ts';

const DAY = 24 * 60 * 60_000;
const OVER_LIMIT = 1_007_001_001;
const NO_PAY_CHANNEL = 1_011_011_000;

let app: TestApp;
let staff: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  app = await createTestApp({ DEMO_PAYMENTS: 'true', RATE_LIMIT_LOGINS_PER_MINUTE: '10000' });
  staff = await createStaff(app, 'owner');
});
afterAll(async () => app.close());

/** The shop's clock moved on by `ms` while `run` runs. */
const later = <T>(ms: number, run: () => Promise<T>) => withClockAhead(app, ms, run);

const skuIds: number[] = [];
async function sku() {
  const found = await app.db.sku.findFirstOrThrow({
    where: {
      spu: { status: 1, quantityRules: { none: {} }, decoratingMethods: { isEmpty: true } },
      deletedAt: null,
      id: { notIn: skuIds },
      priceEur: { gt: 100 },
    },
    orderBy: { id: 'asc' },
  });
  skuIds.push(found.id);
  return app.db.sku.update({ where: { id: found.id }, data: { stock: 100_000 } });
}

/**
 * A new member's unpaid order to Berlin (EUR) or Texas (USD); `amount` (cents) then stands on the
 * order and its payment, as a larger basket would have priced it.
 */
async function unpaidOrder(to: 'DE' | 'TX', amount?: number) {
  const member = await createMember(app);
  const { id: skuId } = await sku();
  const created = await postJson(
    app,
    '/pc-api/trade/order/create',
    { items: [{ skuId, count: 1 }], deliveryType: '1', email: member.mail, ...(to === 'DE' ? berlinAddress : texasAddress) },
    member.auth,
  );
  expect(created.body.code, created.body.msg).toBe(0);
  const { id, payOrderId } = created.body.data as { id: number; payOrderId: number };
  if (amount !== undefined) {
    await app.db.tradeOrder.update({ where: { id }, data: { payPrice: amount } });
    await app.db.payOrder.update({ where: { id: payOrderId }, data: { amount } });
  }
  return { member, id, payOrderId };
}

const submit = (order: Awaited<ReturnType<typeof unpaidOrder>>, channelCode = 'bank_transfer') =>
  postJson(app, '/pc-api/pay/order/submit', { id: order.payOrderId, channelCode }, order.member.auth);

const orderStatus = async (id: number) => await app.db.tradeOrder.findUniqueOrThrow({ where: { id }, include: { payOrder: true } });

describe('payment methods and their limits', () => {
  it('answers each method with its largest order in major units of the currency; bank transfer for EUR and USD', async () => {
    for (const currency of ['EUR', 'USD'])
      expect(
        (await getJson(app, '/pc-api/trade/config/get', { 'country-code': currency === 'EUR' ? 'DE' : 'US' })).body.data.payChannels,
      ).toEqual([
        { code: 'demo', maxAmount: 8000 },
        { code: 'bank_transfer', maxAmount: 12_500 },
      ]);
  });

  it('refuses the wallet for 8,000.01 € and takes 8,000.00 €; the same figures in dollars', async () => {
    for (const to of ['DE', 'TX'] as const) {
      const over = await unpaidOrder(to, 800_001);
      const refused = await postJson(app, '/pc-api/pay/order/pay/success', { id: over.payOrderId, channelCode: 'demo' }, over.member.auth);
      expect(refused.body.code).toBe(OVER_LIMIT);
      expect(refused.body.msg).toContain(to === 'DE' ? '8,000.00' : '$8,000.00');
      expect((await orderStatus(over.id)).status).toBe(0);
      const within = await unpaidOrder(to, 800_000);
      expect(
        (await postJson(app, '/pc-api/pay/order/pay/success', { id: within.payOrderId, channelCode: 'demo' }, within.member.auth)).body
          .code,
      ).toBe(0);
    }
  });

  it('refuses PayPal above 8,000 before asking PayPal', async () => {
    const paypal = await createTestApp({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_API_BASE: 'http://127.0.0.1:9' });
    try {
      expect((await getJson(paypal, '/pc-api/trade/config/get')).body.data.payChannels).toEqual([
        { code: 'paypal', maxAmount: 8000 },
        { code: 'card', maxAmount: 4000 },
        { code: 'bank_transfer', maxAmount: 12_500 },
      ]);
      const member = await createMember(paypal);
      const skuId = (await paypal.db.sku.findFirstOrThrow({ where: { id: { in: skuIds } } })).id;
      const created = await postJson(
        paypal,
        '/pc-api/trade/order/create',
        { items: [{ skuId, count: 1 }], deliveryType: '1', email: member.mail, ...berlinAddress },
        member.auth,
      );
      expect(created.body.code, created.body.msg).toBe(0);
      await paypal.db.payOrder.update({ where: { id: created.body.data.payOrderId }, data: { amount: 800_001 } });
      const refused = await postJson(paypal, `/pc-api/pay/order/paypal/create?id=${created.body.data.payOrderId}`, {}, member.auth);
      expect(refused.body.code).toBe(OVER_LIMIT);
    } finally {
      await paypal.close();
    }
  });

  it('refuses bank transfer above 12,500, and an order no method takes with 1011011000', async () => {
    const over = await unpaidOrder('DE', 1_250_001);
    expect((await submit(over)).body.code).toBe(OVER_LIMIT);
    const member = await createMember(app);
    const big = await sku();
    const count = Math.ceil(2_000_000 / big.priceEur);
    const refused = await postJson(
      app,
      '/pc-api/trade/order/create',
      { items: [{ skuId: big.id, count }], deliveryType: '1', email: member.mail, ...berlinAddress },
      member.auth,
    );
    expect(refused.body.code).toBe(NO_PAY_CHANNEL);
    expect((await app.db.sku.findUniqueOrThrow({ where: { id: big.id } })).stock).toBe(100_000);
  });
});

describe('bank transfer', () => {
  it('answers a checked reference, the due day in 14 days, the account and an EPC QR code that decodes to IBAN, amount and reference', async () => {
    const order = await unpaidOrder('DE', 1_234_505);
    const before = Date.now();
    const { body } = await submit(order);
    expect(body.code, body.msg).toBe(0);
    expect(body.data).toMatchObject({
      payStatus: 0,
      amount: 1_234_505,
      currency: 'EUR',
      account: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
    });
    expect(body.data.reference).toMatch(/^RF\d{2}\d{8}$/);
    expect(body.data.dueTime).toBeGreaterThanOrEqual(before + 14 * DAY);
    expect(body.data.dueTime).toBeLessThan(Date.now() + 14 * DAY + 1000);

    const png = Buffer.from(body.data.qrCode.replace(/^data:image\/png;base64,/, ''), 'base64');
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const decoded = jsQR(new Uint8ClampedArray(data), info.width, info.height);
    const lines = decoded!.data.split('\n');
    expect(lines.slice(0, 4)).toEqual(['BCD', '002', '1', 'SCT']);
    expect(lines[6]).toBe('DE89370400440532013000');
    expect(lines[7]).toBe('EUR12345.05');
    expect(lines[9]).toBe(body.data.reference);

    const detail = await getJson(app, `/pc-api/trade/order/get-detail?id=${order.id}`, order.member.auth);
    expect(detail.body.data).toMatchObject({ status: 0, payStatus: 0, dueTime: body.data.dueTime, payExpireTime: body.data.dueTime });

    // Asked again: the same answer, one mail with the bank details.
    expect((await submit(order)).body.data.reference).toBe(body.data.reference);
    const mails = await app.db.mailLog.findMany({ where: { toAddress: order.member.mail, template: 'order-bank-transfer' } });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('DE89 3704 0044 0532 0130 00');
    expect(mails[0]!.text).toContain(body.data.reference.slice(0, 4));
  });

  it('renders the same QR payload with the qrcode package as the server builds it', async () => {
    const account = shopBankAccount((await app.services.settings.read()).legal)!;
    const png = await QRCode.toBuffer(epcPayload(account, 500, 'RF18539007547034'), { errorCorrectionLevel: 'M' });
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toContain('EUR5.00\n\nRF18539007547034');
  });

  it('names no QR code for USD orders', async () => {
    const order = await unpaidOrder('TX');
    const { body } = await submit(order);
    expect(body.code, body.msg).toBe(0);
    expect(body.data.qrCode).toBeNull();
    expect(body.data.currency).toBe('USD');
  });

  it('keeps the order unpaid past 30 minutes, reminds after 7 days once, and cancels it after 14 days', async () => {
    const order = await unpaidOrder('DE');
    await submit(order);
    await expireUnpaidOrders(app.db, new Date(Date.now() + 31 * 60_000));
    expect((await orderStatus(order.id)).status).toBe(0);
    expect(await later(6 * DAY, () => remindBankTransfers(app, app.services.clock()))).toBe(0);
    expect(await later(7 * DAY + 60_000, () => remindBankTransfers(app, app.services.clock()))).toBeGreaterThanOrEqual(1);
    expect(await later(8 * DAY, () => remindBankTransfers(app, app.services.clock()))).toBe(0);
    expect(await app.db.mailLog.count({ where: { toAddress: order.member.mail, template: 'order-bank-transfer-reminder' } })).toBe(1);
    await expireUnpaidOrders(app.db, new Date(Date.now() + 13 * DAY));
    expect((await orderStatus(order.id)).status).toBe(0);
    await expireUnpaidOrders(app.db, new Date(Date.now() + 14 * DAY + 60_000));
    const cancelled = await orderStatus(order.id);
    expect(cancelled.status).toBe(40);
    expect(cancelled.payOrder?.status).toBe(20);
  });
});

describe('receivables', () => {
  const admin = () => staff.auth;
  const record = (payOrderId: number, amount: number) =>
    putJson(app, '/admin-api/pay/order/record-payment', { payOrderId, amount, reference: 'manual' }, admin());

  it('lists open bank transfers; a partial payment and the rest pay the order as a capture does', async () => {
    const order = await unpaidOrder('DE', 10_000);
    await submit(order);
    const page = await getJson(
      app,
      `/admin-api/pay/order/receivable-page?pageSize=100&reference=${(await orderStatus(order.id)).payOrder!.reference}`,
      admin(),
    );
    expect(page.body.data.list).toEqual([
      expect.objectContaining({ payOrderId: order.payOrderId, amount: 10_000, paidAmount: 0, overdue: false }),
    ]);

    const first = await record(order.payOrderId, 4_000);
    expect(first.body.data).toEqual({ payStatus: 0, paidAmount: 4_000, amount: 10_000 });
    expect((await record(order.payOrderId, 6_001)).body.code).toBe(1_007_002_006);
    const rest = await record(order.payOrderId, 6_000);
    expect(rest.body.data).toEqual({ payStatus: 10, paidAmount: 10_000, amount: 10_000 });
    const paid = await orderStatus(order.id);
    expect(paid.status).toBe(10);
    expect(paid.payOrder).toMatchObject({ status: 10, channelCode: 'bank_transfer' });
    expect(await app.db.mailLog.count({ where: { toAddress: order.member.mail, template: 'order-paid' } })).toBe(1);
    expect((await record(order.payOrderId, 1)).body.code).toBe(1_007_002_005);
  });

  it('takes no wallet payment once part of the money came by transfer; the overdue filter lists only what is past due', async () => {
    const order = await unpaidOrder('DE', 3_000);
    await submit(order);
    await record(order.payOrderId, 1_000);
    const wallet = await postJson(app, '/pc-api/pay/order/pay/success', { id: order.payOrderId, channelCode: 'demo' }, order.member.auth);
    expect(wallet.body.code).toBe(1_007_001_000);
    const reference = (await orderStatus(order.id)).payOrder!.reference!;
    const listed = async () =>
      (await getJson(app, `/admin-api/pay/order/receivable-page?overdue=true&reference=${reference}`, admin())).body.data.list as unknown[];
    expect(await listed()).toEqual([]);
    const pastDue = await later(14 * DAY + 60_000, listed);
    expect(pastDue).toEqual([expect.objectContaining({ payOrderId: order.payOrderId, paidAmount: 1_000, overdue: true })]);
  });

  it("gives a guest's order its reference through the order key", async () => {
    const { id: skuId } = await sku();
    const created = await postJson(app, '/pc-api/trade/order/guest/create', {
      items: [{ skuId, count: 1 }],
      deliveryType: '1',
      email: `bank-guest-${Date.now()}@example.com`,
      address: berlinAddress,
    });
    expect(created.body.code, created.body.msg).toBe(0);
    const answer = await postJson(app, '/pc-api/pay/order/guest/submit', {
      orderToken: created.body.data.token,
      channelCode: 'bank_transfer',
    });
    expect(answer.body.code, answer.body.msg).toBe(0);
    expect(answer.body.data.reference).toBe((await orderStatus(created.body.data.id)).payOrder!.reference);
    expect(answer.body.data.qrCode).toMatch(/^data:image\/png;base64,/);
  });

  it('refuses staff without the permission', async () => {
    const support = await createStaff(app, 'support');
    expect((await getJson(app, '/admin-api/pay/order/receivable-page', support.auth)).body.code).toBe(403);
  });

  const importFile = (name: string, type: string, content: string) => {
    const form = multipart({ name, type, content: Buffer.from(content) });
    return app.inject({
      method: 'POST',
      url: '/admin-api/pay/order/import-statement',
      payload: form.payload,
      headers: { ...TENANT, ...admin(), ...form.headers },
    });
  };

  it('matches two payments of a CAMT.053 statement, lists an unknown and an already paid one, and changes nothing the second time', async () => {
    const [a, b, done] = [await unpaidOrder('DE', 2_500), await unpaidOrder('DE', 7_345), await unpaidOrder('DE', 1_000)];
    for (const order of [a, b, done]) await submit(order);
    const ref = async (order: { id: number }) => (await orderStatus(order.id)).payOrder!.reference!;
    await record(done.payOrderId, 1_000);
    const ntry = (id: string, amount: string, text: string) =>
      `<Ntry><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-11-27</Dt></BookgDt><AcctSvcrRef>${id}-${a.id}</AcctSvcrRef><NtryDtls><TxDtls><RmtInf><Ustrd>${text}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`;
    const xml = `<?xml version="1.0" encoding="UTF-8"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt>${[
      ntry('A', '25.00', `Payment ${await ref(a)}`),
      ntry('B', '73.45', (await ref(b)).replace(/(.{4})/g, '$1 ').toLowerCase()),
      ntry('C', '10.00', 'RF18539007547034 someone else'),
      ntry('D', '10.00', await ref(done)),
      '<Ntry><Amt Ccy="EUR">99.00</Amt><CdtDbtInd>DBIT</CdtDbtInd></Ntry>',
    ].join('')}</Stmt></BkToCstmrStmt></Document>`;

    const first = (await importFile('statement.xml', 'application/xml', xml)).json();
    expect(first.code, first.msg).toBe(0);
    expect(first.data.matched.map((l: { amount: number }) => l.amount)).toEqual([2_500, 7_345]);
    expect(first.data.unmatched.map((l: { amount: number }) => l.amount)).toEqual([1_000]);
    expect(first.data.alreadyPaid.map((l: { amount: number }) => l.amount)).toEqual([1_000]);
    for (const order of [a, b]) expect((await orderStatus(order.id)).status).toBe(10);

    const receipts = await app.db.payReceipt.count();
    const second = (await importFile('statement.xml', 'application/xml', xml)).json();
    expect(second.data.matched).toEqual([]);
    expect(second.data.alreadyPaid).toHaveLength(3);
    expect(await app.db.payReceipt.count()).toBe(receipts);
  });

  it('reads the CSV variant, counting a partial payment once however often it is imported', async () => {
    const order = await unpaidOrder('DE', 5_000);
    await submit(order);
    const reference = (await orderStatus(order.id)).payOrder!.reference!;
    const csv = `Buchungstag;Betrag;Währung;Verwendungszweck\n27.11.2026;20,00;EUR;${reference}\n27.11.2026;3,00;EUR;no reference\n`;
    const first = (await importFile('statement.csv', 'text/csv', csv)).json();
    expect(first.data.matched).toHaveLength(1);
    expect(first.data.unmatched).toHaveLength(1);
    const second = (await importFile('statement.csv', 'text/csv', csv)).json();
    expect(second.data.matched).toHaveLength(0);
    const payment = (await orderStatus(order.id)).payOrder!;
    expect(payment).toMatchObject({ paidAmount: 2_000, status: 0 });
  });

  it('refuses a file that is no statement, and XML with a document type definition', async () => {
    expect((await importFile('x.txt', 'text/plain', 'hello')).json().code).toBe(1_007_003_000);
    const bomb = '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY e "e">]><Document><BkToCstmrStmt>&e;</BkToCstmrStmt></Document>';
    expect((await importFile('x.xml', 'application/xml', bomb)).json().code).toBe(1_007_003_000);
  });
});
