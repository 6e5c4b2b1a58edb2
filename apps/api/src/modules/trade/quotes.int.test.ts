import { formatMoney, QUOTE_STATUS } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../test/admin-staff.ts';
import {
  berlinAddress,
  createMailTestApp,
  createMember,
  getJson,
  postJson,
  putJson,
  type TestApp,
  type TestSmtp,
  texasAddress,
  uploadLogo,
} from '../../../test/helpers.ts';
import { paidMemberOrder } from '../../../test/paid-orders.ts';
import { pdfText } from '../../../test/pdf-text.ts';

let app: TestApp;
let smtp: TestSmtp;
let staff: Awaited<ReturnType<typeof createStaff>>;
let support: Awaited<ReturnType<typeof createStaff>>;
/** The logo mug (screen, pad or digital print). */
const MUG = 1027;
let mugSku: number;
const DAY = 86_400_000;

beforeAll(async () => {
  ({ app, smtp } = await createMailTestApp({
    RATE_LIMIT_LOGINS_PER_MINUTE: '10000',
    RATE_LIMIT_UPLOADS_PER_MINUTE: '1000',
    RATE_LIMIT_FORMS_PER_MINUTE: '1000',
  }));
  staff = await createStaff(app, 'fulfilment');
  support = await createStaff(app, 'support');
  await app.db.adminUser.update({ where: { id: staff.id }, data: { notifyKinds: ['quote'] } });
  const sku = await app.db.sku.findFirstOrThrow({ where: { spuId: MUG }, orderBy: { id: 'asc' } });
  // 500 mugs are more than half the stock: an agreed quote is not held to the unpaid share of a SKU's stock.
  await app.db.sku.update({ where: { id: sku.id }, data: { stock: 900 } });
  mugSku = sku.id;
});
afterAll(async () => app.close());

type Member = Awaited<ReturnType<typeof createMember>>;

const logoLine = (imgUrl: string, count = 500) => ({
  skuId: mugSku,
  count,
  orderType: 2,
  size: '8x6',
  locationId: '2',
  decoratingMethod: '2',
  imgUrl,
  description: 'Logo in Pantone 286 C',
});

async function memberWithAddress(): Promise<Member> {
  const member = await createMember(app);
  const saved = await postJson(app, '/pc-api/member/address/create', { ...texasAddress, defaultStatus: true }, member.auth);
  expect(saved.body.code).toBe(0);
  return member;
}

async function requestQuote(member: Member, extra: Record<string, unknown> = {}) {
  const imgUrl = await uploadLogo(app, member.auth);
  const { body } = await postJson(
    app,
    '/pc-api/trade/quote/create',
    { items: [logoLine(imgUrl)], deliveryType: '1', note: 'For our trade fair in March', poNumber: 'PO-4711', ...extra },
    member.auth,
  );
  expect(body.code).toBe(0);
  return body.data as { id: number; no: string };
}

const admin = (path: string) => getJson(app, `/admin-api/trade/quote/${path}`, staff.auth);
const price = (id: number, lines: { id: number; unitPrice: number; printPrice: number; setupPrice?: number }[], validInDays = 14) =>
  putJson(
    app,
    '/admin-api/trade/quote/price',
    { id, lines, deliveryPrice: 2500, validTo: app.services.clock().getTime() + validInDays * DAY, note: 'Production 2 weeks' },
    staff.auth,
  );

async function priced(member: Member, validInDays = 14) {
  const quote = await requestQuote(member);
  const detail = (await admin(`get?id=${quote.id}`)).body.data;
  const line = detail.lines[0];
  expect((await price(quote.id, [{ id: line.id, unitPrice: 650, printPrice: 95, setupPrice: 4900 }], validInDays)).body).toEqual(
    expect.objectContaining({ code: 0, data: true }),
  );
  return quote;
}

const mailsTo = (to: string, template: string) => app.db.mailLog.findMany({ where: { toAddress: to, template }, orderBy: { id: 'asc' } });

