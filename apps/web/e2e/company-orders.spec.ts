import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from './fixtures.ts';
import { fillTexasAddress, invitationLinkFor, inviteColleague, joinByInvitation, logIn, registerByApi } from './helpers.ts';

/** Pictures of the new pages at desktop and phone widths in English and German, when COMPANY_SHOTS names a folder. */
async function shoot(page: Page, pages: Record<string, string>, prepare?: () => Promise<void>) {
  const folder = process.env.COMPANY_SHOTS;
  if (!folder) return;
  for (const language of ['en', 'de'])
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await page.evaluate((l) => localStorage.setItem('language', l), language);
      for (const [name, path] of Object.entries(pages)) {
        await page.goto(path);
        await waitForApp(page);
        await page.waitForLoadState('networkidle');
        await prepare?.();
        await page.screenshot({ path: `${folder}/${name}-${language}-${width}.png`, fullPage: true });
      }
    }
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.setViewportSize({ width: 1280, height: 720 });
}

test("a company admin adds a shared address, a colleague orders to it, and the admin finds the order in the company's history", async ({
  page,
  browser,
  baseURL,
}) => {
  // Two members, a checkout and (with COMPANY_SHOTS) twenty pictures.
  test.setTimeout(process.env.COMPANY_SHOTS ? 300_000 : 90_000);
  const stamp = Date.now();
  const adminMail = `history-admin-${stamp}@example.test`;
  const colleagueMail = `history-buyer-${stamp}@example.test`;
  await registerByApi(page.request, adminMail);
  await registerByApi(page.request, colleagueMail);

  // The admin makes the company, invites a buyer and adds the warehouse as a shared delivery address.
  await logIn(page, adminMail);
  await page.goto('/company');
  await page.getByLabel('Company name').fill(`History ${stamp} Inc`);
  await page.getByLabel('Country').selectOption({ label: 'United States' });
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByRole('heading', { name: `History ${stamp} Inc` })).toBeVisible();
  await inviteColleague(page, colleagueMail, 'buyer', '10000');
  await page.getByRole('button', { name: 'Add a company address' }).click();
  await page.getByLabel('Used for').selectOption({ label: 'Delivery' });
  await fillTexasAddress(page);
  await page.getByLabel('Street and house number').fill('7 Warehouse Row');
  await page.getByRole('button', { name: 'Use this address' }).click();
  const shared = page.getByRole('region', { name: 'Company addresses' }).getByRole('listitem', { name: 'Ada Buyer' });
  await expect(shared).toContainText('7 Warehouse Row');
  await expect(shared).toContainText('Delivery');

  // The colleague joins, orders, and the checkout offers (and chooses) the company's address.
  const colleague = await joinByInvitation(browser, baseURL, await invitationLinkFor(page, colleagueMail), colleagueMail);
  await colleague.goto('/productDetail?id=1016');
  await waitForApp(colleague);
  await colleague.getByRole('button', { name: 'Add to cart' }).click();
  await expect(colleague.getByText('Added to the cart.')).toBeVisible();
  await colleague.getByRole('button', { name: /^Cart/ }).click();
  await colleague.getByRole('dialog', { name: 'Shopping cart' }).getByRole('button', { name: 'Check out' }).click();
  await expect(colleague).toHaveURL(/\/createOrder\?items=/);
  const checkout = new URL(colleague.url()).pathname + new URL(colleague.url()).search;
  await expect(colleague.getByRole('heading', { name: "My company's addresses" })).toBeVisible();
  await expect(colleague.getByRole('radio', { name: /7 Warehouse Row/ })).toBeChecked();
  const pay = colleague.getByRole('button', { name: /Pay .* with the demo wallet/ });
  await expect(pay).toBeEnabled();
  await pay.click();
  await expect(colleague).toHaveURL(/\/paySuccess\?id=\d+/, { timeout: 15_000 });
  await expect(colleague.getByText(/7 Warehouse Row/).first()).toBeVisible();
  const orderNo = (await colleague.getByTestId('order-no').textContent()) ?? '';
  expect(orderNo).not.toBe('');

  // The admin sees the colleague's order in the company's history and opens it to read.
  await page.goto('/company');
  await page.getByRole('link', { name: "The company's orders" }).click();
  await expect(page).toHaveURL(/\/companyOrders/);
  const card = page.getByRole('listitem', { name: orderNo });
  await expect(card).toContainText('Paid, awaiting dispatch');
  await page.getByLabel('Ordered by').selectOption({ index: 2 });
  await expect(page).toHaveURL(/buyer=\d+/);
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: orderNo }).click();
  await expect(page).toHaveURL(/\/companyOrder\?id=\d+/);
  await expect(page.getByRole('note')).toContainText("A colleague's order");
  await expect(page.getByText(/7 Warehouse Row/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay|Cancel order/ })).toHaveCount(0);

  const orderPage = new URL(page.url()).pathname + new URL(page.url()).search;
  await shoot(page, { 'company-orders': '/companyOrders', 'company-order': orderPage, company: '/company' });
  await shoot(colleague, { 'checkout-company-address': checkout });
  await colleague.context().close();
  // The registration form with "buying for a company" ticked, for a visitor.
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto('/');
  await shoot(visitor, { register: '/register' }, async () => {
    // By field name: the label is in the page's language.
    await visitor.locator('input[name="forCompany"]').check();
    await expect(visitor.locator('input[name="companyName"]')).toBeVisible();
  });
  await visitor.context().close();
});
