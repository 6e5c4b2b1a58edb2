import { ORDER_STATUS } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  berlinAddress,
  createMember,
  createTestApp,
  deleteJson,
  getJson,
  postJson,
  putJson,
  type TestApp,
  texasAddress,
} from '../../../test/helpers.ts';
import { expireApprovals } from './expire-approvals.ts';

const DE = 348;
/** Not found, outside a company, a buyer's role, one's own order, decided already, awaiting approval. */
const [NOT_FOUND, NO_COMPANY, ROLE, OWN, DECIDED, AWAITING] = [
  1_011_000_000, 1_004_020_000, 1_011_020_000, 1_011_020_001, 1_011_020_002, 1_011_020_003,
];

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '10000' });
});
afterAll(async () => app.close());
type Member = Awaited<ReturnType<typeof createMember>>;

/** A SKU of its own for each test (stock counted exactly), with plenty of pieces. */
let skuIndex = 0;
async function ownSku() {
  const skus = await app.db.sku.findMany({
    where: { stock: { gte: 50 }, spu: { status: 1 }, deletedAt: null },
    orderBy: { id: 'asc' },
    take: 20,
  });
  skuIndex += 1;
  return skus[skuIndex]!;
}

const orderBody = (skuId: number, count = 1, address: object = texasAddress) => ({
  items: [{ skuId, count }],
  deliveryType: '1',
  ...address,
});
const place = (member: Member, skuId: number, count = 1, address: object = texasAddress) =>
  postJson(app, '/pc-api/trade/order/create', { ...orderBody(skuId, count, address), email: member.mail }, member.auth);

/** What an order of `count` pieces costs the buyer (cents), as the settlement prices it (in dollars to Texas, in euros to Berlin). */
async function priceOf(skuId: number, count = 1, address: object = texasAddress): Promise<number> {
  const { body } = await postJson(app, '/pc-api/trade/order/settlement', orderBody(skuId, count, address));
  expect(body.code, body.msg).toBe(0);
  return body.data.price.payPrice;
}

/** A company made by its admin through the API, with an approver and a buyer of the given limits (cents). */
async function company(limits: { perOrder?: number | null; perMonth?: number | null }) {
  const admin = await createMember(app);
  const { body } = await postJson(app, '/pc-api/member/company/create', { name: `Acme ${Date.now()}`, countryId: DE }, admin.auth);
  expect(body.code, body.msg).toBe(0);
  const companyId = body.data as number;
  const approver = await createMember(app);
  const buyer = await createMember(app);
  await app.db.companyMember.create({ data: { memberId: approver.id, companyId, role: 'approver' } });
  await app.db.companyMember.create({
    data: {
      memberId: buyer.id,
      companyId,
      role: 'buyer',
      spendingLimitPerOrder: limits.perOrder ?? null,
      spendingLimitPerMonth: limits.perMonth ?? null,
    },
  });
  return { companyId, admin, approver, buyer };
}

const detail = async (member: Member, id: number) => (await getJson(app, `/pc-api/trade/order/get-detail?id=${id}`, member.auth)).body;
const approvals = async (member: Member) => (await getJson(app, '/pc-api/trade/order/approval-page', member.auth)).body;
const approve = (member: Member, id: number) => putJson(app, `/pc-api/trade/order/approve?id=${id}`, {}, member.auth);
const decline = (member: Member, id: number, reason: string) => putJson(app, '/pc-api/trade/order/decline', { id, reason }, member.auth);
const stockOf = async (skuId: number) => (await app.db.sku.findUniqueOrThrow({ where: { id: skuId } })).stock;
const mailsTo = (mail: string, template: string) => app.db.mailLog.findMany({ where: { toAddress: mail, template } });

