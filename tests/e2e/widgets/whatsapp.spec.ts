import type { Page } from '@playwright/test';
import { CLOCK_START, expect, test, waitForWidgets } from './fixtures.ts';

const button = (page: Page) => page.getByRole('button', { name: 'Escríbenos por WhatsApp' });
const menu = (page: Page) => page.getByRole('group', { name: '¿En qué podemos ayudarte?' });
const tooltip = (page: Page) => page.getByRole('status').filter({ hasText: '¿Hablamos?' });
const DAY = 24 * 60 * 60 * 1000;

/** A returning visitor who accepted these cookie categories (the conversion log is analytics, the tooltip flags preferences). */
async function withConsent(page: Page, accepted: { analytics?: boolean; preferences?: boolean }) {
  await page.addInitScript((settings) => {
    localStorage.setItem('cookieConsent', 'true');
    localStorage.setItem('cookieSettings', JSON.stringify({ essential: true, marketing: false, analytics: false, preferences: false, ...settings }));
  }, accepted);
}

const withoutConsentKeys = (stored: Record<string, string>) => Object.fromEntries(Object.entries(stored).filter(([key]) => !key.startsWith('cookie')));

async function showButton(page: Page) {
  await waitForWidgets(page);
  await page.clock.runFor(5000);
  await expect(button(page)).toBeVisible();
}

