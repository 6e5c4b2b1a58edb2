import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from './fixtures.ts';
import { PNG, shopTexts } from './helpers.ts';

const texts = (language: string) => shopTexts(language);

async function useLanguage(page: Page, language: string) {
  await page.addInitScript((l) => {
    if (!sessionStorage.getItem('language-set')) {
      localStorage.setItem('language', l);
      sessionStorage.setItem('language-set', '1');
    }
  }, language);
}

for (const language of ['en', 'de', 'zh']) {
  test(`home page in ${language}: texts, banner, products`, async ({ page }) => {
    await useLanguage(page, language);
    await page.goto('/');
    const t = texts(language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.home.heroTitle);
    // The banner names the shop's free-delivery threshold (its settings) where {{amount}} stands.
    await expect(page.locator('.banner')).toContainText(t.shop.banner.split('{{amount}}')[0]);
    await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh' ? 'zh-CN' : language);
    await expect(page.locator('.product-card').first()).toBeVisible();
  });
}

test('the language chosen in the menu is kept after reloading', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts('de').home.heroTitle);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts('de').home.heroTitle);
  // The server knows the choice too: a German product list arrives with the page.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/category\/list|getSpuList\?pageNo=1&pageSize=9&categoryId=251$/.test(request.url())) asked.push(request.url());
  });
  await page.goto('/productList?id=251');
  await expect(page.locator('.product-card').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Schreibtischzubehör' }).first()).toBeVisible();
  expect(asked).toEqual([]);
});

test('category → list → product detail in a new tab', async ({ page, context }) => {
  await page.goto('/');
  await page.locator('.category-tiles').getByRole('link', { name: 'Desktop Accessories' }).click();
  await expect(page).toHaveURL(/productList\?id=251/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Desktop Accessories');
  const cards = page.locator('.product-card');
  await expect(cards).toHaveCount(9);
  const name = await cards.first().locator('.product-card__name').textContent();
  const [detail] = await Promise.all([context.waitForEvent('page'), cards.first().click()]);
  await expect(detail).toHaveURL(/\/productDetail\/[^/]+\/\d+$/);
  await expect(detail.getByRole('heading', { level: 1 })).toHaveText(name!);
  // The tab opened by the click, not by `goto`: its tabs respond once the page is hydrated.
  await waitForApp(detail);
  await expect(detail.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  await detail.getByRole('tab', { name: 'Quantity discount' }).click();
  await expect(detail.getByRole('table', { name: /The more you order/ })).toBeVisible();
});

test('paging: next page, jumper to the last page', async ({ page }) => {
  await page.goto('/productList');
  const first = await page.locator('.product-card__name').first().textContent();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.locator('.product-card__name').first()).not.toHaveText(first!);
  await page.getByLabel('Go to page').fill('8');
  await page.getByLabel('Go to page').press('Enter');
  await expect(page).toHaveURL(/page=8/);
  // Other journeys add products to the shared catalogue, so the last page's length is not fixed.
  await expect(page.locator('.product-card').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('search runs with text and does nothing without', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('   ');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await box.fill('notebook');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?keyword=notebook/);
  await expect(page.locator('.product-card').first()).toContainText(/notebook/i);
  await page.goto('/search?keyword=');
  await expect(page.getByText('Enter a search term to find products.')).toBeVisible();
});

test('a member page sends a visitor to /login', async ({ page }) => {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsettings$/);
});

test('mobile width: no horizontal scrolling, side menu in a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/', '/productList?id=252', '/productDetail?id=1027', '/delivery', '/search?keyword=box']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'FAQ' })).toBeVisible();
});

test('feedback with a picture is sent and thanked for', async ({ page }) => {
  await page.goto('/contactUs');
  // The contact page has the full contact form; feedback with screenshots opens from the footer.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Send feedback' }).click();
  const drawer = page.getByRole('dialog', { name: 'Feedback' });
  await drawer.getByRole('button', { name: 'Submit' }).click();
  await expect(drawer.getByText('This field is required.')).toBeVisible();
  await drawer.getByLabel('Your message').fill('The mugs arrived quickly, thank you!');
  await expect(drawer.getByText('36 / 300')).toBeVisible();
  await drawer.locator('input[type=file]').setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG });
  await expect(drawer.getByRole('img', { name: 'screen.png' })).toBeVisible();
  await drawer.getByLabel('E-mail').fill('buyer@example.com');
  await drawer.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(texts('en').feedback.thanks)).toBeVisible();
  await page.goto('/dev/mailbox');
  await expect(page.getByText('buyer@example.com').first()).toBeVisible();
});

test('a first page renders from the catalogue data inside its HTML, without asking the API for it', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/spu\/get-detail|category\/list|getSpuList\?pageNo=1&pageSize=9&categoryId=251$/.test(request.url())) asked.push(request.url());
  });
  await page.goto('/productList?id=251');
  await expect(page.locator('.product-card').first()).toBeVisible();
  await page.goto('/productDetail/custom-logo-ballpoint-pen/1016');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Custom Logo Ballpoint Pen, Recycled Plastic');
  expect(asked).toEqual([]);
});
