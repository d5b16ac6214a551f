import type { Page } from '@playwright/test';
import { expect, test, waitForWidgets, type WidgetsWindow } from './fixtures.ts';

const banner = (page: Page) => page.getByRole('dialog', { name: 'Tu privacidad, tus reglas' });
const storage = (page: Page) => page.evaluate(() => ({ ...localStorage }));

async function showBanner(page: Page) {
  await waitForWidgets(page);
  await page.clock.runFor(2000);
  await expect(banner(page)).toBeVisible();
}

/**
 * Twice: in the Preact dock (all three surfaces, the tag's default) and in the consent-only
 * bundle's own dock without Preact (widgets/consent/dock.ts): one banner, the same behaviour.
 */
for (const widgets of [undefined, 'consent']) {
  test.describe(`Cookie consent banner${widgets ? ', consent only' : ''}`, () => {
    const it = test.extend({
      openHost: async ({ openHost }, use) => {
        await use((options = {}) => openHost({ ...options, attributes: { widgets, ...options.attributes } }));
      },
    });

    it('appears 2 seconds after load when no consent is stored', async ({ page, openHost }) => {
      await openHost({ firstVisit: true, clock: true });
      await waitForWidgets(page);
      await page.clock.runFor(1900);
      await expect(banner(page)).toHaveCount(0);
      await page.clock.runFor(100);
      await expect(banner(page)).toBeVisible();
    });

    it('does not appear when consent is stored', async ({ page, openHost }) => {
      await page.addInitScript(() => {
        localStorage.setItem('cookieConsent', 'true');
        localStorage.setItem('cookieSettings', JSON.stringify({ essential: true, analytics: false, marketing: false, preferences: false }));
      });
      await openHost({ firstVisit: true, clock: true });
      await waitForWidgets(page);
      await page.clock.runFor(5000);
      await expect(banner(page)).toHaveCount(0);
    });

    it("the simple view offers 'Aceptar todas', 'Personalizar' and 'Solo esenciales', reject as prominent as accept", async ({ page, openHost }) => {
      await openHost({ firstVisit: true, clock: true });
      await showBanner(page);
      const accept = banner(page).getByRole('button', { name: 'Aceptar todas' });
      const reject = banner(page).getByRole('button', { name: 'Solo esenciales' });
      await expect(banner(page).getByRole('button')).toHaveText(['Personalizar', 'Solo esenciales', 'Aceptar todas']);
      const [acceptBox, rejectBox] = [await accept.boundingBox(), await reject.boundingBox()];
      expect(rejectBox?.height).toBe(acceptBox?.height);
      const style = (locator: typeof accept) =>
        locator.evaluate((element) => {
          const computed = getComputedStyle(element);
          return [computed.backgroundColor, computed.color, computed.fontWeight, computed.fontSize];
        });
      expect(await style(reject)).toEqual(await style(accept));
    });

    it("'Aceptar todas' stores cookieConsent and all four settings true, and hides the banner", async ({ page, openHost }) => {
      await openHost({ firstVisit: true, clock: true });
      await showBanner(page);
      await banner(page).getByRole('button', { name: 'Aceptar todas' }).click();
      await expect(banner(page)).toHaveCount(0);
      const stored = await storage(page);
      expect(stored.cookieConsent).toBe('true');
      expect(JSON.parse(stored.cookieSettings ?? '')).toEqual({ essential: true, analytics: true, marketing: true, preferences: true });
      expect(JSON.parse(stored.cookieConsentMeta ?? '')).toMatchObject({ version: '2026-01', choice: 'accept-all' });
    });

    it("'Solo esenciales' stores the others false", async ({ page, openHost }) => {
      await openHost({ firstVisit: true, clock: true });
      await showBanner(page);
      await banner(page).getByRole('button', { name: 'Solo esenciales' }).click();
      await expect(banner(page)).toHaveCount(0);
      expect(JSON.parse((await storage(page)).cookieSettings ?? '')).toEqual({
        essential: true,
        analytics: false,
        marketing: false,
        preferences: false,
      });
    });

    it("'Personalizar' shows toggles with essential locked on and the others off until chosen", async ({ page, openHost }) => {
      await openHost({ firstVisit: true, clock: true });
      await showBanner(page);
      await banner(page).getByRole('button', { name: 'Personalizar' }).click();
      const essential = banner(page).getByRole('switch', { name: /Esenciales/ });
      await expect(essential).toBeChecked();
      await expect(essential).toBeDisabled();
      for (const name of [/Analítica/, /Marketing/, /Preferencias/]) {
        await expect(banner(page).getByRole('switch', { name })).not.toBeChecked();
      }
      await expect(banner(page).getByRole('button')).toHaveText(['Volver', 'Guardar preferencias']);
      await expect(banner(page)).toBeFocused();
    });

    it("'Volver' returns to the simple view and 'Guardar preferencias' stores the chosen toggles", async ({ page, openHost }) => {
      await openHost({ firstVisit: true, clock: true });
      await showBanner(page);
      await banner(page).getByRole('button', { name: 'Personalizar' }).click();
      await banner(page).getByRole('button', { name: 'Volver' }).click();
      await expect(banner(page).getByRole('button', { name: 'Aceptar todas' })).toBeVisible();
      await banner(page).getByRole('button', { name: 'Personalizar' }).click();
      await banner(page)
        .getByRole('switch', { name: /Analítica/ })
        .check();
      await banner(page).getByRole('button', { name: 'Guardar preferencias' }).click();
      await expect(banner(page)).toHaveCount(0);
      const stored = await storage(page);
      expect(stored.cookieConsent).toBe('true');
      expect(JSON.parse(stored.cookieSettings ?? '')).toEqual({
        essential: true,
        analytics: true,
        marketing: false,
        preferences: false,
      });
    });

    it('nothing is written to storage before the visitor acts', async ({ page, openHost }) => {
      await openHost({ firstVisit: true, clock: true });
      await showBanner(page);
      await page.clock.runFor(20_000);
      expect(await storage(page)).toEqual({});
      expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual([]);
    });

    it('IAWidgets.consent.show() reopens it with focus inside, and consent.get() returns the choice', async ({ page, openHost }) => {
      await openHost({ firstVisit: true, clock: true });
      await showBanner(page);
      expect(await page.evaluate(() => (window as unknown as WidgetsWindow).IAWidgets.consent.get())).toBeNull();
      await banner(page).getByRole('button', { name: 'Solo esenciales' }).click();
      expect(await page.evaluate(() => (window as unknown as WidgetsWindow).IAWidgets.consent.get())).toEqual({
        essential: true,
        analytics: false,
        marketing: false,
        preferences: false,
      });
      await page.evaluate(() => (window as unknown as WidgetsWindow).IAWidgets.consent.show());
      await expect(banner(page)).toBeVisible();
      await expect(banner(page)).toBeFocused();
    });

    it('shown by itself it never takes focus, not even from a keyboard user', async ({ page, openHost }) => {
      await openHost({ firstVisit: true, clock: true, attributes: { widgets: 'consent' } });
      await waitForWidgets(page);
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => document.activeElement?.outerHTML);
      await page.clock.runFor(2000);
      await expect(banner(page)).toBeVisible();
      await expect(banner(page)).not.toBeFocused();
      expect(await page.evaluate(() => document.activeElement?.outerHTML)).toBe(focused);
    });

    it('does not take focus from a mouse user', async ({ page, openHost }) => {
      await openHost({ firstVisit: true, clock: true });
      await waitForWidgets(page);
      await page.mouse.click(10, 10);
      await page.clock.runFor(2000);
      await expect(banner(page)).toBeVisible();
      await expect(banner(page)).not.toBeFocused();
    });

    it("without data-policy-url a partner page is warned once and links to the main site's /cookies", async ({ page, openHost, servers }) => {
      const warnings: string[] = [];
      page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
      await openHost({ firstVisit: true, clock: true, attributes: { 'policy-url': undefined } });
      await showBanner(page);
      await expect(banner(page).getByRole('link', { name: 'Política de cookies' })).toHaveAttribute('href', `${servers.cdn}/cookies`);
      await banner(page).getByRole('button', { name: 'Solo esenciales' }).click();
      expect(warnings).toEqual([
        `[IAWidgets] Falta data-policy-url con la URL de la política de cookies de este sitio; el banner enlaza a ${servers.cdn}/cookies.`,
      ]);
    });

    it('a choice fires iawidgets:consent-change and updates Google Consent Mode v2', async ({ page, openHost }) => {
      await openHost({ firstVisit: true, page: 'consent', clock: true });
      await page.evaluate(() => {
        const events: unknown[] = [];
        (window as unknown as { events: unknown[] }).events = events;
        window.addEventListener('iawidgets:consent-change', (event) => events.push((event as CustomEvent).detail));
      });
      await showBanner(page);
      await banner(page).getByRole('button', { name: 'Personalizar' }).click();
      await banner(page)
        .getByRole('switch', { name: /Analítica/ })
        .check();
      await banner(page).getByRole('button', { name: 'Guardar preferencias' }).click();
      expect(await page.evaluate(() => (window as unknown as { events: unknown[] }).events)).toEqual([
        { essential: true, analytics: true, marketing: false, preferences: false },
      ]);
      expect(await page.evaluate(() => (window as unknown as { gtagCalls: unknown[] }).gtagCalls.at(-1))).toEqual([
        'consent',
        'update',
        {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'granted',
          functionality_storage: 'denied',
          personalization_storage: 'denied',
          security_storage: 'granted',
        },
      ]);
    });

    it('host scripts marked type="text/plain" data-consent run only once their category is accepted', async ({ page, openHost }) => {
      const ran = () => page.evaluate(() => (window as unknown as { parkedRan?: string[] }).parkedRan ?? []);
      await openHost({ firstVisit: true, page: 'consent', clock: true });
      await showBanner(page);
      expect(await ran()).toEqual([]);
      await banner(page).getByRole('button', { name: 'Personalizar' }).click();
      await banner(page)
        .getByRole('switch', { name: /Analítica/ })
        .check();
      await banner(page).getByRole('button', { name: 'Guardar preferencias' }).click();
      await expect.poll(ran).toEqual(['analytics']);
      await page.evaluate(() => (window as unknown as WidgetsWindow).IAWidgets.consent.show());
      await banner(page).getByRole('button', { name: 'Aceptar todas' }).click();
      await expect.poll(async () => (await ran()).sort()).toEqual(['analytics', 'marketing', 'preferences']);
    });

    it('stored consent runs the accepted scripts on the next page load', async ({ page, openHost }) => {
      await page.addInitScript(() => {
        localStorage.setItem('cookieConsent', 'true');
        localStorage.setItem('cookieSettings', JSON.stringify({ essential: true, analytics: false, marketing: true, preferences: false }));
      });
      await openHost({ firstVisit: true, page: 'consent' });
      await expect.poll(() => page.evaluate(() => (window as unknown as { parkedRan?: string[] }).parkedRan)).toEqual(['marketing']);
    });

    it('speaks English with data-lang="en"', async ({ page, openHost }) => {
      await openHost({ firstVisit: true, clock: true, attributes: { lang: 'en' } });
      await waitForWidgets(page);
      await page.clock.runFor(2000);
      const english = page.getByRole('dialog', { name: 'Your privacy, your rules' });
      await expect(english.getByRole('button')).toHaveText(['Customise', 'Essential only', 'Accept all']);
    });
  });
}
