import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from '../support.ts';

const ROUTES = ['/', '/cursos/implementacion-gpt4', '/servicios/ia-para-empresas', '/nosotros', '/blog/etica-inteligencia-artificial', '/contacto'];

interface Shift {
  value: number;
  /** Each element that moved, and how far up or down (its top and its height together). */
  sources: { element: string; vertical: number }[];
}

/** The fields of a LayoutShift entry read here (the type is not in TypeScript's DOM library). */
interface LayoutShiftEntry {
  value: number;
  hadRecentInput: boolean;
  sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}

/**
 * Records every layout shift from the first paint on, with the elements that moved. Shifts whose
 * sources all sit inside the widgets' host are the widgets' own (measured by their own tests).
 */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as LayoutShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        const host = document.querySelector('[data-iawidgets]');
        const sources = (entry.sources ?? []).filter((source) => !!source.node);
        const inWidgets = (node: Node) => !!host && (host.contains(node) || (node.getRootNode() as ShadowRoot).host === host);
        if (sources.length > 0 && sources.every((source) => inWidgets(source.node!))) continue;
        shifts.push({
          value: entry.value,
          sources: sources.map(({ node, previousRect, currentRect }) => {
            const element = node instanceof Element ? node : node!.parentElement;
            return {
              element: element ? `${element.tagName.toLowerCase()}.${element.classList[0] ?? ''} "${element.textContent?.slice(0, 40)}"` : node!.nodeName,
              vertical: Math.abs(currentRect.y - previousRect.y) + Math.abs(currentRect.height - previousRect.height),
            };
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

function manropeStatus(page: Page) {
  return page.evaluate(() => [...document.fonts].find((face) => face.family === 'Manrope')?.status);
}

test.describe('the web font swaps in without moving the text', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ROUTES) {
    test(`${path}: no layout shift when Manrope replaces the fallback at 390 px`, async ({ page }) => {
      // The font files are held until the page has painted and hydrated in the local fallback, as on
      // a slow phone connection. (A fixed delay was not enough on a loaded machine: the page could
      // take longer than the delay to parse, and Manrope was already there.)
      let releaseFonts = () => {};
      const fontsReleased = new Promise<void>((resolve) => (releaseFonts = resolve));
      await page.route(/\.woff2$/, async (route) => {
        await fontsReleased;
        await route.continue();
      });
      await recordShifts(page);
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await waitForHydration(page);
      // The page is shown in the fallback: Manrope is still on its way.
      expect(await manropeStatus(page)).not.toBe('loaded');
      releaseFonts();
      await expect.poll(() => manropeStatus(page)).toBe('loaded');
      // Two frames for the relayout in the web font to be painted and reported.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
      // No line re-wraps: nothing moves up or down, no block changes height.
      expect(shifts.flatMap((shift) => shift.sources).filter((source) => source.vertical > 0)).toEqual([]);
      // What is left are sideways nudges of a few pixels inside centred lines (Manrope and the local
      // font differ glyph by glyph, only their average width is matched): invisible in the score, which
      // Lighthouse and field data round to 0.00. Before the matched fallback this was 0.02-0.09.
      expect(shifts.reduce((sum, shift) => sum + shift.value, 0)).toBeLessThan(0.001);
    });
  }
});
