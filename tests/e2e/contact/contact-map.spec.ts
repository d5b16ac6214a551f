import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from '../support.ts';

const MAP_ORIGIN = 'https://www.openstreetmap.org';

/** Every request the page makes outside its own origin; the map frame is answered locally. */
async function watchThirdParty(page: Page, origin: string): Promise<string[]> {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(origin) && !request.url().startsWith('data:')) seen.push(request.url());
  });
  await page.route(`${MAP_ORIGIN}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>mapa</title>' }));
  return seen;
}

test.describe('contact page: click-to-load map', () => {
  test('makes no third-party request before the visitor asks, then loads OpenStreetMap on click', async ({ page, baseURL }) => {
    const thirdParty = await watchThirdParty(page, baseURL!);
    await page.goto('/contacto');
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Cómo llegar' }).scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(thirdParty).toEqual([]);
    await expect(page.locator('iframe')).toHaveCount(0);

    await page.getByRole('button', { name: 'Cargar el mapa' }).click();
    const frame = page.locator('iframe.contact-map__frame');
    await expect(frame).toHaveAttribute('src', new RegExp(`^${MAP_ORIGIN}/export/embed\\.html\\?`));
    await expect(frame).toHaveAttribute('title', /Mapa de la oficina/);
    await expect.poll(() => thirdParty.some((url) => url.startsWith(MAP_ORIGIN))).toBe(true);
  });

  test('loads by itself for a visitor who already accepted the preferences category', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('cookieConsent', 'true');
      localStorage.setItem('cookieSettings', JSON.stringify({ essential: true, analytics: false, marketing: false, preferences: true }));
    });
    await page.route(`${MAP_ORIGIN}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>mapa</title>' }));
    await page.goto('/contacto');
    await waitForHydration(page);
    await expect(page.locator('iframe.contact-map__frame')).toHaveCount(1);
  });

  test('stays a placeholder for a visitor who chose essential cookies only', async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      localStorage.setItem('cookieConsent', 'true');
      localStorage.setItem('cookieSettings', JSON.stringify({ essential: true, analytics: false, marketing: false, preferences: false }));
    });
    const thirdParty = await watchThirdParty(page, baseURL!);
    await page.goto('/contacto');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: 'Cargar el mapa' })).toBeVisible();
    expect(thirdParty).toEqual([]);
  });

  test('stays a placeholder when the stored choice was made under an older cookie policy (asked again)', async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      localStorage.setItem('cookieConsent', 'true');
      localStorage.setItem('cookieSettings', JSON.stringify({ essential: true, analytics: false, marketing: false, preferences: true }));
      localStorage.setItem('cookieConsentMeta', JSON.stringify({ version: '2000-01', date: '2000-01-01T00:00:00.000Z', choice: 'accept-all' }));
    });
    const thirdParty = await watchThirdParty(page, baseURL!);
    await page.goto('/contacto');
    await waitForHydration(page);
    // The banner asks again: the widgets are running and did not count the old choice.
    await expect(page.getByRole('button', { name: 'Aceptar todas' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: 'Cargar el mapa' })).toBeVisible();
    expect(thirdParty).toEqual([]);
  });

  test('loads as soon as the visitor accepts all cookies in the banner', async ({ page }) => {
    await page.route(`${MAP_ORIGIN}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>mapa</title>' }));
    await page.goto('/contacto');
    await waitForHydration(page);
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('button', { name: 'Aceptar todas' }).click();
    await expect(page.locator('iframe.contact-map__frame')).toHaveCount(1);
  });
});
