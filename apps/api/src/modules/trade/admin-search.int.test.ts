import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../test/admin-staff.ts';
import { berlinAddress, createMember, createTestApp, getJson, postJson, type TestApp, texasAddress } from '../../../test/helpers.ts';

let app: TestApp;
let auth: Record<string, string>;
const stamp = Date.now();
/** Claire Martin, who sends her order to a Claire Dubois in Texas. */
let claire: Awaited<ReturnType<typeof createMember>>;
/** Ada Lovelace, whose order goes to Sam Houston. */
let ada: Awaited<ReturnType<typeof createMember>>;
const orders = { claire: { id: 0, no: '' }, ada: { id: 0, no: '' }, guest: { id: 0, no: '' } };

async function sku() {
  return app.db.sku.findFirstOrThrow({ where: { stock: { gte: 5 }, spu: { status: 1 } }, orderBy: { id: 'asc' } });
}

async function numberOf(id: number) {
  const { no } = await app.db.tradeOrder.findUniqueOrThrow({ where: { id } });
  return { id, no };
}

beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '10000' });
  auth = (await createStaff(app, 'support')).auth;
  claire = await createMember(app, { mail: `claire.martin-${stamp}@example.test`, mobile: '4915112345678' });
  await app.db.member.update({ where: { id: claire.id }, data: { firstName: 'Claire', lastName: 'Martin' } });
  ada = await createMember(app, { mail: `ada-${stamp}@example.test` });
  const line = await sku();
  const items = [{ skuId: line.id, count: 1 }];
  const placed = await postJson(
    app,
    '/pc-api/trade/order/create',
    { items, deliveryType: '1', email: claire.mail, ...texasAddress, firstName: 'Claire', lastName: 'Dubois', mobile: '+1 281 555 0199' },
    claire.auth,
  );
  expect(placed.body.code, placed.body.msg).toBe(0);
  orders.claire = await numberOf(placed.body.data.id);
  const other = await postJson(app, '/pc-api/trade/order/create', { items, deliveryType: '1', email: ada.mail, ...texasAddress }, ada.auth);
  expect(other.body.code, other.body.msg).toBe(0);
  orders.ada = await numberOf(other.body.data.id);
  await app.db.tradeOrder.update({ where: { id: orders.ada.id }, data: { remark: 'call Mrs Remarkable first' } });
  const guest = await postJson(app, '/pc-api/trade/order/guest/create', {
    items,
    deliveryType: '1',
    email: `jean_dubois-${stamp}@example.test`,
    address: { ...berlinAddress, firstName: 'Jean', lastName: 'Dubois', mobile: '+49 30 7654321', detailAddress: 'Geheimweg 5' },
  });
  expect(guest.body.code, guest.body.msg).toBe(0);
  orders.guest = await numberOf(guest.body.data.id);
});
afterAll(async () => app.close());

async function foundOrders(keyword: string, extra = ''): Promise<number[]> {
  const { body } = await getJson(app, `/admin-api/trade/order/page?pageSize=100&keyword=${encodeURIComponent(keyword)}${extra}`, auth);
  expect(body.code, body.msg).toBe(0);
  expect(body.data.total).toBe(body.data.list.length);
  return body.data.list.map((o: { id: number }) => o.id).sort();
}

async function foundMembers(query: string): Promise<number[]> {
  const { body } = await getJson(app, `/admin-api/member/user/page?pageSize=100&${query}`, auth);
  expect(body.code, body.msg).toBe(0);
  expect(body.data.total).toBe(body.data.list.length);
  return body.data.list.map((m: { id: number }) => m.id).sort();
}

const ids = (...found: { id: number }[]) => found.map((o) => o.id).sort();

