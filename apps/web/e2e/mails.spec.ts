import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { HEADERS } from './helpers.ts';

const BERLIN = {
  firstName: 'Erika',
  lastName: 'Muster',
  mobile: '+49 30 1234567',
  areaId: 348,
  state: 'BE',
  city: 'Berlin',
  zipCode: '10115',
  detailAddress: 'Unter den Linden 1',
};

/** A guest's order paid with the demo wallet, in `language`: answers the id of its confirmation in the development outbox. */
async function paidMail(request: APIRequestContext, language: string): Promise<number> {
  const email = `mail-${language}-${Date.now()}@example.com`;
  const created = await (
    await request.post('/pc-api/trade/order/guest/create', {
      headers: { ...HEADERS, 'accept-language': language },
      data: { items: [{ skuId: 100101, count: 2 }], deliveryType: '1', email, address: BERLIN },
    })
  ).json();
  expect(created.code).toBe(0);
  const paid = await request.post('/pc-api/pay/order/guest/pay/success', {
    headers: HEADERS,
    data: { orderToken: created.data.token, channelCode: 'demo' },
  });
  expect((await paid.json()).code).toBe(0);
  const outbox = await (await request.get('/dev/mailbox')).text();
  const id = new RegExp(`href="/dev/mailbox/(\\d+)">[^<]*</a></h2><p class="meta">#\\d+ · to ${email.replace(/[.]/g, '\\.')}`).exec(
    outbox,
  )?.[1];
  expect(id, `a mail to ${email}`).toBeDefined();
  return Number(id);
}

const BUTTON = { en: 'View your order', de: 'Bestellung ansehen', zh: '查看订单' } as const;

for (const language of ['en', 'de', 'zh'] as const) {
  test(`the order confirmation in ${language} reads at 600 and 390 px: greeting, pictured lines, button, no sideways scrolling`, async ({
    page,
  }) => {
    const id = await paidMail(page.request, language);
    for (const width of [600, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/dev/mailbox/${id}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByText(/Erika/).first()).toBeVisible();
      await expect(page.getByRole('link', { name: BUTTON[language] })).toBeVisible();
      // The line's picture, fetched from the shop.
      await expect
        .poll(() =>
          page
            .locator('img')
            .first()
            .evaluate((img: HTMLImageElement) => img.naturalWidth),
        )
        .toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: test.info().outputPath(`order-paid-${language}-${width}.png`), fullPage: true });
    }
  });
}
