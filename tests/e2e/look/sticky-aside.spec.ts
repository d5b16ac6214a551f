/**
 * The detail pages' aside (DetailShell: a course's reserve box, a service's contact card) sticks
 * beside the main column only while the whole of it fits the window. On a laptop (1280×720 and
 * 1280×800) both asides are taller than the window: they scroll with the page, so their call to
 * action comes into view, uncovered, as the visitor scrolls; wherever the aside is sticky its
 * bottom is on screen. A tall screen checks that it still floats where it fits, and that it lets
 * go when the window shrinks.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { storeConsent } from '../widgets/fixtures.ts';
import { waitForHydration } from '../support.ts';

const PAGES = [
  { path: '/cursos/fundamentos-ia', aside: 'Reserva y cursos relacionados', action: { role: 'button', name: 'Solicitar plaza' } },
  { path: '/servicios/nlp', aside: 'Contratar y otros servicios', action: { role: 'link', name: 'Solicitar información' } },
] as const;

async function open(browser: Browser, size: { width: number; height: number }, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: size, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await storeConsent(page);
  await page.goto(path);
  await waitForHydration(page);
  return page;
}

interface Step {
  scrollY: number;
  sticky: boolean;
  top: number;
  bottom: number;
  /** The call to action is wholly on screen and is what a click at its centre reaches. */
  actionReachable: boolean;
}

/** Where the aside is and whether its call to action can be reached, at the current scroll. */
function measure(page: Page, aside: string, action: (typeof PAGES)[number]['action']): Promise<Step> {
  const box = page.getByRole('complementary', { name: aside });
  return box.getByRole(action.role, { name: action.name }).evaluate((target) => {
    const asideBox = target.closest('aside')!;
    const rect = asideBox.getBoundingClientRect();
    const own = target.getBoundingClientRect();
    const inView = own.top >= 0 && own.bottom <= window.innerHeight;
    const hit = inView ? document.elementFromPoint(own.left + own.width / 2, own.top + own.height / 2) : null;
    return {
      scrollY: Math.round(window.scrollY),
      sticky: getComputedStyle(asideBox).position === 'sticky',
      top: Math.round(rect.top),
      bottom: Math.round(rect.bottom),
      actionReachable: !!hit && (hit === target || target.contains(hit)),
    };
  });
}

/** Scrolls through the aside's layout (the main column beside it) in steps of `stride` pixels, measuring at each. */
async function scrollThrough(page: Page, aside: string, stride: number, measureStep: () => Promise<Step>): Promise<Step[]> {
  const end = await page.getByRole('complementary', { name: aside }).evaluate((box) => box.parentElement!.getBoundingClientRect().bottom + window.scrollY);
  const steps: Step[] = [];
  for (let y = 0; y < end; y += stride) {
    await page.evaluate((to) => window.scrollTo(0, to), y);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    steps.push(await measureStep());
  }
  return steps;
}

/** The steps where the aside stayed at the same place on screen while the page moved: it floats. */
const floating = (steps: Step[]) => steps.filter((step, i) => i > 0 && step.top === steps[i - 1]!.top && step.scrollY !== steps[i - 1]!.scrollY);

for (const size of [
  { width: 1280, height: 720 },
  { width: 1280, height: 800 },
]) {
  for (const { path, aside, action } of PAGES) {
    test(`${size.width}x${size.height} ${path}: the aside sticks only whole on screen; its call to action comes into view`, async ({ browser }) => {
      const page = await open(browser, size, path);
      const steps = await scrollThrough(page, aside, Math.round(size.height / 4), () => measure(page, aside, action));
      expect(
        steps.filter((step) => step.sticky && step.bottom > size.height),
        'steps where the aside is sticky with its bottom off screen',
      ).toEqual([]);
      expect(floating(steps).filter((step) => step.bottom > size.height)).toEqual([]);
      expect(
        steps.some((step) => step.actionReachable),
        `"${action.name}" is on screen and uncovered at some point`,
      ).toBe(true);
      await page.context().close();
    });
  }
}

test('1280x1700: where the whole course aside fits, it floats beside the main column; a shorter window lets it go', async ({ browser }) => {
  const { path, aside, action } = PAGES[0];
  const page = await open(browser, { width: 1280, height: 1700 }, path);
  const steps = await scrollThrough(page, aside, 100, () => measure(page, aside, action));
  const floats = floating(steps);
  expect(floats.length, 'steps where it floats').toBeGreaterThan(2);
  expect(floats.filter((step) => step.bottom > 1700 || !step.actionReachable)).toEqual([]);

  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(page.getByRole('complementary', { name: aside })).toHaveCSS('position', 'static');
  await page.context().close();
});
