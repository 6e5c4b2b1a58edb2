import { expect, test, waitForApp } from './fixtures.ts';
import { logIn, registerByApi } from './helpers.ts';

test('a visitor who taps a heart logs in and comes back; favourite and like from cards, see them in the account, clear the history', async ({
  page,
}) => {
  const mail = `collector-${Date.now()}@example.test`;
  await registerByApi(page.request, mail);
  await page.goto('/bestSeller');
  const firstCard = page.locator('.product-card').first();
  await firstCard.getByRole('button', { name: 'Add to collection' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2FbestSeller/);
  await page.getByLabel('E-mail or phone').fill(mail);
  await page.getByLabel('Password').fill('paper-2024');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/bestSeller/);
  // Back on the list after login: the server-rendered page answers taps once it is live.
  await waitForApp(page);

  const cards = page.locator('.product-card');
  const firstName = (await cards.nth(0).locator('.product-card__name').textContent()) ?? '';
  const secondName = (await cards.nth(1).locator('.product-card__name').textContent()) ?? '';
  await cards.nth(0).getByRole('button', { name: 'Add to collection' }).click();
  await expect(cards.nth(0).getByRole('button', { name: 'Remove from collection' })).toHaveAttribute('aria-pressed', 'true');
  await cards.nth(1).getByRole('button', { name: 'Like', exact: true }).click();
  await expect(cards.nth(1).getByRole('button', { name: 'Unlike' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: 'Collections (1)' })).toBeVisible();

  await page.getByRole('link', { name: 'Collections (1)' }).click();
  await expect(page.getByRole('heading', { name: 'My collection' })).toBeVisible();
  await expect(page.locator('.member-product')).toHaveCount(1);
  await expect(page.locator('.member-product')).toContainText(firstName);

  await page.goto('/likeProduct');
  await expect(page.locator('.member-product')).toContainText(secondName);
  await page.getByRole('button', { name: `Remove ${secondName}` }).click();
  await expect(page.getByText('No liked products yet.')).toBeVisible();

  // Opening a product page puts it into the browsing history: the page, once running in the
  // browser (its HTML comes rendered by the server), asks for the product as the member.
  await page.goto('/bestSeller');
  const href = await page.locator('.product-card a').first().getAttribute('href');
  const recorded = page.waitForResponse((response) => response.url().includes('/product/spu/get-detail'));
  await page.goto(href ?? '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstName);
  await recorded;
  await page.goto('/footPrint');
  await expect(page.locator('.member-product')).toContainText(firstName);
  await page.getByRole('button', { name: 'Clear history' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText(/No products viewed yet/)).toBeVisible();
});

test('a member who logs in elsewhere sees the same collection', async ({ page }) => {
  const mail = `collector2-${Date.now()}@example.test`;
  const headers = await registerByApi(page.request, mail);
  const list = await (await page.request.get('/pc-api/product/spu/getSpuList?pageSize=1', { headers })).json();
  const spuId = Number(list.data.records[0].id);
  expect(spuId).toBeGreaterThan(0);
  await page.request.post('/pc-api/product/favorite/create', { headers, data: { spuId } });
  await logIn(page, mail);
  await page.goto('/collectionRecord');
  await expect(page.locator('.member-product')).toHaveCount(1);
});
