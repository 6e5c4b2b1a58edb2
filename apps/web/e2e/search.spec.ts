import { expect, test } from './fixtures.ts';

test('a misspelt search suggests the product while typing, and the keyboard opens it', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.pressSequentially('notbook', { delay: 30 });
  const suggestions = page.getByRole('listbox', { name: 'Suggested products' });
  const notebook = suggestions.getByRole('option', { name: 'A5 Hardcover Notebook with Elastic Band' });
  await expect(notebook).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  // Down through the options to the notebook, then Enter opens it.
  const options = await suggestions.getByRole('option').allTextContents();
  for (let i = 0; i <= options.indexOf('A5 Hardcover Notebook with Elastic Band'); i++) await box.press('ArrowDown');
  await expect(notebook).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/productDetail\/[^/]+\/1020$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A5 Hardcover Notebook with Elastic Band');
});

test('a search without results offers a spelling that finds products', async ({ page }) => {
  await page.goto('/search?keyword=nottbok');
  await expect(page.getByText('Nothing found for “nottbok”')).toBeVisible();
  await page.getByRole('link', { name: 'notebook', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?keyword=notebook$/);
  await expect(page.locator('.product-card').first()).toContainText(/notebook/i);
});

test('a list filtered by colour and stock keeps its filter in a shared address, rendered on the server', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/productList?id=250');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const blue = filters.getByRole('checkbox', { name: /^Blue \(\d+\)$/ });
  // A choice goes into the address first; the box shows it checked once the list follows.
  await blue.click();
  await expect(page).toHaveURL(/color=104/);
  await expect(blue).toBeChecked();
  const inStock = filters.getByRole('checkbox', { name: /^In stock only \(\d+\)$/ });
  await inStock.click();
  await expect(page).toHaveURL(/color=104.*inStock=1|inStock=1.*color=104/);
  await expect(inStock).toBeChecked();
  // The list shows as many products as the colour's count promised (the list agrees with its facets).
  const blueLabel = (await filters.locator('label', { has: page.getByRole('checkbox', { name: /^Blue/ }) }).textContent()) ?? '';
  const promised = Number(/\((\d+)\)/.exec(blueLabel)?.[1]);
  await expect(page.locator('.product-list__count')).toHaveText(new RegExp(`^${promised} products?$`));
  const names = await page.locator('.product-card__name').allTextContents();
  expect(names.length).toBe(Math.min(promised, 9));

  const shared = page.url();
  await page.reload();
  await expect(filters.getByRole('checkbox', { name: /^Blue/ })).toBeChecked();
  await expect(filters.getByRole('checkbox', { name: /^In stock only/ })).toBeChecked();
  await expect(page.locator('.product-card__name')).toHaveText(names);

  // Someone else opens the link: the server's HTML already holds the filtered list.
  const html = await (await page.request.get(shared, { headers: { accept: 'text/html' } })).text();
  for (const name of names) expect(html).toContain(name.replaceAll('&', '&amp;'));
  const other = await browser.newContext({ baseURL });
  const visitor = await other.newPage();
  await visitor.goto(shared);
  await expect(visitor.locator('.product-card__name')).toHaveText(names);
  await expect(visitor.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox', { name: /^Blue/ })).toBeChecked();
  await other.close();
});
