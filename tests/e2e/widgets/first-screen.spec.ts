/**
 * The widgets as they appear over the site's first screen (fake clock through the 2 s banner, the
 * 5 s WhatsApp button and its tooltip): a visitor typing keeps focus and every letter, and the open
 * chat stays below the sticky header. That nothing floating covers a page's heading or its actions
 * is checked on every route by tests/e2e/look/first-screen-routes.spec.ts.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { E2E_ORIGIN } from '../../playwright.config.ts';
import { installPausedClock } from '../support.ts';
import { ACCEPTED_ALL, CLOCK_START, expect, storeConsent, test } from './fixtures.ts';

/** A fresh tab on a paused fake clock; a returning visitor chose 'Aceptar todas' before. */
async function open(context: BrowserContext, path: string, returning: boolean): Promise<Page> {
  const page = await context.newPage();
  if (returning) await storeConsent(page, ACCEPTED_ALL);
  await installPausedClock(page, CLOCK_START + 10_000);
  await page.goto(`${E2E_ORIGIN}${path}`);
  await expect(page.locator('ia-widgets .dock')).toHaveCount(1);
  return page;
}

test.describe('Focus while the widgets appear', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a visitor typing in the contact form keeps focus and every letter as the banner and the tooltip appear', async ({ context }) => {
    let page = await open(context, '/contacto', false);
    let name = page.getByRole('textbox', { name: /^Nombre completo/ });
    await name.click();
    await page.keyboard.type('Lucí');
    await page.clock.runFor(2000);
    await expect(page.getByRole('dialog', { name: 'Tu privacidad, tus reglas' })).toBeVisible();
    await page.keyboard.type('a Pé');
    await page.clock.runFor(3000);
    await page.keyboard.type('rez');
    await expect(name).toBeFocused();
    await expect(name).toHaveValue('Lucía Pérez');

    await page.close();
    page = await open(context, '/contacto', true);
    name = page.getByRole('textbox', { name: /^Nombre completo/ });
    await name.click();
    await page.keyboard.type('Ana');
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(844 / 2);
    await page.clock.runFor(6000);
    await expect(page.getByRole('status').filter({ hasText: '¿Hablamos?' })).toBeVisible();
    await page.keyboard.type(' Ruiz');
    await expect(name).toBeFocused();
    await expect(name).toHaveValue('Ana Ruiz');
  });
});

test.describe("The site's header", () => {
  test('the open chat stays below the sticky header (data-offset)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 640 });
    await storeConsent(page, ACCEPTED_ALL);
    await page.goto(`${E2E_ORIGIN}/`);
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.getByRole('button', { name: /^Abrir el asistente/ }).click();
    const header = await page.locator('header').first().boundingBox();
    const chat = await page.locator('ia-widgets .chat-window').boundingBox();
    expect(header!.y).toBe(0);
    expect(chat!.y).toBeGreaterThanOrEqual(header!.height);
  });
});

test.describe("The banner's buttons", () => {
  for (const size of [
    { width: 320, height: 568 },
    { width: 390, height: 844 },
    { width: 768, height: 1024 },
    { width: 1280, height: 720 },
  ]) {
    test(`at ${size.width} px each label keeps to one line, the two choices share a row at one width, all inside the banner`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: size });
      const page = await open(context, '/', false);
      await page.clock.runFor(2000);
      const banner = page.getByRole('dialog', { name: 'Tu privacidad, tus reglas' });
      await expect(banner).toBeVisible();
      const edges = await banner.evaluate((element) => element.getBoundingClientRect().right);
      const buttons = await banner.getByRole('button').evaluateAll((elements) =>
        elements.map((button) => {
          const range = document.createRange();
          range.selectNodeContents(button);
          const box = button.getBoundingClientRect();
          // One line box per label: a wrapped label has one client rect per line.
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
          return { label: button.textContent, lines, top: Math.round(box.top), width: Math.round(box.width), right: box.right };
        }),
      );
      expect(buttons.map((button) => button.label)).toEqual(['Personalizar', 'Solo esenciales', 'Aceptar todas']);
      for (const button of buttons) {
        expect(button.lines, button.label!).toBe(1);
        expect(button.right, button.label!).toBeLessThanOrEqual(edges);
      }
      const [, reject, accept] = buttons;
      expect(reject!.top).toBe(accept!.top);
      expect(reject!.width).toBe(accept!.width);
      await context.close();
    });
  }
});
