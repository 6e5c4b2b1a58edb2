import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { HEADERS, logIn, payToTexasWithDemoWallet, registerByApi } from './helpers.ts';

/** The part of sharp's API the journey uses (sharp is the API's dependency, not the storefront's). */
interface Image {
  composite(layers: { input: { create: Create }; left: number; top: number }[]): Image;
  png(): Image;
  toBuffer(): Promise<Buffer>;
}
type Create = { width: number; height: number; channels: 4; background: { r: number; g: number; b: number; alpha: number } };
const sharp = createRequire(new URL('../../api/package.json', import.meta.url))('sharp') as (input: { create: Create }) => Image;

/** A 900 × 600 px logo: 300 dpi and more at the mug's print size. */
const logo = () =>
  sharp({ create: { width: 900, height: 600, channels: 4, background: { r: 31, g: 78, b: 121, alpha: 1 } } })
    .png()
    .toBuffer();

/** A 50 × 50 px picture in five stripes of colour: too few dots for any print size, too many colours for screen print. */
const stripes = () => {
  const colours = [
    { r: 0, g: 128, b: 0, alpha: 1 },
    { r: 0, g: 0, b: 248, alpha: 1 },
    { r: 248, g: 200, b: 0, alpha: 1 },
    { r: 0, g: 0, b: 0, alpha: 1 },
  ];
  return sharp({ create: { width: 50, height: 50, channels: 4, background: { r: 248, g: 0, b: 0, alpha: 1 } } })
    .composite(
      colours.map((background, i) => ({
        input: { create: { width: 10, height: 50, channels: 4, background } },
        left: 10 + i * 10,
        top: 0,
      })),
    )
    .png()
    .toBuffer();
};

