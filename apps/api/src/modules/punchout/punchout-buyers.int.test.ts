import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../test/admin-staff.ts';
import {
  createMailTestApp,
  createMember,
  deleteJson,
  getJson,
  postJson,
  putJson,
  type TestApp,
  type TestSmtp,
  withClockAhead,
} from '../../../test/helpers.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import {
  createOrganisation,
  CXML_SECRET,
  ociLogin,
  orderRequest,
  postForm,
  postXml,
  readCxml,
  transferForm,
} from '../../../test/punchout.ts';
import { forgetEndedSessions, SESSION_MS } from './punchout-sessions.ts';

let app: TestApp;
let smtp: TestSmtp;
let staff: Awaited<ReturnType<typeof createStaff>>;
let companyId: number;

/** Corporate Gifts (drinkware, bags, tech gifts, gift sets) and Desktop Accessories (organisers, pens, notebooks, calendars). */
const GIFTS = 252;
const DESKTOP = 251;
const MUG = 1027;
const BALLPOINT_PEN = 1016;

/** The categories of the seed's tree under `root`, the root included. */
async function treeOf(root: number): Promise<Set<number>> {
  const children = await app.db.category.findMany({ where: { parentId: root }, select: { id: true } });
  return new Set([root, ...children.map((c) => c.id)]);
}

beforeAll(async () => {
  ({ app, smtp } = await createMailTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '10000' }));
  staff = await createStaff(app, 'fulfilment');
  const company = await app.db.company.create({ data: { name: 'Beschaffung GmbH', countryId: 348, invoiceAllowed: true, termsDays: 30 } });
  companyId = company.id;
});
afterAll(async () => app.close());

interface ListItem {
  id: number;
  categoryId: number;
  name: string;
}

const list = async (query: string, headers: Record<string, string> = {}) => {
  const { body } = await getJson(app, `/pc-api/product/spu/getSpuList?${query}`, headers);
  expect(body.code, body.msg).toBe(0);
  return body.data as { records: ListItem[]; total: number };
};
const facets = async (query: string, headers: Record<string, string> = {}) => {
  const { body } = await getJson(app, `/pc-api/product/spu/facets?${query}`, headers);
  expect(body.code, body.msg).toBe(0);
  return body.data as {
    total: number;
    priceRanges: { count: number }[];
    colors: { valueId: number; count: number }[];
    decoratingMethods: { value: string; count: number }[];
    inStock: number;
  };
};
const suggest = async (keyword: string, headers: Record<string, string> = {}) => {
  const { body } = await getJson(app, `/pc-api/product/search/suggest?keyword=${encodeURIComponent(keyword)}`, headers);
  expect(body.code, body.msg).toBe(0);
  return (body.data.products as { id: number }[]).map((p) => p.id);
};
const ids = (found: { records: ListItem[] }) => found.records.map((r) => r.id);

