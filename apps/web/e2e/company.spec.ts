import { expect, test } from './fixtures.ts';
import { logIn, registerByApi } from './helpers.ts';

/** The newest company invitation link mailed to the address, read from the development outbox. */
async function invitationLinkFor(page: import('@playwright/test').Page, mail: string): Promise<string> {
  const html = await (await page.request.get('/dev/mailbox')).text();
  const link = html
    .split('<article>')
    .find((a) => a.includes(mail) && a.includes('companyJoin'))
    ?.match(/https?:\/\/[^\s"<]+\/companyJoin\?token=[\w-]+/)?.[0];
  if (!link) throw new Error(`no invitation for ${mail}`);
  return new URL(link).pathname + new URL(link).search;
}

test('a company admin creates the company, invites a colleague by mail, and the colleague joins through the link after logging in', async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = Date.now();
  const adminMail = `company-admin-${stamp}@example.test`;
  const colleagueMail = `company-buyer-${stamp}@example.test`;
  await registerByApi(page.request, adminMail);
  await registerByApi(page.request, colleagueMail);

  await logIn(page, adminMail);
  await page.goto('/company');
  await expect(page.getByRole('heading', { name: 'Buying for a company' })).toBeVisible();
  await page.getByLabel('Company name').fill(`Paper Buyers ${stamp} GmbH`);
  await page.getByLabel('Country').selectOption({ label: 'Germany' });
  await page.getByLabel('VAT ID').fill('DE 811 125 440');
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByRole('heading', { name: `Paper Buyers ${stamp} GmbH` })).toBeVisible();
  await expect(page.getByText('valid format and check digits (checked offline)')).toBeVisible();

  const invite = page.getByRole('form', { name: 'Invite a colleague' });
  await invite.getByLabel('E-mail address').fill(colleagueMail);
  await invite.getByLabel('Role').selectOption('buyer');
  await invite.getByLabel('Spending limit per order').fill('500');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`We mailed an invitation to ${colleagueMail}.`)).toBeVisible();

  const link = await invitationLinkFor(page, colleagueMail);
  const colleague = await (await browser.newContext({ baseURL })).newPage();
  await colleague.goto(link);
  await expect(colleague).toHaveURL(/\/login\?redirect=/);
  await colleague.getByLabel('E-mail or phone').fill(colleagueMail);
  await colleague.getByLabel('Password').fill('paper-2024');
  await colleague.getByRole('button', { name: 'Log in' }).click();
  await expect(colleague.getByText('You joined the company.')).toBeVisible();
  await colleague.getByRole('link', { name: 'To my company' }).click();
  await expect(colleague.getByRole('heading', { name: `Paper Buyers ${stamp} GmbH` })).toBeVisible();
  await expect(colleague.getByText(/Limits: 500.00 per order/)).toBeVisible();
  await expect(colleague.getByRole('button', { name: 'Leave the company' })).toBeVisible();

  // The link works once.
  await colleague.goto(link);
  await expect(colleague.getByText('This invitation link is not valid or was used already.')).toBeVisible();

  await page.reload();
  await expect(page.getByText(colleagueMail)).toBeVisible();
  await colleague.context().close();
});