/** The print data's page boxes and its content streams as text (pdfkit writes its dictionaries plainly). */
function readPdf(bytes: Buffer) {
  const text = bytes.toString('latin1');
  const box = (name: string) =>
    text
      .match(new RegExp(`/${name} \\[([^\\]]+)\\]`))?.[1]
      ?.trim()
      .split(/\s+/)
      .map(Number);
  const streams: string[] = [];
  for (const match of text.matchAll(/\/Filter \/FlateDecode[^>]*>>\s*stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = text.indexOf('endstream', start);
    try {
      streams.push(inflateSync(bytes.subarray(start, end)).toString('latin1'));
    } catch {
      // pictures and masks are binary: not content
    }
  }
  return { version: text.slice(0, 8), trim: box('TrimBox'), media: box('MediaBox'), fonts: /\/Type \/Font\b/.test(text), streams };
}

async function moveSelection(page: Page, key: string, times: number) {
  for (let i = 0; i < times; i += 1) await page.keyboard.press(key);
}

for (const viewport of [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`design editor on a ${viewport.name}: logo and Chinese text, warning outside the print area, undo/redo, save, reopen, order; the print data is a vector PDF`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const shots = process.env.JOURNEY_SHOTS;
    const shot = async (step: string) => {
      if (shots) await page.screenshot({ path: `${shots}/design-${viewport.name}-${step}.png` });
    };
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const mail = `design-${viewport.name}-${Date.now()}@example.test`;
    const auth = await registerByApi(request, mail);
    await logIn(page, mail);

    // From the product: the customise panel opens the editor for the chosen position and size.
    await page.goto('/productDetail?id=1027');
    const panel = page.locator('.customise');
    await panel.getByLabel('Decorating method').selectOption({ label: 'Digital / UV print' });
    await panel.getByRole('link', { name: 'Design online' }).click();
    await expect(page).toHaveURL(/\/customDesign\?spuId=1027&skuId=\d+&locationId=1&size=1&method=5&count=25/);
    await expect(page.getByRole('heading', { name: 'Design your Custom Logo Ceramic Mug 350 ml' })).toBeVisible();
    // No shop header or footer on the editor.
    await expect(page.locator('footer')).toHaveCount(0);
    await expect(page.getByText('print area 45.5 × 50 mm')).toBeVisible();
    await expect(page.locator('.designer__canvas canvas').first()).toBeVisible();

    await page
      .locator('.designer__panel input[type="file"]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logo() });
    const layers = page.locator('.designer__layers');
    await page.getByRole('button', { name: 'Layers' }).click();
    await expect(layers.locator('li')).toHaveCount(1);
    await page.getByRole('button', { name: 'Text', exact: true }).click();
    await page.getByRole('button', { name: 'Add text' }).click();
    await page.getByRole('textbox', { name: 'Text', exact: true }).fill('你好 Paper Co.');
    await page.getByRole('button', { name: 'Layers' }).click();
    await expect(layers.locator('li')).toHaveCount(2);
    await expect(layers.locator('li').first()).toContainText('你好 Paper Co.');
    await expect(layers.locator('li').nth(1)).toContainText('Picture');
    const warnings = page.getByTestId('design-warnings');
    await expect(warnings).toContainText('Ready to print');

    // The text, moved 40 mm to the left: outside the print area, the shopper is warned.
    await page.locator('.designer__canvas').click({ position: { x: 5, y: 5 } });
    await layers.getByRole('button', { name: '你好 Paper Co.' }).click();
    await moveSelection(page, 'Shift+ArrowLeft', 8);
    await expect(warnings).toContainText('1 element reaches outside the print area');
    await shot('outside');
    // Each step undone puts it back (no warning), redone moves it out again, undone once more.
    const undo = () => (viewport.width > 900 ? page.keyboard.press('Control+z') : page.getByRole('button', { name: 'Undo' }).click());
    const redo = () => (viewport.width > 900 ? page.keyboard.press('Control+y') : page.getByRole('button', { name: 'Redo' }).click());
    for (let i = 0; i < 8; i += 1) await undo();
    await expect(warnings).toContainText('Ready to print');
    for (let i = 0; i < 8; i += 1) await redo();
    await expect(warnings).toContainText('outside the print area');
    for (let i = 0; i < 8; i += 1) await undo();
    await expect(warnings).toContainText('Ready to print');
    await expect(page.getByRole('button', { name: 'Redo' })).toBeEnabled();
    await shot('ready');

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Design saved.')).toBeVisible();
    await expect(page).toHaveURL(/[?&]id=\d+/);
    const designId = Number(new URL(page.url()).searchParams.get('id'));

    // Reopened, the design is as it was saved.
    await page.reload();
    await page.getByRole('button', { name: 'Layers' }).click();
    await expect(layers.locator('li')).toHaveCount(2);
    await expect(layers.locator('li').first()).toContainText('你好 Paper Co.');
    const saved = await (await request.get(`/pc-api/product/design/get?id=${designId}`, { headers: auth })).json();
    expect(saved.data.content.objects.map((o: { type: string }) => o.type)).toEqual(['image', 'text']);

    await page.getByRole('button', { name: 'Use this design' }).click();
    await expect(page).toHaveURL(/\/createOrder\?items=/);
    expect(decodeURIComponent(page.url())).toContain(`"designId":${designId}`);
    await expect(page.locator('.custom-info')).toContainText('Digital / UV print');
    await payToTexasWithDemoWallet(page);
    // Drawn on the server and checked like an upload: no upload needed.
    await expect(page.locator('.print-data').getByTestId('print-status')).toHaveText('Data check normal', { timeout: 30_000 });
    await shot('paid');

    const orderId = new URL(page.url()).searchParams.get('id');
    const detail = await (await request.get(`/pc-api/trade/order/get-detail?id=${orderId}`, { headers: { ...HEADERS, ...auth } })).json();
    const line = detail.data.items[0];
    expect(line.printDataUrl).toMatch(/\.pdf$/);
    const pdf = readPdf(Buffer.from(await (await request.get(line.printDataUrl)).body()));
    expect(pdf.version).toBe('%PDF-1.3');
    // The page as cut (trim box) is the print size, 45.5 × 50 mm, in points; 3 mm bleed around it.
    const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = pdf.trim ?? [];
    expect((x1 - x0) / (72 / 25.4)).toBeCloseTo(45.5, 1);
    expect((y1 - y0) / (72 / 25.4)).toBeCloseTo(50, 1);
    expect((pdf.media?.[2] ?? 0) / (72 / 25.4)).toBeCloseTo(51.5, 1);
    // Text as outlines: no font, no text operators; filled paths in CMYK.
    expect(pdf.fonts).toBe(false);
    const content = pdf.streams.find((s) => s.includes(' cm\n'));
    expect(content).toBeDefined();
    expect(content).not.toMatch(/\bBT\b|\bTj\b|\bTJ\b/);
    expect(content).toMatch(/\/DeviceCMYK cs/);
    expect(content).toMatch(/^f$/m);
  });
}

test("a guest's design waits in the browser through login and is then saved to the account; a small picture of many colours is warned of", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const mail = `design-guest-${Date.now()}@example.test`;
  const auth = await registerByApi(request, mail);
  await page.goto('/customDesign?spuId=1027&locationId=2&size=1&method=1&count=25');
  await expect(page.getByText('Back centre · print area 45.5 × 50 mm')).toBeVisible();
  await page
    .locator('.designer__panel input[type="file"]')
    .setInputFiles({ name: 'stripes.png', mimeType: 'image/png', buffer: await stripes() });
  const warnings = page.getByTestId('design-warnings');
  // 50 px over the print's width is far below 300 dpi; five colours are one more than screen print takes.
  await expect(warnings).toContainText(/A picture has only \d+ dpi at the printed size; printing needs 300 dpi/);
  await expect(warnings).toContainText('5 colours: Screen print prints at most 4');
  await page.getByRole('button', { name: 'Text', exact: true }).click();
  await page.getByRole('button', { name: 'Add text' }).click();
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill('Gast 你好');
  await page.getByLabel('Font').selectOption('noto-serif-sc');
  await expect(warnings).toContainText('6 colours: Screen print prints at most 4');
  // A guest has no account to list designs in; saving keeps the design in this browser.
  await expect(page.getByRole('button', { name: 'My designs' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved in this browser. Log in to keep it in your account.')).toBeVisible();

  // Ordering asks for a login, which comes back to the editor: the design is saved to the account.
  await page.getByRole('button', { name: 'Use this design' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel('E-mail or phone').fill(mail);
  await page.getByLabel('Password').fill('paper-2024');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/customDesign\?spuId=1027&locationId=2/);
  await expect(page.getByText('Your design from this browser is now saved in your account.')).toBeVisible();
  await page.getByRole('button', { name: 'Layers' }).click();
  await expect(page.locator('.designer__layers li')).toHaveCount(2);
  await expect(page.locator('.designer__layers li').first()).toContainText('Gast 你好');
  expect(await page.evaluate(() => localStorage.getItem('designDraft'))).toBeNull();
  const mine = await (await request.get('/pc-api/product/design/page?spuId=1027', { headers: { ...HEADERS, ...auth } })).json();
  expect(mine.data.total).toBe(1);
  expect(mine.data.list[0]).toMatchObject({ locationId: '2', size: '1' });
  expect(mine.data.list[0].content.objects).toEqual([
    expect.objectContaining({ type: 'image', width: 50, height: 50 }),
    expect.objectContaining({ type: 'text', text: 'Gast 你好', fontFamily: 'noto-serif-sc' }),
  ]);
  // In the account now: My designs lists it.
  await page.getByRole('button', { name: 'My designs' }).click();
  await expect(page.locator('.designer__mine li')).toHaveCount(1);
});

test("a guest's draft spoilt in the browser's storage opens as an empty design, and the editor works", async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const spoilt = { version: 1, objects: [{ type: 'text', text: 42 }] };
    localStorage.setItem('designDraft', JSON.stringify({ spuId: 1027, locationId: '1', size: '1', content: spoilt }));
  });
  await page.goto('/customDesign?spuId=1027&locationId=1&size=1&method=5&count=25');
  // The draft opens the canvas at once; nothing of it is drawn.
  await expect(page.locator('.designer__canvas canvas').first()).toBeVisible();
  await page.getByRole('button', { name: 'Layers' }).click();
  await expect(page.getByText('Nothing on the design yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Text', exact: true }).click();
  await page.getByRole('button', { name: 'Add text' }).click();
  await expect(page.getByTestId('design-warnings')).toContainText('Ready to print');
  expect(errors).toEqual([]);
});
