import { expect, test, type Page, type Route } from '@playwright/test';
import { waitForHydration } from '../support.ts';

/**
 * A page chunk that 404s (a redeploy renamed it, or the connection dropped): the visitor gets
 * the target page by one full load, or the branded error card with a retry; never a blank page.
 */
const CARD_HEADING = 'No hemos podido cargar esta página';

/** Opens the home page, then makes every asset it did not load yet answer 404. */
async function homeWithMissingChunks(page: Page): Promise<{ loads: () => number; restore: () => Promise<void> }> {
  const loaded = new Set<string>();
  page.on('request', (request) => loaded.add(request.url()));
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto('/');
  await waitForHydration(page);
  const before = new Set(loaded);
  const handler = (route: Route) => (before.has(route.request().url()) ? route.continue() : route.fulfill({ status: 404, body: 'Not Found' }));
  await page.route('**/assets/**', handler);
  return { loads: () => loads, restore: () => page.unroute('**/assets/**', handler) };
}

const blogLink = (page: Page) => page.getByRole('banner').locator('a[href="/blog"]').first();

test.describe('A page chunk that fails to load', () => {
  test('loads the target page once from the server, and does not loop', async ({ page }) => {
    const site = await homeWithMissingChunks(page);
    const before = site.loads();
    await blogLink(page).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ideas y guías sobre inteligencia artificial');
    await expect.poll(() => site.loads()).toBe(before + 1);
    // The prerendered page stays readable: header, content and footer, no second reload.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.waitForTimeout(1500);
    expect(site.loads()).toBe(before + 1);
    expect(await page.evaluate(() => sessionStorage.getItem('iaChunkReload'))).toBe('/blog');
  });

  test('after the one reload was spent, shows the branded card with a retry, keeps the layout, and Back recovers', async ({ page }) => {
    const site = await homeWithMissingChunks(page);
    await page.evaluate(() => sessionStorage.setItem('iaChunkReload', '/blog'));
    const before = site.loads();
    await blogLink(page).click();

    const card = page.getByTestId('load-error');
    await expect(card.getByRole('heading', { name: CARD_HEADING })).toBeVisible();
    await expect(card).toContainText('Vuelve a intentarlo');
    await expect(card.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(site.loads()).toBe(before);

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(card).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

    await blogLink(page).click();
    await expect(card).toBeVisible();
    await site.restore();
    await card.getByRole('button', { name: 'Reintentar' }).click();
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/blog$/);
    await expect(card).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('iaChunkReload'))).toBeNull();
  });
});
