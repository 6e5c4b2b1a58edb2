import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Clicks "Download offer" and answers the saved file's name and first bytes. */
async function downloadOffer(page: Page, scope = page.locator('body')) {
  const download = page.waitForEvent('download');
  await scope.getByRole('button', { name: 'Download offer' }).click();
  const saved = await download;
  return { name: saved.suggestedFilename(), head: (await readFile((await saved.path())!)).subarray(0, 5).toString() };
}

test('a visitor downloads numbered offers from the cart, for 60 pieces, and from the customise panel before uploading a logo', async ({
  page,
}) => {
  await page.goto('/productDetail?id=1001');
  await page.locator('.product-detail__quantity').getByRole('spinbutton', { name: 'Quantity' }).fill('60');
  await page.locator('.product-detail__actions').getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to the cart.')).toBeVisible();
  await page.getByRole('button', { name: /^Cart/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Shopping cart' });
  const fromCart = await downloadOffer(page, drawer);
  expect(fromCart.name).toMatch(/^offer-Q-\d{4}-\d{6}\.pdf$/);
  expect(fromCart.head).toBe('%PDF-');

  await page.goto('/customization?id=1027');
  await expect(page.getByTestId('customise-total')).toBeVisible();
  const fromPanel = await downloadOffer(page, page.locator('.customise'));
  expect(fromPanel.name).toMatch(/^offer-Q-\d{4}-\d{6}\.pdf$/);
  expect(fromPanel.name).not.toBe(fromCart.name);
});
