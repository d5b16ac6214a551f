import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA, the budget of ARCHITECTURE.md. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function expectNoAxeViolations(page: Page, options: { include?: string; exclude?: string[] } = {}) {
  // Reduced motion while axe reads the page: a surface that appears during the analysis (the banner
  // at 2 s, the WhatsApp button at 5 s) shows at once in its final colours instead of mid-fade.
  // A page reached by a click may still be fetching its stylesheet (the admin pages' one is external):
  // axe reads colours and sizes, so it waits for the load event, which waits for every stylesheet.
  await page.waitForLoadState('load');
  const reduced = await page.evaluate(() => window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  if (!reduced) await page.emulateMedia({ reducedMotion: 'reduce' });
  await settleAnimations(page);
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  if (!reduced) await page.emulateMedia({ reducedMotion: 'no-preference' });
  const summary = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
}

/**
 * Waits until nothing on the page is fading in, the widgets' shadow roots included (a spinner that loops forever is left alone): axe measures
 * contrast on the colours it sees, and a banner caught in its 0.2 s entrance (opacity below 1) fails
 * for a reason no visitor ever sees. A surface that mounts while we wait is waited for too.
 */
export async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    const running = () => {
      const roots: Array<Document | ShadowRoot> = [document];
      for (const element of document.querySelectorAll('*')) {
        if (element.shadowRoot) roots.push(element.shadowRoot);
      }
      return roots
        .flatMap((root) => root.getAnimations())
        .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity);
    };
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const deadline = Date.now() + 3000;
    for (let pending = running(); pending.length > 0 && Date.now() < deadline; pending = running()) {
      await Promise.race([
        Promise.all(pending.map((animation) => animation.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, 1000)),
      ]);
      await frame();
    }
  });
}

/** Sets the theme the way a returning visitor has it: stored, then applied before first paint. */
export async function useStoredTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((value) => {
    try {
      window.localStorage.setItem('theme', value);
    } catch {
      /* opaque origin */
    }
  }, theme);
}

/** Collects console errors and warnings and uncaught exceptions for the whole test. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

export async function waitForHydration(page: Page) {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

/**
 * A fake clock paused at `at`: from then on, time moves only through page.clock.runFor(). Installed
 * a minute before `at` because the clock runs in between, and on a loaded machine pauseAt must
 * never land in the past ("Cannot fast-forward to the past").
 */
export async function installPausedClock(page: Page, at: number) {
  await page.clock.install({ time: at - 60_000 });
  await page.clock.pauseAt(at);
}
