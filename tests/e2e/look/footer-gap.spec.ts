import { expect, test, type Page } from '@playwright/test';
import { sitemapPaths } from '../audit/sitemap.ts';

const NOT_FOUND = ['/esta-pagina-no-existe', '/cursos/no-existe'];
/**
 * One section's padding (64 px) plus a little: the old double gaps measured 128-176 px above the
 * footer and 128 px above the closing band of /servicios/* and /nosotros. A page may end on a
 * coloured section that meets the footer (0 px).
 */
const MOST = 100;

/**
 * The empty band above the first element matching `selector`: from the lowest text, picture or
 * box that shows (a card, a coloured band) above it, inside <main>, to its top. Undefined when the
 * page has no such element.
 */
function gapAbove(page: Page, selector: string): Promise<number | undefined> {
  return page.evaluate((target) => {
    const element = document.querySelector(target);
    if (!element) return undefined;
    const top = element.getBoundingClientRect().top;
    const main = document.getElementById('contenido')!;
    // Text and pictures, and boxes that show (a card, a coloured band): what the eye sees as content.
    const shows = (node: Element) => {
      if (node.matches('p, h1, h2, h3, li, a, button, img, svg, input, textarea, summary, td, dd')) return true;
      const style = getComputedStyle(node);
      return (
        !/rgba\(0, 0, 0, 0\)|transparent/.test(style.backgroundColor) ||
        style.backgroundImage !== 'none' ||
        parseFloat(style.borderBottomWidth) > 0 ||
        style.boxShadow !== 'none'
      );
    };
    // Where an element stops being seen: a closed accordion panel is clipped by its parent.
    const visibleBottom = (node: Element) => {
      let bottom = node.getBoundingClientRect().bottom;
      for (let parent = node.parentElement; parent && parent !== main; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowY !== 'visible') bottom = Math.min(bottom, parent.getBoundingClientRect().bottom);
      }
      return bottom;
    };
    const bottoms = [...main.querySelectorAll('*')]
      .filter((node) => {
        if (node.contains(element) || element.contains(node)) return false;
        const box = node.getBoundingClientRect();
        const folded = !!node.closest('details:not([open]) > :not(summary)');
        return box.width > 1 && box.height > 1 && !folded && getComputedStyle(node).visibility !== 'hidden' && shows(node);
      })
      .map(visibleBottom)
      .filter((bottom) => bottom <= top + 0.5);
    return Math.round(top - Math.max(...bottoms));
  }, selector);
}

test.describe('no dead space above the footer or the closing band', () => {
  for (const width of [390, 1280]) {
    test(`every route ends one section's padding above the footer and its closing band at ${width} px`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 800 });
      const gaps: { path: string; above: string; gap: number }[] = [];
      for (const path of [...sitemapPaths(), ...NOT_FOUND]) {
        await page.goto(path);
        for (const above of ['footer', '.cta-band']) {
          const gap = await gapAbove(page, above);
          if (gap !== undefined) gaps.push({ path, above, gap });
        }
      }
      expect(gaps.filter(({ above }) => above === '.cta-band').length).toBeGreaterThan(10);
      expect(gaps.filter(({ gap }) => gap > MOST || gap < 0)).toEqual([]);
    });
  }
});
