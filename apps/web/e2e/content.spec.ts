import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { logIn, PNG, registerByApi } from './helpers.ts';

const texts = (language: string, file: string) =>
  JSON.parse(readFileSync(new URL(`../src/locales/${language}/${file}.json`, import.meta.url), 'utf8'));

/** What a page says when it does not exist: the generic page, an unknown product, article or job. */
function notFoundTexts(language: string): string[] {
  const shell = texts(language, 'translation');
  const pages = texts(language, 'pages');
  return [shell.notFound.text, shell.product.notFound, pages.blog.notFound, pages.jobs.notFound];
}

const PHONE = { width: 390, height: 844 };

/** The storefront's own links of the header, the side menu (opened from the menu button) and the footer. */
async function shellLinks(page: Page): Promise<string[]> {
  await page.goto('/');
  const hrefs = async (selector: string) => page.locator(selector).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const found = [...(await hrefs('header a[href]')), ...(await hrefs('footer a[href]'))];
  await page.locator('.header--mobile .header__row > .icon-button').first().click();
  await expect(page.locator('.side-menu--drawer a[href]').first()).toBeVisible();
  found.push(...(await hrefs('.side-menu--drawer a[href]')));
  return found.filter((href) => href.startsWith('/'));
}

/**
 * Opens a path the way the app's own links do (history and popstate, no reload: fast enough to
 * walk every page), then waits until nothing on it is loading (pages mark that with aria-busy).
 */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

async function sitemapPaths(page: Page): Promise<string[]> {
  const xml = await (await page.request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const url = new URL(loc!.replaceAll('&amp;', '&'));
    return url.pathname + url.search;
  });
}

test('every link of the header, side menu and footer and every page of the sitemap opens a real page at 390 px in German and Chinese', async ({
  page,
}) => {
  test.setTimeout(600_000);
  const mail = `walker-${Date.now()}@example.test`;
  await registerByApi(page.request, mail);
  // Logged in, so pages behind the login (orders, collections, the partner area) are walked too.
  await logIn(page, mail);
  await page.setViewportSize(PHONE);
  for (const language of ['de', 'zh']) {
    await page.evaluate((l) => localStorage.setItem('language', l), language);
    const paths = [...new Set([...(await shellLinks(page)), ...(await sitemapPaths(page))])];
    expect(paths.length).toBeGreaterThan(60);
    const missing = notFoundTexts(language);
    const broken: string[] = [];
    for (const path of paths) {
      await openInApp(page, path);
      const text = (await page.locator('main').textContent()) ?? '';
      if (missing.some((m) => text.includes(m))) broken.push(path);
    }
    expect(broken, `not-found pages in ${language}`).toEqual([]);
  }
});

