import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/** Waits until the app has taken over the page (a prerendered page is visible before it answers clicks). */
export async function appReady(page: Page) {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

/**
 * Playwright's `test` whose page waits, after every goto and reload, for the app to be ready, as a
 * person would before tapping: public pages arrive prerendered and become interactive a moment later.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await appReady(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await appReady(page);
      return response;
    };
    await use(page);
  },
});
