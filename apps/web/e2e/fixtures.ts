import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Waits until a server-rendered storefront page is live: the server marks the HTML it rendered
 * (`#root[data-hydrating]`) and the page removes the mark once hydrated. Other pages (rendered in the
 * browser, the back office, files) have no mark and pass at once.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('#root[data-hydrating]'));
}

/** Opening or reloading a page returns once the page is live, as a shopper would wait to see it respond. */
function waitingForApp(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await waitForApp(page);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await waitForApp(page);
    return response;
  };
}

/** Playwright's test, with every page of the test's context opened and reloaded as above. */
export const test = base.extend({
  context: async ({ context }, use) => {
    context.on('page', waitingForApp);
    await use(context);
  },
});
