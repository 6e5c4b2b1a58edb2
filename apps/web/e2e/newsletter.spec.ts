import { expect, test } from './fixtures.ts';

/** The newest newsletter mail to the address in the development outbox, as text. */
async function newsletterMail(page: import('@playwright/test').Page, mail: string, kind: 'confirm' | 'unsubscribe') {
  let found = '';
  await expect
    .poll(async () => {
      const html = await (await page.request.get('/dev/mailbox')).text();
      found = html.split('<article>').find((a) => a.includes(mail) && a.includes(`newsletter?${kind}=`)) ?? '';
      return found.length > 0;
    })
    .toBe(true);
  const link = found.match(new RegExp(`(/newsletter\\?${kind}=[\\w-]+)`))?.[1];
  if (!link) throw new Error(`no ${kind} link for ${mail}`);
  return link;
}

test('a visitor subscribes in the footer, confirms from the mail, gets a 10 % coupon, and unsubscribes with the mail link', async ({
  page,
}) => {
  const mail = `reader-${Date.now()}@example.test`;
  await page.goto('/about');
  await page.getByPlaceholder('Your e-mail address').fill(mail);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Almost done: please open the link we just e-mailed you (valid for one hour).')).toBeVisible();

  const confirm = await newsletterMail(page, mail, 'confirm');
  await page.goto(confirm);
  await expect(page.getByText(`Thank you: ${mail} is now subscribed.`)).toBeVisible();
  const code = await page.locator('.newsletter-page__code').textContent();
  expect(code).toMatch(/^NL[A-Z0-9]{10}$/);

  // The link works once.
  await page.reload();
  await expect(page.getByText(/This link is not valid/)).toBeVisible();

  const unsubscribe = await newsletterMail(page, mail, 'unsubscribe');
  await page.goto(unsubscribe);
  await expect(page.getByText('You are unsubscribed and receive no more newsletters.')).toBeVisible();
});
