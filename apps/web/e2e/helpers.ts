import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';

type TextTree = { [key: string]: string | TextTree };

/** Adds `more` into `into`, section by section. */
function mergeTexts(into: TextTree, more: TextTree): TextTree {
  for (const [key, value] of Object.entries(more)) {
    const have = into[key];
    into[key] = typeof value === 'object' && typeof have === 'object' ? mergeTexts(have, value) : value;
  }
  return into;
}

/** The storefront's texts in a language as the shop shows them: the first-load texts and those loaded later (`later.json`). */
export function shopTexts(language: string): ReturnType<typeof JSON.parse> {
  const read = (file: string) =>
    JSON.parse(readFileSync(new URL(`../src/locales/${language}/${file}`, import.meta.url), 'utf8')) as TextTree;
  // Untyped, as JSON.parse answers the texts files themselves.
  return mergeTexts(read('translation.json'), read('later.json'));
}

export const HEADERS = { 'tenant-id': '1' };

/** A 1 × 1 PNG for uploads. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The newest code mailed to the address, read from the development outbox. */
export async function codeFor(request: APIRequestContext, mail: string): Promise<string> {
  const html = await (await request.get('/dev/mailbox')).text();
  const code = html
    .split('<article>')
    .find((a) => a.includes(mail))
    ?.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code for ${mail}`);
  return code;
}

/** A member registered through the API (store-account form); answers its bearer headers. */
export async function registerByApi(request: APIRequestContext, mail: string, password = 'paper-2024') {
  await request.post('/pc-api/member/auth/send-email-code', { headers: HEADERS, data: { email: mail, scene: 0 } });
  const code = await codeFor(request, mail);
  const registered = await (
    await request.post('/pc-api/member/auth/sms-mail-register', {
      headers: HEADERS,
      data: { mail, code, password, firstName: 'Ada', lastName: 'Buyer' },
    })
  ).json();
  return { ...HEADERS, authorization: `Bearer ${registered.data.accessToken}` };
}

/** Logs in on /login and waits until the page has moved on. */
export async function logIn(page: Page, mail: string, password = 'paper-2024') {
  await page.goto('/login');
  await page.getByLabel('E-mail or phone').fill(mail);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Pictures of a journey's steps for review, when JOURNEY_SHOTS names a folder for them:
 * `<folder>/<name>-<step>.png`, the whole page.
 */
export function journeyShots(page: Page, name: string): (step: string) => Promise<void> {
  const folder = process.env.JOURNEY_SHOTS;
  return async (step) => {
    if (folder) await page.screenshot({ path: `${folder}/${name}-${step}.png`, fullPage: true });
  };
}

/** A Houston delivery address as the checkout's API body takes it. */
export const TEXAS_ADDRESS = {
  firstName: 'Ada',
  lastName: 'Buyer',
  mobile: '+1 281 555 0147',
  areaId: 281,
  state: 'TX',
  city: 'Houston',
  zipCode: '77002',
  detailAddress: '1 Main St',
};

/** Fills the shared address form with a Houston address. */
export async function fillTexasAddress(page: Page) {
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Buyer');
  await page.getByLabel('Country', { exact: true }).selectOption({ label: 'United States' });
  await page.getByLabel('State / region').selectOption({ label: 'Texas' });
  await page.getByLabel('Postcode').fill('77002');
  await page.getByLabel('City').fill('Houston');
  await page.getByLabel('Street and house number').fill('1 Main St');
  await page.getByLabel('Phone', { exact: true }).fill('281 555 0147');
}

/** At checkout: adds a Houston address, pays with the demo wallet and waits for the success page. */
export async function payToTexasWithDemoWallet(page: Page) {
  await page.getByRole('button', { name: 'Add an address' }).click();
  await fillTexasAddress(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('radio').first()).toBeChecked();
  const pay = page.getByRole('button', { name: /Pay .* with the demo wallet/ });
  await expect(pay).toBeEnabled();
  await pay.click();
  await expect(page).toHaveURL(/\/paySuccess\?id=\d+/, { timeout: 15_000 });
}

/** The back office's owner (ADMIN_EMAIL / ADMIN_PASSWORD in serve.mjs). */
export const OWNER = { email: 'owner@shop.test', password: 'owner-password-e2e' };

/** Logs the owner into the back office at /admin and waits for the dashboard. */
export async function ownerLogIn(page: Page) {
  await page.goto('/admin/');
  await page.getByLabel('E-mail').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
}

/** The newest company invitation link mailed to the address, read from the development outbox. */
export async function invitationLinkFor(page: Page, mail: string): Promise<string> {
  const html = await (await page.request.get('/dev/mailbox')).text();
  const link = html
    .split('<article>')
    .find((a) => a.includes(mail) && a.includes('companyJoin'))
    ?.match(/https?:\/\/[^\s"<]+\/companyJoin\?token=[\w-]+/)?.[0];
  if (!link) throw new Error(`no invitation for ${mail}`);
  return new URL(link).pathname + new URL(link).search;
}

/** On the company page, an admin invites a colleague with a role and a spending limit per order (major units). */
export async function inviteColleague(page: Page, mail: string, role: string, perOrder: string) {
  const invite = page.getByRole('form', { name: 'Invite a colleague' });
  await invite.getByLabel('E-mail address').fill(mail);
  await invite.getByLabel('Role').selectOption(role);
  await invite.getByLabel('Spending limit per order').fill(perOrder);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`We mailed an invitation to ${mail}.`)).toBeVisible();
}

/** The invited colleague opens the mailed link in a browser of their own, logs in and joins: answers their page. */
export async function joinByInvitation(browser: Browser, baseURL: string | undefined, link: string, mail: string): Promise<Page> {
  const colleague = await (await browser.newContext({ baseURL })).newPage();
  await colleague.goto(link);
  await expect(colleague).toHaveURL(/\/login\?redirect=/);
  await colleague.getByLabel('E-mail or phone').fill(mail);
  await colleague.getByLabel('Password').fill('paper-2024');
  await colleague.getByRole('button', { name: 'Log in' }).click();
  await expect(colleague.getByText('You joined the company.')).toBeVisible();
  return colleague;
}
