import { netOfGross, type TPriceBreakdown } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../test/admin-staff.ts';
import { startFakeVies } from '../../../test/fake-vies.ts';
import { createMember, createTestApp, getJson, postJson, putJson, uploadDocument } from '../../../test/helpers.ts';
import { berlinAddress, texasAddress } from '../../../test/helpers.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { pdfText } from '../../../test/pdf-text.ts';

/**
 * Business buyers' taxes from a German shop (SHOP_COUNTRY DE): a French company with a valid VAT ID
 * buys net (reverse charge), a German company and a company whose VAT ID VIES does not know pay
 * VAT as consumers do, and a US company's approved exemption waives the sales tax of its state.
 */
const DE = 348;
const FR = 178;
const US = 281;
const FRENCH_VAT_ID = 'FR41343848552';
const GERMAN_VAT_ID = 'DE811125440';
/** Right format and check digits, but not in the (fake) VIES register. */
const UNKNOWN_VAT_ID = 'FR83404833048';
const parisAddress = { ...berlinAddress, areaId: FR, state: undefined, city: 'Paris', zipCode: '75001', detailAddress: '1 Rue de Rivoli' };
const californiaAddress = { ...texasAddress, state: 'CA', city: 'San Francisco', zipCode: '94103' };

type Member = Awaited<ReturnType<typeof createMember>>;
let app: TestApp;
let vies: Awaited<ReturnType<typeof startFakeVies>>;
let owner: Record<string, string>;
beforeAll(async () => {
  vies = await startFakeVies();
  vies.state.registered.add(FRENCH_VAT_ID);
  vies.state.registered.add(GERMAN_VAT_ID);
  app = await createTestApp({
    VIES_URL: vies.url,
    SHOP_COUNTRY: 'DE',
    RATE_LIMIT_LOGINS_PER_MINUTE: '10000',
    RATE_LIMIT_FORMS_PER_MINUTE: '10000',
    RATE_LIMIT_UPLOADS_PER_MINUTE: '10000',
  });
  owner = (await createStaff(app, 'owner')).auth;
});
afterAll(async () => {
  await app.close();
  await vies.close();
});

/** A member who created a company (and is its admin), writing in `language`. */
async function companyBuyer(company: { name: string; countryId: number; vatId?: string }, language = 'en') {
  const member = await createMember(app);
  await app.db.member.update({ where: { id: member.id }, data: { mailLanguage: language } });
  const { body } = await postJson(app, '/pc-api/member/company/create', company, member.auth);
  expect(body.code, body.msg).toBe(0);
  return { ...member, companyId: body.data as number };
}

/** Two SKUs without logo printing, 3 and 12 pieces: the lines of every cart here. */
async function items() {
  const skus = await app.db.sku.findMany({
    where: { stock: { gte: 100 }, spu: { status: 1, decoratingMethods: { isEmpty: true } }, deletedAt: null, priceEur: { gte: 199 } },
    orderBy: { id: 'asc' },
    take: 2,
  });
  return [
    { skuId: skus[0]!.id, count: 3, priceEur: skus[0]!.priceEur },
    { skuId: skus[1]!.id, count: 12, priceEur: skus[1]!.priceEur },
  ];
}

const cartOf = async () => (await items()).map(({ skuId, count }) => ({ skuId, count }));

async function settle(member: Member | null, address: { areaId: number; state?: string; zipCode: string }) {
  const body = { items: await cartOf(), deliveryType: '1', areaId: address.areaId, state: address.state, zipCode: address.zipCode };
  const { body: answer } = await postJson(app, '/pc-api/trade/order/settlement', body, member?.auth ?? {});
  expect(answer.code, answer.msg).toBe(0);
  return answer.data as {
    items: { price: number; count: number; totalPrice: number; discountedPrice: number }[];
    price: TPriceBreakdown;
  };
}