describe('the catalogue of a punchout session', () => {
  it('lists, counts, searches, suggests and shows only the agreed categories; a product outside answers as a missing one', async () => {
    const gifts = await treeOf(GIFTS);
    const org = await createOrganisation(app, staff.auth, 'oci', { companyId, categoryIds: [GIFTS] });
    const { auth } = await ociLogin(app, org.login);
    const inGifts = await app.db.spu.count({ where: { status: 1, categoryId: { in: [...gifts] } } });

    const everything = await list('pageNo=1&pageSize=100');
    const scoped = await list('pageNo=1&pageSize=100', auth);
    expect(scoped.total).toBe(inGifts);
    expect(scoped.total).toBeLessThan(everything.total);
    expect(scoped.records.every((r) => gifts.has(r.categoryId))).toBe(true);
    // A category outside the agreed ones is empty.
    expect((await list(`categoryId=${DESKTOP}`, auth)).total).toBe(0);

    // The counts agree with the list the session sees: overall, per price range, colour and decorating method.
    const counts = await facets('', auth);
    expect(counts.total).toBe(scoped.total);
    expect(counts.priceRanges.reduce((sum, r) => sum + r.count, 0)).toBe(scoped.total);
    expect(counts.total).toBeLessThan((await facets('')).total);
    const colour = counts.colors[0]!;
    expect((await list(`colorIds=${colour.valueId}`, auth)).total).toBe(colour.count);
    const method = counts.decoratingMethods[0]!;
    expect((await list(`decoratingMethods=${method.value}`, auth)).total).toBe(method.count);
    expect((await list('inStock=true', auth)).total).toBe(counts.inStock);

    // A search finds the mug but not the pen, whose name holds the same words.
    const search = 'keyword=custom%20logo&pageSize=50';
    expect(ids(await list(search))).toEqual(expect.arrayContaining([MUG, BALLPOINT_PEN]));
    const found = await list(search, auth);
    expect(ids(found)).toContain(MUG);
    expect(ids(found)).not.toContain(BALLPOINT_PEN);
    expect((await facets('keyword=custom%20logo', auth)).total).toBe(found.total);
    expect(await suggest('ballpoint pen')).toContain(BALLPOINT_PEN);
    const suggested = await suggest('ballpoint pen', auth);
    expect(suggested).not.toContain(BALLPOINT_PEN);
    const suggestedProducts = await app.db.spu.findMany({ where: { id: { in: suggested } }, select: { categoryId: true } });
    expect(suggestedProducts.every((p) => gifts.has(p.categoryId))).toBe(true);

    // Details: a product outside answers exactly as a product that does not exist.
    const missing = await getJson(app, '/pc-api/product/spu/get-detail?id=99999999', auth);
    const outside = await getJson(app, `/pc-api/product/spu/get-detail?id=${BALLPOINT_PEN}`, auth);
    expect(outside.status).toBe(missing.status);
    expect(outside.body).toEqual(missing.body);
    expect((await getJson(app, `/pc-api/product/spu/get-detail?id=${MUG}`, auth)).body.code).toBe(0);
    expect((await getJson(app, `/pc-api/product/spu/get-detail?id=${BALLPOINT_PEN}`)).body.code).toBe(0);
  });

  it("never serves a session's cached answer to a shopper or another organisation, nor theirs to a session", async () => {
    const gifts = await treeOf(GIFTS);
    const desktop = await treeOf(DESKTOP);
    const giftsOrg = await createOrganisation(app, staff.auth, 'oci', { companyId, categoryIds: [GIFTS] });
    const desktopOrg = await createOrganisation(app, staff.auth, 'oci', { companyId, categoryIds: [DESKTOP] });
    const a = (await ociLogin(app, giftsOrg.login)).auth;
    const b = (await ociLogin(app, desktopOrg.login)).auth;
    const only = (found: { records: ListItem[] }, tree: Set<number>) => found.records.every((r) => tree.has(r.categoryId));

    // The session asks first (its answer is cached), then a shopper and the other organisation ask the same.
    const first = 'pageNo=1&pageSize=99&sortField=price';
    expect(only(await list(first, a), gifts)).toBe(true);
    const shopper = await list(first);
    expect(shopper.records.some((r) => !gifts.has(r.categoryId))).toBe(true);
    expect(only(await list(first, b), desktop)).toBe(true);
    expect((await facets('inStock=true', a)).total).toBe((await list('inStock=true&pageSize=100', a)).total);
    expect((await facets('inStock=true')).total).toBe((await list('inStock=true&pageSize=100')).total);
    expect(await suggest('ballpoint', a)).not.toContain(BALLPOINT_PEN);
    expect(await suggest('ballpoint')).toContain(BALLPOINT_PEN);
    expect(await suggest('ballpoint', b)).toContain(BALLPOINT_PEN);

    // The shopper asks first, then the sessions.
    const second = 'pageNo=1&pageSize=98&sortField=price';
    expect((await list(second)).total).toBe(shopper.total);
    expect(only(await list(second, a), gifts)).toBe(true);
    expect(only(await list(second, b), desktop)).toBe(true);
    expect(await suggest('ceramic mug')).toContain(MUG);
    expect(await suggest('ceramic mug', b)).not.toContain(MUG);
    expect(await suggest('ceramic mug', a)).toContain(MUG);
    const shopperFacets = await facets('colorIds=1');
    expect((await facets('colorIds=1', a)).total).toBe((await list('colorIds=1&pageSize=100', a)).total);
    expect((await facets('colorIds=1')).total).toBe(shopperFacets.total);
  });
});

