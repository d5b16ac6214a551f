/**
 * Issue 13's first-screen check (the site's first screen sells) on EVERY route of the sitemap and
 * the not-found page: at 320, 390, 768 and 1280 px, once the floating elements have appeared (fake
 * clock past the 2 s banner, the 5 s buttons and the tooltip), nothing floating covers the h1, the
 * first screen's primary action (see primaryAction) or, on the main routes, the action the page is
 * built around (PAGE_ACTIONS), for a first visit (the banner alone) and a returning one (both
 * buttons).
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { sitemapPaths } from '../audit/sitemap.ts';
import { installPausedClock } from '../support.ts';
import { ACCEPTED_ALL, CLOCK_START, storeConsent } from '../widgets/fixtures.ts';

const SIZES = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 720 },
];

/** What is at the element's centre (scrolled to mid-screen first when it starts off-screen). */
async function coveredBy(target: Locator): Promise<string> {
  return target.evaluate((element) => {
    const centre = () => {
      const box = element.getBoundingClientRect();
      return [box.left + box.width / 2, box.top + box.height / 2] as const;
    };
    let [x, y] = centre();
    if (y >= window.innerHeight || y < 0) {
      element.scrollIntoView({ block: 'center' });
      [x, y] = centre();
    }
    const found = document.elementFromPoint(x, y);
    if (found === element || (found && element.contains(found))) return 'uncovered';
    return `covered by <${found?.tagName.toLowerCase()} class="${found?.getAttribute('class') ?? ''}">`;
  });
}

/**
 * Each main route's own action, checked even where primaryAction does not see it: below the first
 * screen (every one at 320 px), a search field, a form's submit button.
 */
const PAGE_ACTIONS: Record<string, (page: Page) => Locator> = {
  '/': (page) => page.getByRole('link', { name: 'Empezar Ahora' }),
  '/cursos': (page) => page.locator('main input').first(),
  '/cursos/ia-generativa': (page) => page.getByRole('link', { name: /^Inscribirme/ }).first(),
  '/servicios/consultoria-estrategica': (page) => page.getByRole('link', { name: /^Consultar por WhatsApp/ }).first(),
  '/nosotros': (page) => page.getByRole('link', { name: 'Habla con nosotros' }),
  '/contacto': (page) => page.getByRole('button', { name: 'Enviar mensaje' }),
  '/blog': (page) => page.locator('main input').first(),
};

/** A fresh tab on a paused fake clock; a returning visitor chose 'Aceptar todas' before. */
async function open(browser: Browser, path: string, size: { width: number; height: number }, returning: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: size });
  const page = await context.newPage();
  if (returning) await storeConsent(page, ACCEPTED_ALL);
  await installPausedClock(page, CLOCK_START + 10_000);
  await page.goto(path);
  await expect(page.locator('ia-widgets .dock')).toHaveCount(1);
  await page.clock.runFor(12_000);
  if (returning) {
    await expect(page.getByRole('button', { name: /^Abrir el asistente/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Escríbenos por WhatsApp' })).toBeVisible();
  } else {
    // First visit: the banner is the only thing shown until the visitor chooses.
    await expect(page.getByRole('dialog', { name: 'Tu privacidad, tus reglas' })).toBeVisible();
    await expect(page.locator('ia-widgets .fab')).toHaveCount(0);
  }
  return page;
}

/**
 * The primary action of the first screen: the first primary button of the main content that starts
 * within the first screen, else the first button-styled control there (none: only the h1 is
 * checked). Actions further down (a sticky newsletter box, a form's submit button) are not it.
 */
async function primaryAction(page: Page): Promise<Locator | undefined> {
  for (const selector of ['main .btn-primary', 'main .btn']) {
    const candidates = page.locator(selector);
    const index = await candidates.evaluateAll((elements) =>
      elements.findIndex((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && box.top + window.scrollY < window.innerHeight;
      }),
    );
    if (index >= 0) return candidates.nth(index);
  }
  return undefined;
}

test.describe.configure({ timeout: 120_000 });

for (const path of new Set([...sitemapPaths(), ...Object.keys(PAGE_ACTIONS), '/esta-pagina-no-existe'])) {
  test(`${path}: h1 and primary action uncovered at 320/390/768/1280, first visit and returning`, async ({ browser }) => {
    for (const size of SIZES) {
      for (const returning of [false, true]) {
        const page = await open(browser, path, size, returning);
        const where = `${size.width}px, ${returning ? 'returning' : 'first visit'}`;
        expect(await coveredBy(page.locator('h1').first()), `h1, ${where}`).toBe('uncovered');
        const action = await primaryAction(page);
        if (action) expect(await coveredBy(action), `primary action, ${where}`).toBe('uncovered');
        const pageAction = PAGE_ACTIONS[path]?.(page);
        if (pageAction) {
          await expect(pageAction, `page action, ${where}`).toBeVisible();
          expect(await coveredBy(pageAction), `page action, ${where}`).toBe('uncovered');
        }
        await page.context().close();
      }
    }
  });
}