/** The buyer's settlement to `address` is a consumer's: the same prices and taxes, no reverse charge, no exemption. */
async function expectConsumerPrices(buyer: Member, address: { areaId: number; state?: string; zipCode: string }) {
  const consumer = await settle(await createMember(app), address);
  const settled = await settle(buyer, address);
  expect(settled).toEqual(consumer);
  expect(settled.price).toMatchObject({ reverseCharge: false, salesTaxExempt: false });
  return settled;
}

/** Orders the cart to `address`, pays it with the demo wallet and answers the order's detail and its invoice's text. */
async function orderAndInvoice(member: Member, address: object) {
  const created = await postJson(
    app,
    '/pc-api/trade/order/create',
    { items: await cartOf(), deliveryType: '1', email: member.mail, ...address },
    member.auth,
  );
  expect(created.body.code, created.body.msg).toBe(0);
  const { id, payOrderId } = created.body.data;
  const paid = await postJson(app, '/pc-api/pay/order/pay/success', { id: payOrderId, channelCode: 'demo' }, member.auth);
  expect(paid.body.code, paid.body.msg).toBe(0);
  const detail = (await getJson(app, `/pc-api/trade/order/get-detail?id=${id}`, member.auth)).body.data;
  const response = await app.inject({
    method: 'GET',
    url: `/pc-api/trade/order/invoice?id=${id}`,
    headers: { 'tenant-id': '1', ...member.auth },
  });
  expect(response.headers['content-type']).toBe('application/pdf');
  return { id, detail, invoice: (await pdfText(response.rawPayload)).text };
}