test.describe('WhatsApp helper', () => {
  test.beforeEach(async ({ context }) => {
    // wa.me is a third party: the tests never reach it.
    await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>wa</title>' }));
  });

  test('is hidden for the first 5 seconds, then the floating button appears', async ({ page, openHost }) => {
    await openHost({ clock: true });
    await waitForWidgets(page);
    await page.clock.runFor(4900);
    await expect(button(page)).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(button(page)).toBeVisible();
  });

  test('the button toggles a menu of four options', async ({ page, openHost }) => {
    await openHost({ clock: true });
    await showButton(page);
    await expect(button(page)).toHaveAttribute('aria-expanded', 'false');
    await button(page).click();
    await expect(button(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(menu(page).getByRole('link')).toHaveText([/Consulta general/, /Información de cursos/, /Servicios para empresas/, /Precios y presupuestos/]);
    await button(page).click();
    await expect(menu(page)).toHaveCount(0);
  });

  test('the options are in English when the language is not Spanish', async ({ page, openHost }) => {
    await openHost({ clock: true, attributes: { lang: 'en' } });
    await waitForWidgets(page);
    await page.clock.runFor(5000);
    await page.getByRole('button', { name: 'Message us on WhatsApp' }).click();
    await expect(page.getByRole('group', { name: 'How can we help?' }).getByRole('link')).toHaveText([
      /General question/,
      /Course information/,
      /Services for companies/,
      /Prices and quotes/,
    ]);
  });

  test('picking an option opens wa.me with the number and encoded message in a new tab and closes the menu', async ({ page, openHost }) => {
    await openHost({ clock: true, attributes: { whatsapp: '34 600 111 222' } });
    await showButton(page);
    await button(page).click();
    const popup = page.waitForEvent('popup');
    await menu(page)
      .getByRole('link', { name: /Información de cursos/ })
      .click();
    expect((await popup).url()).toBe(
      `https://wa.me/34600111222?text=${encodeURIComponent('Hola, quiero información sobre vuestros cursos de inteligencia artificial.')}`,
    );
    await expect(menu(page)).toHaveCount(0);
  });

  test('a pick is logged (last 20 records) in local storage and announced as iawidgets:whatsapp-conversion', async ({ page, openHost }) => {
    await withConsent(page, { analytics: true });
    await openHost({ clock: true, firstVisit: true });
    await page.evaluate(() => {
      const events: unknown[] = [];
      (window as unknown as { events: unknown[] }).events = events;
      window.addEventListener('iawidgets:whatsapp-conversion', (event) => events.push((event as CustomEvent).detail));
    });
    await showButton(page);
    await button(page).click();
    await menu(page)
      .getByRole('link', { name: /Precios y presupuestos/ })
      .click({ modifiers: ['ControlOrMeta'] });
    const log = await page.evaluate(() => JSON.parse(localStorage.getItem('whatsappConversions') ?? '[]'));
    expect(log).toEqual([{ source: 'floating_button', category: 'pricing', timestamp: new Date(CLOCK_START + 6000).toISOString() }]);
    expect(await page.evaluate(() => (window as unknown as { events: unknown[] }).events)).toEqual(log);
  });

  test('without analytics consent, a pick is announced but never written to storage', async ({ page, openHost }) => {
    await withConsent(page, { analytics: false, preferences: true });
    await openHost({ clock: true, firstVisit: true });
    await showButton(page);
    await button(page).click();
    await menu(page)
      .getByRole('link', { name: /Precios y presupuestos/ })
      .click({ modifiers: ['ControlOrMeta'] });
    expect(await page.evaluate(() => localStorage.getItem('whatsappConversions'))).toBeNull();
  });

  test('keeps only the last 20 conversion records', async ({ page, openHost }) => {
    await withConsent(page, { analytics: true });
    await page.addInitScript(() => {
      const old = Array.from({ length: 20 }, (_, index) => ({ source: 'floating_button', category: 'general', timestamp: `old-${index}` }));
      localStorage.setItem('whatsappConversions', JSON.stringify(old));
    });
    await openHost({ clock: true, firstVisit: true });
    await showButton(page);
    await button(page).click();
    await menu(page)
      .getByRole('link', { name: /Consulta general/ })
      .click({ modifiers: ['ControlOrMeta'] });
    const log = await page.evaluate(() => JSON.parse(localStorage.getItem('whatsappConversions') ?? '[]'));
    expect(log).toHaveLength(20);
    expect(log[0].timestamp).toBe('old-1');
    expect(log[19].category).toBe('general');
  });

  test('the tooltip shows after 5 s when never shown, and hides after 10 s', async ({ page, openHost }) => {
    await openHost({ clock: true });
    await waitForWidgets(page);
    await page.clock.runFor(4900);
    await expect(tooltip(page)).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(tooltip(page)).toBeVisible();
    await page.clock.runFor(9900);
    await expect(tooltip(page)).toBeVisible();
    await page.clock.runFor(100);
    await expect(tooltip(page)).toHaveCount(0);
  });

  test('the tooltip hides when dismissed, and its flags are kept in local storage', async ({ page, openHost }) => {
    await withConsent(page, { preferences: true });
    await openHost({ clock: true, firstVisit: true });
    await showButton(page);
    await page.getByRole('button', { name: 'Cerrar aviso' }).click();
    await expect(tooltip(page)).toHaveCount(0);
    expect(withoutConsentKeys(await page.evaluate(() => ({ ...localStorage })))).toEqual({
      whatsappTooltipShown: 'true',
      whatsappTooltipLastShown: String(CLOCK_START + 6000),
    });
  });

  test('without preferences consent, the tooltip flags are kept for the page only', async ({ page, openHost }) => {
    await withConsent(page, { preferences: false });
    await openHost({ clock: true, firstVisit: true });
    await showButton(page);
    await page.getByRole('button', { name: 'Cerrar aviso' }).click();
    expect(withoutConsentKeys(await page.evaluate(() => ({ ...localStorage })))).toEqual({});
  });

  test('the tooltip does not show again within 24 h (preferences accepted)', async ({ page, openHost }) => {
    await withConsent(page, { preferences: true });
    await page.addInitScript(
      (last) => {
        localStorage.setItem('whatsappTooltipShown', 'true');
        localStorage.setItem('whatsappTooltipLastShown', String(last));
      },
      CLOCK_START - DAY + 60_000,
    );
    await openHost({ clock: true, firstVisit: true });
    await showButton(page);
    await expect(tooltip(page)).toHaveCount(0);
  });

  test('the tooltip shows again when last shown more than 24 h ago', async ({ page, openHost }) => {
    await page.addInitScript(
      (last) => {
        localStorage.setItem('whatsappTooltipShown', 'true');
        localStorage.setItem('whatsappTooltipLastShown', String(last));
      },
      CLOCK_START - DAY - 1,
    );
    await openHost({ clock: true });
    await showButton(page);
    await expect(tooltip(page)).toBeVisible();
  });

  test('shares its corner with the chat: opening one closes the other', async ({ page, openHost }) => {
    await openHost({ clock: true });
    await showButton(page);
    await button(page).click();
    await page.getByRole('button', { name: 'Abrir el asistente' }).click();
    await expect(menu(page)).toHaveCount(0);
    await button(page).click();
    await expect(menu(page)).toBeVisible();
    await expect(page.locator('ia-widgets .chat-window')).toHaveCount(0);
  });

  test('on a first visit the button and the tooltip wait for the consent choice', async ({ page, openHost }) => {
    await openHost({ clock: true, firstVisit: true });
    await waitForWidgets(page);
    await page.clock.runFor(6000);
    await expect(page.getByRole('dialog', { name: 'Tu privacidad, tus reglas' })).toBeVisible();
    await expect(button(page)).toHaveCount(0);
    await expect(tooltip(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Aceptar todas' }).click();
    await expect(button(page)).toBeVisible();
    await expect(tooltip(page)).toBeVisible();
  });

  test('on a long page the tooltip waits for a scroll past the first screen and a pause, and leaves when the page goes back up', async ({ page, openHost }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openHost({ page: 'long', clock: true });
    await showButton(page);
    await page.clock.runFor(10_000);
    await expect(tooltip(page)).toHaveCount(0);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(422);
    await page.clock.runFor(900);
    await expect(tooltip(page)).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(tooltip(page)).toBeVisible();
    await page.mouse.wheel(0, -600);
    await expect(tooltip(page)).toHaveCount(0);
  });

  test('the button and the options are reachable and usable by keyboard', async ({ page, openHost }) => {
    await openHost({ clock: true, attributes: { widgets: 'whatsapp' } });
    await showButton(page);
    await button(page).focus();
    await page.keyboard.press('Enter');
    await expect(menu(page).getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toHaveCount(0);
    await expect(button(page)).toBeFocused();
  });
});