describe('spending limits at order creation', () => {
  it('an order up to the per-order limit is unpaid at once; above it, it awaits approval with its stock held', async () => {
    const sku = await ownSku();
    const price = await priceOf(sku.id);
    const { buyer } = await company({ perOrder: price });
    const under = await place(buyer, sku.id);
    expect(under.body).toMatchObject({ code: 0, data: { status: ORDER_STATUS.unpaid } });
    const before = await stockOf(sku.id);
    const over = await place(buyer, sku.id, 2);
    expect(over.body).toMatchObject({ code: 0, data: { status: ORDER_STATUS.awaitingApproval } });
    expect(await stockOf(sku.id)).toBe(before - 2);
    const order = await detail(buyer, over.body.data.id);
    expect(order.data.status).toBe(5);
    // The stock is held for three days.
    expect(order.data.payExpireTime - order.data.createTime).toBeGreaterThan(3 * 24 * 60 * 60_000 - 60_000);
  });

  it('an order over what is left of the month waits; cancelled orders and other currencies do not count', async () => {
    const sku = await ownSku();
    const price = await priceOf(sku.id);
    const perMonth = Math.floor(price * 1.5);
    const { buyer } = await company({ perMonth });
    const first = await place(buyer, sku.id);
    expect(first.body.data.status).toBe(ORDER_STATUS.unpaid);
    // The month's dollars do not take from the euros: an order in euros counts only euro orders.
    expect(await priceOf(sku.id, 1, berlinAddress)).toBeLessThanOrEqual(perMonth);
    expect((await place(buyer, sku.id, 1, berlinAddress)).body.data.status).toBe(ORDER_STATUS.unpaid);
    const second = await place(buyer, sku.id);
    expect(second.body.data.status).toBe(ORDER_STATUS.awaitingApproval);
    // Withdrawn by the buyer (allowed while it waits), it no longer counts, nor does the cancelled first.
    expect((await deleteJson(app, `/pc-api/trade/order/cancel?id=${second.body.data.id}`, buyer.auth)).body).toMatchObject({ code: 0 });
    expect((await deleteJson(app, `/pc-api/trade/order/cancel?id=${first.body.data.id}`, buyer.auth)).body).toMatchObject({ code: 0 });
    const third = await place(buyer, sku.id);
    expect(third.body.data.status).toBe(ORDER_STATUS.unpaid);
  });

  it('orders awaiting approval count as unpaid orders the buyer holds: no more than the shop allows', async () => {
    const sku = await ownSku();
    const { buyer } = await company({ perOrder: 1 });
    const { unpaid } = await app.services.settings.read();
    for (let i = 0; i < unpaid.maxOrdersPerBuyer; i += 1) expect((await place(buyer, sku.id)).body.data.status).toBe(5);
    expect((await place(buyer, sku.id)).body.code).toBe(1_011_000_011);
  });

  it('admins and approvers have no limit; a member outside a company orders as before', async () => {
    const sku = await ownSku();
    const { admin, approver } = await company({ perOrder: 1 });
    const outsider = await createMember(app);
    for (const member of [admin, approver, outsider]) expect((await place(member, sku.id, 3)).body.data.status).toBe(ORDER_STATUS.unpaid);
  });
});

