import { formatMoney, type Language, STOREFRONT_PAGES } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../test/admin-staff.ts';
import { catalogChanged, createTestApp, getJson, putJson, type TestApp } from '../../../test/helpers.ts';
import { type Facts, readable, unconfigured } from '../../../test/shop-facts.ts';
import { buildWebForTest } from '../../../test/web-build.ts';

let app: TestApp;
let web: Awaited<ReturnType<typeof buildWebForTest>>;
/** The limits per order of the ways to pay (cents, either currency), which the payment methods page names. */
let payLimits: number[] = [];

// Building the renderer takes a while on a busy machine, longer when two test files build at once.
beforeAll(async () => {
  web = await buildWebForTest();
  app = await createTestApp({ SHOP_CONTACT: 'help@facts.example|+49 30 999000' }, { webDist: web.webDist });
  const config = (await getJson(app, '/pc-api/trade/config/get')).body.data;
  const onAccount = config.onAccount ?? {};
  payLimits = [...config.payChannels.map((c: { maxAmount: number }) => c.maxAmount), onAccount.companyMax, onAccount.minAmount]
    .filter((n): n is number => typeof n === 'number')
    .map((major) => Math.round(major * 100));
}, 240_000);
afterAll(async () => {
  await app.close();
  await web.remove();
});

const SETTINGS = '/admin-api/system/settings/get';
const UPDATE = '/admin-api/system/settings/update';

/** The help and theme pages rendered on the server: every one whose module is the info or theme page. */
const PAGES = Object.entries(STOREFRONT_PAGES)
  .filter(([, page]) => page.serverRendered && /\/(info|theme)-page\.tsx$/.test(page.module ?? ''))
  .map(([path]) => path);

/** Each language with a shopper's market: the banner names the threshold in the market's currency. */
const VISITORS: { language: Language; cookie: string }[] = [
  { language: 'en', cookie: '' },
  { language: 'de', cookie: 'shop-countryCode=DE' },
  { language: 'zh', cookie: 'shop-countryCode=AT' },
];

async function render(path: string, visitor: (typeof VISITORS)[number]): Promise<string> {
  const url = `${path}?lang=${visitor.language}`;
  const response = await app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', ...(visitor.cookie ? { cookie: visitor.cookie } : {}) },
  });
  expect(response.statusCode, url).toBe(200);
  // Rendered on the server, texts and all.
  expect(response.body, url).toMatch(/<div id="root" data-hydrating>[\s\S]*<h1>/);
  return readable(response.body);
}

/** Renders every help and theme page in three languages and checks that only configured facts appear; answers the texts. */
async function renderAll(facts: Facts): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  for (const visitor of VISITORS) {
    for (const path of PAGES) {
      const text = await render(path, visitor);
      const where = `${path} (${visitor.language})`;
      // Every template value was filled in.
      expect(text, where).not.toMatch(/\{\{|\}\}/);
      // The payment methods page names each method's limit per order, from trade/config/get.
      const limits = payLimits.flatMap((cents) => [
        formatMoney(cents, 'USD', visitor.language),
        formatMoney(cents, 'EUR', visitor.language),
      ]);
      expect(unconfigured(text, facts, visitor.language, limits), where).toEqual([]);
      texts.set(`${path} ${visitor.language}`, text);
    }
  }
  return texts;
}

describe('the shop facts on the help and theme pages', () => {
  it('covers the help pages and the public theme pages', () => {
    expect(PAGES).toEqual(
      expect.arrayContaining(['/contactUs', '/faq', '/delivery', '/salesReturn', '/paymentMethods', '/policiesAndSecurity']),
    );
    expect(PAGES).toEqual(expect.arrayContaining(['/advantages', '/realTimeCommunication', '/digitalMarketing']));
  });

  it('name only the configured phone numbers, e-mail and money figures in three languages, and a change shows on the next render', async () => {
    const owner = await createStaff(app, 'owner');
    const first = (await getJson(app, SETTINGS, owner.auth)).body.data as Facts & Record<string, unknown>;
    const before = await renderAll(first);
    expect(before.get('/contactUs en')).toContain('+49 30 999000');
    expect(before.get('/contactUs en')).toContain('help@facts.example');
    expect(before.get('/delivery en')).toContain('$39.99');
    expect(before.get('/delivery de')).toContain('39,99\u00a0€');
    expect(before.get('/faq zh')).toContain('€39.99');
    // The ways to pay the shop offers, with their limits in the visitor's currency.
    expect(before.get('/paymentMethods en')).toContain('Bank transfer (prepayment), for orders up to $12,500.00');
    expect(before.get('/paymentMethods de')).toContain('bis 10.000,00\u00a0€ pro Bestellung');
    expect(before.get('/paymentMethods en')).not.toContain('Private customers');

    const changed = {
      ...first,
      contact: { ...first.contact, phone: { US: '+1 212 555 0199', EU: '+49 89 2000 1000' }, mail: 'care@facts.example' },
      delivery: { ...first.delivery, freeThreshold: { USD: 5500, EUR: 4900 } },
    };
    const saved = await putJson(app, UPDATE, changed, owner.auth);
    expect(saved.body.code).toBe(0);

    const after = await renderAll(changed);
    for (const language of ['en', 'de', 'zh']) {
      const contact = after.get(`/contactUs ${language}`)!;
      expect(contact).toContain('+1 212 555 0199');
      expect(contact).toContain('+49 89 2000 1000');
      expect(contact).toContain('care@facts.example');
      expect(after.get(`/realTimeCommunication ${language}`)).toContain('+1 212 555 0199');
    }
    expect(after.get('/delivery en')).toContain('$55.00');
    expect(after.get('/delivery en')).toContain('€49.00');
    expect(after.get('/delivery de')).toContain('55,00\u00a0$');
    expect(after.get('/advantages zh')).toContain('$55.00');
    // The banner names the threshold of the shopper's market.
    expect(after.get('/faq en')).toContain('$55.00');
    expect(after.get('/faq de')).toContain('49,00\u00a0€');
  }, 120_000);

  it("forgets its rendered pages when another instance saves the settings (the database's notification)", async () => {
    const owner = await createStaff(app, 'owner');
    const current = (await getJson(app, SETTINGS, owner.auth)).body.data as Facts & { version: number; updateTime: unknown };
    const visitor = VISITORS[0]!;
    expect(await render('/realTimeCommunication', visitor)).toContain(current.contact.phone.US);
    const { version: _v, updateTime: _t, ...document } = current;
    const elsewhere = { ...document, contact: { ...document.contact, phone: { US: '+1 646 555 0123', EU: '+49 40 3000 2000' } } };
    const changed = catalogChanged(app);
    // As another instance saves it: straight into the database, which notifies every instance.
    await app.db.shopSettings.upsert({
      where: { id: 1 },
      update: { version: { increment: 1 }, document: elsewhere },
      create: { id: 1, version: 1, document: elsewhere },
    });
    await changed;
    const text = await render('/realTimeCommunication', visitor);
    expect(text).toContain('+1 646 555 0123');
    expect(text).toContain('+49 40 3000 2000');
    expect(text).not.toContain(current.contact.phone.US);
    expect(text).not.toContain(current.contact.phone.EU);
  });
});
