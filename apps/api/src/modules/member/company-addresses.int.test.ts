import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CompanyTeam, companyTeam } from '../../../test/company.ts';
import { berlinAddress, createMember, createTestApp, deleteJson, getJson, postJson, putJson, type TestApp } from '../../../test/helpers.ts';

const CODES = { addressNotFound: 1_004_004_000, companyNotFound: 1_004_020_000, adminOnly: 1_004_020_002 };

type Member = Awaited<ReturnType<typeof createMember>>;
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({
    RATE_LIMIT_LOGINS_PER_MINUTE: '10000',
    RATE_LIMIT_FORMS_PER_MINUTE: '10000',
    UNPAID_ORDERS_PER_BUYER: '1000',
  });
});
afterAll(async () => app.close());

const warehouse = { ...berlinAddress, firstName: 'Goods', lastName: 'Receiving', detailAddress: 'Lagerstraße 5', kind: 'delivery' };
const accounts = { ...berlinAddress, firstName: 'Accounts', lastName: 'Payable', detailAddress: 'Rechnungsweg 1', kind: 'invoice' };

const companyAddresses = async (member: Member) => (await getJson(app, '/pc-api/member/company/address-list', member.auth)).body;
const ownAddresses = async (member: Member) => (await getJson(app, '/pc-api/member/address/list', member.auth)).body.data;

async function addAddress(team: CompanyTeam, body: object) {
  const { body: answer } = await postJson(app, '/pc-api/member/company/address-create', body, team.admin.auth);
  expect(answer.code, answer.msg).toBe(0);
  return answer.data as number;
}

/** One SKU on sale with stock, 2 pieces: the cart of every order here. */
async function cart() {
  const sku = await app.db.sku.findFirstOrThrow({
    where: { stock: { gte: 50 }, spu: { status: 1, decoratingMethods: { isEmpty: true } }, deletedAt: null, piecesPerUnit: 1 },
    orderBy: { id: 'asc' },
  });
  return [{ skuId: sku.id, count: 2 }];
}

const order = async (member: Member, extra: object) =>
  postJson(app, '/pc-api/trade/order/create', { items: await cart(), deliveryType: '1', email: member.mail, ...extra }, member.auth);
const settle = async (member: Member, extra: object) =>
  postJson(app, '/pc-api/trade/order/settlement', { items: await cart(), deliveryType: '1', ...extra }, member.auth);

