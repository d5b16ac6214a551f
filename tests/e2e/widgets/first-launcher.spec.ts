/**
 * A launcher due at once (the chat embedded, the consent choice made earlier) is drawn before
 * Preact's first render of the dock (widgets/chat/first-launcher.ts), which then takes that very
 * button over: same element, same markup, its handlers attached. Partner pages on another
 * origin, the widgets from the real server (E2E_ORIGIN), as in loading.spec.ts.
 */
import type { Page } from '@playwright/test';
import { startHostServers, type HostServers } from '../../fixtures/hosts/server.ts';
import { E2E_ORIGIN } from '../../playwright.config.ts';
import { expect, storeConsent, test } from './fixtures.ts';

let hosts: HostServers;
test.beforeAll(async () => {
  hosts = await startHostServers([E2E_ORIGIN], E2E_ORIGIN);
});
test.afterAll(async () => hosts.close());

/** Keeps, from the first frame that has a launcher, the button itself and the widgets' markup. */
async function recordFirstFrame(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { firstLauncher?: Element; firstMarkup?: string };
    requestAnimationFrame(function look() {
      const root = document.querySelector('ia-widgets')?.shadowRoot;
      const launcher = root?.querySelector('.launcher');
      if (!root || !launcher) return requestAnimationFrame(look);
      record.firstLauncher = launcher;
      record.firstMarkup = root.innerHTML;
    });
  });
}

const CASES = [
  { width: 1280, attributes: { widgets: 'chat,whatsapp,consent' }, label: 'Abrir el asistente' },
  { width: 390, attributes: { widgets: 'chat', position: 'top-left', offset: '72', lang: 'en', theme: 'dark' }, label: 'Open the assistant' },
];

test.describe('The launcher drawn before the dock renders', () => {
  for (const { width, attributes, label } of CASES) {
    test(`at ${width} px (${Object.values(attributes).join(', ')}): the dock's render keeps that button, its markup, and gives it its behaviour`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 720 });
      await storeConsent(page);
      await recordFirstFrame(page);
      const params = new URLSearchParams({ path: '/widgets/widgets.js', 'data-api': E2E_ORIGIN });
      for (const [name, value] of Object.entries(attributes)) params.set(`data-${name}`, value);
      const chatWindow = page.waitForRequest((request) => /\/widgets\/v1\/bundles\/chat-window\.[0-9a-f]+\.js$/.test(request.url()));
      await page.goto(`${hosts.host}/plain.html?${params}`);

      const launcher = page.getByRole('button', { name: label });
      // Reaching for it fetches the chat window: the dock's own handler, so Preact has rendered.
      await launcher.hover();
      await chatWindow;
      const kept = await page.evaluate(() => {
        const record = window as unknown as { firstLauncher?: Element; firstMarkup?: string };
        const root = document.querySelector('ia-widgets')!.shadowRoot!;
        return { same: root.querySelector('.launcher') === record.firstLauncher, markup: root.innerHTML, first: record.firstMarkup };
      });
      expect(kept.same).toBe(true);
      expect(kept.markup).toBe(kept.first);
      await launcher.click();
      await expect(page.locator('ia-widgets .chat-window')).toBeVisible();
    });
  }
});