describe("each punchout session's cart", () => {
  it('is its own: two buyers of one organisation at once each transfer only their lines; ended sessions go with their carts', async () => {
    const org = await createOrganisation(app, staff.auth, 'oci', { companyId, categoryIds: [GIFTS] });
    const skus = await app.db.sku.findMany({
      where: { deletedAt: null, stock: { gte: 100 }, spu: { status: 1, categoryId: { in: [...(await treeOf(GIFTS))] } } },
      orderBy: { id: 'asc' },
      take: 2,
    });
    const [first, second] = await Promise.all([ociLogin(app, org.login), ociLogin(app, org.login)]);
    const added = await Promise.all([
      postJson(app, '/pc-api/trade/cart/add', { skuId: skus[0]!.id, count: 3 }, first.auth),
      postJson(app, '/pc-api/trade/cart/add', { skuId: skus[1]!.id, count: 4 }, second.auth),
    ]);
    expect(added.map((r) => r.body.code)).toEqual([0, 0]);

    const cartOf = async (auth: Record<string, string>) => {
      const { body } = await getJson(app, '/pc-api/trade/cart/list', auth);
      return (body.data.validList as { count: number; sku: { id: number } }[]).map((l) => [l.sku.id, l.count]);
    };
    expect(await cartOf(first.auth)).toEqual([[skus[0]!.id, 3]]);
    expect(await cartOf(second.auth)).toEqual([[skus[1]!.id, 4]]);

    const [one, two] = await Promise.all(
      [first, second].map(async (session) => {
        const page = await postForm(app, '/punchout/transfer', { token: session.token, items: '[]' });
        expect(page.statusCode).toBe(200);
        const { fields } = transferForm(page.body);
        return {
          material: fields.get('NEW_ITEM-VENDORMAT[1]'),
          quantity: fields.get('NEW_ITEM-QUANTITY[1]'),
          more: fields.has('NEW_ITEM-VENDORMAT[2]'),
        };
      }),
    );
    expect(one).toEqual({ material: String(skus[0]!.id), quantity: '3', more: false });
    expect(two).toEqual({ material: String(skus[1]!.id), quantity: '4', more: false });

    // The organisation's own account (its orders) holds no cart.
    const { memberId } = await app.db.punchoutOrganisation.findUniqueOrThrow({ where: { id: org.id } });
    expect(await app.db.cartItem.count({ where: { memberId } })).toBe(0);

    // Two hours on, the sessions, their accounts and carts are removed (the background job runs the same).
    const sessions = await app.db.punchoutSession.findMany({ where: { organisationId: org.id }, select: { memberId: true } });
    const accounts = sessions.map((s) => s.memberId!);
    expect(accounts).toHaveLength(2);
    expect(await forgetEndedSessions(app.db, app.services.clock())).toBe(0);
    await withClockAhead(app, SESSION_MS + 60_000, async () => {
      expect(await forgetEndedSessions(app.db, app.services.clock())).toBeGreaterThanOrEqual(2);
    });
    // A token of a removed session opens nothing.
    expect((await getJson(app, '/pc-api/trade/cart/list', first.auth)).body.code).toBe(401);
    expect(await app.db.punchoutSession.count({ where: { organisationId: org.id } })).toBe(0);
    expect(await app.db.member.count({ where: { id: { in: accounts } } })).toBe(0);
    expect(await app.db.cartItem.count({ where: { memberId: { in: accounts } } })).toBe(0);
    expect(await app.db.companyMember.count({ where: { memberId: { in: accounts } } })).toBe(0);
    expect(await app.db.member.count({ where: { id: memberId, status: 0 } })).toBe(1);
  });
});

