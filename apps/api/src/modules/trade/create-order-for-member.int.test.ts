import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../test/admin-staff.ts';
import { berlinAddress, createMember, createTestApp, getJson, postJson, type TestApp, texasAddress } from '../../../test/helpers.ts';

let app: TestApp;
let owner: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '10000' });
  owner = await createStaff(app, 'owner');
});
afterAll(async () => app.close());

const CREATE = '/admin-api/trade/order/create-for-member';
const PRICE = '/admin-api/trade/order/settlement-for-member';

async function skuWithStock() {
  return app.db.sku.findFirstOrThrow({ where: { stock: { gte: 20 }, spu: { status: 1 }, deletedAt: null }, orderBy: { id: 'desc' } });
}

const mailsTo = (toAddress: string) => app.db.mailLog.findMany({ where: { toAddress, template: 'order-payment-link' } });

describe('orders placed by staff for a customer who phones', () => {
  it("places a member's order at the storefront's price, mails the pay link in their language, and paying it marks it paid", async () => {
    const member = await createMember(app);
    await app.db.member.update({ where: { id: member.id }, data: { mailLanguage: 'de' } });
    const address = (await postJson(app, '/pc-api/member/address/create', { ...berlinAddress, defaultStatus: true }, member.auth)).body
      .data;
    const sku = await skuWithStock();
    const body = { items: [{ skuId: sku.id, count: 3 }], deliveryType: '2', addressId: address };
    const storefront = (await postJson(app, '/pc-api/trade/order/settlement', body, member.auth)).body;
    expect(storefront.code).toBe(0);

    const preview = (await postJson(app, PRICE, { memberId: member.id, ...body }, owner.auth)).body;
    expect(preview.code).toBe(0);
    expect(preview.data.price).toEqual(storefront.data.price);
    expect(preview.data.currency).toBe('EUR');

    const created = await postJson(app, CREATE, { memberId: member.id, ...body }, { ...owner.auth, 'idempotency-key': 'phone-1' });
    expect(created.body.code).toBe(0);
    const { id, payOrderId, payUrl } = created.body.data;
    expect(created.body.data.memberId).toBe(member.id);
    expect(payUrl).toMatch(new RegExp(`/payOrder\\?id=${id}$`));
    // The same key answers the same order, without a second order or mail.
    const again = await postJson(app, CREATE, { memberId: member.id, ...body }, { ...owner.auth, 'idempotency-key': 'phone-1' });
    expect(again.body.data.id).toBe(id);

    const order = await app.db.tradeOrder.findUniqueOrThrow({ where: { id }, include: { items: true } });
    expect(order).toMatchObject({ status: 0, memberId: member.id, email: member.mail, currency: 'EUR', deliveryType: '2' });
    expect({
      totalPrice: order.totalPrice,
      discountPrice: order.discountPrice,
      couponPrice: order.couponPrice,
      deliveryPrice: order.deliveryPrice,
      salesTaxPrice: order.salesTaxPrice,
      decalsPrice: order.decalsPrice,
      payPrice: order.payPrice,
      vatIncludedPrice: order.vatIncludedPrice,
      reverseCharge: order.reverseCharge,
      salesTaxExempt: order.salesTaxExempt,
    }).toEqual(storefront.data.price);
    expect((order.address as { city: string }).city).toBe('Berlin');
    // Reserved as a storefront order is, and long enough for the buyer to read the mail.
    expect((await app.db.sku.findUniqueOrThrow({ where: { id: sku.id } })).stock).toBe(sku.stock - 3);
    expect(order.payExpireTime.getTime() - order.createdAt.getTime()).toBeGreaterThan(2 * 24 * 60 * 60_000);

    const mails = await mailsTo(member.mail);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ language: 'de' });
    expect(mails[0]!.subject).toContain(order.no);
    expect(mails[0]!.text).toContain(payUrl);
    expect(mails[0]!.text).toContain('Bitte bezahlen Sie');

    const audit = await app.db.auditLog.findFirstOrThrow({ where: { action: 'trade:order:create', target: `trade_order:${id}` } });
    expect(audit.adminId).toBe(owner.id);

    // The buyer pays it in the storefront, as any order of theirs.
    expect((await getJson(app, `/pc-api/trade/order/get-detail?id=${id}`, member.auth)).body.data.status).toBe(0);
    expect((await postJson(app, '/pc-api/pay/order/pay/success', { id: payOrderId, channelCode: 'demo' }, member.auth)).body.code).toBe(0);
    expect((await getJson(app, `/pc-api/trade/order/get-detail?id=${id}`, member.auth)).body.data.status).toBe(10);
  });

  it("delivers to the company's delivery address and bills its invoice address, which the member's page in the back office lists", async () => {
    const member = await createMember(app);
    const company = await app.db.company.create({ data: { name: 'Lieferung GmbH', countryId: 348 } });
    await app.db.companyMember.create({ data: { memberId: member.id, companyId: company.id, role: 'buyer' } });
    const shared = (kind: string, city: string) =>
      app.db.address.create({ data: { ...berlinAddress, countryCode: 'DE', city, companyId: company.id, kind } });
    const [goods, accounts] = [await shared('delivery', 'Hamburg'), await shared('invoice', 'Bremen')];

    const detail = (await getJson(app, `/admin-api/member/user/get?id=${member.id}`, owner.auth)).body.data;
    expect(detail.companyAddresses.map((a: { id: number; kind: string }) => [a.id, a.kind])).toEqual([
      [goods.id, 'delivery'],
      [accounts.id, 'invoice'],
    ]);

    const sku = await skuWithStock();
    const body = { memberId: member.id, items: [{ skuId: sku.id, count: 1 }], deliveryType: '1' };
    // An invoice address is nobody's delivery address, as at checkout.
    const refused = await postJson(app, CREATE, { ...body, addressId: accounts.id }, owner.auth);
    expect(refused.body.code).toBe(1_004_004_000);
    const created = await postJson(app, CREATE, { ...body, addressId: goods.id, billingAddressId: accounts.id }, owner.auth);
    expect(created.body.code, created.body.msg).toBe(0);
    const order = await app.db.tradeOrder.findUniqueOrThrow({ where: { id: created.body.data.id } });
    expect((order.address as { city: string }).city).toBe('Hamburg');
    expect((order.billingAddress as { city: string }).city).toBe('Bremen');
  });

  it("places a guest order for an e-mail address, whose mailed guest link pays it, priced as the guest checkout's settlement", async () => {
    const email = `caller-${Date.now()}@example.test`;
    const sku = await skuWithStock();
    const body = { items: [{ skuId: sku.id, count: 2 }], deliveryType: '1' };
    const storefront = (await postJson(app, '/pc-api/trade/order/settlement', { ...body, ...texasAddress })).body;
    expect(storefront.code).toBe(0);

    const created = await postJson(app, CREATE, { email, language: 'zh', address: texasAddress, ...body }, owner.auth);
    expect(created.body.code).toBe(0);
    expect(created.body.data.memberId).toBeNull();
    const order = await app.db.tradeOrder.findUniqueOrThrow({ where: { id: created.body.data.id } });
    expect(order).toMatchObject({ status: 0, memberId: null, email, currency: 'USD', payPrice: storefront.data.price.payPrice });

    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({ language: 'zh' });
    const key = /guestOrder\?key=([\w.-]+)/.exec(mail!.text)![1]!;
    // Each link is signed afresh (its expiry counts from when it was written): the answer's opens the order too.
    expect(created.body.data.payUrl).toMatch(/\/guestOrder\?key=[\w.-]+$/);
    const paid = await postJson(app, '/pc-api/pay/order/guest/pay/success', { orderToken: key, channelCode: 'demo' });
    expect(paid.body.code).toBe(0);
    expect((await getJson(app, `/pc-api/trade/order/guest/get-detail?token=${key}`)).body.data.status).toBe(10);
  });

  it("makes an order for a member's e-mail address that member's, mailed to their account", async () => {
    const member = await createMember(app);
    const sku = await skuWithStock();
    const created = await postJson(
      app,
      CREATE,
      { email: member.mail.toUpperCase(), address: texasAddress, items: [{ skuId: sku.id, count: 1 }], deliveryType: '1' },
      owner.auth,
    );
    expect(created.body.code).toBe(0);
    expect(created.body.data.memberId).toBe(member.id);
    expect((await getJson(app, '/pc-api/trade/order/page?pageNo=1&pageSize=10', member.auth)).body.data.list[0].id).toBe(
      created.body.data.id,
    );
    expect(await mailsTo(member.mail)).toHaveLength(1);
  });

  it('is refused to staff without trade:order:create, and held by the support role', async () => {
    const member = await createMember(app);
    const sku = await skuWithStock();
    const body = { memberId: member.id, address: texasAddress, items: [{ skuId: sku.id, count: 1 }], deliveryType: '1' };
    const catalogue = await createStaff(app, 'catalogue');
    expect((await postJson(app, CREATE, body, catalogue.auth)).body.code).toBe(403);
    expect((await postJson(app, PRICE, body, catalogue.auth)).body.code).toBe(403);
    expect((await postJson(app, CREATE, body)).body.code).toBe(401);
    expect((await postJson(app, CREATE, body, member.auth)).body.code).toBe(401);
    const support = await createStaff(app, 'support');
    expect((await postJson(app, CREATE, body, support.auth)).body.code).toBe(0);
    // What the new order page needs: the products and the countries of a typed address.
    expect((await getJson(app, '/admin-api/product/spu/page?name=a', support.auth)).body.code).toBe(0);
    const areas = (await getJson(app, '/admin-api/system/area/tree', support.auth)).body.data as { id: number; code: string }[];
    expect(areas.find((a) => a.code === 'DE')?.id).toBe(berlinAddress.areaId);
  });

  it('refuses bad input with its code and names the field', async () => {
    const member = await createMember(app);
    const other = await createMember(app);
    const otherAddress = (await postJson(app, '/pc-api/member/address/create', texasAddress, other.auth)).body.data;
    const sku = await skuWithStock();
    const line = { items: [{ skuId: sku.id, count: 1 }], deliveryType: '1' };
    const create = (body: object) => postJson(app, CREATE, body, { ...owner.auth, 'accept-language': 'de' });

    const both = await create({ memberId: member.id, email: 'x@example.test', address: texasAddress, ...line });
    expect(both.body.code).toBe(400);
    expect(both.body.fields?.[0]?.field).toBe('memberId');
    expect((await create({ address: texasAddress, ...line })).body.code).toBe(400);
    expect((await create({ memberId: member.id, ...line })).body.fields?.[0]?.field).toBe('address');
    expect((await create({ email: 'not-an-address', address: texasAddress, ...line })).body.code).toBe(400);
    expect((await create({ memberId: 2_000_000_000, address: texasAddress, ...line })).body.code).toBe(1_004_001_000);
    // Another member's saved address is not this member's; a guest has none.
    expect((await create({ memberId: member.id, addressId: otherAddress, ...line })).body.code).toBe(1_004_004_000);
    expect((await create({ email: 'guest@example.test', addressId: otherAddress, ...line })).body.code).toBe(1_004_004_000);
    expect((await create({ memberId: member.id, address: texasAddress, ...line, code: 'NO-SUCH-CODE' })).body.code).toBe(1_011_010_000);
    const tooMany = await create({ memberId: member.id, address: texasAddress, items: [{ skuId: sku.id, count: sku.stock + 1 }] });
    expect(tooMany.body.code).not.toBe(0);
    expect(tooMany.status).toBeLessThan(500);
    expect(await app.db.tradeOrder.count({ where: { memberId: member.id } })).toBe(0);
  });
});
