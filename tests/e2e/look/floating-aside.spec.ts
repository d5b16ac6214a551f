/**
 * The page's own floating elements and the widgets never cover each other: the blog article's
 * newsletter (sticky in the sidebar on wide screens) floats only where the screen holds it above
 * the widgets' corner, so while it floats its button is never under the consent banner (first
 * visit) nor the floating buttons and the WhatsApp tooltip (returning visitor). The visitor
 * scrolls through the article in steps and pauses on each (fake clock: the tooltip waits for a
 * scroll and a pause); wherever the button stays put on screen (it floats), what is at its centre
 * must be the button. A tall screen checks that it still floats where there is room.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { ACCEPTED_ALL, CLOCK_START, storeConsent } from '../widgets/fixtures.ts';

const ARTICLE = '/blog/etica-inteligencia-artificial';

async function open(browser: Browser, size: { width: number; height: number }, returning: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: size });
  const page = await context.newPage();
  if (returning) await storeConsent(page, ACCEPTED_ALL);
  // A minute of slack before the pause: the clock runs until pauseAt, even on a loaded machine.
  await page.clock.install({ time: CLOCK_START - 60_000 });
  await page.clock.pauseAt(CLOCK_START + 10_000);
  await page.goto(ARTICLE);
  await expect(page.locator('ia-widgets .dock')).toHaveCount(1);
  await page.clock.runFor(6_000);
  if (returning) await expect(page.getByRole('button', { name: /^Abrir el asistente/ })).toBeVisible();
  else await expect(page.getByRole('dialog', { name: 'Tu privacidad, tus reglas' })).toBeVisible();
  return page;
}

interface Step {
  scrollY: number;
  top: number;
  onScreen: boolean;
  hit: string;
}

/** Where the newsletter's button is and what is at its centre, at the current scroll. */
function measure(page: Page): Promise<Step> {
  return page.locator('.article-sidebar .newsletter button[type="submit"]').evaluate((button) => {
    const box = button.getBoundingClientRect();
    const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
    const onScreen = y > 0 && y < window.innerHeight && x > 0 && x < window.innerWidth;
    const found = onScreen ? document.elementFromPoint(x, y) : null;
    const hit = found === button || button.contains(found) ? 'the button' : `<${found?.tagName.toLowerCase()}>`;
    return { scrollY: Math.round(window.scrollY), top: Math.round(box.top), onScreen, hit };
  });
}

/** Scrolls through the whole article a third of a screen at a time, pausing a second and a half. */
async function scrollThrough(page: Page): Promise<Step[]> {
  const steps: Step[] = [await measure(page)];
  const end = await page.locator('.article-layout').evaluate((layout) => layout.getBoundingClientRect().bottom + window.scrollY);
  const stride = Math.round(page.viewportSize()!.height / 3);
  for (let y = stride; y < end; y += stride) {
    await page.evaluate((to) => window.scrollTo(0, to), y);
    await page.clock.runFor(1_500);
    steps.push(await measure(page));
  }
  return steps;
}

/** The steps where the button stayed at the same place on screen while the page moved: it floats. */
const floating = (steps: Step[]) =>
  steps.filter((step, i) => i > 0 && step.onScreen && step.top === steps[i - 1]!.top && step.scrollY !== steps[i - 1]!.scrollY);

test.describe.configure({ timeout: 120_000 });

for (const size of [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
]) {
  test(`${size.width}x${size.height}: the article's newsletter never floats under the banner, the buttons or the tooltip`, async ({ browser }) => {
    for (const returning of [false, true]) {
      const page = await open(browser, size, returning);
      const covered = floating(await scrollThrough(page)).filter((step) => step.hit !== 'the button');
      expect(covered, returning ? 'returning visitor' : 'first visit').toEqual([]);
      await page.context().close();
    }
  });
}

test('1440x900: where the screen holds it, the newsletter floats beside the article, uncovered', async ({ browser }) => {
  for (const returning of [false, true]) {
    const page = await open(browser, { width: 1440, height: 900 }, returning);
    const steps = floating(await scrollThrough(page));
    expect(steps.length, 'steps where it floats').toBeGreaterThan(3);
    expect(steps.filter((step) => step.hit !== 'the button')).toEqual([]);
    await page.context().close();
  }
});