describe("a punchout organisation's accounts", () => {
  it("are not people: no list of the company's members or of the shop's shows them, and no admin can change them", async () => {
    const owner = await createStaff(app, 'owner');
    const company = await app.db.company.create({ data: { name: 'Einkauf AG', countryId: 348 } });
    const admin = await createMember(app);
    await app.db.companyMember.create({ data: { memberId: admin.id, companyId: company.id, role: 'admin' } });
    const org = await createOrganisation(app, staff.auth, 'oci', { companyId: company.id, categoryIds: [GIFTS] });
    await ociLogin(app, org.login);
    const { memberId: orgAccount } = await app.db.punchoutOrganisation.findUniqueOrThrow({ where: { id: org.id } });
    const accounts = await app.db.member.findMany({ where: { company: { companyId: company.id }, punchout: true }, select: { id: true } });
    expect(accounts.map((a) => a.id)).toContain(orgAccount);
    expect(accounts).toHaveLength(2);

    const mine = await getJson(app, '/pc-api/member/company/get', admin.auth);
    expect(mine.body.data.members.map((m: { memberId: number }) => m.memberId)).toEqual([admin.id]);
    for (const { id } of accounts) {
      const changed = await putJson(app, '/pc-api/member/company/update-member', { memberId: id, role: 'approver' }, admin.auth);
      expect(changed.body.code).toBe(1_004_020_008);
      const removed = await deleteJson(app, `/pc-api/member/company/remove-member?memberId=${id}`, admin.auth);
      expect(removed.body.code).toBe(1_004_020_008);
    }
    expect(await app.db.companyMember.count({ where: { companyId: company.id, role: 'buyer', member: { punchout: true } } })).toBe(2);

    const detail = await getJson(app, `/admin-api/member/company/get?id=${company.id}`, owner.auth);
    expect(detail.body.data.memberCount).toBe(1);
    expect(detail.body.data.members).toHaveLength(1);
    const companies = await getJson(app, '/admin-api/member/company/page?pageNo=1&pageSize=10&name=Einkauf', owner.auth);
    expect(companies.body.data.list[0].memberCount).toBe(1);
    const members = await getJson(app, '/admin-api/member/user/page?pageNo=1&pageSize=10&mail=punchout.invalid', owner.auth);
    expect(members.body.data.total).toBe(0);

    // The company's one person may leave the shop: the organisation's accounts are nobody to hand the company to.
    const deleted = await postJson(app, '/pc-api/member/user/delete-account', { password: admin.password }, admin.auth);
    expect(deleted.body.code, deleted.body.msg).toBe(0);
  });
});

