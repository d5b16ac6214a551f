import { expect, test } from '@playwright/test';
import { THANKS_PATHS } from '../../../site/pages/thanks/routes.ts';
import { expectNoAxeViolations, waitForHydration, watchConsole } from '../support.ts';

test.use({ reducedMotion: 'reduce' });

test.describe('thank-you pages', () => {
  test('are outside the sitemap', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of THANKS_PATHS) expect(sitemap).not.toContain(path);
  });

  for (const path of THANKS_PATHS) {
    test(`${path}: noindex, in Spanish, with next steps, axe clean`, async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
      const problems = watchConsole(page);
      const response = await page.goto(path);
      expect(response!.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const next = page.getByRole('navigation', { name: '¿Y ahora qué?' });
      await expect(next.getByRole('link', { name: /Ver los cursos/ })).toHaveAttribute('href', '/cursos');
      await expect(next.getByRole('link', { name: /Leer el blog/ })).toHaveAttribute('href', '/blog');
      await expect(next.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/34610123456/);
      expect(problems).toEqual([]);
      await expectNoAxeViolations(page);
      await page.evaluate(() => document.documentElement.classList.add('dark'));
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
      );
      await expectNoAxeViolations(page);
    });
  }
});
