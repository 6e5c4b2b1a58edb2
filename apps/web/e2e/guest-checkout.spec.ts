import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { PAYPAL_SHOP_PORT } from '../playwright.config.ts';
import { codeFor, HEADERS, registerByApi, shopTexts } from './helpers.ts';

type Texts = Record<string, Record<string, string>>;
const texts = (language: string): Texts => shopTexts(language);

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
];
const LANGUAGES = ['en', 'de'] as const;

/** The visitor's language and shipping country, as the language menu and the footer store them. */
async function visit(page: Page, language: string, country: string) {
  await page.addInitScript(
    ([lang, code]) => {
      if (!localStorage.getItem('language')) localStorage.setItem('language', lang!);
      if (!localStorage.getItem('countryCode')) localStorage.setItem('countryCode', code!);
    },
    [language, country],
  );
}

/** Fills the shared address form with a Berlin address, in the page's language. */
async function fillBerlin(page: Page, t: Texts) {
  await page.getByLabel(t.form!.firstName!, { exact: true }).fill('Erika');
  await page.getByLabel(t.form!.lastName!, { exact: true }).fill('Muster');
  const country = page.getByLabel(t.form!.areaId!, { exact: true });
  await country.selectOption({ value: '348' });
  // German addresses name no state: the form asks none.
  await expect(page.getByLabel(t.form!.state!, { exact: true })).toHaveCount(0);
  await page.getByLabel(t.form!.zipCode!, { exact: true }).fill('10115');
  await page.getByLabel(t.form!.city!, { exact: true }).fill('Berlin');
  await page.getByLabel(t.form!.detailAddress!, { exact: true }).fill('Unter den Linden 1');
  await page.getByLabel(t.form!.mobile!, { exact: true }).fill('30 1234567');
}

/** The link to the order in the newest mail to the address, read from the development outbox. */
async function orderLinkFor(page: Page, mail: string): Promise<string> {
  const html = await (await page.request.get('/dev/mailbox')).text();
  const article = html.split('<article>').find((a) => a.includes(mail));
  const link = article?.match(/\/guestOrder\?key=[\w.%-]+/)?.[0];
  if (!link) throw new Error(`no order link mailed to ${mail}`);
  return link;
}

for (const viewport of VIEWPORTS) {
  for (const language of LANGUAGES) {
    test(`a guest buys and pays without an account, then opens the order from the mail's link (${language}, ${viewport.width} px)`, async ({
      page,
    }) => {
      const t = texts(language);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await visit(page, language, 'US');
      const mail = `guest-${language}-${viewport.width}-${Date.now()}@example.com`;

      await page.goto('/productDetail?id=1001');
      await page.getByRole('button', { name: t.product!.addToCart!, exact: true }).first().click();
      await page
        .getByRole('button', { name: new RegExp(`^${t.header!.cartWithCount!.split('{{')[0]}`) })
        .first()
        .click();
      await page.getByRole('dialog').getByRole('button', { name: t.cart!.settle!, exact: true }).click();
      await expect(page).toHaveURL(/\/login\?items=/);
      await page.getByRole('link', { name: t.login!.continueAsGuest! }).click();
      await expect(page).toHaveURL(/\/createOrder\?items=.*guest=1/);
      await expect(page.getByRole('link', { name: t.header!.home! })).toBeVisible();
      await expect(page.getByRole('button', { name: t.checkout!.backToCart! })).toBeVisible();
      // Before the address the summary already lists what is bought; totals follow with the address.
      await expect(page.locator('.checkout-line')).toHaveCount(1);
      await expect(page.getByText(t.checkout!.totalsAfterAddress!)).toBeVisible();

      await page.getByLabel(t.checkout!.email!, { exact: true }).fill(mail);
      await fillBerlin(page, t);
      await page.getByRole('button', { name: t.checkout!.useAddress! }).click();
      await expect(page.locator('.address-card')).toContainText('Unter den Linden 1');
      // A Berlin address is priced in euros with the VAT it contains, although the visitor's market is the US.
      await expect(page.getByTestId('pay-price')).toContainText('€');
      await expect(page.getByTestId('tax-label')).toHaveText(t.checkout!.vatIncluded!);
      await expect(page.getByText(t.checkout!.tax!, { exact: true })).toHaveCount(0);
      await expect(page.getByLabel(t.checkout!.deliveryOption!)).toContainText('€');

      await page.getByRole('button', { name: new RegExp(t.checkout!.payDemo!.replace('{{amount}}', '.+')) }).click();
      await expect(page).toHaveURL(/\/guestOrder\?key=.+&paid=1/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.orders!.paidTitle!);
      await expect(page.getByRole('link', { name: t.guestOrder!.register! })).toHaveAttribute('href', /mail=guest-/);
      const no = await page.getByTestId('order-no').textContent();

      // The confirmation mail's link opens the order in a fresh browser, without an account.
      const link = await orderLinkFor(page, mail);
      await page.context().clearCookies();
      await page.evaluate(() => localStorage.clear());
      await page.goto(link);
      await expect(page.getByTestId('order-no')).toHaveText(no!);
      await expect(page.locator('.order-detail')).toContainText('Unter den Linden 1');
      await expect(page.locator('.order-detail')).toContainText(t.orders!.status!['10']!);
      // The link cancels the paid order as a member's page would, with the refund.
      const refund = (t.orders as unknown as { action: Record<string, string> }).action.refund!;
      await page.getByRole('button', { name: refund, exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: t.common!.ok! }).click();
      await expect(page.locator('.order-detail')).toContainText(t.orders!.status!['40']!);
      await expect(page.getByRole('button', { name: refund, exact: true })).toHaveCount(0);
      // A changed key opens nothing.
      await page.goto(`${link.slice(0, -2)}xx`);
      await expect(page.getByText(t.guestOrder!.notFound!)).toBeVisible();
    });
  }
}