describe('approving and declining', () => {
  it('the approval page lists the order to the company’s approvers and admins only; they are mailed', async () => {
    const sku = await ownSku();
    const { admin, approver, buyer } = await company({ perOrder: 1 });
    const other = await company({});
    await app.db.member.update({ where: { id: approver.id }, data: { mailLanguage: 'de' } });
    const placed = await place(buyer, sku.id, 2);
    const id = placed.body.data.id;
    for (const member of [admin, approver]) {
      const page = await approvals(member);
      expect(page.code, page.msg).toBe(0);
      expect(page.data.total).toBe(1);
      expect(page.data.list[0]).toMatchObject({
        id,
        buyerName: 'Ada Lovelace',
        buyerMail: buyer.mail,
        canDecide: true,
        items: [{ count: 2 }],
      });
      expect(page.data.list[0].payPrice).toBeGreaterThan(0);
      const [mail] = await mailsTo(member.mail, 'order-approval-request');
      expect(mail?.text).toContain('/companyApprovals');
      expect(mail?.text).toContain(`2 × ${page.data.list[0].items[0].spuName}`);
    }
    const [german] = await mailsTo(approver.mail, 'order-approval-request');
    expect(german?.subject).toBe(`Bestellung ${(await detail(buyer, id)).data.no} von Ada Lovelace wartet auf Ihre Freigabe`);
    expect((await approvals(buyer)).code).toBe(ROLE);
    expect((await approvals(await createMember(app))).code).toBe(NO_COMPANY);
    expect((await approvals(other.admin)).data).toEqual({ list: [], total: 0 });
    expect((await approve(other.admin, id)).body.code).toBe(NOT_FOUND);
    expect((await approve(buyer, id)).body.code).toBe(ROLE);
    expect((await mailsTo(buyer.mail, 'order-approval-request')).length).toBe(0);
  });

  it('cannot be paid before approval; approved it is unpaid, the buyer is mailed the link, and it is paid', async () => {
    const sku = await ownSku();
    const { admin, buyer } = await company({ perOrder: 1 });
    const placed = await place(buyer, sku.id);
    const { id, payOrderId } = placed.body.data;
    const pay = () => postJson(app, '/pc-api/pay/order/pay/success', { id: payOrderId, channelCode: 'demo' }, buyer.auth);
    expect((await pay()).body.code).toBe(AWAITING);
    expect((await approve(admin, id)).body).toMatchObject({ code: 0, data: true });
    expect((await detail(buyer, id)).data.status).toBe(ORDER_STATUS.unpaid);
    const [mail] = await mailsTo(buyer.mail, 'order-approved');
    expect(mail?.text).toContain(`/payOrder?id=${id}`);
    expect(mail?.text).toContain('Ada Lovelace approved your order');
    expect((await pay()).body.code).toBe(0);
    expect((await detail(buyer, id)).data.status).toBe(ORDER_STATUS.awaitingDispatch);
    expect((await approve(admin, id)).body.code).toBe(DECIDED);
  });

  it('declined, the order is cancelled with its stock back, the reason kept and mailed', async () => {
    const sku = await ownSku();
    const { approver, buyer } = await company({ perOrder: 1 });
    const before = await stockOf(sku.id);
    const { id } = (await place(buyer, sku.id, 4)).body.data;
    expect(await stockOf(sku.id)).toBe(before - 4);
    expect((await decline(approver, id, '   ')).body.code).toBe(400);
    expect((await decline(approver, id, 'Too many notebooks this quarter')).body).toMatchObject({ code: 0 });
    expect(await stockOf(sku.id)).toBe(before);
    const order = (await detail(buyer, id)).data;
    expect(order).toMatchObject({ status: ORDER_STATUS.cancelled, declineReason: 'Too many notebooks this quarter', payStatus: 20 });
    const [mail] = await mailsTo(buyer.mail, 'order-declined');
    expect(mail?.text).toContain('Reason: Too many notebooks this quarter');
  });

  it('two approvers at once: exactly one decision, the other is told it was decided', async () => {
    const sku = await ownSku();
    const { admin, approver, buyer } = await company({ perOrder: 1 });
    const before = await stockOf(sku.id);
    const { id } = (await place(buyer, sku.id, 2)).body.data;
    const [a, b] = await Promise.all([approve(approver, id), decline(admin, id, 'No budget')]);
    const codes = [a.body.code, b.body.code].sort();
    expect(codes).toEqual([0, DECIDED]);
    const logs = await app.db.tradeOrderLog.findMany({ where: { orderId: id, action: { in: ['approve', 'decline'] } } });
    expect(logs).toHaveLength(1);
    const order = await app.db.tradeOrder.findUniqueOrThrow({ where: { id } });
    if (a.body.code === 0) expect([order.status, await stockOf(sku.id)]).toEqual([ORDER_STATUS.unpaid, before - 2]);
    else expect([order.status, await stockOf(sku.id)]).toEqual([ORDER_STATUS.cancelled, before]);
  });

  it('a buyer cannot decide on their own order unless an admin of the company', async () => {
    const sku = await ownSku();
    const { buyer } = await company({ perOrder: 1 });
    const { id } = (await place(buyer, sku.id)).body.data;
    await app.db.companyMember.update({ where: { memberId: buyer.id }, data: { role: 'approver' } });
    expect((await approvals(buyer)).data.list[0]).toMatchObject({ id, canDecide: false });
    expect((await approve(buyer, id)).body.code).toBe(OWN);
    await app.db.companyMember.update({ where: { memberId: buyer.id }, data: { role: 'admin' } });
    expect((await approve(buyer, id)).body.code).toBe(0);
  });
});

describe('the three-day hold', () => {
  it('the job declines orders left awaiting approval for three days, gives the stock back and mails the buyer', async () => {
    const sku = await ownSku();
    const { buyer } = await company({ perOrder: 1 });
    const before = await stockOf(sku.id);
    const { id } = (await place(buyer, sku.id, 3)).body.data;
    const clock = app.services.clock;
    // Not yet after two days.
    expect(await expireApprovals(app, new Date(Date.now() + 2 * 24 * 60 * 60_000))).toBe(0);
    app.services.clock = () => new Date(Date.now() + 3 * 24 * 60 * 60_000 + 60_000);
    try {
      const declined = await Promise.all([expireApprovals(app, app.services.clock()), expireApprovals(app, app.services.clock())]);
      expect(declined[0] + declined[1]).toBeGreaterThanOrEqual(1);
    } finally {
      app.services.clock = clock;
    }
    const order = (await detail(buyer, id)).data;
    expect(order).toMatchObject({ status: ORDER_STATUS.cancelled, declineReason: null });
    expect(await stockOf(sku.id)).toBe(before);
    const mails = await mailsTo(buyer.mail, 'order-approval-expired');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('within 3 days');
  });
});