describe('the back office’s order search', () => {
  it('finds an order by a part of its number', async () => {
    const part = orders.guest.no.slice(-6);
    expect(await foundOrders(part)).toContain(orders.guest.id);
    const { body } = await getJson(app, `/admin-api/trade/order/page?pageSize=100&keyword=${part}`, auth);
    for (const order of body.data.list) expect(order.no).toContain(part);
    expect(await foundOrders(orders.claire.no.toUpperCase())).toEqual(ids(orders.claire));
  });

  it('finds orders by a part of a name or e-mail in any case', async () => {
    expect(await foundOrders('claire')).toEqual(ids(orders.claire));
    expect(await foundOrders('CLAIRE.MAR')).toEqual(ids(orders.claire));
    // The receiver's last name (a member's order) and a guest's.
    expect(await foundOrders('Dubois')).toEqual(ids(orders.claire, orders.guest));
    expect(await foundOrders('claire dubois')).toEqual(ids(orders.claire));
    // The member's own name, which is not the receiver's.
    expect(await foundOrders('lovelace')).toEqual(ids(orders.ada));
  });

  it('finds orders by a part of a phone number however it is typed', async () => {
    expect(await foundOrders('555 0199')).toEqual(ids(orders.claire));
    expect(await foundOrders('+1 (281) 555-0199')).toEqual(ids(orders.claire));
    expect(await foundOrders('7654321')).toEqual(ids(orders.guest));
    // The member's account phone number.
    expect(await foundOrders('151 1234')).toEqual(ids(orders.claire));
  });

  it('never finds an order by another field: street, city, remark, product', async () => {
    const product = (await sku()).id;
    const { spuName } = await app.db.tradeOrderItem.findFirstOrThrow({ where: { skuId: product } });
    for (const keyword of ['Geheimweg', 'Houston 77002', 'Remarkable', spuName, 'TX'])
      expect(await foundOrders(keyword), keyword).toEqual([]);
  });

  it('takes % and _ as themselves', async () => {
    expect(await foundOrders('%')).toEqual([]);
    expect(await foundOrders('cl%re')).toEqual([]);
    expect(await foundOrders('\\')).toEqual([]);
    // Only the guest's e-mail holds an underscore.
    expect(await foundOrders('_')).toEqual(ids(orders.guest));
    expect(await foundOrders('jean_d')).toEqual(ids(orders.guest));
    expect(await foundOrders('jean_x')).toEqual([]);
  });

  it('works together with the other filters and the counts per status', async () => {
    expect(await foundOrders('dubois', `&no=${orders.guest.no}`)).toEqual(ids(orders.guest));
    expect(await foundOrders('dubois', `&mail=${encodeURIComponent(claire.mail)}`)).toEqual(ids(orders.claire));
    expect(await foundOrders('dubois', '&status=10')).toEqual([]);
    const counts = await getJson(app, '/admin-api/trade/order/get-count?keyword=dubois', auth);
    expect(counts.body.data).toMatchObject({ allCount: 2, unpaidCount: 2 });
  });

  it('refuses a keyword too long or with control characters', async () => {
    const long = await getJson(app, `/admin-api/trade/order/page?keyword=${'a'.repeat(65)}`, auth);
    expect(long.body.code).toBe(400);
    expect(long.body.fields?.[0]?.field).toBe('keyword');
    expect((await getJson(app, '/admin-api/trade/order/page?keyword=a%1Fb', auth)).body.code).toBe(400);
    expect((await getJson(app, '/admin-api/member/user/page?keyword=a%00b', auth)).body.code).toBe(400);
  });
});

describe('the back office’s member search', () => {
  it('finds members by a part of the name, e-mail or phone number, and nothing else', async () => {
    expect(await foundMembers('keyword=CLAIRE')).toEqual(ids(claire));
    expect(await foundMembers('keyword=martin')).toEqual(ids(claire));
    expect(await foundMembers(`keyword=ada-${stamp}`)).toEqual(ids(ada));
    expect(await foundMembers('keyword=%2B49 151 123')).toEqual(ids(claire));
    // A receiver's name is the order's, not the member's.
    expect(await foundMembers('keyword=dubois')).toEqual([]);
    expect(await foundMembers('keyword=%25')).toEqual([]);
    expect(await foundMembers('keyword=_')).toEqual([]);
  });

  it('keeps the mail and name parameters, with % and _ as themselves', async () => {
    expect(await foundMembers(`mail=${encodeURIComponent(`CLAIRE.MARTIN-${stamp}`)}`)).toEqual(ids(claire));
    expect(await foundMembers('name=lovelace')).toEqual(ids(ada));
    expect(await foundMembers('name=%25')).toEqual([]);
    expect(await foundMembers('mail=_')).toEqual([]);
  });
});