for (const viewport of VIEWPORTS) {
  for (const language of LANGUAGES) {
    test(`changing "Ship to" at checkout keeps the chosen address and its currency (${language}, ${viewport.width} px)`, async ({
      page,
    }) => {
      const t = texts(language);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await visit(page, language, 'DE');
      const mail = `shipto-${language}-${viewport.width}-${Date.now()}@example.com`;
      const auth = await registerByApi(page.request, mail);
      const berlin = {
        firstName: 'Erika',
        lastName: 'Muster',
        mobile: '30 1234567',
        areaId: 348,
        state: 'BE',
        city: 'Berlin',
        zipCode: '10115',
        detailAddress: 'Unter den Linden 1',
        defaultStatus: true,
      };
      const newYork = {
        ...berlin,
        areaId: 281,
        state: 'NY',
        city: 'New York',
        zipCode: '10001',
        detailAddress: '5 Fifth Ave',
        defaultStatus: false,
      };
      for (const address of [berlin, newYork])
        expect(
          (await (await page.request.post('/pc-api/member/address/create', { headers: { ...HEADERS, ...auth }, data: address })).json())
            .code,
        ).toBe(0);
      // The member prefers urgent delivery: the checkout chooses it for them.
      const settings = { settlement: { defaultDeliveryType: '2', invoiceByEmail: true } };
      expect(
        (await (await page.request.put('/pc-api/member/user/update-settings', { headers: { ...HEADERS, ...auth }, data: settings })).json())
          .code,
      ).toBe(0);
      const tokens = auth.authorization.replace('Bearer ', '');
      await page.addInitScript((token) => localStorage.setItem('accessToken', token), tokens);

      await page.goto(`/createOrder?items=${encodeURIComponent(JSON.stringify([{ skuId: 100101, count: 2 }]))}`);
      await expect(page.getByTestId('pay-price')).toContainText('€');
      await expect(page.getByLabel(t.checkout!.deliveryOption!)).toHaveValue('2');
      await page.locator('.address-card').filter({ hasText: '5 Fifth Ave' }).getByRole('radio').check();
      await expect(page.getByTestId('pay-price')).toContainText('$');
      await expect(page.getByTestId('tax-label')).toHaveText(t.checkout!.tax!);

      // The footer's "Ship to" reloads the page: the New York address stays chosen, in dollars with sales tax.
      await page.getByLabel(new RegExp(t.footer!.shipTo!)).selectOption('FR');
      await page.waitForLoadState('load');
      await expect(page.locator('.address-card').filter({ hasText: '5 Fifth Ave' }).getByRole('radio')).toBeChecked();
      await expect(page.getByTestId('pay-price')).toContainText('$');
      await expect(page.getByTestId('tax-label')).toHaveText(t.checkout!.tax!);
      await page.reload();
      await expect(page.locator('.address-card').filter({ hasText: '5 Fifth Ave' }).getByRole('radio')).toBeChecked();

      // Choosing Berlin again: euros, and VAT included instead of a US tax label.
      await page.locator('.address-card').filter({ hasText: 'Unter den Linden 1' }).getByRole('radio').check();
      await expect(page.getByTestId('pay-price')).toContainText('€');
      await expect(page.getByTestId('tax-label')).toHaveText(t.checkout!.vatIncluded!);
    });
  }
}

