import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from '../support.ts';

/**
 * The storage inventory against the real thing: a visitor makes a consent choice, then uses
 * every site and widget feature that keeps something in the browser; what the browser really
 * holds (localStorage, sessionStorage, cookies) is compared with the /cookies table and with
 * the categories the visitor accepted.
 */
type Category = 'essential' | 'analytics' | 'marketing' | 'preferences';

/** The category names /cookies shows, as the visitor reads them. */
const LABELS: Record<string, Category> = {
  'Técnica (necesaria)': 'essential',
  Preferencias: 'preferences',
  Análisis: 'analytics',
  Marketing: 'marketing',
};

/** Written only when a page chunk fails to load (tests/e2e/foundation/chunk-failure.spec.ts). */
const ONLY_ON_FAILURE = ['iaChunkReload'];

const banner = (page: Page) => page.getByRole('dialog', { name: 'Tu privacidad, tus reglas' });

async function openSite(page: Page) {
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>wa</title>' }));
  await page.clock.install();
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('ia-widgets .dock')).toHaveCount(1);
  await page.clock.runFor(2000);
  await expect(banner(page)).toBeVisible();
}

/** Every feature that stores something: theme, language, announcement, chat, WhatsApp. */
async function useEverything(page: Page) {
  await page.getByRole('button', { name: /^Activar modo (oscuro|claro)$/ }).click();
  await page.getByTestId('language-button').click();
  await page.locator('#language-menu button[lang="en"]').click();
  await page.getByTestId('language-button').click();
  await page.locator('#language-menu button[lang="es"]').click();
  await page.getByRole('button', { name: 'Cerrar anuncio' }).click();

  await page.getByRole('button', { name: /^Abrir el asistente/ }).click();
  await page.getByRole('textbox', { name: 'Escribe tu mensaje' }).fill('¿Cuánto cuesta el curso de IA generativa?');
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.getByRole('log', { name: 'Conversación con el asistente' }).locator('.message.ai')).toHaveCount(2);
  await page.getByRole('button', { name: 'Cerrar el asistente' }).click();

  // The button after 5 s; its tooltip (which stores when it was shown) once the visitor has
  // scrolled past the first screen and paused.
  await page.clock.runFor(5000);
  await page.evaluate(() => window.scrollTo({ top: window.innerHeight, behavior: 'instant' }));
  await page.clock.runFor(500);
  await page.mouse.wheel(0, 200);
  await page.clock.runFor(3000);
  await expect(page.getByRole('status').filter({ hasText: '¿Hablamos?' })).toBeVisible();
  await page.getByRole('button', { name: 'Escríbenos por WhatsApp' }).click();
  const popup = page.waitForEvent('popup');
  await page.getByRole('group', { name: '¿En qué podemos ayudarte?' }).getByRole('link').first().click();
  await (await popup).close();
}

async function browserStorage(page: Page) {
  const keys = await page.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage), cookie: document.cookie }));
  const cookies = await page.context().cookies();
  return { ...keys, cookies: cookies.map((cookie) => cookie.name) };
}

/** The /cookies table as the visitor reads it: key, storage area and category. */
async function policyTable(page: Page) {
  await page.goto('/cookies');
  const rows = page.getByRole('table', { name: 'Datos que el sitio y sus widgets guardan en tu navegador' }).locator('tbody tr');
  const entries = await rows.evaluateAll((elements) =>
    elements.map((row) => ({
      key: row.querySelector('th code')?.textContent ?? '',
      area: row.querySelector('td[data-label="Tipo"]')?.textContent ?? '',
      label: row.querySelector('td[data-label="Categoría"]')?.textContent ?? '',
    })),
  );
  expect(entries.length).toBeGreaterThan(0);
  return entries.map((entry) => ({ ...entry, category: LABELS[entry.label] }));
}

async function expectStorageMatches(page: Page, accepted: Category[]) {
  const real = await browserStorage(page);
  const table = await policyTable(page);
  const listed = (area: string) => table.filter((entry) => entry.area === area).map((entry) => entry.key);

  // Everything the browser holds is on /cookies, in the right area; the site sets no cookies.
  expect(real.cookies).toEqual([]);
  expect(real.cookie).toBe('');
  for (const key of real.local) expect(listed('localStorage'), key).toContain(key);
  for (const key of real.session) expect(listed('sessionStorage'), key).toContain(key);

  // Exactly the keys of the accepted categories are there: none of a refused one, and every
  // accepted one was really written by the features used (so the table is not padded).
  const expected = table
    .filter((entry) => entry.category && accepted.includes(entry.category) && !ONLY_ON_FAILURE.includes(entry.key))
    .map((entry) => entry.key)
    .sort();
  expect([...real.local, ...real.session].sort()).toEqual(expected);
}

test.describe('Browser storage and consent categories', () => {
  test("'Solo esenciales': only essential keys are written, whatever the visitor uses", async ({ page }) => {
    await openSite(page);
    await banner(page).getByRole('button', { name: 'Solo esenciales' }).click();
    await useEverything(page);
    await expectStorageMatches(page, ['essential']);
  });

  test("'Aceptar todas': every key the features write is on /cookies", async ({ page }) => {
    await openSite(page);
    await banner(page).getByRole('button', { name: 'Aceptar todas' }).click();
    await useEverything(page);
    await expectStorageMatches(page, ['essential', 'analytics', 'marketing', 'preferences']);
  });

  test('a custom choice (preferences only) writes essential and preference keys, no analytics', async ({ page }) => {
    await openSite(page);
    await banner(page).getByRole('button', { name: 'Personalizar' }).click();
    await banner(page)
      .getByRole('switch', { name: /Preferencias/ })
      .check();
    await banner(page).getByRole('button', { name: 'Guardar preferencias' }).click();
    await useEverything(page);
    await expectStorageMatches(page, ['essential', 'preferences']);
  });

  test('withdrawing consent removes the keys of the withdrawn categories at once', async ({ page }) => {
    await openSite(page);
    await banner(page).getByRole('button', { name: 'Aceptar todas' }).click();
    await useEverything(page);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Preferencias de cookies' }).click();
    await banner(page).getByRole('button', { name: 'Solo esenciales' }).click();
    await expectStorageMatches(page, ['essential']);
  });
});
