/**
 * A combination's direct URL (/widgets/v1/consent.js, /widgets/v1/chat.js…), the tag /integracion
 * gives partners: on a page of another origin it is the one script fetched from the widget origin
 * (plus the chat window, on demand), within the combination's budget, and it reads its own tag's
 * data-* attributes and runs the documented queue as the loader's bundles do. The JS bytes are
 * measured from what Chromium really fetched, gzipped as the server's .gz siblings are.
 */
import type { Page } from '@playwright/test';
import { startHostServers, type HostServers } from '../../fixtures/hosts/server.ts';
import { E2E_ORIGIN } from '../../playwright.config.ts';
import { waitForHydration } from '../support.ts';
import { builtManifest, expect, PARTNER_POLICY, recordScripts, storeConsent, test, waitForWidgets, type WidgetsWindow } from './fixtures.ts';

function collectWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  return warnings;
}

let hosts: HostServers;
test.beforeAll(async () => {
  hosts = await startHostServers([E2E_ORIGIN], E2E_ORIGIN);
});
test.afterAll(async () => hosts.close());

function partnerPage(page: string, path: string, attributes: Record<string, string>): string {
  const params = new URLSearchParams({ path, 'data-api': E2E_ORIGIN });
  for (const [name, value] of Object.entries(attributes)) params.set(`data-${name}`, value);
  return `${hosts.host}/${page}.html?${params}`;
}

const widgetsApi = (page: Page) =>
  page.evaluate(() => {
    const widgets = (window as unknown as WidgetsWindow).IAWidgets;
    return { version: widgets.version, push: typeof widgets.push, consent: widgets.consent.get() };
  });

test.describe("A combination's direct URL, one request, on another origin", () => {
  test('consent only: /widgets/v1/consent.js alone, within 8 KB, its tag read and the queue run', async ({ page }) => {
    await storeConsent(page);
    const fetched = recordScripts(page);
    const attributes = { widgets: 'consent', owner: 'Socio Formación', 'policy-url': PARTNER_POLICY };
    await page.goto(partnerPage('queue', '/widgets/v1/consent.js', attributes));
    await waitForWidgets(page);
    expect(builtManifest().direct.consent!.path).toBe('/widgets/v1/consent.js');
    await expect.poll(() => fetched.map((file) => file.path)).toEqual(['/widgets/v1/consent.js']);
    const bytes = fetched[0]!.gzip;
    expect(bytes).toBeLessThanOrEqual(8 * 1024);
    test.info().annotations.push({ type: 'gzip bytes', description: `consent only, direct: ${bytes}` });

    expect(await widgetsApi(page)).toEqual({
      version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
      push: 'function',
      consent: expect.objectContaining({ analytics: true }),
    });
    await page.evaluate(() => (window as unknown as WidgetsWindow).IAWidgets.push(['consent.show']));
    const banner = page.getByRole('dialog', { name: 'Tu privacidad, tus reglas' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Socio Formación');
    await expect(banner.getByRole('link', { name: 'Política de cookies' })).toHaveAttribute('href', PARTNER_POLICY);
  });

  test('chat only: /widgets/v1/chat.js within 15 KB, its chat window on demand from the bundles folder, the queue run', async ({ page }) => {
    await storeConsent(page);
    const fetched = recordScripts(page);
    const warnings = collectWarnings(page);
    await page.goto(partnerPage('queue', '/widgets/v1/chat.js', { widgets: 'chat', position: 'top-left' }));
    await waitForWidgets(page);
    // The queue opens the chat, so the window comes too: resolved from the direct URL's origin.
    const chatWindow = builtManifest().lazy['chat-window']!.path;
    await expect.poll(() => fetched.map((file) => file.path).sort()).toEqual(['/widgets/v1/chat.js', chatWindow].sort());
    const bytes = fetched.find((file) => file.path === '/widgets/v1/chat.js')!.gzip;
    expect(bytes).toBeLessThanOrEqual(15 * 1024);
    test.info().annotations.push({ type: 'gzip bytes', description: `chat only, direct: ${bytes}` });

    await expect(page.locator('ia-widgets #chat-title')).toHaveText('Asesor de Cursos');
    expect(await page.evaluate(() => (window as unknown as { queuedEvents: unknown[] }).queuedEvents)).toEqual([['open', 'courses']]);
    await expect(page.locator('ia-widgets .dock')).toHaveClass(/v-top h-left/);
    expect(await widgetsApi(page)).toEqual({
      version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
      push: 'function',
      consent: expect.objectContaining({ analytics: true }),
    });
    await page.evaluate(() => (window as unknown as WidgetsWindow).IAWidgets.close());
    await expect(page.locator('ia-widgets .chat-window')).toHaveCount(0);
    expect(warnings).toEqual([]);
  });

  test('a data-widgets asking for a surface the URL lacks gets one warning, in Spanish, and what the URL has', async ({ page }) => {
    await storeConsent(page);
    const warnings = collectWarnings(page);
    await page.goto(partnerPage('plain', '/widgets/v1/chat-consent.js', { widgets: 'chat,whatsapp,consent', 'policy-url': PARTNER_POLICY }));
    await waitForWidgets(page);
    await expect(page.getByRole('button', { name: 'Abrir el asistente' })).toBeVisible();
    await expect
      .poll(() => warnings)
      .toEqual([
        '[IAWidgets] data-widgets="chat,whatsapp,consent" pide whatsapp, que no viene en /widgets/v1/chat-consent.js; se muestra "chat,consent". ' +
          'La dirección con todo lo pedido es /widgets/v1/chat-whatsapp-consent.js.',
      ]);
    await page.evaluate(() => (window as unknown as WidgetsWindow).IAWidgets.push(['consent.show']));
    await expect(page.getByRole('dialog', { name: 'Tu privacidad, tus reglas' })).toBeVisible();
    // A later configure() keeps what the tag got, and warns only about what it asks for itself.
    await page.evaluate(() => (window as unknown as WidgetsWindow).IAWidgets.configure({ position: 'bottom-left' }));
    await expect(page.locator('ia-widgets .dock')).toHaveClass(/h-left/);
    await expect(page.getByRole('button', { name: 'Abrir el asistente' })).toBeVisible();
    expect(warnings).toHaveLength(1);
  });

  test('the tag copied from /integracion for the consent alone loads on a partner page in one request', async ({ page }) => {
    await page.goto(`${E2E_ORIGIN}/integracion`);
    await waitForHydration(page);
    await page.getByRole('checkbox', { name: 'Asistente de IA' }).uncheck();
    await page.getByRole('checkbox', { name: 'Botón de WhatsApp' }).uncheck();
    const copied = await page.locator('.integration-code').first().innerText();
    expect(copied).toBe('<script src="https://www.iaacademy.es/widgets/v1/consent.js" async data-widgets="consent" data-whatsapp="34610123456"></script>');
    // Deployed, the company's origin serves it; here the test server does, with the same build.
    const tag = copied.replace('https://www.iaacademy.es', E2E_ORIGIN);
    await storeConsent(page);
    const fetched = recordScripts(page);
    await page.goto(`${hosts.host}/strict.html?${new URLSearchParams({ tag })}`);
    await waitForWidgets(page);
    await page.evaluate(() => (window as unknown as WidgetsWindow).IAWidgets.push(['consent.show']));
    await expect(page.getByRole('dialog', { name: 'Tu privacidad, tus reglas' })).toBeVisible();
    expect(fetched.map((file) => file.path)).toEqual(['/widgets/v1/consent.js']);
  });
});
