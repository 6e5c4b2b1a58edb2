import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../test/admin-staff.ts';
import { createMember, TENANT, texasAddress, type TestApp, createTestApp } from '../../test/helpers.ts';

let app: TestApp;
let member: Record<string, string>;
let support: Record<string, string>;
let owner: Record<string, string>;
let skuId: number;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '1000', RATE_LIMIT_FORMS_PER_MINUTE: '1000' });
  member = (await createMember(app)).auth;
  support = (await createStaff(app, 'support')).auth;
  owner = (await createStaff(app, 'owner')).auth;
  skuId = (await app.db.sku.findFirstOrThrow({ where: { stock: { gte: 5 }, deletedAt: null, spu: { status: 1 } } })).id;
});
afterAll(async () => app.close());

const NUL = 'Ada\u0000Lovelace';
const LONE_SURROGATE = 'Ada\ud800Lovelace';

type Caller = 'guest' | 'member' | 'support' | 'owner';
interface Hostile {
  caller: Caller;
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  /** The field the answer names: a parameter of the query, or a path into the JSON body. */
  field: string;
  /** The JSON body carrying the text; without one the text goes into the query. */
  body?: (text: string) => object;
  /** Rows that must stay as they are. */
  rows?: () => Promise<number>;
}

const headersOf = (caller: Caller) => ({ guest: {}, member, support, owner })[caller];

const inQuery = (caller: Caller, url: string, field: string): Hostile => ({ caller, method: 'GET', url, field });
const inBody = (caller: Caller, method: 'POST' | 'PUT', url: string, field: string, body: Hostile['body'], rows?: Hostile['rows']) => ({
  caller,
  method,
  url,
  field,
  body,
  rows,
});

const designWithText = (text: string) => ({
  spuId: 1027,
  locationId: '1',
  content: {
    version: 1,
    objects: [{ type: 'text', text, fontSize: 8, fill: '#1b2a4a', width: 40, height: 9, left: 40, top: 70, scaleX: 1, scaleY: 1 }],
  },
});

/** Endpoints of every kind of caller whose text reaches PostgreSQL, in the query or the JSON body. */
const ENDPOINTS: Record<string, Hostile> = {
  'member login': inBody('guest', 'POST', '/pc-api/member/auth/login', 'mobile', (text) => ({ mobile: text, password: 'secret-12' })),
  'contact form': inBody(
    'guest',
    'POST',
    '/pc-api/system/contact-us/create',
    'lastName',
    (text) => ({ content: 'Hello', lastName: text }),
    () => app.db.contactMessage.count(),
  ),
  'settlement with a coupon code': inBody('guest', 'POST', '/pc-api/trade/order/settlement', 'code', (text) => ({
    items: [{ skuId, count: 1 }],
    deliveryType: '1',
    ...texasAddress,
    code: text,
  })),
  'product search': inQuery('guest', '/pc-api/product/spu/getSpuList', 'keyword'),
  'article filter': inQuery('guest', '/pc-api/promotion/article/page', 'tag'),
  'job filter': inQuery('guest', '/pc-api/system/job/page', 'title'),
  'back-office login': inBody('guest', 'POST', '/admin-api/system/auth/login', 'username', (text) => ({
    username: text,
    password: 'staff-password-1',
  })),
  'profile update': inBody(
    'member',
    'PUT',
    '/pc-api/member/user/update',
    'firstName',
    (text) => ({ firstName: text, lastName: 'Lovelace', mailLanguage: 'en' }),
    () => app.db.member.count({ where: { firstName: { not: 'Ada' } } }),
  ),
  'new address': inBody(
    'member',
    'POST',
    '/pc-api/member/address/create',
    'detailAddress',
    (text) => ({ ...texasAddress, detailAddress: text }),
    () => app.db.address.count(),
  ),
  'design text': inBody('member', 'POST', '/pc-api/product/design/create', 'content.objects.0.text', designWithText, () =>
    app.db.design.count(),
  ),
  'member search': inQuery('support', '/admin-api/member/user/page', 'name'),
  'contact message search': inQuery('support', '/admin-api/system/contact-us/page', 'mail'),
  'role search': inQuery('owner', '/admin-api/system/role/page', 'name'),
  'role name': inBody(
    'owner',
    'POST',
    '/admin-api/system/role/create',
    'name',
    (text) => ({ name: text, permissions: ['trade:order:query'] }),
    () => app.db.adminRole.count(),
  ),
};

async function send(endpoint: Hostile, text: string, language: string) {
  const url = endpoint.body ? endpoint.url : `${endpoint.url}?${endpoint.field}=${encodeURIComponent(text)}`;
  const response = await app.inject({
    method: endpoint.method,
    url,
    headers: { ...TENANT, ...headersOf(endpoint.caller), 'accept-language': language },
    ...(endpoint.body ? { payload: endpoint.body(text) } : {}),
  });
  return response.json() as { code: number; msg: string; fields?: { field: string; message: string }[] };
}

const MESSAGES = {
  en: 'contains a character that cannot be stored (NUL or broken Unicode)',
  de: 'enthält ein Zeichen, das nicht gespeichert werden kann (NUL oder fehlerhaftes Unicode)',
  zh: '包含无法保存的字符（NUL 或损坏的 Unicode）',
};

describe('text that PostgreSQL cannot store', () => {
  const cases = Object.entries(ENDPOINTS).flatMap(([name, endpoint]) => [
    [`${name}: NUL`, endpoint, NUL] as const,
    // A query string cannot carry a lone surrogate: its percent-encoded bytes are not UTF-8 and stay as they are.
    ...(endpoint.body ? [[`${name}: a lone surrogate`, endpoint, LONE_SURROGATE] as const] : []),
  ]);

  it.each(cases)('is refused with 400 naming the field, nothing written (%s)', async (_name, endpoint, text) => {
    const before = await endpoint.rows?.();
    const answer = await send(endpoint, text, 'en');
    expect(answer).toMatchObject({
      code: 400,
      msg: `Invalid request: ${endpoint.field} ${MESSAGES.en}`,
      fields: [{ field: endpoint.field, message: `${endpoint.field} ${MESSAGES.en}` }],
    });
    expect(await endpoint.rows?.()).toBe(before);
  });

  it.each(['de', 'zh'] as const)('answers in the language of the request (%s)', async (language) => {
    const answer = await send(ENDPOINTS['contact form']!, LONE_SURROGATE, language);
    expect(answer.code).toBe(400);
    expect(answer.fields).toEqual([{ field: 'lastName', message: `lastName ${MESSAGES[language]}` }]);
  });

  it('also finds it in an object key, and still accepts the same texts whole (emoji are surrogate pairs)', async () => {
    const keyed = await app.inject({
      method: 'POST',
      url: '/pc-api/system/contact-us/create',
      headers: TENANT,
      payload: { content: 'Hello', 'x\u0000': 1 },
    });
    expect(keyed.json()).toMatchObject({ code: 400, fields: [{ field: 'x\u0000' }] });
    const fine = await send(ENDPOINTS['contact form']!, 'Ada 😀 Lovelace', 'en');
    expect(fine.code).toBe(0);
  });
});
