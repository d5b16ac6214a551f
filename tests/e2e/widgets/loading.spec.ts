/**
 * Pay for what you embed: partner pages on another origin load the widgets from the real server
 * (E2E_ORIGIN, as partners do), and each downloads the loader plus the one bundle of its
 * data-widgets. The JS bytes are measured from what Chromium really fetched from the widget
 * origin, gzipped as the server's .gz siblings are (site/build/compress.ts).
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { startHostServers, type HostServers } from '../../fixtures/hosts/server.ts';
import { E2E_ORIGIN } from '../../playwright.config.ts';
import { builtManifest, expect, recordScripts, storeConsent, test, waitForWidgets, type WidgetsWindow } from './fixtures.ts';

let hosts: HostServers;
test.beforeAll(async () => {
  hosts = await startHostServers([E2E_ORIGIN], E2E_ORIGIN);
});
test.afterAll(async () => hosts.close());

function partnerPage(page: string, attributes: Record<string, string>, path = '/widgets/widgets.js'): string {
  const params = new URLSearchParams({ path, 'data-api': E2E_ORIGIN });
  for (const [name, value] of Object.entries(attributes)) params.set(`data-${name}`, value);
  return `${hosts.host}/${page}.html?${params}`;
}

/** Issue 15's budgets: the JS a partner downloads from the widget origin, gzip. */
const COMBINATIONS = [
  { name: 'consent only', widgets: 'consent', key: 'consent', budget: 8 * 1024 },
  { name: 'chat only', widgets: 'chat', key: 'chat', budget: 15 * 1024 },
  { name: 'all three', widgets: 'chat,whatsapp,consent', key: 'chat,whatsapp,consent', budget: 20 * 1024 },
] as const;

