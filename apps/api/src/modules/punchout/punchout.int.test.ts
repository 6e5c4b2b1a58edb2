import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../test/admin-staff.ts';
import { createTestApp, deleteJson, getJson, postJson, putJson, TENANT, type TestApp, uploadLogo } from '../../../test/helpers.ts';
import {
  createOrganisation as newOrganisation,
  type OrderLine,
  orderRequest,
  postForm as postFormTo,
  postXml as postXmlTo,
  readCxml,
  setupRequest,
  startedSession,
  transferForm,
} from '../../../test/punchout.ts';

let app: TestApp;
let staff: Awaited<ReturnType<typeof createStaff>>;
let support: Awaited<ReturnType<typeof createStaff>>;
let companyId: number;
/** The logo mug, a normal product in another category, and one outside the agreed categories. */
let mug: { skuId: number; categoryId: number };
let pen: { skuId: number; categoryId: number };
let outside: { skuId: number };

const HOOK = 'https://procurement.example/oci/hook?sid=42';
const MUG = 1027;

async function skuIn(where: object) {
  const sku = await app.db.sku.findFirstOrThrow({
    where: { deletedAt: null, stock: { gte: 200 }, spu: { status: 1, ...where } },
    orderBy: { id: 'asc' },
    select: { id: true, spu: { select: { categoryId: true } } },
  });
  return { skuId: sku.id, categoryId: sku.spu.categoryId };
}

beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '10000', RATE_LIMIT_UPLOADS_PER_MINUTE: '1000' });
  staff = await createStaff(app, 'fulfilment');
  support = await createStaff(app, 'support');
  const company = await app.db.company.create({ data: { name: 'Procuring AG', countryId: 348, invoiceAllowed: true, termsDays: 45 } });
  companyId = company.id;
  mug = await skuIn({ id: MUG });
  pen = await skuIn({ categoryId: { not: mug.categoryId }, printMinCount: { lte: 25 } });
  outside = await skuIn({ categoryId: { notIn: [mug.categoryId, pen.categoryId] } });
});
afterAll(async () => app.close());

const createOrganisation = (protocol: 'oci' | 'cxml') =>
  newOrganisation(app, staff.auth, protocol, { companyId, categoryIds: [mug.categoryId, pen.categoryId] });
const postForm = (url: string, fields: Record<string, string>) => postFormTo(app, url, fields);
const postXml = (url: string, xml: string) => postXmlTo(app, url, xml);

describe('punchout organisations in the back office', () => {
  it('creates, reads, updates and deletes organisations; secrets are stored hashed and never answered; only staff with the permission', async () => {
    const oci = await createOrganisation('oci');
    const got = await getJson(app, `/admin-api/promotion/punchout/get?id=${oci.id}`, staff.auth);
    expect(got.body.data).toMatchObject({
      id: oci.id,
      protocol: 'oci',
      username: oci.login,
      password: '',
      sharedSecret: '',
      secretSet: true,
      companyId,
      companyName: 'Procuring AG',
      categoryIds: [mug.categoryId, pen.categoryId],
      addresses: { oci: expect.stringMatching(/\/punchout\/oci$/), cxmlSetup: expect.stringMatching(/\/punchout\/cxml\/setup$/) },
    });
    const row = await app.db.punchoutOrganisation.findUniqueOrThrow({ where: { id: oci.id } });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row)).not.toContain('oci-password-1');
    // Its account is a buyer of the company that nobody can log in as.
    expect(await app.db.companyMember.findUnique({ where: { memberId: row.memberId } })).toMatchObject({ companyId, role: 'buyer' });

    expect((await getJson(app, '/admin-api/promotion/punchout/page', support.auth)).body.code).toBe(403);
    const page = await getJson(app, `/admin-api/promotion/punchout/page?keyword=${oci.login}`, staff.auth);
    expect(page.body.data).toMatchObject({ total: 1, list: [{ id: oci.id }] });

    // The same user name twice is refused; an update without a password keeps the stored one.
    const clash = await postJson(app, '/admin-api/promotion/punchout/create', { ...oci.body, name: 'Other' }, staff.auth);
    expect(clash.body.code).toBe(1_013_010_001);
    const missing = await postJson(
      app,
      '/admin-api/promotion/punchout/create',
      { ...oci.body, username: 'new-one', password: '' },
      staff.auth,
    );
    expect(missing.body.code).toBe(1_013_010_002);
    const updated = await putJson(
      app,
      '/admin-api/promotion/punchout/update',
      { ...oci.body, id: oci.id, name: 'Renamed', password: '' },
      staff.auth,
    );
    expect(updated.body.code).toBe(0);
    expect((await app.db.punchoutOrganisation.findUniqueOrThrow({ where: { id: oci.id } })).passwordHash).toBe(row.passwordHash);
    const login = await app.inject({
      method: 'GET',
      url: `/punchout/oci?USERNAME=${oci.login}&PASSWORD=oci-password-1&HOOK_URL=${encodeURIComponent(HOOK)}`,
    });
    expect(login.statusCode).toBe(200);

    expect((await deleteJson(app, `/admin-api/promotion/punchout/delete?id=${oci.id}`, staff.auth)).body.data).toBe(true);
    expect((await getJson(app, `/admin-api/promotion/punchout/get?id=${oci.id}`, staff.auth)).body.code).toBe(1_013_010_000);
    // Its running session ended with it.
    const { auth } = startedSession(login.body);
    expect((await getJson(app, '/pc-api/trade/cart/list', auth)).body.code).toBe(401);
  });
});