/** The back office's edit of an order: its lines, each `more` pieces more. */
const editLines = (id: number, lines: { id: number; skuId: number; count: number }[], more = 0) =>
  putJson(
    app,
    '/admin-api/trade/order/update-items',
    { id, lines: lines.map((line) => ({ orderItemId: line.id, skuId: line.skuId, count: line.count + more })) },
    owner,
  );

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('reverse charge', () => {
  it('a French company with a valid VAT ID pays the net price from a German shop: VAT 0, reverseCharge, both VAT IDs and the note on the invoice', async () => {
    const buyer = await companyBuyer({ name: 'Papeterie Dupont SARL', countryId: FR, vatId: FRENCH_VAT_ID });
    // The storefront shows it prices without French VAT.
    expect((await getJson(app, '/pc-api/member/company/get', buyer.auth)).body.data).toMatchObject({ netPriceVatBp: 2000 });
    const consumer = await settle(await createMember(app), parisAddress);
    const net = await settle(buyer, parisAddress);
    const lines = await items();
    // Each unit without French VAT (20 %), half-up to the cent; lines are unit × count.
    net.items.forEach((item, i) => {
      expect(item.price).toBe(netOfGross(lines[i]!.priceEur, 2000));
      expect(item.totalPrice).toBe(item.price * item.count);
    });
    expect(net.price).toMatchObject({ vatIncludedPrice: 0, salesTaxPrice: 0, reverseCharge: true, salesTaxExempt: false });
    expect(consumer.price).toMatchObject({ reverseCharge: false });
    expect(consumer.price.vatIncludedPrice).toBeGreaterThan(0);
    const p = net.price;
    expect(sum(net.items.map((i) => i.totalPrice))).toBe(p.totalPrice);
    expect(p.payPrice).toBe(p.totalPrice - p.discountPrice - p.couponPrice + p.deliveryPrice + p.decalsPrice);
    // What the consumer pays, less (about) the VAT it contains.
    expect(p.payPrice).toBeLessThan(consumer.price.payPrice);
    expect(Math.abs(p.payPrice - netOfGross(consumer.price.payPrice, 2000))).toBeLessThanOrEqual(net.items.length + 1);

    const { id, detail, invoice } = await orderAndInvoice(buyer, parisAddress);
    expect(detail).toMatchObject({
      payPrice: p.payPrice,
      vatIncludedPrice: 0,
      reverseCharge: true,
      buyerCompany: { name: 'Papeterie Dupont SARL', vatId: FRENCH_VAT_ID },
    });
    expect(invoice).toContain('Papeterie Dupont SARL');
    expect(invoice).toContain(FRENCH_VAT_ID);
    expect(invoice).toContain(app.services.config.SHOP_VAT_ID);
    expect(invoice).toContain('Reverse charge: VAT to be accounted for by the recipient (Art. 196 Council Directive 2006/112/EC)');
    expect(invoice).not.toContain('The total includes');
    const mail = await app.db.mailLog.findFirstOrThrow({ where: { toAddress: buyer.mail, template: 'order-paid' } });
    expect(mail.text).toContain('No VAT (reverse charge: VAT to be accounted for by the recipient)');
    expect(mail.text).toContain(`Company: Papeterie Dupont SARL, ${FRENCH_VAT_ID}`);
    // Cancelled with refund: the credit note names the company and credits no VAT.
    const cancelled = await app.inject({
      method: 'DELETE',
      url: `/pc-api/trade/order/cancel?id=${id}`,
      headers: { 'tenant-id': '1', ...buyer.auth },
    });
    expect(cancelled.json().code).toBe(0);
    const note = await app.db.tradeCreditNote.findFirstOrThrow({ where: { orderId: id } });
    const credit = await app.inject({
      method: 'GET',
      url: `/pc-api/trade/order/credit-note?id=${id}`,
      headers: { 'tenant-id': '1', ...buyer.auth },
    });
    expect(credit.headers['content-type']).toBe('application/pdf');
    const creditText = (await pdfText(credit.rawPayload)).text;
    expect(creditText).toContain('Papeterie Dupont SARL');
    expect(creditText).toContain(FRENCH_VAT_ID);
    expect(creditText).toContain('Reverse charge: the credited amount contains no VAT');
    expect(note.content).toMatchObject({ amounts: { refundPrice: p.payPrice, taxContained: 0 } });
  });

  it('an edited reverse-charge order stays net: up and down re-priced without VAT, the supplementary invoice and credit note name both VAT IDs and the note', async () => {
    const buyer = await companyBuyer({ name: 'Bureau Martin SAS', countryId: FR, vatId: FRENCH_VAT_ID });
    const { id, detail } = await orderAndInvoice(buyer, parisAddress);
    const lines = await items();
    type Line = { id: number; skuId: number; count: number; price: number; totalPrice: number };
    const stored = async () => app.db.tradeOrder.findUniqueOrThrow({ where: { id }, include: { items: { orderBy: { id: 'asc' } } } });
    const expectNet = async () => {
      const order = await stored();
      expect(order).toMatchObject({ reverseCharge: true, vatIncludedPrice: 0, salesTaxPrice: 0 });
      // Kept lines keep their net unit price: the catalogue's gross price without French VAT.
      expect(order.items.map((item) => item.price)).toEqual(lines.map((line) => netOfGross(line.priceEur, 2000)));
      expect(sum(order.items.map((i) => i.totalPrice))).toBe(order.totalPrice);
      expect(order.totalPrice - order.discountPrice - order.couponPrice + order.deliveryPrice + order.decalsPrice).toBe(order.payPrice);
      return order;
    };

    // Up: two pieces more of each line; the extra amount is net too, and its supplementary invoice carries the reverse charge.
    const up = await editLines(id, detail.items as Line[], 2);
    expect(up.body.code, up.body.msg).toBe(0);
    expect(up.body.data.price).toMatchObject({ reverseCharge: true, vatIncludedPrice: 0 });
    expect(up.body.data.difference).toBeGreaterThan(0);
    const raised = await expectNet();
    expect(raised.items.map((i) => i.count)).toEqual([5, 14]);
    const made = await app.db.tradeOrderEdit.findFirstOrThrow({ where: { orderId: id }, orderBy: { id: 'desc' } });
    const paid = await postJson(app, '/pc-api/pay/order/extra/pay/success', { editId: made.id, channelCode: 'demo' }, buyer.auth);
    expect(paid.body.code, paid.body.msg).toBe(0);
    const supplementary = await app.db.tradeInvoice.findFirstOrThrow({ where: { orderId: id, editId: made.id } });
    const supplementaryText = JSON.stringify(supplementary.content);
    expect(supplementary.total).toBe(up.body.data.difference);
    expect(supplementaryText).toContain('Bureau Martin SAS');
    expect(supplementaryText).toContain(FRENCH_VAT_ID);
    expect(supplementaryText).toContain(app.services.config.SHOP_VAT_ID);
    expect(supplementaryText).toContain('Reverse charge: VAT to be accounted for by the recipient');
    expect(supplementaryText).not.toContain('includes');

    // Down: back below the original counts; the refund is net and its credit note says so.
    const now = (await getJson(app, `/pc-api/trade/order/get-detail?id=${id}`, buyer.auth)).body.data;
    const down = await editLines(id, now.items as Line[], -4);
    expect(down.body.code, down.body.msg).toBe(0);
    expect(down.body.data.price).toMatchObject({ reverseCharge: true, vatIncludedPrice: 0 });
    expect(down.body.data.difference).toBeLessThan(0);
    const lowered = await expectNet();
    expect(lowered.items.map((i) => i.count)).toEqual([1, 10]);
    const note = await app.db.tradeCreditNote.findFirstOrThrow({ where: { orderId: id }, orderBy: { id: 'desc' } });
    expect(note.total).toBe(-down.body.data.difference);
    const noteText = JSON.stringify(note.content);
    expect(noteText).toContain('Bureau Martin SAS');
    expect(noteText).toContain(FRENCH_VAT_ID);
    expect(noteText).toContain(app.services.config.SHOP_VAT_ID);
    expect(noteText).toContain('Reverse charge: the credited amount contains no VAT');
    expect(note.content).toMatchObject({ amounts: { taxContained: 0 } });
  });

  it('names the company, both VAT IDs and the note in German on the offer of a French company writing in German', async () => {
    const buyer = await companyBuyer({ name: 'Dupont Bureau SAS', countryId: FR, vatId: FRENCH_VAT_ID }, 'de');
    const body = { items: await cartOf(), deliveryType: '1', areaId: FR, zipCode: '75001' };
    const response = await app.inject({
      method: 'POST',
      url: '/pc-api/trade/order/offer',
      payload: body,
      headers: { 'tenant-id': '1', ...buyer.auth, 'accept-language': 'de' },
    });
    expect(response.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(response.rawPayload);
    expect(text).toContain('Dupont Bureau SAS');
    expect(text).toContain(FRENCH_VAT_ID);
    expect(text).toContain('Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge)');
    const offer = await app.db.tradeOffer.findFirstOrThrow({ where: { memberId: buyer.id }, orderBy: { id: 'desc' } });
    expect(offer.total).toBe((await settle(buyer, { areaId: FR, zipCode: '75001' })).price.payPrice);
  });

  it('a German company pays VAT from a German shop, as consumers do, with its VAT ID on the invoice', async () => {
    const buyer = await companyBuyer({ name: 'Muster Werbemittel GmbH', countryId: DE, vatId: GERMAN_VAT_ID }, 'de');
    expect((await getJson(app, '/pc-api/member/company/get', buyer.auth)).body.data).toMatchObject({ netPriceVatBp: 0 });
    expect((await expectConsumerPrices(buyer, berlinAddress)).price.vatIncludedPrice).toBeGreaterThan(0);
    const { detail, invoice } = await orderAndInvoice(buyer, berlinAddress);
    expect(detail).toMatchObject({ reverseCharge: false, buyerCompany: { name: 'Muster Werbemittel GmbH', vatId: GERMAN_VAT_ID } });
    expect(invoice).toContain('USt-IdNr. des Kunden');
    expect(invoice).toContain(GERMAN_VAT_ID);
    expect(invoice).toContain('Muster Werbemittel GmbH');
    expect(invoice).not.toContain('Reverse Charge');
  });

  it('a French company whose VAT ID VIES does not know pays VAT like a consumer', async () => {
    const buyer = await companyBuyer({ name: 'Inconnue SARL', countryId: FR, vatId: UNKNOWN_VAT_ID });
    expect((await getJson(app, '/pc-api/member/company/get', buyer.auth)).body.data).toMatchObject({ vatIdStatus: 2 });
    expect((await expectConsumerPrices(buyer, parisAddress)).price.vatIncludedPrice).toBeGreaterThan(0);
  });

  it('a French company pays VAT on goods delivered outside the EU (prices as a consumer’s to the US)', async () => {
    const buyer = await companyBuyer({ name: 'Export SARL', countryId: FR, vatId: FRENCH_VAT_ID });
    await expectConsumerPrices(buyer, texasAddress);
  });
});

describe('US sales-tax exemption', () => {
  async function usCompanyWithCertificate(name: string) {
    const buyer = await companyBuyer({ name, countryId: US });
    const certificateUrl = await uploadDocument(app, buyer.auth);
    const submitted = await postJson(app, '/pc-api/member/company/tax-exemption', { state: 'TX', certificateUrl }, buyer.auth);
    expect(submitted.body.code, submitted.body.msg).toBe(0);
    return buyer;
  }

  const review = (id: number, approve: boolean, reason = '') =>
    putJson(app, '/admin-api/member/company/review-tax-exemption', { id, approve, reason }, owner);

  it('approved: no sales tax for Texas on the settlement, the order and the invoice (named there); California still taxed', async () => {
    const buyer = await usCompanyWithCertificate('Lone Star Academy');
    const consumer = await settle(await createMember(app), texasAddress);
    // Submitted, not yet approved: taxed.
    expect(await settle(buyer, texasAddress)).toEqual(consumer);
    expect((await review(buyer.companyId, true)).body.code).toBe(0);
    const exempt = await settle(buyer, texasAddress);
    expect(consumer.price.salesTaxPrice).toBeGreaterThan(0);
    expect(exempt.price).toMatchObject({ salesTaxPrice: 0, salesTaxExempt: true, reverseCharge: false });
    expect(exempt.price.payPrice).toBe(consumer.price.payPrice - consumer.price.salesTaxPrice);
    const california = await settle(buyer, californiaAddress);
    expect(california.price.salesTaxPrice).toBeGreaterThan(0);
    expect(california.price).toMatchObject({ salesTaxExempt: false });

    const { id, detail, invoice } = await orderAndInvoice(buyer, texasAddress);
    expect(detail).toMatchObject({ salesTaxPrice: 0, salesTaxExempt: true, payPrice: exempt.price.payPrice });
    expect(invoice).toContain('Tax exempt: TX, certificate on file');
    expect(invoice).toContain('Lone Star Academy');
    const mail = await app.db.mailLog.findFirstOrThrow({ where: { toAddress: buyer.mail, template: 'order-paid' } });
    expect(mail.text).toContain('Sales tax (exempt: TX, certificate on file): $0.00');
    // The back office edits it: still no sales tax.
    const edited = await editLines(id, detail.items, 1);
    expect(edited.body.code, edited.body.msg).toBe(0);
    const after = await app.db.tradeOrder.findUniqueOrThrow({ where: { id } });
    expect(after).toMatchObject({ salesTaxPrice: 0, salesTaxExempt: true });
    expect(after.payPrice).toBeGreaterThan(exempt.price.payPrice);
  });

  it('rejected: Texas sales tax is charged as to consumers', async () => {
    const buyer = await usCompanyWithCertificate('Rejected Robotics Inc');
    expect((await review(buyer.companyId, false, 'The certificate has expired.')).body.code).toBe(0);
    expect((await expectConsumerPrices(buyer, texasAddress)).price.salesTaxPrice).toBeGreaterThan(0);
  });
});