/** A plain PNG of width × height (one colour), made here so the journey needs no picture library. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x66)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const CV = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('filter the jobs by category, open one and apply with a CV; the confirmation is mailed', async ({ page }) => {
  const mail = `applicant-${Date.now()}@example.test`;
  await registerByApi(page.request, mail);
  await page.goto('/jobList');
  await page.getByLabel('Job category').selectOption({ label: 'Engineering' });
  await page.locator('.job-filter').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/category=engineering/);
  const rows = page.locator('.job-list li');
  await expect(rows).toHaveCount(1);
  await rows.getByRole('link', { name: /Frontend developer/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frontend developer (React, TypeScript)');
  await page.getByRole('link', { name: 'Apply now' }).click();

  // Applying needs an account (the CV is kept with it): log in and come back.
  await expect(page).toHaveURL(/\/login\?redirect=%2FapplyResume/);
  await page.getByLabel('E-mail or phone').fill(mail);
  await page.getByLabel('Password').fill('paper-2024');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/applyResume\?jobId=\d+/);
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  await expect(page.getByLabel('E-mail')).toHaveValue(mail);

  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Please add your CV.')).toBeVisible();
  await page.locator('input[name="cv"]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Please choose a PDF or Word file.')).toBeVisible();
  await page.locator('input[name="cv"]').setInputFiles({ name: 'ada-cv.pdf', mimeType: 'application/pdf', buffer: CV });
  await expect(page.locator('.file-button')).toContainText('ada-cv.pdf');
  await page.getByLabel('Phone').fill('+49 30 1234');
  await page.getByLabel('Cover letter (optional)').fill('I build fast, accessible shops.');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.locator('main [role="status"]')).toContainText('Your application was sent');
  const mailbox = await (await page.request.get('/dev/mailbox')).text();
  expect(mailbox).toContain('We received your application');
});

test('create an ad request with a picture; a picture below 484 × 280 is refused first', async ({ page }) => {
  const mail = `advertiser-${Date.now()}@example.test`;
  await registerByApi(page.request, mail);
  await page.goto('/advertising');
  await page.getByRole('link', { name: 'Send an advertising request' }).click();
  await expect(page.getByRole('heading', { name: 'Advertising request', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Log in' }).last().click();
  await page.getByLabel('E-mail or phone').fill(mail);
  await page.getByLabel('Password').fill('paper-2024');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/advertisingProducts/);

  await page.getByLabel('Company name').fill('Acme Paper Inc.');
  await page.getByLabel('Landing page (https://…)').fill('https://acme.example/spring');
  await page.locator('input[name="media"]').setInputFiles({ name: 'tiny.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('The picture is 1 × 1 pixels; it needs at least 484 × 280.')).toBeVisible();
  await page.locator('input[name="media"]').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: png(968, 280) });
  await expect(page.locator('.file-button')).toContainText('banner.png');
  await page.getByLabel('What would you like to advertise?').fill('Recycled notebooks, spring campaign');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.locator('main [role="status"]')).toContainText('We received your request');

  // The back office's inbox has it with the picture.
  const login = await (
    await page.request.post('/admin-api/system/auth/login', { data: { username: 'owner@shop.test', password: 'owner-password-e2e' } })
  ).json();
  const inbox = await (
    await page.request.get('/admin-api/promotion/advertising/page?status=0', {
      headers: { authorization: `Bearer ${login.data.accessToken}` },
    })
  ).json();
  expect(inbox.data.list[0]).toMatchObject({ companyName: 'Acme Paper Inc.', mail, landingPage: 'https://acme.example/spring' });
});

test('"Ask a question" on a product page opens the contact form with the product, filled from the account', async ({ page }) => {
  const mail = `asker-${Date.now()}@example.test`;
  await registerByApi(page.request, mail);
  await logIn(page, mail);
  await page.goto('/bestSeller');
  await page.goto((await page.locator('.product-card a').first().getAttribute('href')) ?? '/');
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await page.getByRole('link', { name: 'Ask a question' }).click();
  await expect(page).toHaveURL(/\/contactUs\?spuId=\d+/);
  const form = page.locator('#contact');
  await expect(form.getByText(`Your question is about: ${name}`)).toBeVisible();
  await expect(form.getByLabel('Subject')).toHaveValue('5');
  await expect(form.getByLabel('E-mail')).toHaveValue(mail);
  await expect(form.getByLabel('First name')).toHaveValue('Ada');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Please fill in this field.')).toBeVisible();
  await form.getByLabel('Your inquiry').fill('Is it available in green?');
  await form.getByLabel('Company').fill('Buyer & Co');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.locator('main [role="status"]')).toContainText('We received your message');
});

test('the back office writes and publishes an article in Markdown; the storefront shows it cleaned, with its tag', async ({ page }) => {
  const title = `Ring binders compared ${Date.now()}`;
  await page.goto('/admin/');
  await page.getByLabel('E-mail').fill('owner@shop.test');
  await page.getByLabel('Password').fill('owner-password-e2e');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Blog articles' }).click();
  await page.getByRole('button', { name: 'New article' }).click();
  const dialog = page.getByRole('dialog', { name: 'New article' });
  // The English texts (the other languages' fields wait behind their tabs).
  const english = dialog.locator('div:not([hidden]):has(> .field)').first();
  await english.getByLabel('Title').fill(title);
  await english.getByLabel('Summary (meta description)').fill('Two rings or four: which binder for which papers.');
  await english.getByLabel('Meta keywords').fill('ring binder, filing');
  await english.getByLabel('Text (Markdown)').fill('## Two rings\n\nFor **up to 200 sheets**.<script>alert(1)</script>');
  await dialog.getByLabel('Tags').fill('filing');
  await dialog.getByLabel('Status').selectOption({ label: 'Published' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible();

  await page.goto('/blogs?tag=filing');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('heading', { level: 2, name: 'Two rings' })).toBeVisible();
  await expect(page.locator('.article__body strong')).toHaveText('up to 200 sheets');
  await expect(page.locator('.article__body script')).toHaveCount(0);
  await expect(page).toHaveTitle(`${title} | Paper & Craft`);
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', 'ring binder, filing');
});
