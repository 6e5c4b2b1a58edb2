import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { codeFor, HEADERS, registerByApi, shopTexts } from './helpers.ts';

const texts = (language: string) => shopTexts(language);

/** Every page of the context starts in this language (set once, before the shop's code runs). */
async function useLanguage(context: BrowserContext, language: string) {
  await context.addInitScript((l) => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', l);
  }, language);
}

const badge = (page: Page) => page.locator('header .badge');
const cartButton = (page: Page) => page.locator('header').getByRole('button', { name: /^(Cart|Warenkorb)/ });

/** A product whose quantity rules give 5 pieces a discount, with a SKU in stock. */
const PRODUCT = 1020;

async function addFive(page: Page) {
  await page.goto(`/productDetail?id=${PRODUCT}`);
  await page.locator('.product-detail__quantity input').fill('5');
  await expect(page.locator('.product-detail__total .tag')).toBeVisible();
  const total = (await page.locator('.product-detail__total strong').textContent())!.trim();
  await page.locator('.product-detail__actions').getByRole('button').first().click();
  await expect(badge(page)).toHaveText('5');
  return total;
}

for (const language of ['en', 'de']) {
  for (const width of [1366, 390]) {
    test.describe(`${language}, ${width} px`, () => {
      test.use({ viewport: { width, height: width > 900 ? 900 : 844 } });

      test('5 pieces cost the same discounted total on the product page, in the drawer and at checkout', async ({ page, context }) => {
        await useLanguage(context, language);
        const t = texts(language);
        const mail = `five-${language}-${width}-${Date.now()}@example.com`;
        const auth = await registerByApi(page.request, mail);
        const guestTotal = await addFive(page);
        await cartButton(page).click();
        const drawer = page.getByRole('dialog', { name: t.cart.title });
        await expect(drawer.getByTestId('cart-line-total')).toHaveText(guestTotal);
        await expect(drawer.getByTestId('cart-total')).toHaveText(guestTotal);
        await expect(drawer.locator('.cart-line .tag')).toBeVisible();

        // The same as a member: the server's cart prices the line with the same function.
        await page.evaluate(() => localStorage.removeItem('guestCart'));
        await page.evaluate((token) => localStorage.setItem('accessToken', token), auth.authorization.slice('Bearer '.length));
        const memberTotal = await addFive(page);
        expect(memberTotal).toBe(guestTotal);
        await cartButton(page).click();
        await expect(drawer.getByTestId('cart-line-total')).toHaveText(guestTotal);
        await drawer.getByRole('button', { name: t.cart.settle }).click();
        await expect(page).toHaveURL(/\/createOrder\?items=/);
        await expect(page.locator('main')).toContainText(guestTotal);
      });

      test('adding to the cart in one tab updates the badge and drawer of the other', async ({ context }) => {
        await useLanguage(context, language);
        const t = texts(language);
        const shop = await context.newPage();
        await shop.goto('/');
        await expect(badge(shop)).toBeHidden();
        const product = await context.newPage();
        await addFive(product);
        await expect(badge(shop)).toHaveText('5');
        await cartButton(shop).click();
        await expect(shop.getByRole('dialog', { name: t.cart.title }).locator('.cart-line')).toHaveCount(1);

        // A member's tabs too: the server cart announces its changes.
        const auth = await registerByApi(product.request, `tabs-${language}-${width}-${Date.now()}@example.com`);
        const token = auth.authorization.slice('Bearer '.length);
        await product.evaluate((value) => {
          localStorage.removeItem('guestCart');
          localStorage.setItem('accessToken', value);
        }, token);
        await shop.reload();
        await expect(badge(shop)).toBeHidden();
        await addFive(product);
        await expect(badge(shop)).toHaveText('5');
      });

      test('a registration with a corrected e-mail gets its code on the first click', async ({ page, context }) => {
        await useLanguage(context, language);
        const t = texts(language);
        const mail = `fix-${language}-${width}-${Date.now()}@example.com`;
        await page.goto('/register?variant=store');
        const field = page.getByLabel(t.form.mail, { exact: true });
        await field.fill('ada@');
        await page.getByLabel(t.form.firstName).click();
        await expect(page.getByText(t.register.emailInvalid)).toBeVisible();
        const getCode = page.locator('.field-with-button').getByRole('button');
        const before = await getCode.boundingBox();
        await field.fill(mail);
        // Straight from the field to the button, as a shopper does: one click.
        await getCode.click();
        // The countdown starts once the server has sent the code.
        await expect(getCode).toHaveText(/\d+/);
        await expect(getCode).toBeDisabled();
        await expect(page.getByText(t.register.emailInvalid)).toBeHidden();
        // Nothing moved under the pointer (the label of the button changes, its place does not).
        expect((await getCode.boundingBox())?.y).toBe(before?.y);
        expect(await codeFor(page.request, mail)).toMatch(/^\d{6}$/);
      });
    });
  }
}

test('a search with a typo finds products, a miss offers categories and popular products', async ({ page }) => {
  await page.goto('/search?keyword=notebok');
  await expect(page.locator('.product-card').first()).toBeVisible();
  await expect(page.locator('.product-card__name').first()).toContainText(/Notebook|Journal/);
  await page.goto('/search?keyword=qwertzuiop');
  await expect(page.getByText('Nothing found for “qwertzuiop”')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Desktop Accessories' }).last()).toBeVisible();
  await expect(page.locator('.search-miss .product-card')).toHaveCount(4);
});

test('a deep link that needs a login returns there after login; unknown pages are not-found pages', async ({ page }) => {
  const mail = `deep-${Date.now()}@example.com`;
  await registerByApi(page.request, mail);
  await page.goto('/buyHistory');
  await expect(page).toHaveURL(/\/login\?redirect=%2FbuyHistory$/);
  await page.getByLabel('E-mail or phone').fill(mail);
  await page.getByLabel('Password').fill('paper-2024');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/buyHistory$/);
  await page.goto('/productList?id=999999');
  await expect(page.getByText('Page not found')).toBeVisible();
  await page.goto('/productDetail?id=999999');
  await expect(page.getByText('This product is not available.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
  const spu = (await (await page.request.get(`/pc-api/product/spu/get-detail?id=${PRODUCT}`, { headers: HEADERS })).json()).data;
  expect(spu.id).toBe(PRODUCT);
});

test("a refused registration names the cause beside its field, in the shopper's language", async ({ page, context }) => {
  await useLanguage(context, 'de');
  const t = texts('de');
  const mail = `wrong-code-${Date.now()}@example.com`;
  await page.goto('/register?variant=store');
  await page.getByLabel(t.form.firstName).fill('Erika');
  await page.getByLabel(t.form.lastName).fill('Muster');
  await page.getByLabel(t.form.mail, { exact: true }).fill(mail);
  await page.locator('.field-with-button').getByRole('button').click();
  await expect(page.locator('.field-with-button').getByRole('button')).toHaveText(/\d+/);
  const code = page.getByLabel(t.form.code);
  await code.fill((await codeFor(page.request, mail)) === '000000' ? '111111' : '000000');
  await page.locator('input[type="password"]').first().fill('paper-2024');
  await page.locator('input[type="password"]').last().fill('paper-2024');
  await page.getByRole('button', { name: t.register.continue }).click();
  await expect(page.locator('.field', { has: code }).locator('.field__error')).toHaveText(
    'Der Bestätigungscode ist falsch oder abgelaufen.',
  );
  await expect(code).toBeFocused();
  await expect(page.locator('.toast', { hasText: 'Bestätigungscode' })).toHaveCount(0);
});
