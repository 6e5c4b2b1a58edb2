import { expect, test } from './fixtures.ts';
import { fillTexasAddress, journeyShots, logIn, PNG, registerByApi } from './helpers.ts';

test("on a phone the buy bar orders the logo mugs the panel configured: one line of 30 mugs with the logo, at the panel's price", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const shot = journeyShots(page, 'logo-buy-bar');
  await page.setViewportSize({ width: 390, height: 844 });
  const mail = `logo-bar-${Date.now()}@example.test`;
  await registerByApi(request, mail);
  await logIn(page, mail);

  await page.goto('/productDetail?id=1027');
  const panel = page.locator('.customise');
  // The mug's own print areas only, and the sizes that fit there.
  await expect(panel.getByLabel('Logo position').locator('option')).toHaveText(['Front centre', 'Back centre']);
  await panel.getByLabel('Decorating method').selectOption({ label: 'Pad print' });
  await panel.getByLabel('Logo position').selectOption({ label: 'Back centre' });
  await panel.getByLabel('up to 8 × 8.8 cm').check();
  await panel.getByLabel('Quantity').fill('30');
  await panel.getByLabel('Your logo (PNG or JPG)').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(panel.getByRole('img', { name: 'Your logo' })).toBeVisible();
  const total = panel.getByTestId('customise-total');
  await expect(total).toBeVisible();
  const panelTotal = await total.textContent();

  // The buy box's own buttons are scrolled away: the bar shows what the panel configured.
  await panel.getByLabel('Quantity').scrollIntoViewIfNeeded();
  const bar = page.getByRole('region', { name: 'Add to cart' });
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('Total for 30 pieces:');
  await expect(bar).toContainText(panelTotal ?? 'no total');
  await shot('bar');
  await bar.getByRole('button', { name: 'Order with logo' }).click();

  await expect(page).toHaveURL(/\/createOrder\?items=/);
  const lines = page.locator('.checkout-line');
  await expect(lines).toHaveCount(1);
  const info = lines.locator('.custom-info');
  await expect(info).toContainText('Pad print');
  await expect(info).toContainText('Back centre');
  await expect(info).toContainText('up to 8 × 8.8 cm');
  await expect(info).toContainText('30 pieces, as designed');
  await expect(info.getByRole('img', { name: 'Your logo' })).toHaveAttribute('src', /\/uploads\/.+\.png$/);
  await shot('checkout');
});

test('a guest puts a design from the editor in the order without an account: continue as a guest at the login step, pay, the order is placed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const shot = journeyShots(page, 'guest-design');
  const mail = `design-as-guest-${Date.now()}@example.com`;
  await page.goto('/customDesign?spuId=1027&locationId=1&size=1&method=1&count=25');
  await page.getByRole('button', { name: 'Text', exact: true }).click();
  await page.getByRole('button', { name: 'Add text' }).click();
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill('Paper Co.');
  await page.getByRole('button', { name: 'Use this design' }).click();

  // The login step offers going on as a guest beside logging in (which would come back to the editor).
  await expect(page).toHaveURL(/\/login\?redirect=.+&guestItems=/);
  await shot('login');
  await page.getByRole('link', { name: 'Continue as a guest' }).click();
  await expect(page).toHaveURL(/\/createOrder\?items=.*guest=1/);
  const lines = page.locator('.checkout-line');
  await expect(lines).toHaveCount(1);
  await expect(lines.locator('.custom-info')).toContainText('Front centre');
  await expect(lines.locator('.custom-info')).toContainText('25 pieces, as designed');
  // The design's picture is the logo.
  await expect(lines.getByRole('img', { name: 'Your logo' })).toHaveAttribute('src', /\/uploads\/.+\.png$/);

  await page.getByLabel('Contact e-mail', { exact: true }).fill(mail);
  await fillTexasAddress(page);
  await page.getByRole('button', { name: 'Use this address' }).click();
  await page.getByRole('button', { name: /Pay .+ with the demo wallet/ }).click();
  await expect(page).toHaveURL(/\/guestOrder\?key=.+&paid=1/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
  await shot('paid');
});
