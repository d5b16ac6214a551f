import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA, the budget of ARCHITECTURE.md. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function expectNoAxeViolations(page: Page, options: { include?: string; exclude?: string[] } = {}) {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const summary = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
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
