import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from './fixtures.ts';

const PRODUCT = '/productDetail/a4-lever-arch-file/1016';
const PAGES = [
  '/',
  '/productList?id=251&category=Office',
  // A list with the shopper's filters and order in its address.
  '/productList?id=250&color=104&inStock=1&sort=price-asc',
  '/bestSeller',
  '/search?keyword=file',
  '/faq',
  // A theme page: its phone numbers and hours come from the shop's settings.
  '/realTimeCommunication',
  '/blogs',
  '/career',
  '/jobList',
  // The design editor: its frame comes rendered, its canvas starts at the shopper's first touch.
  '/customDesign?spuId=1027&locationId=1&size=1&method=5&count=25',
  PRODUCT,
];
const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
};

/** A returning visitor: the choices in local storage and, as the storefront mirrors them, in cookies. */
const VISITORS = [
  { name: 'English, dollars, phone', stored: {}, device: PHONE },
  { name: 'German, euros, desktop', stored: { language: 'de', countryCode: 'DE' }, device: { viewport: { width: 1366, height: 900 } } },
  { name: 'Chinese, euros, phone', stored: { language: 'zh', countryCode: 'AT' }, device: PHONE },
];

/** Every console error or warning and uncaught error of the page (React reports hydration mismatches there). */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

for (const visitor of VISITORS) {
  test(`server-rendered pages hydrate without a warning: ${visitor.name}`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ ...visitor.device, baseURL });
    await context.addCookies(Object.entries(visitor.stored).map(([key, value]) => ({ name: `shop-${key}`, value, url: baseURL! })));
    await context.addInitScript((stored) => {
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    }, visitor.stored);
    const page = await context.newPage();
    const problems = problemsOf(page);
    for (const path of PAGES) {
      const html = await (await page.request.get(path, { headers: { accept: 'text/html' } })).text();
      expect(html, path).toMatch(/<div id="root" data-hydrating><a class="skip-link"/);
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.locator('h1').first()).toBeVisible();
      // The page removes the server's mark once hydrated.
      await waitForApp(page);
    }
    // Hydrated: the page answers clicks (the product's tabs).
    await page.getByRole('tab').nth(1).click();
    await expect(page.getByRole('tabpanel').getByRole('table')).toBeVisible();
    expect(problems).toEqual([]);
    await context.close();
  });
}

test('a visitor whose stored language the server has not seen yet gets the page rendered in the browser, without a warning', async ({
  page,
}) => {
  const problems = problemsOf(page);
  await page.addInitScript(() => localStorage.setItem('language', 'de'));
  await page.goto(PRODUCT, { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'In den Warenkorb' }).first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('without JavaScript a product page shows its name, price, description and breadcrumbs', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const detail = (await (await page.request.get(`/pc-api/product/spu/get-detail?id=1016`, { headers: { 'tenant-id': '1' } })).json()).data;
  await page.goto(PRODUCT);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.name);
  await expect(page.locator('.product-detail__price .price')).toHaveText(/^\$\d+\.\d{2}$/);
  await expect(page.getByRole('tabpanel')).toHaveText(detail.description);
  await expect(page.getByRole('navigation', { name: 'You are here' })).toContainText('Home');
  await expect(page).toHaveTitle(`${detail.name} | Paper & Craft`);
  await context.close();
});

test('an article comes rendered and hydrates without a warning', async ({ page }) => {
  const problems = problemsOf(page);
  await page.goto('/blogs', { waitUntil: 'networkidle' });
  const link = page.locator('.article-card__link').first();
  const title = (await link.locator('h2').textContent()) ?? '';
  const html = await (await page.request.get((await link.getAttribute('href'))!, { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('<div class="article__body">');
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // Opened afresh: the server's HTML of the article, hydrated.
  await page.reload({ waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(problems).toEqual([]);
});

test('an unknown product answers 404 with its not-found page, which hydrates without a warning and leads home', async ({ page }) => {
  const problems = problemsOf(page);
  const response = await page.goto('/productDetail/no-such-file/987654', { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(404);
  await expect(page.getByText('This product is not available.')).toBeVisible();
  // Hydrated: the link is the router's.
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The 404 answer itself is the expected console message of a missing page.
  expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
});

test('a button pressed before the page is live takes effect once it is, not lost', async ({ page }) => {
  // The app's code arrives late, as on a slow phone: the server's HTML is there to press.
  await page.route(/\/assets\/boot-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const opening = page.goto('/customDesign?spuId=1027&locationId=1&size=1&method=5&count=25');
  // From the moment the entry notes presses (before it, a press is the browser's alone).
  await page.locator('html[data-noting-presses]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Text', exact: true }).click();
  expect(await page.locator('#root[data-hydrating]').count()).toBe(1);
  await opening;
  await expect(page.getByRole('button', { name: 'Text', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Add text' })).toBeVisible();
});
