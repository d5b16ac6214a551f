import { expect, test } from '@playwright/test';
import { sitemapPaths } from '../audit/sitemap.ts';

const NOT_FOUND = ['/esta-pagina-no-existe', '/cursos/no-existe'];
/**
 * One section's padding (64 px) plus a little: the old double gap measured 128-176 px. A page may
 * end on a coloured section that meets the footer (0 px).
 */
const MOST = 100;

test.describe('no dead space above the footer', () => {
  for (const width of [390, 1280]) {
    test(`every route ends one section's padding above the footer at ${width} px`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 800 });
      const gaps: { path: string; gap: number }[] = [];
      for (const path of [...sitemapPaths(), ...NOT_FOUND]) {
        await page.goto(path);
        const gap = await page.evaluate(() => {
          const footerTop = document.querySelector('footer')!.getBoundingClientRect().top;
          const main = document.getElementById('contenido')!;
          // Text and pictures, and boxes that show (a card, a coloured band): what the eye sees as content.
          const shows = (element: Element) => {
            if (element.matches('p, h1, h2, h3, li, a, button, img, svg, input, textarea, summary, td, dd')) return true;
            const style = getComputedStyle(element);
            return (
              !/rgba\(0, 0, 0, 0\)|transparent/.test(style.backgroundColor) ||
              style.backgroundImage !== 'none' ||
              parseFloat(style.borderBottomWidth) > 0 ||
              style.boxShadow !== 'none'
            );
          };
          // Where an element stops being seen: a closed accordion panel is clipped by its parent.
          const visibleBottom = (element: Element) => {
            let bottom = element.getBoundingClientRect().bottom;
            for (let parent = element.parentElement; parent && parent !== main; parent = parent.parentElement) {
              if (getComputedStyle(parent).overflowY !== 'visible') bottom = Math.min(bottom, parent.getBoundingClientRect().bottom);
            }
            return bottom;
          };
          const bottoms = [...main.querySelectorAll('*')]
            .filter((element) => {
              const box = element.getBoundingClientRect();
              const folded = !!element.closest('details:not([open]) > :not(summary)');
              return box.width > 1 && box.height > 1 && !folded && getComputedStyle(element).visibility !== 'hidden' && shows(element);
            })
            .map(visibleBottom);
          return Math.round(footerTop - Math.max(...bottoms));
        });
        gaps.push({ path, gap });
      }
      expect(gaps.filter(({ gap }) => gap > MOST || gap < 0)).toEqual([]);
    });
  }
});
