import { createRequire } from 'node:module';
import { expect, test } from './fixtures.ts';
import { logIn, payToTexasWithDemoWallet, registerByApi } from './helpers.ts';

/** The part of sharp's API the journey uses (sharp is the API's dependency, not the storefront's). */
interface Image {
  png(): Image;
  toBuffer(): Promise<Buffer>;
}
const sharp = createRequire(new URL('../../api/package.json', import.meta.url))('sharp') as (input: Buffer) => Image;

/** An ordinary 600 × 600 px RGB logo, as a shopper exports it from a drawing program: far from the 300 dpi CMYK print data asks for. */
const logoPng = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="#ffffff"/><circle cx="300" cy="300" r="260" fill="#1f4e79"/><rect x="170" y="250" width="260" height="100" fill="#f2b705"/></svg>',
    ),
  )
    .png()
    .toBuffer();

test('30 logo mugs with a 600 × 600 px PNG from the logo panel: paid, the print data is prepared and proofed without a second upload, the shopper approves', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // Pictures of the logo line for review, when JOURNEY_SHOTS names a folder for them.
  const shots = process.env.JOURNEY_SHOTS;
  await page.setViewportSize({ width: 1366, height: 900 });
  const mail = `artwork-${Date.now()}@example.test`;
  await registerByApi(request, mail);
  await logIn(page, mail);

  await page.goto('/productDetail?id=1027');
  const panel = page.locator('.customise');
  await expect(panel.getByRole('heading', { name: 'Customise with your logo' })).toBeVisible();
  await panel.getByLabel('up to 8 × 8.8 cm').check();
  await panel.getByLabel('Quantity').fill('30');
  await expect(panel.getByTestId('customise-total')).toBeVisible();
  await panel.getByLabel('Your logo (PNG or JPG)').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logoPng() });
  await expect(panel.getByRole('img', { name: 'Your logo' })).toBeVisible();
  await panel.getByRole('button', { name: 'Order with logo' }).click();
  await expect(page).toHaveURL(/\/createOrder\?items=/);
  await payToTexasWithDemoWallet(page);

  // The order page: the logo from the panel became print data, prepared and checked in the background.
  await page.goto(`/orderDetail?id=${new URL(page.url()).searchParams.get('id')}`);
  const print = page.locator('.print-data');
  await expect(print.getByTestId('print-status')).toHaveText('Data check normal', { timeout: 120_000 });
  await expect(print.getByTestId('print-prepared')).toContainText('We prepared this print data from your logo');
  const proof = print.getByRole('img', { name: 'Proof' });
  await expect(proof).toBeVisible();
  await expect(proof).toHaveAttribute('src', /\/print-proof\/.+\.png$/);
  await expect(print.getByRole('link', { name: /\.pdf$/ })).toBeVisible();
  // Help beside it: the artwork service and the design editor for this product.
  await expect(print.getByRole('button', { name: 'Let us prepare the artwork' })).toBeVisible();
  await expect(print.getByRole('link', { name: 'Or make a design in the online editor' })).toHaveAttribute(
    'href',
    /\/customDesign\?spuId=1027&skuId=\d+&locationId=\d+&size=2&method=\d+&count=30/,
  );
  await expect.poll(() => proof.evaluate((img: HTMLImageElement) => Math.max(img.naturalWidth, img.naturalHeight))).toBe(1000);
  if (shots) {
    await print.screenshot({ path: `${shots}/artwork-en-1366.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await print.screenshot({ path: `${shots}/artwork-en-390.png` });
    await page.evaluate(() => localStorage.setItem('language', 'de'));
    await page.reload();
    await expect(print.getByTestId('print-status')).toHaveText('Datenprüfung in Ordnung');
    // The proof (named in German now) loads lazily: below the fold on a phone it loads once scrolled to.
    const proofDe = print.locator('img[src*="/print-proof/"]');
    await proofDe.scrollIntoViewIfNeeded();
    await expect.poll(() => proofDe.evaluate((img: HTMLImageElement) => Math.max(img.naturalWidth, img.naturalHeight))).toBe(1000);
    await print.screenshot({ path: `${shots}/artwork-de-390.png` });
    await page.setViewportSize({ width: 1366, height: 900 });
    await print.screenshot({ path: `${shots}/artwork-de-1366.png` });
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
  }

  await print.getByRole('button', { name: 'Approve the proof' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(print.getByTestId('print-status')).toHaveText('Data about to print');
  await expect(print.getByText('Approved for printing')).toBeVisible();
  await expect(print.getByRole('button', { name: 'Let us prepare the artwork' })).toHaveCount(0);
});
