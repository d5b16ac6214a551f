/**
 * Issue 13's first-screen check on EVERY route of the sitemap and the not-found page (the widgets
 * spec, tests/e2e/widgets/first-screen.spec.ts, names each main route's own action): at 320, 390,
 * 768 and 1280 px, once the floating elements have appeared (fake clock past the 2 s banner, the
 * 5 s buttons and the tooltip), nothing floating covers the h1 or the first screen's primary action
 * (see primaryAction), for a first visit (banner) and a returning one (buttons).
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

async function open(browser: Browser, path: string, size: { width: number; height: number }, returning: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: size });
  const page = await context.newPage();
  if (returning) await storeConsent(page, ACCEPTED_ALL);
  await installPausedClock(page, CLOCK_START + 10_000);
  await page.goto(path);
  await expect(page.locator('ia-widgets .dock')).toHaveCount(1);
  await page.clock.runFor(12_000);
  if (returning) await expect(page.getByRole('button', { name: /^Abrir el asistente/ })).toBeVisible();
  else await expect(page.getByRole('dialog', { name: 'Tu privacidad, tus reglas' })).toBeVisible();
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

for (const path of [...sitemapPaths(), '/esta-pagina-no-existe']) {
  test(`${path}: h1 and primary action uncovered at 320/390/768/1280, first visit and returning`, async ({ browser }) => {
    for (const size of SIZES) {
      for (const returning of [false, true]) {
        const page = await open(browser, path, size, returning);
        const where = `${size.width}px, ${returning ? 'returning' : 'first visit'}`;
        expect(await coveredBy(page.locator('h1').first()), `h1, ${where}`).toBe('uncovered');
        const action = await primaryAction(page);
        if (action) expect(await coveredBy(action), `primary action, ${where}`).toBe('uncovered');
        await page.context().close();
      }
    }
  });
}
