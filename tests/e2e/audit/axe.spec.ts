import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, waitForHydration, watchConsole } from '../support.ts';
import { sitemapPaths } from './sitemap.ts';

/* Every page is audited as a returning visitor sees it (consent stored); the banner's own states
   are audited by the widget tests. Reduced motion shows entrance-animated content at once, so
   contrast is measured on the final colours. A hydration mismatch shows as a console error.
   One load per route: light first, then the dark theme exactly as the site applies it, with the
   class `dark` on <html>. */
test.use({ reducedMotion: 'reduce' });

test.describe('audit: every route hydrates cleanly and passes axe WCAG 2.2 AA in light and dark', () => {
  for (const path of sitemapPaths()) {
    test(path, async ({ page }) => {
      await page.addInitScript(() => {
        localStorage.setItem('cookieConsent', 'true');
        localStorage.setItem('cookieSettings', JSON.stringify({ essential: true, analytics: false, marketing: false, preferences: false }));
      });
      const problems = watchConsole(page);
      await page.goto(path);
      await waitForHydration(page);
      await test.step('no console error or warning', () => expect(problems).toEqual([]));
      await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
      await test.step('light', () => expectNoAxeViolations(page));
      await page.evaluate(() => document.documentElement.classList.add('dark'));
      // Colour transitions started by the switch must end before contrast is measured.
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
      );
      await test.step('dark', () => expectNoAxeViolations(page));
    });
  }
});
