import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { codeFor, fillTexasAddress } from './helpers.ts';

const SECRET = 'e2e-secret-for-browser-journeys-only-0123456789';

/** An access token like the shop's, but expired a minute ago. */
function expiredTokenLike(token: string): string {
  const [header, payload] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
  const now = Math.floor(Date.now() / 1000);
  const body = Buffer.from(JSON.stringify({ ...claims, iat: now - 3600, exp: now - 60 })).toString('base64url');
  const signature = createHmac('sha256', SECRET).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
}

async function register(page: Page, mail: string, password = 'paper-2024') {
  await page.goto('/register');
  await page.getByLabel('First name').fill('Erika');
  await page.getByLabel('Last name').fill('Muster');
  await page.getByLabel('Country', { exact: false }).first().selectOption({ label: 'Germany' });
  await page.getByLabel('Birthday').fill('1990-05-17');
  await page.getByLabel('E-mail', { exact: true }).fill(mail);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await page.getByLabel('E-mail code').fill(await codeFor(page.request, mail));
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Welcome! Your account is ready and you are logged in.')).toBeVisible();
}

test('registration shows the spec messages, then logs the new member in', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await expect(page.getByText('Please enter the password again.')).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill('not-an-address');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('other');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Please enter a correct e-mail address.')).toBeVisible();
  await expect(page.getByText(/at least 2 of them digits or special characters/).first()).toBeVisible();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();

  const mail = `new-${Date.now()}@example.com`;
  await register(page, mail);
  await page.getByRole('button', { name: /Continue/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
});

test('login remembers the identifier, logout asks and ends the session', async ({ page }) => {
  const mail = `login-${Date.now()}@example.com`;
  await register(page, mail);
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await page.getByLabel('E-mail or phone').fill(mail);
  await page.getByLabel('Password').fill('wrong-pass-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('The e-mail, phone number or password is not correct.')).toBeVisible();
  await page.getByLabel('Password').fill('paper-2024');
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('rememberedLogin'))).toBe(mail);
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('paper-2024');

  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  // Logging out reloads the home page: a read during that navigation is asked again.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken')).catch(() => 'reloading')).toBeNull();
  await page.goto('/login');
  await expect(page.getByLabel('E-mail or phone')).toHaveValue(mail);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsettings$/);
});

test('an expired access token is refreshed once and the page loads', async ({ page }) => {
  const mail = `refresh-${Date.now()}@example.com`;
  await register(page, mail);
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const expired = expiredTokenLike(token!);
  await page.evaluate((value) => localStorage.setItem('accessToken', value), expired);
  const refreshed = page.waitForResponse((r) => r.url().includes('/member/auth/refresh-token'));
  await page.goto('/settings');
  expect((await (await refreshed).json()).code).toBe(0);
  await expect(page.getByLabel('First name')).toHaveValue('Erika');
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).not.toBe(expired);
});

test('a broken session with no working refresh token goes to /login', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('accessToken', 'broken');
    localStorage.setItem('refreshToken', 'also-broken-token');
  });
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsettings$/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
});

test('settings: profile, and addresses with states by country, default tag and deletion', async ({ page }) => {
  await register(page, `settings-${Date.now()}@example.com`);
  await page.goto('/settings');
  await page.getByLabel('Nickname').fill('Eri');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully.')).toBeVisible();

  await page.getByRole('button', { name: 'Addresses' }).click();
  await page.getByRole('button', { name: 'Add an address' }).click();
  // A new address starts from the account's name and country.
  await expect(page.getByLabel('First name')).toHaveValue('Erika');
  await expect(page.getByLabel('Country', { exact: true }).locator('option:checked')).toHaveText('Germany');
  await fillTexasAddress(page);
  await page.getByLabel('Address line 2 (optional)').fill('Suite 200');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Default')).toBeVisible();
  await expect(page.locator('.address-card')).toContainText('Suite 200');
  await expect(page.locator('.address-card')).toContainText('Houston, TX 77002');

  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Country').selectOption({ label: 'Germany' });
  // Only US addresses name a state.
  await expect(page.getByLabel('State / region')).toHaveCount(0);
  await page.getByLabel('Postcode').fill('1011');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This postcode does not fit the selected country.')).toBeVisible();
  await page.getByLabel('Postcode').fill('10115');
  await page.getByLabel('City').fill('Berlin');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.address-card')).toContainText('10115 Berlin');
  await expect(page.locator('.address-card')).not.toContainText('BE');

  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No address saved yet.')).toBeVisible();
});

test('a forgotten password is replaced with an e-mail code', async ({ page }) => {
  const mail = `forgot-${Date.now()}@example.com`;
  await register(page, mail);
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login?productId=1016');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgetAccount\?productId=1016/);
  await page.getByLabel('E-mail', { exact: true }).fill(mail);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByRole('button', { name: /Resend in/ })).toBeDisabled();
  await page.getByLabel('E-mail code').fill(await codeFor(page.request, mail));
  await page.getByLabel('New password').fill('fresh-pass-9');
  await page.getByLabel('Confirm password').fill('fresh-pass-9');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/login\?productId=1016/);
  await page.getByLabel('E-mail or phone').fill(mail);
  await page.getByLabel('Password').fill('fresh-pass-9');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/productDetail\/.+\/1016/);
});

test('in German: registration with the mailed code and an address in Bavaria', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('language-set')) {
      localStorage.setItem('language', 'de');
      sessionStorage.setItem('language-set', '1');
    }
  });
  const mail = `deutsch-${Date.now()}@example.com`;
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Konto erstellen');
  await page.getByLabel('Vorname', { exact: true }).fill('Erika');
  await page.getByLabel('Nachname', { exact: true }).fill('Muster');
  await page.getByLabel('Land', { exact: true }).selectOption({ label: 'Deutschland' });
  await page.getByLabel('Geburtsdatum').fill('1985-03-02');
  await page.getByLabel('E-Mail', { exact: true }).fill(mail);
  await page.getByRole('button', { name: 'Code anfordern' }).click();
  await expect(page.getByRole('button', { name: /Erneut senden in \d+ s/ })).toBeDisabled();
  const html = await (await page.request.get('/dev/mailbox')).text();
  const article = html.split('<article>').find((a) => a.includes(mail))!;
  expect(article).toContain('Registrierungscode');
  await page.getByLabel('E-Mail-Code').fill(article.match(/\b(\d{6})\b/)![1]!);
  await page.getByLabel('Passwort', { exact: true }).fill('papier-2024');
  await page.getByLabel('Passwort bestätigen').fill('papier-2024');
  await page.getByRole('button', { name: 'Registrieren' }).click();
  await expect(page.getByText('Willkommen! Ihr Konto ist eingerichtet und Sie sind angemeldet.')).toBeVisible();

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Adressen' }).click();
  await page.getByRole('button', { name: 'Adresse hinzufügen' }).click();
  await page.getByLabel('Vorname', { exact: true }).fill('Erika');
  await page.getByLabel('Nachname', { exact: true }).fill('Muster');
  await page.getByLabel('Land', { exact: true }).selectOption({ label: 'Deutschland' });
  await expect(page.getByLabel('Bundesland / Region')).toHaveCount(0);
  await page.getByLabel('Postleitzahl').fill('80331');
  await page.getByLabel('Ort', { exact: true }).fill('München');
  await page.getByLabel('Straße und Hausnummer').fill('Marienplatz 1');
  await page.getByLabel('Telefon', { exact: true }).fill('089 1234567');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.locator('.address-card')).toContainText('80331 München');
  await expect(page.getByText('Standard', { exact: true })).toBeVisible();
});