test("after a guest's order, an account in one step: the e-mail is filled in and the order is under My orders", async ({ page }) => {
  const mail = `guest-account-${Date.now()}@example.com`;
  const berlin = {
    firstName: 'Erika',
    lastName: 'Muster',
    mobile: '30 1234567',
    areaId: 348,
    state: 'BE',
    city: 'Berlin',
    zipCode: '10115',
    detailAddress: 'Unter den Linden 1',
  };
  const created = await (
    await page.request.post('/pc-api/trade/order/guest/create', {
      headers: HEADERS,
      data: { items: [{ skuId: 100101, count: 1 }], deliveryType: '1', email: mail, address: berlin },
    })
  ).json();
  expect(created.code).toBe(0);
  await page.request.post('/pc-api/pay/order/guest/pay/success', {
    headers: HEADERS,
    data: { orderToken: created.data.token, channelCode: 'demo' },
  });
  await page.goto(`/guestOrder?key=${encodeURIComponent(created.data.token)}`);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(mail);
  await page.getByLabel('First name').fill('Erika');
  await page.getByLabel('Last name').fill('Muster');
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await page.getByLabel('E-mail code').fill(await codeFor(page.request, mail));
  await page.getByLabel('Password', { exact: true }).fill('paper-2024');
  await page.getByLabel('Confirm password').fill('paper-2024');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/buyHistory/, { timeout: 15_000 });
  await expect(page.locator('.order-card')).toHaveCount(1);
  await expect(page.locator('.order-card')).toContainText('€');
});

test.describe('on the shop with PayPal', () => {
  test.use({ baseURL: `http://127.0.0.1:${PAYPAL_SHOP_PORT}` });

  test("a guest pays with PayPal: approval on PayPal's page, back to the order's link, paid", async ({ page }) => {
    const t = texts('en');
    const mail = `guest-paypal-${Date.now()}@example.com`;
    await page.goto(`/createOrder?items=${encodeURIComponent(JSON.stringify([{ skuId: 100101, count: 1 }]))}&guest=1`);
    await page.getByLabel(t.checkout!.email!, { exact: true }).fill(mail);
    await fillBerlin(page, t);
    await page.getByRole('button', { name: t.checkout!.useAddress! }).click();
    await expect(page.getByTestId('pay-price')).toContainText('€');
    await page.getByRole('button', { name: /^Pay .* with PayPal$/ }).click();
    await expect(page).toHaveURL(/\/guestOrder\?key=.+&paid=1/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.orders!.paidTitle!);
    await expect(page.locator('.order-detail')).toContainText('PayPal');
    await expect(page.locator('.order-detail')).toContainText(t.orders!.status!['10']!);
  });
});

test('on a phone, a reload at checkout keeps every field the guest typed, and placing the order forgets them', async ({ page }) => {
  const t = texts('de');
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, 'de', 'US');
  const mail = `reload-${Date.now()}@example.com`;
  await page.goto(`/createOrder?items=${encodeURIComponent(JSON.stringify([{ skuId: 100101, count: 1 }]))}&guest=1`);
  await expect(page.locator('.checkout-line')).toHaveCount(1);
  await page.getByLabel(t.checkout!.email!, { exact: true }).fill(mail);
  await fillBerlin(page, t);
  // The phone's calling code follows the shipping country.
  await expect(page.getByLabel(t.form!.mobileId!, { exact: true })).toHaveValue('348');
  await page.getByLabel(t.form!.line2!, { exact: true }).fill('Hinterhaus');

  await page.reload();
  await expect(page.getByLabel(t.checkout!.email!, { exact: true })).toHaveValue(mail);
  await expect(page.getByLabel(t.form!.firstName!, { exact: true })).toHaveValue('Erika');
  await expect(page.getByLabel(t.form!.lastName!, { exact: true })).toHaveValue('Muster');
  await expect(page.getByLabel(t.form!.areaId!, { exact: true })).toHaveValue('348');
  await expect(page.getByLabel(t.form!.zipCode!, { exact: true })).toHaveValue('10115');
  await expect(page.getByLabel(t.form!.city!, { exact: true })).toHaveValue('Berlin');
  await expect(page.getByLabel(t.form!.detailAddress!, { exact: true })).toHaveValue('Unter den Linden 1');
  await expect(page.getByLabel(t.form!.line2!, { exact: true })).toHaveValue('Hinterhaus');
  await expect(page.getByLabel(t.form!.mobileId!, { exact: true })).toHaveValue('348');
  await expect(page.getByLabel(t.form!.mobile!, { exact: true })).toHaveValue('30 1234567');

  await page.getByRole('button', { name: t.checkout!.useAddress! }).click();
  await page.reload();
  await expect(page.locator('.address-card')).toContainText('Unter den Linden 1');
  await page.getByRole('button', { name: new RegExp(t.checkout!.payDemo!.replace('{{amount}}', '.+')) }).click();
  await expect(page).toHaveURL(/\/guestOrder\?key=.+&paid=1/);
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('checkout.guest')))).toEqual([]);
});