describe('quotes', () => {
  it('a member asks for 500 logo mugs: numbered Q-<year>-<n>, priced at the catalogue first, buyer and staff mailed, listed with the PO number', async () => {
    const member = await memberWithAddress();
    const quote = await requestQuote(member);
    expect(quote.no).toMatch(new RegExp(`^Q-${new Date().getFullYear()}-\\d{6}$`));
    const mine = await getJson(app, `/pc-api/trade/quote/get?id=${quote.id}`, member.auth);
    expect(mine.body.data).toMatchObject({
      no: quote.no,
      status: QUOTE_STATUS.requested,
      poNumber: 'PO-4711',
      note: 'For our trade fair in March',
      pieces: 500,
      validTo: null,
      hasAddress: true,
    });
    const [line] = mine.body.data.lines;
    expect(line).toMatchObject({
      count: 500,
      size: '8x6',
      printWidthMm: 80,
      printHeightMm: 60,
      locationId: '2',
      decoratingMethod: '2',
      orderType: 2,
    });
    // The back office reads the print order by name.
    const staffLine = (await admin(`get?id=${quote.id}`)).body.data.lines[0];
    expect(staffLine).toMatchObject({ decoratingMethodName: 'Pad print', locationName: 'Back centre', printWidthMm: 80 });
    const { price: figures } = mine.body.data;
    expect(line.totalPrice + line.decalsPrice + figures.deliveryPrice + figures.salesTaxPrice).toBe(figures.payPrice);
    expect((await getJson(app, '/pc-api/trade/quote/page?status=10', member.auth)).body.data).toMatchObject({ total: 1 });
    expect((await mailsTo(member.mail, 'quote-requested')).length).toBe(1);
    expect((await mailsTo(staff.username, 'staff-quote'))[0]?.text).toContain(quote.no);
    // Somebody else's quote is nobody's business.
    const other = await createMember(app);
    expect((await getJson(app, `/pc-api/trade/quote/get?id=${quote.id}`, other.auth)).body.code).toBe(1_011_030_000);
    expect((await admin(`page?status=10&keyword=${quote.no}`)).body.data.list.map((q: { id: number }) => q.id)).toEqual([quote.id]);
  });

  it('the shop prices line by line with a setup fee: lines add up to the total, the PDF is mailed and reads the same figures', async () => {
    const member = await memberWithAddress();
    const quote = await priced(member);
    const detail = (await getJson(app, `/pc-api/trade/quote/get?id=${quote.id}`, member.auth)).body.data;
    const [line] = detail.lines;
    expect(line).toMatchObject({ unitPrice: 650, printPrice: 95, setupPrice: 4900, totalPrice: 500 * 650, decalsPrice: 500 * 95 + 4900 });
    expect(detail).toMatchObject({ status: QUOTE_STATUS.priced, shopNote: 'Production 2 weeks', validTo: expect.any(Number) });
    expect(detail.price.deliveryPrice).toBe(2500);
    // Texas sales tax on the goods, as for any order there.
    expect(detail.price.salesTaxPrice).toBeGreaterThan(0);
    expect(line.totalPrice + line.decalsPrice + detail.price.deliveryPrice + detail.price.salesTaxPrice).toBe(detail.price.payPrice);

    // Mail goes out from the job queue after the answer: the quote's, with its PDF attached.
    for (
      let waited = 0;
      waited < 10_000 && !smtp.received.some((m) => m.to.includes(member.mail) && m.raw.includes('application/pdf'));
      waited += 50
    )
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(smtp.received.find((m) => m.to.includes(member.mail) && m.raw.includes('application/pdf'))?.raw).toContain(`${quote.no}.pdf`);
    expect((await mailsTo(member.mail, 'quote-priced'))[0]?.subject).toContain(`Your quote ${quote.no}`);
    const pdf = await app.inject({
      method: 'GET',
      url: `/pc-api/trade/quote/pdf?id=${quote.id}`,
      headers: { 'tenant-id': '1', ...member.auth },
    });
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain(quote.no);
    expect(text).toContain('PO-4711');
    expect(text).toContain(formatMoney(detail.price.payPrice, 'USD', 'en'));
    expect(text).toContain(formatMoney(500 * 650, 'USD', 'en'));
    expect(text).toContain(formatMoney(4900, 'USD', 'en'));
    // The line's amount is the quoted one, not the catalogue's of the request.
    const sent = await app.db.tradeQuote.findUniqueOrThrow({ where: { id: quote.id } });
    expect((sent.content as { lines: string[][] }).lines[0]![4]).toBe(formatMoney(500 * 650, 'USD', 'en'));
    // Support reads quotes but does not price them.
    expect((await getJson(app, `/admin-api/trade/quote/get?id=${quote.id}`, support.auth)).body.code).toBe(0);
    expect(
      (await putJson(app, '/admin-api/trade/quote/price', { id: quote.id, lines: [], deliveryPrice: 0, validTo: 1 }, support.auth)).body
        .code,
    ).toBe(403);
    expect((await price(quote.id, [{ id: line.id + 1000, unitPrice: 1, printPrice: 1 }])).body.code).toBe(1_011_030_004);
  });

  it('messages go both ways with pictures, and each side is mailed', async () => {
    const member = await memberWithAddress();
    const quote = await requestQuote(member);
    const picture = await uploadLogo(app, member.auth);
    const asked = await postJson(
      app,
      '/pc-api/trade/quote/message',
      { id: quote.id, content: 'Can you print in gold?', picUrls: [picture] },
      member.auth,
    );
    expect(asked.body).toMatchObject({ code: 0, data: true });
    expect((await mailsTo(staff.username, 'staff-quote-message'))[0]?.text).toContain('Can you print in gold?');
    const answered = await postJson(
      app,
      '/admin-api/trade/quote/message',
      { id: quote.id, content: 'Yes, gold foil costs 0.30 more.', picUrls: [] },
      staff.auth,
    );
    expect(answered.body.code).toBe(0);
    expect((await mailsTo(member.mail, 'quote-message'))[0]?.text).toContain('Yes, gold foil costs 0.30 more.');
    const thread = (await getJson(app, `/pc-api/trade/quote/get?id=${quote.id}`, member.auth)).body.data.messages;
    expect(thread.map((m: { fromShop: boolean; picUrls: string[] }) => [m.fromShop, m.picUrls.length])).toEqual([
      [false, 1],
      [true, 0],
    ]);
    expect(
      (
        await postJson(
          app,
          '/pc-api/trade/quote/message',
          { id: quote.id, content: 'x', picUrls: ['http://elsewhere.test/a.png'] },
          member.auth,
        )
      ).body.code,
    ).toBe(1_001_003_003);
  });

  it('accepting twice at once makes one order at exactly the quoted prices, with the PO number, payable by the demo wallet', async () => {
    const member = await memberWithAddress();
    const quote = await requestQuote(member);
    expect((await putJson(app, `/pc-api/trade/quote/accept?id=${quote.id}`, {}, member.auth)).body.code).toBe(1_011_030_002);
    const line = (await admin(`get?id=${quote.id}`)).body.data.lines[0];
    await price(quote.id, [{ id: line.id, unitPrice: 650, printPrice: 95, setupPrice: 4900 }]);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        app.inject({ method: 'PUT', url: `/pc-api/trade/quote/accept?id=${quote.id}`, headers: { 'tenant-id': '1', ...member.auth } }),
      ),
    );
    const orderIds = answers.map((answer) => answer.json().data?.orderId);
    expect(answers.map((answer) => answer.json().code)).toEqual([0, 0, 0, 0]);
    expect(new Set(orderIds).size).toBe(1);
    expect(await app.db.tradeOrder.count({ where: { memberId: member.id } })).toBe(1);
    const again = await putJson(app, `/pc-api/trade/quote/accept?id=${quote.id}`, {}, member.auth);
    expect(again.body.data.orderId).toBe(orderIds[0]);

    const view = (await getJson(app, `/pc-api/trade/quote/get?id=${quote.id}`, member.auth)).body.data;
    const order = (await getJson(app, `/pc-api/trade/order/get-detail?id=${orderIds[0]}`, member.auth)).body.data;
    expect(view).toMatchObject({ status: QUOTE_STATUS.accepted, orderId: order.id });
    expect(order).toMatchObject({
      status: 0,
      poNumber: 'PO-4711',
      payPrice: view.price.payPrice,
      deliveryPrice: 2500,
      decalsPrice: 500 * 95 + 4900,
    });
    expect(order.items[0]).toMatchObject({
      price: 650,
      count: 500,
      totalPrice: 500 * 650,
      size: '8x6',
      printWidthMm: 80,
      printHeightMm: 60,
      decoratingMethod: '2',
    });
    const paid = await postJson(app, '/pc-api/pay/order/pay/success', { id: order.payOrderId, channelCode: 'demo' }, member.auth);
    expect(paid.body.code).toBe(0);
    expect((await getJson(app, `/pc-api/trade/order/get-detail?id=${order.id}`, member.auth)).body.data.status).toBe(10);
  });

  it('the order placed from an accepted quote names the quote among its back-office documents, whose PDF the link downloads', async () => {
    const member = await memberWithAddress();
    const quote = await priced(member);
    // The tests before have sold most of the 900 mugs.
    await app.db.sku.update({ where: { id: mugSku }, data: { stock: 900 } });
    const accepted = (await putJson(app, `/pc-api/trade/quote/accept?id=${quote.id}`, {}, member.auth)).body;
    expect(accepted.code, accepted.msg).toBe(0);
    const orderId = accepted.data.orderId as number;
    const detail = (await getJson(app, `/admin-api/trade/order/get-detail?id=${orderId}`, staff.auth)).body.data;
    expect(detail.documents.quote).toEqual({ id: quote.id, no: quote.no });
    const pdf = await app.inject({ method: 'GET', url: `/admin-api/trade/quote/pdf?id=${detail.documents.quote.id}`, headers: staff.auth });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await pdfText(pdf.rawPayload)).text).toContain(quote.no);

    const plain = await paidMemberOrder(app, member, { count: 2, address: berlinAddress });
    expect((await getJson(app, `/admin-api/trade/order/get-detail?id=${plain}`, staff.auth)).body.data.documents.quote).toBeNull();
  });

  it('a guest asks with e-mail, name, company and address, follows the signed link, and accepts into a guest order', async () => {
    const imgUrl = await uploadLogo(app, {});
    const request = { items: [logoLine(imgUrl, 100)], deliveryType: '1', note: '' };
    expect((await postJson(app, '/pc-api/trade/quote/create', request)).body.code).toBe(1_011_030_006);
    const email = `buyer-${Date.now()}@example.test`;
    const created = await postJson(app, '/pc-api/trade/quote/create', {
      ...request,
      email,
      name: 'Erika Mustermann',
      company: 'Muster GmbH',
      address: berlinAddress,
    });
    expect(created.body.data).toMatchObject({ no: expect.stringMatching(/^Q-/), token: expect.any(String) });
    const { token } = created.body.data;
    const link = /guestQuote\?key=(\S+)/.exec((await mailsTo(email, 'quote-requested'))[0]!.text)![1]!;
    const opened = await getJson(app, `/pc-api/trade/quote/guest/get?token=${encodeURIComponent(link)}`);
    expect(opened.body.data).toMatchObject({ no: created.body.data.no, currency: 'EUR', company: 'Muster GmbH', name: 'Erika Mustermann' });
    expect((await getJson(app, `/pc-api/trade/quote/guest/get?token=${encodeURIComponent(`${token}x`)}`)).body.code).toBe(1_011_030_000);
    const line = opened.body.data.lines[0];
    await price(created.body.data.id, [{ id: line.id, unitPrice: 700, printPrice: 120 }]);
    expect(
      (await postJson(app, '/pc-api/trade/quote/guest/message', { token, content: 'Delivery by 3 March?', picUrls: [] })).body.code,
    ).toBe(0);
    const accepted = await putJson(app, `/pc-api/trade/quote/guest/accept?token=${encodeURIComponent(token)}`, {});
    expect(accepted.body.data).toMatchObject({ orderId: expect.any(Number), token: expect.any(String) });
    const order = await getJson(app, `/pc-api/trade/order/guest/get-detail?token=${encodeURIComponent(accepted.body.data.token)}`);
    expect(order.body.data).toMatchObject({ status: 0, currency: 'EUR', email, deliveryPrice: 2500 });
    expect(order.body.data.items[0]).toMatchObject({ price: 700, count: 100 });
    expect(order.body.data.address).toMatchObject({ city: 'Berlin' });
  });

  it('the job queue closes a priced quote past its validity by the shop’s clock and mails the buyer; it can no longer be accepted', async () => {
    const member = await memberWithAddress();
    const quote = await priced(member, 1);
    const clock = app.services.clock;
    app.services.clock = () => new Date(Date.now() + 2 * DAY);
    try {
      await app.services.jobs.send('quote.expire');
      for (let waited = 0; waited < 15_000; waited += 100) {
        if ((await app.db.tradeQuote.findUniqueOrThrow({ where: { id: quote.id } })).status === QUOTE_STATUS.expired) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      app.services.clock = clock;
    }
    expect((await app.db.tradeQuote.findUniqueOrThrow({ where: { id: quote.id } })).status).toBe(QUOTE_STATUS.expired);
    expect((await mailsTo(member.mail, 'quote-expired'))[0]?.text).toContain(quote.no);
    expect((await putJson(app, `/pc-api/trade/quote/accept?id=${quote.id}`, {}, member.auth)).body.code).toBe(1_011_030_003);
  });

  it('a quote declined by the shop is mailed with the reason and can no longer be accepted, priced or declined', async () => {
    const member = await memberWithAddress();
    const quote = await priced(member);
    const declined = await putJson(
      app,
      '/admin-api/trade/quote/decline',
      { id: quote.id, reason: 'We cannot print on this mug in gold.' },
      staff.auth,
    );
    expect(declined.body).toMatchObject({ code: 0, data: true });
    expect((await mailsTo(member.mail, 'quote-declined'))[0]?.text).toContain('We cannot print on this mug in gold.');
    expect((await getJson(app, `/pc-api/trade/quote/get?id=${quote.id}`, member.auth)).body.data.status).toBe(QUOTE_STATUS.declined);
    expect((await putJson(app, `/pc-api/trade/quote/accept?id=${quote.id}`, {}, member.auth)).body.code).toBe(1_011_030_001);
    expect((await putJson(app, '/admin-api/trade/quote/decline', { id: quote.id }, staff.auth)).body.code).toBe(1_011_030_001);
    // The buyer declines an open one of theirs.
    const open = await requestQuote(member);
    expect((await putJson(app, `/pc-api/trade/quote/decline?id=${open.id}`, {}, member.auth)).body.code).toBe(0);
  });
});