describe('OCI 4.0', () => {
  it('logs in with USERNAME and PASSWORD, shops the agreed categories only, keeps out of member pages, and posts the cart to HOOK_URL as NEW_ITEM fields', async () => {
    const org = await createOrganisation('oci');
    const wrong = await app.inject({
      method: 'GET',
      url: `/punchout/oci?USERNAME=${org.login}&PASSWORD=wrong&HOOK_URL=${encodeURIComponent(HOOK)}`,
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('accessToken');
    const badHook = await app.inject({
      method: 'GET',
      url: `/punchout/oci?USERNAME=${org.login}&PASSWORD=oci-password-1&HOOK_URL=javascript:alert(1)`,
    });
    expect(badHook.statusCode).toBe(400);

    // OCI systems post the login as a form too.
    const login = await postForm('/punchout/oci', {
      USERNAME: org.login,
      PASSWORD: 'oci-password-1',
      HOOK_URL: HOOK,
      '~TARGET': '_top',
      OCI_VERSION: '4.0',
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['set-cookie']).toBeUndefined();
    expect(login.headers['content-security-policy']).toMatch(/script-src 'nonce-/);
    const { token, info, auth } = startedSession(login.body);
    expect(info).toMatchObject({ protocol: 'oci', name: org.body.name, countryCode: 'DE' });
    // The session lasts two hours.
    expect(info.expiresTime - Date.now()).toBeGreaterThan(119 * 60_000);
    expect(info.expiresTime - Date.now()).toBeLessThanOrEqual(120 * 60_000);

    for (const url of ['/pc-api/member/user/get', '/pc-api/trade/order/page', '/pc-api/member/address/list', '/pc-api/member/company/get'])
      expect((await getJson(app, url, auth)).body.code, url).toBe(1_013_010_005);
    expect((await postJson(app, '/pc-api/trade/cart/add', { skuId: outside.skuId, count: 1 }, auth)).body.code).toBe(1_013_010_006);
    expect((await postJson(app, '/pc-api/trade/cart/add', { skuId: pen.skuId, count: 12 }, auth)).body.code).toBe(0);

    const imgUrl = await uploadLogo(app, auth);
    const logoLine = {
      skuId: mug.skuId,
      count: 30,
      orderType: 2,
      size: '1',
      locationId: '1',
      decoratingMethod: '1',
      imgUrl,
      description: 'blue',
    };
    // The prices are the company account's, from the one pricing core.
    const settlement = await postJson(
      app,
      '/pc-api/trade/order/settlement',
      { items: [logoLine, { skuId: pen.skuId, count: 12 }], deliveryType: '1' },
      { ...auth, 'country-code': 'DE' },
    );
    expect(settlement.body.code).toBe(0);

    const transfer = await postForm('/punchout/transfer', { token, items: JSON.stringify([logoLine]) });
    expect(transfer.statusCode).toBe(200);
    expect(transfer.headers['content-security-policy']).toContain('form-action https://procurement.example');
    const form = transferForm(transfer.body);
    expect(form.action).toBe(HOOK);
    expect(form.target).toBe('_top');
    const f = form.fields;
    expect(f.get('~OkCode')).toBe('ADDI');
    expect(f.get('~TARGET')).toBe('_top');
    const [logo, pens] = settlement.body.data.items as {
      skuId: number;
      count: number;
      discountedPrice: number;
      decalsPrice: number;
      spuName: string;
    }[];
    // Line 1: the logo line posted; line 2: the cart's line.
    expect(f.get('NEW_ITEM-VENDORMAT[1]')).toBe(String(mug.skuId));
    expect(f.get('NEW_ITEM-QUANTITY[1]')).toBe('30');
    expect(f.get('NEW_ITEM-UNIT[1]')).toBe('PCE');
    expect(f.get('NEW_ITEM-CURRENCY[1]')).toBe('EUR');
    expect(f.get('NEW_ITEM-PRICEUNIT[1]')).toBe('1');
    expect(Math.round(Number(f.get('NEW_ITEM-PRICE[1]')) * 30 * 100)).toBe(logo!.discountedPrice + logo!.decalsPrice);
    expect(f.get('NEW_ITEM-DESCRIPTION[1]')!.length).toBeLessThanOrEqual(40);
    expect(f.get('NEW_ITEM-MATGROUP[1]')).not.toBe('');
    expect(f.get('NEW_ITEM-LEADTIME[1]')).toBe('17');
    expect(f.get('NEW_ITEM-LONGTEXT_1:132[]')).toContain(logo!.spuName);
    expect(f.get('NEW_ITEM-LONGTEXT_1:132[]')).toContain(`size 1; position Front centre; artwork ${imgUrl}; notes: blue`);
    expect(f.get('NEW_ITEM-LONGTEXT_1:132[]')).toMatch(/\nLogo print: Screen print; /);
    expect(f.get('NEW_ITEM-VENDORMAT[2]')).toBe(String(pen.skuId));
    expect(f.get('NEW_ITEM-QUANTITY[2]')).toBe('12');
    expect(Math.round(Number(f.get('NEW_ITEM-PRICE[2]')) * 12 * 100)).toBe(pens!.discountedPrice);
    expect(f.get('NEW_ITEM-LEADTIME[2]')).toBe('10');
    expect(f.has('NEW_ITEM-VENDORMAT[3]')).toBe(false);

    // A token that is not a punchout session's transfers nothing.
    const bogus = await postForm('/punchout/transfer', { token: 'nope', items: '[]' });
    expect(bogus.statusCode).toBe(410);
  });
});

describe('cXML 1.2', () => {
  it('answers a PunchOutSetupRequest with a one-time StartPage, and returns the cart as a PunchOutOrderMessage with logo extrinsics', async () => {
    const org = await createOrganisation('cxml');
    const bad = await postXml('/punchout/cxml/setup', setupRequest(org.login, 'wrong-secret', 'c1'));
    expect(bad.statusCode).toBe(401);
    expect(readCxml(bad.body).Response.Status).toMatchObject({ '@code': '401' });

    const setup = await postXml('/punchout/cxml/setup', setupRequest(org.login, 'cxml-shared-secret-1', 'cookie-123'));
    expect(setup.statusCode).toBe(200);
    expect(setup.headers['content-type']).toContain('text/xml');
    const response = readCxml(setup.body).Response;
    expect(response.Status['@code']).toBe('200');
    expect(response.Status['@text']).toBe('OK');
    const startPage = new URL(response.PunchOutSetupResponse.StartPage.URL);
    expect(startPage.pathname).toBe('/punchout/start');

    const opened = await app.inject({ method: 'GET', url: `${startPage.pathname}${startPage.search}` });
    expect(opened.statusCode).toBe(200);
    const { token, info, auth } = startedSession(opened.body);
    expect(info.protocol).toBe('cxml');
    // The StartPage opens once.
    expect((await app.inject({ method: 'GET', url: `${startPage.pathname}${startPage.search}` })).statusCode).toBe(410);

    expect((await postJson(app, '/pc-api/trade/cart/add', { skuId: pen.skuId, count: 5 }, auth)).body.code).toBe(0);
    const imgUrl = await uploadLogo(app, auth);
    const logoLine = { skuId: mug.skuId, count: 25, orderType: 2, size: '2', locationId: '2', decoratingMethod: '1', imgUrl };
    const transfer = await postForm('/punchout/transfer', { token, items: JSON.stringify([logoLine]) });
    const form = transferForm(transfer.body);
    expect(form.action).toBe('https://procurement.example/cxml/return');
    expect([...form.fields.keys()]).toEqual(['cxml-urlencoded']);
    const message = readCxml(form.fields.get('cxml-urlencoded')!);
    expect(message.Header.From.Credential[0].Identity).toBeTruthy();
    expect(message.Header.To.Credential[0].Identity).toBe(org.login);
    expect(message.Header.Sender.UserAgent).toBeTruthy();
    const poom = message.Message.PunchOutOrderMessage;
    expect(poom.BuyerCookie).toBe('cookie-123');
    expect(poom.PunchOutOrderMessageHeader['@operationAllowed']).toBe('edit');
    expect(poom.PunchOutOrderMessageHeader.Total.Money['@currency']).toBe('EUR');
    const items = poom.ItemIn as any[];
    expect(items).toHaveLength(2);
    const [logo, pens] = items;
    expect(logo['@quantity']).toBe('25');
    expect(logo.ItemID.SupplierPartID).toBe(String(mug.skuId));
    expect(logo.ItemDetail.UnitPrice.Money['@currency']).toBe('EUR');
    expect(logo.ItemDetail.Description[0]['@xml:lang']).toBe('en');
    expect(logo.ItemDetail.UnitOfMeasure).toBe('EA');
    expect(logo.ItemDetail.Classification[0]['@domain']).toBe('SupplierCategory');
    const extrinsics = Object.fromEntries(logo.ItemDetail.Extrinsic.map((x: any) => [x['@name'], x['#text']]));
    expect(extrinsics).toMatchObject({ LogoSize: '2', LogoPosition: '2', DecoratingMethod: '1', ArtworkURL: imgUrl });
    expect(pens.ItemID.SupplierPartID).toBe(String(pen.skuId));
    expect(pens.ItemDetail.Extrinsic).toBeUndefined();
    const total = items.reduce(
      (sum, i) => sum + Math.round(Number(i.ItemDetail.UnitPrice.Money['#text']) * Number(i['@quantity']) * 100),
      0,
    );
    expect(Math.round(Number(poom.PunchOutOrderMessageHeader.Total.Money['#text']) * 100)).toBe(total);
  });

  it('edits a requisition: the cart becomes its ItemOut lines of the agreed catalogue', async () => {
    const org = await createOrganisation('cxml');
    // Each session's cart is that of its own account.
    const cartOf = async (buyerCookie: string) => {
      const { memberId } = await app.db.punchoutSession.findFirstOrThrow({ where: { organisationId: org.id, buyerCookie } });
      return app.db.cartItem.findMany({ where: { memberId: memberId! }, select: { skuId: true, count: true } });
    };
    const itemOut = (skuId: number, quantity: number) =>
      `<ItemOut quantity="${quantity}"><ItemID><SupplierPartID>${skuId}</SupplierPartID><SupplierPartAuxiliaryID>x</SupplierPartAuxiliaryID></ItemID></ItemOut>`;
    const edit = await postXml(
      '/punchout/cxml/setup',
      setupRequest(org.login, 'cxml-shared-secret-1', 'cookie-edit', 'edit', itemOut(pen.skuId, 7) + itemOut(99_999_999, 1)),
    );
    expect(readCxml(edit.body).Response.Status['@code']).toBe('200');
    expect(await cartOf('cookie-edit')).toEqual([{ skuId: pen.skuId, count: 7 }]);
    // A requisition naming a product outside the agreed categories is refused.
    const outsideEdit = await postXml(
      '/punchout/cxml/setup',
      setupRequest(org.login, 'cxml-shared-secret-1', 'c', 'edit', itemOut(outside.skuId, 1)),
    );
    expect(outsideEdit.statusCode).toBe(400);
    // create starts with an empty cart.
    await postXml('/punchout/cxml/setup', setupRequest(org.login, 'cxml-shared-secret-1', 'cookie-new'));
    expect(await cartOf('cookie-new')).toEqual([]);
  });

  it('turns an OrderRequest into an order on account with its PO number, once per payloadID; refuses bad secrets and unknown items', async () => {
    const org = await createOrganisation('cxml');
    const { memberId } = await app.db.punchoutOrganisation.findUniqueOrThrow({ where: { id: org.id } });
    const imgUrl = await uploadLogo(app, {});
    const payloadId = `${Date.now()}.order@buyer.example`;
    const poNumber = `PO-${Date.now()}`;
    const lines: OrderLine[] = [
      { skuId: pen.skuId, quantity: 10 },
      {
        skuId: mug.skuId,
        quantity: 25,
        extrinsics: { LogoSize: '1', LogoPosition: '1', DecoratingMethod: '1', ArtworkURL: imgUrl },
      },
    ];
    const document = orderRequest(org.login, 'cxml-shared-secret-1', payloadId, poNumber, lines);

    const bad = await postXml('/punchout/cxml/order', orderRequest(org.login, 'wrong', `${payloadId}-x`, poNumber, lines));
    expect(bad.statusCode).toBe(401);
    expect(readCxml(bad.body).Response.Status['@code']).toBe('401');

    const unknown = await postXml(
      '/punchout/cxml/order',
      orderRequest(org.login, 'cxml-shared-secret-1', `${payloadId}-u`, poNumber, [
        { skuId: 99_999_999, quantity: 1 },
        { skuId: 'ABC', quantity: 1 },
      ]),
    );
    expect(unknown.statusCode).toBe(400);
    const refused = readCxml(unknown.body).Response.Status;
    expect(refused['@code']).toBe('400');
    expect(refused['#text']).toBe('Unknown item: SupplierPartID 99999999, ABC');

    const placed = await postXml('/punchout/cxml/order', document);
    expect(placed.statusCode, placed.body).toBe(200);
    const status = readCxml(placed.body).Response.Status;
    expect(status['@code']).toBe('200');
    const order = await app.db.tradeOrder.findFirstOrThrow({ where: { memberId, poNumber }, include: { payOrder: true, items: true } });
    expect(status['#text']).toBe(`Order ${order.no} placed on account`);
    expect(order.status).toBe(10);
    expect(order.currency).toBe('EUR');
    expect(order.items.map((i) => [i.skuId, i.count, i.orderType])).toEqual([
      [pen.skuId, 10, 1],
      [mug.skuId, 25, 2],
    ]);
    expect(order.items[1]!.imgUrl).toBe(imgUrl);
    expect(order.payOrder).toMatchObject({ status: 7, channelCode: 'invoice' });
    // Due after the company's 45 days of terms.
    expect(Math.round((order.payOrder!.dueTime!.getTime() - order.payTime!.getTime()) / 86_400_000)).toBe(45);

    // The same payloadID again answers the same, and places nothing.
    const again = await postXml('/punchout/cxml/order', document);
    expect(again.statusCode).toBe(200);
    expect(readCxml(again.body).Response.Status['#text']).toBe(status['#text']);
    expect(await app.db.tradeOrder.count({ where: { memberId, poNumber } })).toBe(1);

    // The back office finds it by its PO number.
    const admin = await getJson(app, `/admin-api/trade/order/get-detail?id=${order.id}`, staff.auth);
    expect(admin.body.data).toMatchObject({ no: order.no, poNumber });
  });

  it('reads XML safely: entity declarations, documents that are not cXML and oversized bodies are refused', async () => {
    const org = await createOrganisation('cxml');
    const entities = `<?xml version="1.0"?><!DOCTYPE cXML [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;">]><cXML payloadID="1" timestamp="2026-11-28T10:00:00Z">&b;</cXML>`;
    const refused = await postXml('/punchout/cxml/setup', entities);
    expect(refused.statusCode).toBe(400);
    expect(readCxml(refused.body).Response.Status['#text']).toBe('Entity declarations are not accepted');
    const external = `<?xml version="1.0"?><!DOCTYPE cXML [<!ENTITY x SYSTEM "file:///etc/passwd">]><cXML>&x;</cXML>`;
    expect((await postXml('/punchout/cxml/order', external)).statusCode).toBe(400);
    expect((await postXml('/punchout/cxml/setup', '<notcxml/>')).statusCode).toBe(400);
    expect((await postXml('/punchout/cxml/setup', '<cXML><unclosed>')).statusCode).toBe(400);
    const huge = setupRequest(org.login, 'cxml-shared-secret-1', 'x'.repeat(1024 * 1024 + 10));
    const tooLarge = await postXml('/punchout/cxml/setup', huge);
    expect(tooLarge.statusCode, tooLarge.body.slice(0, 300)).toBe(413);
    const noCookie = setupRequest(org.login, 'cxml-shared-secret-1', '');
    expect(readCxml((await postXml('/punchout/cxml/setup', noCookie)).body).Response.Status['#text']).toBe('BuyerCookie is missing');
  });
});

void TENANT;
