/**
 * The open chat window comes on demand (widgets/chat/lazy-window.ts): a chat bundle carries the
 * launcher and the API, and fetches the window's own hashed script, with its SRI hash, when the
 * visitor reaches for the launcher. Partner pages on another origin, the widgets from the real
 * server (E2E_ORIGIN), as in loading.spec.ts.
 */
import type { Page } from '@playwright/test';
import { startHostServers, type HostServers } from '../../fixtures/hosts/server.ts';
import { E2E_ORIGIN } from '../../playwright.config.ts';
import { builtManifest, expect, storeConsent, test, waitForWidgets, type WidgetsWindow } from './fixtures.ts';

/** The paths of every script the page fetches from the widget origin. */
function recordScripts(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === E2E_ORIGIN && request.resourceType() === 'script') fetched.push(url.pathname);
  });
  return fetched;
}

let hosts: HostServers;
test.beforeAll(async () => {
  hosts = await startHostServers([E2E_ORIGIN], E2E_ORIGIN);
});
test.afterAll(async () => hosts.close());

function partnerPage(page: string, widgets: string, path = '/widgets/widgets.js'): string {
  return `${hosts.host}/${page}.html?${new URLSearchParams({ path, 'data-api': E2E_ORIGIN, 'data-widgets': widgets })}`;
}

test.describe('The chat window on demand', () => {
  test('not downloaded until the launcher takes the focus; Enter opens it with the focus in the composer', async ({ page }) => {
    await storeConsent(page);
    const fetched = recordScripts(page);
    await page.goto(partnerPage('plain', 'chat'));
    await waitForWidgets(page);
    const launcher = page.getByRole('button', { name: 'Abrir el asistente' });
    await expect(launcher).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { bundles, lazy } = builtManifest();
    expect(fetched.sort()).toEqual(['/widgets/widgets.js', bundles.chat!.path].sort());

    // A keyboard visitor tabs to the launcher: that alone fetches the window.
    await launcher.focus();
    await expect.poll(() => fetched).toContain(lazy['chat-window']!.path);
    await page.keyboard.press('Enter');
    await expect(page.locator('ia-widgets .chat-window')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Escribe tu mensaje' })).toBeFocused();
    // Closing gives the focus back to the launcher, as before.
    await page.keyboard.press('Escape');
    await expect(launcher).toBeFocused();
    expect(fetched.filter((path) => path === lazy['chat-window']!.path)).toHaveLength(1);
  });

  test('a pointer over the launcher fetches it before the click; opening through the API works too', async ({ page }) => {
    await storeConsent(page);
    const fetched = recordScripts(page);
    await page.goto(partnerPage('plain', 'chat,whatsapp,consent'));
    await waitForWidgets(page);
    const launcher = page.getByRole('button', { name: 'Abrir el asistente' });
    await launcher.hover();
    await expect.poll(() => fetched).toContain(builtManifest().lazy['chat-window']!.path);
    await launcher.click();
    await expect(page.locator('ia-widgets .chat-window')).toBeVisible();
    await page.getByRole('button', { name: 'Cerrar el asistente' }).click();
    await expect(page.locator('ia-widgets .chat-window')).toHaveCount(0);

    // The API on a page where nobody touched the launcher: open() fetches and shows it.
    await page.goto(partnerPage('plain', 'chat'));
    await waitForWidgets(page);
    await page.evaluate(() => (window as unknown as WidgetsWindow).IAWidgets.open());
    await expect(page.locator('ia-widgets .chat-window')).toBeVisible();
    await expect(page.locator('ia-widgets #chat-title')).toHaveText('Asistente General');
  });

  test('the pinned tag refuses a tampered window: it does not run, and the launcher stays', async ({ page }) => {
    await storeConsent(page);
    await page.route(`${E2E_ORIGIN}/widgets/v1/bundles/chat-window.*`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: `${await response.text()}\n// cambiado` });
    });
    const errors: string[] = [];
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(partnerPage('strict', 'chat', builtManifest().release.path));
    await waitForWidgets(page);
    const launcher = page.getByRole('button', { name: 'Abrir el asistente' });
    await launcher.click();
    await expect.poll(() => errors.join('\n')).toContain('integrity');
    await expect.poll(() => warnings.join('\n')).toContain('no se pudo cargar la ventana del chat');
    await expect(page.locator('ia-widgets .chat-window')).toHaveCount(0);
    await expect(launcher).toBeVisible();
  });
});
