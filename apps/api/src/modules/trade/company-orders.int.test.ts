import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyTeam } from '../../../test/company.ts';
import { berlinAddress, createMember, createTestApp, deleteJson, getJson, postJson, type TestApp } from '../../../test/helpers.ts';

const CODES = { orderNotFound: 1_011_000_000, companyNotFound: 1_004_020_000 };

type Member = Awaited<ReturnType<typeof createMember>>;
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '10000', UNPAID_ORDERS_PER_BUYER: '1000' });
});
afterAll(async () => app.close());

/** An unpaid order of two pieces to Berlin with a PO number. */
async function order(member: Member, poNumber: string) {
  const sku = await app.db.sku.findFirstOrThrow({
    where: { stock: { gte: 50 }, spu: { status: 1, decoratingMethods: { isEmpty: true } }, deletedAt: null, piecesPerUnit: 1 },
    orderBy: { id: 'asc' },
  });
  const body = { items: [{ skuId: sku.id, count: 2 }], deliveryType: '1', email: member.mail, poNumber, ...berlinAddress };
  const { body: answer } = await postJson(app, '/pc-api/trade/order/create', body, member.auth);
  expect(answer.code, answer.msg).toBe(0);
  return answer.data.id as number;
}

const page = async (member: Member, query = '') => (await getJson(app, `/pc-api/trade/order/company-page?${query}`, member.auth)).body;
const detail = async (member: Member, id: number) =>
  (await getJson(app, `/pc-api/trade/order/company-get-detail?id=${id}`, member.auth)).body;

describe("a company's order history", () => {
  it('admins and approvers see every member’s orders with buyer, PO number and total, filtered by buyer and status, paged', async () => {
    const team = await companyTeam(app);
    const first = await order(team.buyer, 'PO-1');
    const second = await order(team.colleague, 'PO-2');
    const third = await order(team.colleague, 'PO-3');
    await app.db.tradeOrder.update({ where: { id: third }, data: { status: 40 } });
    // Orders of another company and the buyer's orders from before they joined are not the company's.
    await order((await companyTeam(app, 'Other GmbH')).buyer, 'PO-X');

    for (const reader of [team.admin, team.approver]) {
      const all = await page(reader);
      expect(all.code).toBe(0);
      expect(all.data.total).toBe(3);
      expect(all.data.list.map((o: { id: number }) => o.id)).toEqual([third, second, first]);
      expect(all.data.list[2]).toMatchObject({
        memberId: team.buyer.id,
        buyerName: 'Ada Lovelace',
        buyerMail: team.buyer.mail,
        status: 0,
        currency: 'EUR',
        poNumber: 'PO-1',
        mine: false,
        payPrice: expect.any(Number),
        createTime: expect.any(Number),
        no: expect.any(String),
      });
      const byColleague = await page(reader, `memberId=${team.colleague.id}`);
      expect(byColleague.data.list.map((o: { id: number }) => o.id)).toEqual([third, second]);
      const cancelled = await page(reader, `memberId=${team.colleague.id}&status=40`);
      expect(cancelled.data).toMatchObject({ total: 1, list: [{ id: third, poNumber: 'PO-3' }] });
      const paged = await page(reader, 'pageNo=2&pageSize=2');
      expect(paged.data).toMatchObject({ total: 3, list: [{ id: first }] });
      // A colleague's order opens to read.
      expect((await detail(reader, first)).data).toMatchObject({ id: first, poNumber: 'PO-1', items: [expect.any(Object)] });
    }
  });

  it('a buyer sees only their own orders; a colleague’s order, and any order for a non-member, is not found', async () => {
    const team = await companyTeam(app);
    const own = await order(team.buyer, 'PO-OWN');
    const colleagues = await order(team.colleague, 'PO-COL');
    const mine = await page(team.buyer, `memberId=${team.colleague.id}`);
    expect(mine.data).toMatchObject({ total: 1, list: [{ id: own, mine: true }] });
    expect((await detail(team.buyer, own)).data).toMatchObject({ id: own });
    expect((await detail(team.buyer, colleagues)).code).toBe(CODES.orderNotFound);

    const outsider = await createMember(app);
    expect((await page(outsider)).code).toBe(CODES.companyNotFound);
    expect((await detail(outsider, colleagues)).code).toBe(CODES.companyNotFound);
    const stranger = await companyTeam(app, 'Stranger AG');
    expect((await page(stranger.admin)).data).toEqual({ total: 0, list: [] });
    expect((await detail(stranger.admin, colleagues)).code).toBe(CODES.orderNotFound);
  });

  it('reading a colleague’s order does not let the admin pay or cancel it', async () => {
    const team = await companyTeam(app);
    const id = await order(team.buyer, 'PO-9');
    const cancel = await deleteJson(app, `/pc-api/trade/order/cancel?id=${id}`, team.admin.auth);
    expect(cancel.body.code).toBe(CODES.orderNotFound);
    expect((await getJson(app, `/pc-api/trade/order/get-detail?id=${id}`, team.admin.auth)).body.code).toBe(CODES.orderNotFound);
    const { payOrderId } = (await detail(team.admin, id)).data;
    const pay = await postJson(app, '/pc-api/pay/order/pay/success', { id: payOrderId, channelCode: 'demo' }, team.admin.auth);
    expect(pay.body.code).not.toBe(0);
    expect((await app.db.tradeOrder.findUniqueOrThrow({ where: { id } })).status).toBe(0);
  });
});
