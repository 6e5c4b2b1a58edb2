import { expect, test } from './fixtures.ts';
import { logIn, registerByApi } from './helpers.ts';

// The back office at /admin of the same shop; its owner comes from ADMIN_EMAIL / ADMIN_PASSWORD (serve.mjs).
const OWNER = { email: 'owner@shop.test', password: 'owner-password-e2e' };

test('staff place an order for a member who phones, by e-mail address; the mailed payment link pays it in the storefront', async ({
  page,
}) => {
  // Two apps and a mail in one journey.
  test.slow();
  const mail = `phone-${Date.now()}@example.com`;
  await registerByApi(page.request, mail);

  await page.goto('/admin/');
  await page.getByLabel('E-mail').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' }).click();
  await page.getByRole('link', { name: 'New order' }).click();

  await page.getByLabel("Or the buyer's e-mail address").fill(mail);
  await page.getByLabel('Find a product').fill('Lever Arch');
  await page.getByRole('button', { name: 'A4 Lever Arch File 80 mm' }).click();
  await page.getByLabel('Qty').fill('2');
  await page.getByRole('button', { name: 'Add line' }).click();
  await expect(page.getByRole('list', { name: 'Lines' })).toContainText('2 × A4 Lever Arch File 80 mm');

  await page.getByLabel('First name', { exact: true }).fill('Ada');
  await page.getByLabel('Last name', { exact: true }).fill('Buyer');
  await page.getByLabel('Phone', { exact: true }).fill('+1 281 555 0147');
  await page.getByLabel('Street and house number', { exact: true }).fill('1 Main St');
  await page.getByLabel('Postcode', { exact: true }).fill('77002');
  await page.getByLabel('City', { exact: true }).fill('Houston');
  await page.getByLabel('Country', { exact: true }).selectOption({ label: 'United States' });
  await page.getByLabel('State / region').selectOption({ label: 'Texas' });

  // The storefront's price for this buyer: two files at $3.99, standard delivery, Texas sales tax.
  const price = page.getByRole('region', { name: 'Price' });
  await expect(price).toContainText('$7.98');
  const total = (await price.locator('dd.total').textContent()) ?? '';
  await page.getByRole('button', { name: 'Place order and mail the payment link' }).click();
  await expect(page.getByRole('heading', { name: /^Order o\d+/ })).toBeVisible();
  await expect(page.locator('.page-header .badge')).toHaveText('Unpaid');

  // The payment link in the mail to the member's account.
  let link = '';
  await expect
    .poll(async () => {
      const mailbox = await (await page.request.get('/dev/mailbox')).text();
      const article = mailbox.split('<article>').find((a) => a.includes(mail) && a.includes('/payOrder?id='));
      link = article?.match(/\/payOrder\?id=\d+/)?.[0] ?? '';
      return link;
    })
    .not.toBe('');

  await logIn(page, mail);
  await page.goto(link);
  await expect(page.getByTestId('pay-price')).toHaveText(total);
  await page.getByRole('button', { name: /Pay .* with the demo wallet/ }).click();
  await expect(page).toHaveURL(/\/paySuccess\?id=\d+/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByText('Paid, awaiting dispatch')).toBeVisible();
});
