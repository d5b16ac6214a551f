/**
 * No layout shift from the widgets: at 412 px with all three, through the 2 s banner, the consent
 * choice, the 5 s WhatsApp button and its tooltip, nothing on screen moves — on the site and on a
 * partner page. Every 'layout-shift' entry counts, even those right after an input.
 */
import type { Page } from '@playwright/test';
import { E2E_ORIGIN } from '../../playwright.config.ts';
import { CLOCK_START, expect, test } from './fixtures.ts';

test.use({ viewport: { width: 412, height: 915 } });

async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { shifts: string[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node | null }[] })[]) {
        const nodes = (entry.sources ?? []).map((source) => source.node?.nodeName ?? '?').join(',');
        shifts.push(`${entry.value.toFixed(4)} ${nodes}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.clock.install({ time: CLOCK_START });
  await page.clock.pauseAt(CLOCK_START + 10_000);
}

const shifts = (page: Page) => page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);

/** A few real frames between steps: the observer reports once frames are produced. */
async function frames(page: Page) {
  await page.waitForTimeout(150);
}

async function firstVisitThenReturn(page: Page, url: string) {
  await watchShifts(page);
  await page.goto(url);
  await expect(page.locator('ia-widgets .dock')).toHaveCount(1);
  await page.clock.runFor(2000);
  await expect(page.getByRole('dialog', { name: 'Tu privacidad, tus reglas' })).toBeVisible();
  await frames(page);
  await page.clock.runFor(3000);
  await page.getByRole('button', { name: 'Aceptar todas' }).click();
  await expect(page.getByRole('button', { name: /^Abrir el asistente/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Escríbenos por WhatsApp' })).toBeVisible();
  await frames(page);
  expect(await shifts(page)).toEqual([]);

  // The returning visit: launcher at once, WhatsApp at 5 s, the tooltip after a scroll.
  await page.reload();
  await expect(page.locator('ia-widgets .dock')).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^Abrir el asistente/ })).toBeVisible();
  await frames(page);
  await page.clock.runFor(5000);
  await expect(page.getByRole('button', { name: 'Escríbenos por WhatsApp' })).toBeVisible();
  await frames(page);
  expect(await shifts(page)).toEqual([]);
}

test.describe('Layout shift from the widgets at 412 px, all three', () => {
  test('is zero on the site', async ({ page }) => {
    await firstVisitThenReturn(page, `${E2E_ORIGIN}/`);
  });

  test('is zero on a partner page, tooltip included', async ({ page, servers }) => {
    await firstVisitThenReturn(page, `${servers.host}/long.html?data-api=${encodeURIComponent(servers.cdn)}`);
    await page.mouse.wheel(0, 700);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(915 / 2);
    await page.clock.runFor(1000);
    await expect(page.getByRole('status').filter({ hasText: '¿Hablamos?' })).toBeVisible();
    await frames(page);
    expect(await shifts(page)).toEqual([]);
  });
});
