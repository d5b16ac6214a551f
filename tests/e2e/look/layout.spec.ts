import { expect, test, type Page } from '@playwright/test';
import { sitemapPaths } from '../audit/sitemap.ts';
import { waitForHydration } from '../support.ts';

const WIDTHS = [320, 390, 768, 1280];
const NOT_FOUND = ['/esta-pagina-no-existe', '/blog/no-existe', '/cursos/no-existe', '/servicios/no-existe'];

/**
 * The page's width beyond the viewport, and the first elements that stick out of it (for the
 * message). Content inside its own scroller (a category strip, a wide table) is not sticking out.
 */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const inScroller = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const outside = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5 && !inScroller(element))
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]}`);
    return { extra: document.documentElement.scrollWidth - width, outside };
  });
}

test.describe('every route fits a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const path of [...sitemapPaths(), ...NOT_FOUND]) {
    test(`${path} is no wider than the viewport, header controls in reach`, async ({ page }) => {
      await page.goto(path);
      expect(await overflow(page)).toEqual({ extra: 0, outside: [] });
      const header = page.getByTestId('site-header');
      for (const control of [
        header.getByRole('link', { name: /ir al inicio/ }),
        header.getByTestId('language-button'),
        header.getByRole('button', { name: /Activar modo/ }),
        header.getByRole('button', { name: 'Abrir menú' }),
      ]) {
        const box = (await control.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(320);
      }
    });
  }

  test('/terminos fits 360 px too', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto('/terminos');
    expect(await overflow(page)).toEqual({ extra: 0, outside: [] });
  });
});

test.describe('the header never moves the page', () => {
  for (const width of WIDTHS) {
    test(`keeps one height while scrolling 0-40 px in 1 px steps at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await waitForHydration(page);
      const samples = await page.evaluate(async () => {
        const header = document.querySelector('[data-testid="site-header"]')!;
        const main = document.getElementById('contenido')!;
        const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const seen: { y: number; height: number; mainTop: number; scrolled: boolean }[] = [];
        for (let y = 0; y <= 40; y += 1) {
          window.scrollTo(0, y);
          await frame();
          seen.push({
            y,
            height: header.getBoundingClientRect().height,
            mainTop: main.offsetTop,
            scrolled: header.classList.contains('is-scrolled'),
          });
        }
        return seen;
      });
      expect(new Set(samples.map((sample) => sample.height)).size).toBe(1);
      expect(new Set(samples.map((sample) => sample.mainTop)).size).toBe(1);
      // The page really scrolled where we asked (no scroll anchoring pulling it back) ...
      expect(await page.evaluate(() => window.scrollY)).toBe(40);
      // ... and the spec's shrink still happens past 10 px.
      expect(samples.filter((sample) => sample.scrolled).map((sample) => sample.y)).toEqual(
        samples.filter((sample) => sample.y > 10).map((sample) => sample.y),
      );
    });
  }
});

test.describe('tabs at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const [path, names] of [
    ['/servicios/clases-particulares-ia', ['Descripción General', 'Proceso', 'Casos de Uso', 'Opciones']],
    ['/cursos/fundamentos-ia', ['Descripción', 'Programa', 'Docentes']],
    ['/servicios', ['Descripción', 'Características', 'Casos de éxito']],
  ] as const) {
    test(`every tab of ${path} is visible, inside the screen and reachable by keyboard`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const tabs = page.getByRole('tablist').first().getByRole('tab');
      await expect(tabs).toHaveText([...names]);
      await tabs.first().scrollIntoViewIfNeeded();
      for (const tab of await tabs.all()) {
        await expect(tab).toBeInViewport({ ratio: 1 });
        const box = (await tab.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(320);
      }
      await tabs.first().focus();
      for (const [index, name] of names.entries()) {
        if (index > 0) await page.keyboard.press('ArrowRight');
        const tab = page.getByRole('tab', { name, exact: true });
        await expect(tab).toBeFocused();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        await expect(tab).toBeInViewport({ ratio: 1 });
      }
    });
  }
});
