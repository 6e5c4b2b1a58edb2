import { expect, test } from './fixtures.ts';
import { invitationLinkFor, inviteColleague, joinByInvitation, logIn, registerByApi } from './helpers.ts';

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

  await inviteColleague(page, colleagueMail, 'buyer', '500');

  const link = await invitationLinkFor(page, colleagueMail);
  const colleague = await joinByInvitation(browser, baseURL, link, colleagueMail);
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