describe("a company's shared addresses", () => {
  it('the admin adds delivery and invoice addresses that every member lists; they stay out of everyone’s own address book', async () => {
    const team = await companyTeam(app);
    const mine = await postJson(app, '/pc-api/member/address/create', { ...berlinAddress, detailAddress: 'Privatweg 2' }, team.buyer.auth);
    expect(mine.body.code).toBe(0);
    const delivery = await addAddress(team, warehouse);
    const invoice = await addAddress(team, accounts);

    for (const member of [team.admin, team.approver, team.buyer]) {
      const { data } = await companyAddresses(member);
      expect(data.map((a: { id: number; kind: string }) => [a.id, a.kind])).toEqual([
        [delivery, 'delivery'],
        [invoice, 'invoice'],
      ]);
      expect(data[0]).toMatchObject({ detailAddress: 'Lagerstraße 5', name: 'Goods Receiving', countryCode: 'DE', defaultStatus: false });
    }
    // Members' own address books keep their shape and hold only their own addresses.
    expect(await ownAddresses(team.admin)).toEqual([]);
    expect((await ownAddresses(team.buyer)).map((a: { detailAddress: string }) => a.detailAddress)).toEqual(['Privatweg 2']);
    expect((await getJson(app, `/pc-api/member/address/get?id=${delivery}`, team.admin.auth)).body.code).toBe(CODES.addressNotFound);
    // Outside a company there is nothing to list.
    expect(await companyAddresses(await createMember(app))).toMatchObject({ code: 0, data: [] });
  });

  it('only the admin adds, changes and removes them; orders keep their copy', async () => {
    const team = await companyTeam(app);
    const id = await addAddress(team, warehouse);
    for (const member of [team.approver, team.buyer]) {
      expect((await postJson(app, '/pc-api/member/company/address-create', warehouse, member.auth)).body.code).toBe(CODES.adminOnly);
      expect((await putJson(app, '/pc-api/member/company/address-update', { ...warehouse, id }, member.auth)).body.code).toBe(
        CODES.adminOnly,
      );
      expect((await deleteJson(app, `/pc-api/member/company/address-delete?id=${id}`, member.auth)).body.code).toBe(CODES.adminOnly);
    }
    const outsider = await createMember(app);
    expect((await postJson(app, '/pc-api/member/company/address-create', warehouse, outsider.auth)).body.code).toBe(CODES.companyNotFound);
    // Bad input is named, not a server error.
    const bad = await postJson(app, '/pc-api/member/company/address-create', { ...warehouse, kind: 'office' }, team.admin.auth);
    expect(bad.status).toBeLessThan(500);
    expect(bad.body.code).toBe(400);
    expect(bad.body.fields).toEqual([expect.objectContaining({ field: 'kind' })]);

    const placed = await order(team.buyer, { addressId: id });
    expect(placed.body.code, placed.body.msg).toBe(0);
    const changed = await putJson(
      app,
      '/pc-api/member/company/address-update',
      { ...warehouse, id, detailAddress: 'Hafenstraße 9' },
      team.admin.auth,
    );
    expect(changed.body.code).toBe(0);
    expect((await companyAddresses(team.buyer)).data[0].detailAddress).toBe('Hafenstraße 9');
    expect((await deleteJson(app, `/pc-api/member/company/address-delete?id=${id}`, team.admin.auth)).body.code).toBe(0);
    expect((await companyAddresses(team.buyer)).data).toEqual([]);
    const kept = await app.db.tradeOrder.findUniqueOrThrow({ where: { id: placed.body.data.id } });
    expect(kept.address).toMatchObject({ detailAddress: 'Lagerstraße 5', firstName: 'Goods' });
    expect(kept.address).not.toHaveProperty('companyId');
  });

  it('a colleague settles and orders to a delivery address, billed to the invoice address', async () => {
    const team = await companyTeam(app);
    const delivery = await addAddress(team, warehouse);
    const invoice = await addAddress(team, accounts);
    const settled = await settle(team.colleague, { addressId: delivery });
    expect(settled.body.code, settled.body.msg).toBe(0);
    const placed = await order(team.colleague, { addressId: delivery, billingAddressId: invoice });
    expect(placed.body.code, placed.body.msg).toBe(0);
    const detail = (await getJson(app, `/pc-api/trade/order/get-detail?id=${placed.body.data.id}`, team.colleague.auth)).body.data;
    expect(detail.address).toMatchObject({ detailAddress: 'Lagerstraße 5', countryCode: 'DE', state: 'BE' });
    expect(detail.billingAddress).toMatchObject({ detailAddress: 'Rechnungsweg 1', firstName: 'Accounts' });
    // An invoice address is not a delivery address.
    expect((await order(team.colleague, { addressId: invoice })).body.code).toBe(CODES.addressNotFound);
    expect((await settle(team.colleague, { addressId: invoice })).body.code).toBe(CODES.addressNotFound);
  });

  it("a member of company B can never read, change or use company A's addresses, nor can a member without a company", async () => {
    const a = await companyTeam(app, 'Alpha AG');
    const b = await companyTeam(app, 'Beta GmbH');
    const aDelivery = await addAddress(a, warehouse);
    const aInvoice = await addAddress(a, accounts);
    const bDelivery = await addAddress(b, { ...warehouse, detailAddress: 'Betaweg 3' });
    expect((await companyAddresses(b.buyer)).data.map((x: { id: number }) => x.id)).toEqual([bDelivery]);

    const outsider = await createMember(app);
    for (const member of [b.admin, b.buyer, outsider]) {
      expect((await settle(member, { addressId: aDelivery })).body.code).toBe(CODES.addressNotFound);
      expect((await order(member, { addressId: aDelivery })).body.code).toBe(CODES.addressNotFound);
      expect((await order(member, { ...berlinAddress, billingAddressId: aInvoice })).body.code).toBe(CODES.addressNotFound);
      expect((await getJson(app, `/pc-api/member/address/get?id=${aDelivery}`, member.auth)).body.code).toBe(CODES.addressNotFound);
    }
    const hijack = await putJson(app, '/pc-api/member/company/address-update', { ...warehouse, id: aDelivery, city: 'X' }, b.admin.auth);
    expect(hijack.body.code).toBe(CODES.addressNotFound);
    expect((await deleteJson(app, `/pc-api/member/company/address-delete?id=${aDelivery}`, b.admin.auth)).body.code).toBe(
      CODES.addressNotFound,
    );
    // A member's own address is not the company's to change either.
    const own = await postJson(app, '/pc-api/member/address/create', berlinAddress, b.buyer.auth);
    expect((await deleteJson(app, `/pc-api/member/company/address-delete?id=${own.body.data}`, b.admin.auth)).body.code).toBe(
      CODES.addressNotFound,
    );
    expect((await app.db.address.findUniqueOrThrow({ where: { id: aDelivery } })).city).toBe('Berlin');

    // Leaving the company ends the use of its addresses.
    await app.db.companyMember.delete({ where: { memberId: a.buyer.id } });
    expect((await order(a.buyer, { addressId: aDelivery })).body.code).toBe(CODES.addressNotFound);
    expect((await companyAddresses(a.buyer)).data).toEqual([]);
  });
});