test.describe('Per-surface loading from another origin', () => {
  for (const combination of COMBINATIONS) {
    test(`${combination.name}: the loader and one bundle, and the queued API calls run`, async ({ page }) => {
      await storeConsent(page);
      const fetched = recordScripts(page);
      await page.goto(partnerPage('queue', { widgets: combination.widgets }));
      await waitForWidgets(page);
      const { bundles, lazy } = builtManifest();
      // The queue opens the chat, so a bundle with the chat also fetches the window (on demand).
      const chatWindow = combination.key === 'consent' ? [] : [lazy['chat-window']!.path];
      await expect.poll(() => fetched.map((file) => file.path).sort()).toEqual(['/widgets/widgets.js', bundles[combination.key]!.path, ...chatWindow].sort());

      // What a partner embedding every surface downloads: this combination never costs more.
      const loader = fetched.find((file) => file.path === '/widgets/widgets.js')!.gzip;
      const bundle = fetched.find((file) => file.path === bundles[combination.key]!.path)!.gzip;
      const full = gzipSync(readFileSync(new URL(`../../../dist${bundles['chat,whatsapp,consent']!.path}`, import.meta.url)), { level: 9 }).length;
      if (combination.key !== 'chat,whatsapp,consent') expect(loader + bundle).toBeLessThan(full);
      expect(loader + bundle).toBeLessThanOrEqual(combination.budget);
      test.info().annotations.push({ type: 'gzip bytes', description: `${combination.name}: ${loader} + ${bundle} = ${loader + bundle}` });

      // The documented queue (queue.js): registered before load, run once mounted.
      const api = await page.evaluate(() => {
        const widgets = (window as unknown as WidgetsWindow).IAWidgets;
        return { version: widgets.version, push: typeof widgets.push, consent: widgets.consent.get() };
      });
      expect(api).toEqual({ version: expect.stringMatching(/^\d+\.\d+\.\d+$/), push: 'function', consent: expect.objectContaining({ analytics: true }) });
      if (combination.key === 'consent') {
        await expect(page.locator('ia-widgets .chat-window')).toHaveCount(0);
        await page.evaluate(() => (window as unknown as WidgetsWindow).IAWidgets.push(['consent.show']));
        await expect(page.getByRole('dialog', { name: 'Tu privacidad, tus reglas' })).toBeVisible();
      } else {
        await expect(page.locator('ia-widgets #chat-title')).toHaveText('Asesor de Cursos');
        expect(await page.evaluate(() => (window as unknown as { queuedEvents: unknown[] }).queuedEvents)).toEqual([['open', 'courses']]);
      }
    });
  }

  test('the bundles with the chat ask V8 to compile them while they stream in; the consent-only one, within its budget, does not', () => {
    const { bundles } = builtManifest();
    for (const [key, bundle] of Object.entries(bundles)) {
      const code = readFileSync(new URL(`../../../dist${bundle.path}`, import.meta.url), 'utf8');
      expect(code.startsWith('//# allFunctionsCalledOnLoad\n'), key).toBe(key.includes('chat'));
    }
  });

  test("the bundle is requested like the partner's tag, so it reuses the tag's connection; the pinned loader's with CORS for its hash", async ({ page }) => {
    await storeConsent(page);
    // Which connection answered each script (CDP), and the request's Sec-Fetch-Mode (what Chromium sent).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const connections = new Map<string, number>();
    cdp.on('Network.responseReceived', ({ response }) => connections.set(response.url, response.connectionId));
    const requests: Promise<[string, string | undefined]>[] = [];
    page.on('requestfinished', (request) => {
      const url = new URL(request.url());
      if (url.origin === E2E_ORIGIN && url.pathname.endsWith('.js'))
        requests.push(request.allHeaders().then((headers) => [url.pathname, headers['sec-fetch-mode']]));
    });
    const { bundles, release } = builtManifest();
    await page.goto(partnerPage('plain', { widgets: 'chat' }));
    await waitForWidgets(page);
    await expect.poll(() => requests.length).toBe(2);
    expect(await Promise.all(requests.splice(0))).toEqual([
      ['/widgets/widgets.js', 'no-cors'],
      [bundles.chat!.path, 'no-cors'],
    ]);
    expect(connections.get(`${E2E_ORIGIN}${bundles.chat!.path}`)).toBe(connections.get(`${E2E_ORIGIN}/widgets/widgets.js`));

    // Another combination than above: that bundle is in the HTTP cache now.
    const pinned = `<script src="${E2E_ORIGIN}${release.path}" crossorigin="anonymous" async data-widgets="chat,consent"></script>`;
    await page.goto(`${hosts.host}/plain.html?${new URLSearchParams({ tag: pinned })}`);
    await waitForWidgets(page);
    await expect.poll(() => requests.length).toBe(2);
    expect(await Promise.all(requests)).toEqual([
      [release.path, 'cors'],
      [bundles['chat,consent']!.path, 'cors'],
    ]);
  });

  test('configure() can hide a loaded surface; asking for one the tag did not load only warns', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await storeConsent(page);
    await page.goto(partnerPage('plain', { widgets: 'chat' }));
    await waitForWidgets(page);
    const launcher = page.getByRole('button', { name: 'Abrir el asistente' });
    await expect(launcher).toBeVisible();
    await page.evaluate(() => (window as unknown as WidgetsWindow).IAWidgets.configure({ widgets: 'consent' }));
    await expect(launcher).toHaveCount(0);
    await page.evaluate(() => (window as unknown as WidgetsWindow).IAWidgets.configure({ widgets: 'chat,whatsapp' }));
    await expect(launcher).toBeVisible();
    expect(warnings).toEqual([
      expect.stringContaining('configure: consent no se cargó con esta etiqueta'),
      expect.stringContaining('configure: whatsapp no se cargó con esta etiqueta'),
    ]);
  });

  test('a page whose CSP allows scripts from the widget origin alone (no inline, no eval) mounts them', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => message.text().includes('Content Security Policy') && violations.push(message.text()));
    await storeConsent(page);
    await page.goto(partnerPage('strict', { widgets: 'chat,whatsapp,consent' }));
    await waitForWidgets(page);
    await expect(page.getByRole('button', { name: 'Abrir el asistente' })).toBeVisible();
    await page.getByRole('button', { name: 'Abrir el asistente' }).click();
    await expect(page.locator('ia-widgets .chat-window')).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('the v1 URL and the immutable one load the same widgets; a tampered bundle hash is refused', async ({ page }) => {
    await storeConsent(page);
    await page.goto(partnerPage('plain', { widgets: 'chat' }, '/widgets/v1/widgets.js'));
    await waitForWidgets(page);
    await expect(page.getByRole('button', { name: 'Abrir el asistente' })).toBeVisible();

    await page.goto(partnerPage('plain', { widgets: 'chat' }, builtManifest().release.path));
    await waitForWidgets(page);
    await expect(page.getByRole('button', { name: 'Abrir el asistente' })).toBeVisible();

    // The bundle the loader adds carries its own SRI hash: other bytes at that URL do not run.
    await page.route(`${E2E_ORIGIN}/widgets/v1/bundles/**`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: `${await response.text()}\n// cambiado` });
    });
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(partnerPage('plain', { widgets: 'chat' }, builtManifest().release.path));
    await expect.poll(() => errors.join('\n')).toContain('integrity');
    await expect(page.locator('ia-widgets')).toHaveCount(0);
  });

  test('the pinned tag copied from /integracion (integrity, crossorigin) loads on a partner page', async ({ page }) => {
    await page.goto(`${E2E_ORIGIN}/integracion`);
    const copied = await page.locator('.integration-code', { hasText: 'integrity=' }).innerText();
    expect(copied).toMatch(
      /^<script src="https:\/\/www\.iaacademy\.es\/widgets\/v1\/widgets\.[0-9a-f]{10}\.js" integrity="sha384-[\w+/=]+" crossorigin="anonymous" async data-whatsapp="34610123456"><\/script>$/,
    );
    // Deployed, the company's origin serves it; here the test server does, with the same build.
    const tag = copied.replace('https://www.iaacademy.es', E2E_ORIGIN);
    await storeConsent(page);
    await page.goto(`${hosts.host}/strict.html?${new URLSearchParams({ tag })}`);
    await waitForWidgets(page);
    await expect(page.getByRole('button', { name: 'Abrir el asistente' })).toBeVisible();
  });
});