/** The base64 PDF attached to a mail, as bytes. */
function pdfOf(raw: string): Buffer {
  const part = /Content-Type: application\/pdf[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n(?:--|\r?\n)/.exec(raw);
  expect(part).not.toBeNull();
  return Buffer.from(part![1]!.replace(/\s/g, ''), 'base64');
}

/** A mail's subject, its encoded words (RFC 2047, base64 or quoted-printable) decoded. */
function subjectOf(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return header.replace(/\r?\n[ \t]/g, '').replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

describe('a punchout order (cXML OrderRequest)', () => {
  const pen = async () =>
    app.db.sku.findFirstOrThrow({
      where: { deletedAt: null, stock: { gte: 200 }, spu: { status: 1, categoryId: { in: [...(await treeOf(GIFTS))] } } },
      orderBy: { id: 'asc' },
    });
  const invoiceCounter = async () =>
    (
      await app.db.$queryRaw<
        { last_no: number }[]
      >`SELECT last_no FROM trade_document_counter WHERE kind = 'invoice' ORDER BY year DESC LIMIT 1`
    )[0]?.last_no ?? 0;

  it("is invoiced in the shop's invoice series with PO number, company and due date, and confirmed to the organisation's address in its language", async () => {
    const org = await createOrganisation(app, staff.auth, 'cxml', {
      companyId,
      categoryIds: [GIFTS],
      orderMail: 'Purchasing@Beschaffung.example',
      language: 'de',
    });
    const sku = await pen();
    const before = await invoiceCounter();
    const poNumber = `PO-DE-${Date.now()}`;
    const placed = await postXml(
      app,
      '/punchout/cxml/order',
      orderRequest(org.login, CXML_SECRET, `${Date.now()}.de@buyer.example`, poNumber, [{ skuId: sku.id, quantity: 10 }]),
    );
    expect(placed.statusCode, placed.body).toBe(200);
    expect(readCxml(placed.body).Response.Status['@code']).toBe('200');
    const order = await app.db.tradeOrder.findFirstOrThrow({ where: { poNumber }, include: { payOrder: true } });
    expect(order.email).toBe('purchasing@beschaffung.example');

    // The next number of the one invoice series.
    const invoice = await app.db.tradeInvoice.findFirstOrThrow({ where: { orderId: order.id } });
    const year = invoice.no.slice(-11, -7);
    expect(invoice.no.endsWith(`${year}-${String(before + 1).padStart(6, '0')}`)).toBe(true);
    expect(invoice.language).toBe('de');

    const download = await app.inject({ method: 'GET', url: `/admin-api/trade/order/invoice?id=${order.id}`, headers: staff.auth });
    expect(download.headers['content-type']).toContain('application/pdf');
    const { text } = await pdfText(download.rawPayload);
    const due = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeZone: 'Europe/Berlin' }).format(order.payOrder!.dueTime!);
    for (const expected of [invoice.no, poNumber, 'Ihre Bestellnr. (PO)', 'Beschaffung GmbH', 'Fällig am', due])
      expect(text).toContain(expected);
    expect(Math.round((order.payOrder!.dueTime!.getTime() - order.payTime!.getTime()) / 86_400_000)).toBe(30);

    // The confirmation, in German, with the invoice attached.
    const mail = await smtp.mailTo('purchasing@beschaffung.example');
    expect(subjectOf(mail.raw)).toContain(`Bestellbestätigung ${order.no}`);
    const mailed = (await pdfText(pdfOf(mail.raw))).text;
    expect(mailed).toContain(invoice.no);
    expect(mailed).toContain(poNumber);
  });

  it("goes to the OrderRequest's contact e-mail when it names one; without any address the invoice is issued and no mail is written", async () => {
    const org = await createOrganisation(app, staff.auth, 'cxml', {
      companyId,
      categoryIds: [GIFTS],
      orderMail: 'desk@beschaffung.example',
    });
    const sku = await pen();
    const poNumber = `PO-C-${Date.now()}`;
    const placed = await postXml(
      app,
      '/punchout/cxml/order',
      orderRequest(
        org.login,
        CXML_SECRET,
        `${Date.now()}.c@buyer.example`,
        poNumber,
        [{ skuId: sku.id, quantity: 10 }],
        'erika@beschaffung.example',
      ),
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const mail = await smtp.mailTo('erika@beschaffung.example');
    expect(mail.raw).toContain('application/pdf');
    expect(mail.raw).toContain(poNumber);

    const silent = await createOrganisation(app, staff.auth, 'cxml', { companyId, categoryIds: [GIFTS] });
    const quiet = `PO-Q-${Date.now()}`;
    const before = await app.db.mailLog.count();
    const answer = await postXml(
      app,
      '/punchout/cxml/order',
      orderRequest(silent.login, CXML_SECRET, `${Date.now()}.q@buyer.example`, quiet, [{ skuId: sku.id, quantity: 10 }]),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const order = await app.db.tradeOrder.findFirstOrThrow({ where: { poNumber: quiet } });
    expect(await app.db.tradeInvoice.count({ where: { orderId: order.id } })).toBe(1);
    expect(await app.db.mailLog.count()).toBe(before);
  });
});

describe('the organisation in the back office', () => {
  it('keeps its order address and language', async () => {
    const org = await createOrganisation(app, staff.auth, 'oci', {
      companyId,
      categoryIds: [],
      orderMail: 'orders@x.example',
      language: 'zh',
    });
    const got = await getJson(app, `/admin-api/promotion/punchout/get?id=${org.id}`, staff.auth);
    expect(got.body.data).toMatchObject({ orderMail: 'orders@x.example', language: 'zh' });
    const bad = await postJson(
      app,
      '/admin-api/promotion/punchout/create',
      { ...org.body, username: `${org.login}-2`, orderMail: 'not-a-mail' },
      staff.auth,
    );
    expect(bad.body.code).not.toBe(0);
    expect(bad.status).toBeLessThan(500);
  });
});
