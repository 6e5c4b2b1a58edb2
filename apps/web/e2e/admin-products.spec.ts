import { expect, test } from './fixtures.ts';
import { logIn, ownerLogIn, payToTexasWithDemoWallet, PNG, registerByApi } from './helpers.ts';

test('the owner adjusts a SKU’s stock in the product form and sees the new stock and the movement with its reason', async ({ page }) => {
  await ownerLogIn(page);
  await page.goto('/admin/products/1001');
  const row = page.locator('.sku-table tbody tr').first();
  const cell = row.locator('.stock-cell');
  await expect(cell).toBeVisible();
  const before = Number((await cell.textContent())?.match(/\d+/)?.[0]);

  await row.getByRole('button', { name: 'Adjust' }).click();
  const dialog = page.getByRole('dialog', { name: /^Stock of / });
  await expect(dialog.getByText(`In stock now: ${before}`)).toBeVisible();
  await dialog.getByLabel('Change (+ or −)').fill('30');
  await dialog.getByLabel('Reason').fill('Goods received from the mill');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`Stock is now ${before + 30}.`)).toBeVisible();
  await expect(dialog.getByText(`In stock now: ${before + 30}`)).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Stock movements' }).getByRole('listitem').first()).toContainText(
    `+30 → ${before + 30} · Adjustment: Goods received from the mill`,
  );
  // The page did not reload with the dialog's fields in its address (the old form-in-a-form fault).
  await expect(page).toHaveURL(/\/admin\/products\/1001$/);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(cell).toContainText(String(before + 30));
});

test('the owner creates a logo product with its own print prices; a shopper orders it with a logo at those prices', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const name = `Canvas Tote ${Date.now()}`;
  await ownerLogIn(page);
  await page.goto('/admin/products/new');
  await page.getByLabel('Name').first().fill(name);
  await page.getByLabel('Introduction').first().fill('A sturdy canvas tote.');
  await page.getByLabel('Description').first().fill('Natural canvas with long handles.');
  await page.getByLabel('Category').selectOption({ index: 1 });
  await page.getByLabel('On sale (visible in the shop)').check();
  await page.locator('input[type=file]').setInputFiles({ name: 'tote.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('button', { name: 'Remove picture' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Price USD/ }).fill('4.00');
  await page.getByRole('textbox', { name: /^Price EUR/ }).fill('3.70');
  await page.getByRole('textbox', { name: /^Stock/ }).fill('500');

  await page.getByRole('checkbox', { name: /^Logo product/ }).check();
  await page.getByRole('checkbox', { name: 'Pad print' }).check();
  await page.getByLabel('Minimum pieces per logo order').fill('10');
  const prices = { S: ['0.50', '0.45'], M: ['0.80', '0.72'], L: ['1.20', '1.10'] };
  for (const [size, [usd, eur]] of Object.entries(prices)) {
    await page.getByRole('textbox', { name: new RegExp(`^Pad print ${size} .* USD$`) }).fill(usd!);
    await page.getByRole('textbox', { name: new RegExp(`^Pad print ${size} .* EUR$`) }).fill(eur!);
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const id = Number(/products\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole('checkbox', { name: 'Pad print' })).toBeChecked();

  const shopper = await browser.newPage();
  const mail = `tote-${Date.now()}@example.test`;
  await registerByApi(shopper.request, mail);
  await logIn(shopper, mail);
  await shopper.goto(`/productDetail?id=${id}`);
  const panel = shopper.locator('.customise');
  await expect(panel.getByRole('heading', { name: 'Customise with your logo' })).toBeVisible();
  await expect(panel.getByLabel('Decorating method')).toHaveValue('2');
  // The product's own minimum, not the shop's 25.
  await expect(panel.getByText('At least 10 pieces')).toBeVisible();
  await expect(panel.getByLabel('Quantity')).toHaveValue('10');
  // 10 totes at $4.00 less the shop's 15 % from 10 pieces, and 10 small pad prints at the product's $0.50.
  await expect(panel.getByTestId('customise-total')).toHaveText('$39.00');
  await panel.getByLabel('Your logo (PNG or JPG)').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(panel.getByRole('img', { name: 'Your logo' })).toBeVisible();
  await panel.getByRole('button', { name: 'Order with logo' }).click();
  await expect(shopper).toHaveURL(/\/createOrder\?items=/);
  await expect(shopper.locator('.custom-info')).toContainText('Pad print');
  await payToTexasWithDemoWallet(shopper);
  await expect(shopper.locator('.print-data')).toContainText('Pad print');
  await shopper.close();
});
