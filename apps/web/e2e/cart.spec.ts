import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, waitForApp } from './fixtures.ts';
import { HEADERS, journeyShots, logIn, registerByApi } from './helpers.ts';

/** A member registered through the API, with one line already in the server cart. */
async function memberWithCartLine(request: APIRequestContext, mail: string, skuId: number) {
  const auth = await registerByApi(request, mail);
  await request.post('/pc-api/trade/cart/add', { headers: auth, data: { skuId, count: 1 } });
}

async function addFromDetail(page: Page, spuId: number, count: number) {
  await page.goto(`/productDetail?id=${spuId}`);
  // The product's own quantity and button (a logo panel may offer its own).
  await page.locator('.product-detail__quantity').getByRole('spinbutton', { name: 'Quantity' }).fill(String(count));
  await page.locator('.product-detail__actions').getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to the cart.')).toBeVisible();
}

const badge = (page: Page) => page.locator('header .badge');

test('a guest cart survives reloading and merges into the member cart at login', async ({ page }) => {
  const mail = `cart-${Date.now()}@example.com`;
  const existing = (await (await page.request.get('/pc-api/product/spu/get-detail?id=1040', { headers: HEADERS })).json()).data.skus[0];
  await memberWithCartLine(page.request, mail, existing.id);

  await addFromDetail(page, 1016, 2);
  await addFromDetail(page, 1027, 3);
  await expect(badge(page)).toHaveText('5');
  await page.reload();
  await expect(badge(page)).toHaveText('5');

  await page.getByRole('button', { name: /^Cart/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Shopping cart' });
  await expect(drawer.locator('.cart-line')).toHaveCount(2);
  await drawer.getByRole('button', { name: 'Check out' }).click();
  await expect(page).toHaveURL(/\/login\?items=/);

  await page.getByLabel('E-mail or phone').fill(mail);
  await page.getByLabel('Password').fill('paper-2024');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/createOrder\?items=/);
  expect(await page.evaluate(() => localStorage.getItem('guestCart'))).toBeNull();
  await page.goto('/');
  await expect(badge(page)).toHaveText('6');
  await page.getByRole('button', { name: /^Cart/ }).click();
  await expect(drawer.locator('.cart-line')).toHaveCount(3);
});

test('select, change counts, delete, and settle with nothing selected', async ({ page }) => {
  await addFromDetail(page, 1016, 1);
  await addFromDetail(page, 1001, 2);
  await page.getByRole('button', { name: /^Cart/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Shopping cart' });
  const total = drawer.getByTestId('cart-total');
  const before = await total.textContent();

  const first = drawer.locator('.cart-line').first();
  await first.getByRole('button', { name: 'One more' }).click();
  await expect(total).not.toHaveText(before!);
  await expect(badge(page)).toHaveText('4');

  await drawer.getByLabel('Select all').uncheck();
  await expect(badge(page)).toBeHidden();
  await drawer.getByRole('button', { name: 'Check out' }).click();
  await expect(page.getByText('Please choose the products to check out.')).toBeVisible();
  await expect(page).toHaveURL(/productDetail/);

  await drawer.getByLabel('Select all').check();
  await first.getByRole('button', { name: /^Remove/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(drawer.locator('.cart-line')).toHaveCount(1);
  await drawer.getByRole('button', { name: 'Delete selected' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(drawer.getByText('Your cart is empty.')).toBeVisible();
});

test('the carts login parameter is added to the cart, capped at the stock with a notice', async ({ page }) => {
  const mail = `carts-${Date.now()}@example.com`;
  await registerByApi(page.request, mail);
  const sku = (await (await page.request.get('/pc-api/product/spu/get-detail?id=1005', { headers: HEADERS })).json()).data.skus[0];
  await page.goto(`/login?carts=${encodeURIComponent(JSON.stringify([{ skuId: sku.id, count: 99_999 }]))}`);
  await page.getByLabel('E-mail or phone').fill(mail);
  await page.getByLabel('Password').fill('paper-2024');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Some quantities were reduced to the pieces in stock.')).toBeVisible();
  await expect(badge(page)).toHaveText(sku.stock > 99 ? '99+' : String(sku.stock));
});

for (const [width, height] of [
  [1366, 900],
  [390, 844],
] as const) {
  test(`at ${width} × ${height} the cart's lines scroll and its footer stays below them, never over a line`, async ({ page }) => {
    const mail = `drawer-${width}-${Date.now()}@example.com`;
    const auth = await registerByApi(page.request, mail);
    for (const spuId of [1001, 1002, 1003, 1004, 1005, 1006, 1007]) {
      const sku = (await (await page.request.get(`/pc-api/product/spu/get-detail?id=${spuId}`, { headers: HEADERS })).json()).data.skus[0];
      await page.request.post('/pc-api/trade/cart/add', { headers: auth, data: { skuId: sku.id, count: 1 } });
    }
    await page.setViewportSize({ width, height });
    await logIn(page, mail);
    // Login lands on a page rendered on the server: its buttons answer once it is hydrated.
    await waitForApp(page);
    await page.getByRole('button', { name: /^Cart/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Shopping cart' });
    await expect(drawer.locator('.cart-line')).toHaveCount(7);
    const footer = drawer.locator('.cart__footer');
    const scroll = drawer.getByTestId('cart-scroll');
    await expect(footer.getByRole('button', { name: 'Check out' })).toBeInViewport();
    const shot = journeyShots(page, `cart-drawer-${width}`);
    await shot('top');
    // The lines scroll inside their own box, which ends where the footer begins.
    expect(await scroll.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    const [box, foot] = [(await scroll.boundingBox())!, (await footer.boundingBox())!];
    expect(box.y + box.height).toBeLessThanOrEqual(foot.y + 1);
    expect(foot.y + foot.height).toBeLessThanOrEqual(height + 1);
    // Scrolled to the end, the last line shows whole above the footer.
    await scroll.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    const last = (await drawer.locator('.cart-line').last().boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual(foot.y + 1);
    await expect(footer.getByRole('button', { name: 'Check out' })).toBeInViewport();
    await shot('end');
  });
}
