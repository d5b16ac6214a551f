import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, useStoredTheme, waitForHydration, watchConsole } from '../support.ts';

test.describe('home: prerendered', () => {
  test.use({ javaScriptEnabled: false });

  test('is readable with JavaScript disabled', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('inteligencia artificial');
    await expect(page.getByRole('link', { name: 'Empezar Ahora' })).toHaveAttribute('href', '/contacto');
    await expect(page.getByRole('link', { name: 'Ver Cursos' })).toHaveAttribute('href', '/cursos');
    await expect(page.getByText('+500')).toBeVisible();
    await expect(page.getByText('MÁS POPULAR')).toBeVisible();
    await expect(page.locator('.featured-course')).toHaveCount(3);
    await expect(page.locator('.testimonial')).toHaveCount(3);
    await expect(page.locator('.clients__list li')).toHaveCount(6);
    await expect(page.locator('.method__step')).toHaveCount(4);
  });

  test('shows the statistics at their figures, never zeros, without JavaScript', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('stat-clients').locator('[aria-hidden="true"]')).toHaveText('+120');
    await expect(page.getByTestId('stat-satisfaction').locator('[aria-hidden="true"]')).toHaveText('98%');
  });

  test('has its own title, description, canonical and Open Graph tags', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/IA Academy/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.iaacademy.es/');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /IA Academy/);
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(jsonLd!)).toMatchObject({ '@type': 'Organization', name: 'IA Academy' });
  });
});

test.describe('home: hydrated', () => {
  test('hydrates with no console error or warning', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/');
    await waitForHydration(page);
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(300);
    expect(problems).toEqual([]);
  });

  test('shows the spec content: services, featured courses, testimonials, calls to action', async ({ page }) => {
    await page.goto('/');
    const services = page.locator('.service-card');
    await expect(services).toHaveCount(3);
    for (const link of await services.getByRole('link').all()) await expect(link).toHaveAttribute('href', '/servicios');
    const courses = page.locator('.featured-course');
    await expect(courses.nth(0)).toContainText('Fundamentos de IA para Empresas');
    await expect(courses.nth(0)).toContainText('Básico');
    await expect(courses.nth(1)).toContainText('Machine Learning Avanzado');
    await expect(courses.nth(1)).toContainText('MÁS POPULAR');
    await expect(courses.nth(2)).toContainText('Deep Learning y Redes Neuronales');
    await expect(courses.nth(2)).toContainText('Especializado');
    for (const course of await courses.all()) {
      await expect(course).toContainText('4.9');
      // 'Ver detalles' goes to /cursos, at the part of the page that explains that programme.
      await expect(course.getByRole('link', { name: /Ver detalles/ })).toHaveAttribute('href', /^\/cursos#programa-/);
    }
    await expect(page.getByRole('link', { name: 'Ver todos los cursos' })).toHaveAttribute('href', '/cursos');
    await expect(page.locator('#cta-title')).toBeVisible();
  });

  test('counts the statistics up to 120, 25, 15 and 98 % when scrolled into view', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByTestId('stat-clients').locator('[aria-hidden="true"]')).toHaveText('+0');
    await page.getByTestId('stat-clients').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('stat-clients').locator('[aria-hidden="true"]')).toHaveText('+120', { timeout: 10_000 });
    await expect(page.getByTestId('stat-courses').locator('[aria-hidden="true"]')).toHaveText('+25');
    await expect(page.getByTestId('stat-specialists').locator('[aria-hidden="true"]')).toHaveText('15');
    await expect(page.getByTestId('stat-satisfaction').locator('[aria-hidden="true"]')).toHaveText('98%');
  });

  test('shows the statistics at their figures at once under prefers-reduced-motion, without counting', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await waitForHydration(page);
    // Still below the first screen, already final: nothing counts for a visitor who asked for no motion.
    await expect(page.getByTestId('stat-clients')).not.toBeInViewport();
    await expect(page.getByTestId('stat-clients').locator('[aria-hidden="true"]')).toHaveText('+120');
    await expect(page.getByTestId('stat-courses').locator('[aria-hidden="true"]')).toHaveText('+25');
  });

  test('reveals sections with no animation under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await waitForHydration(page);
    const card = page.locator('.featured-course').first();
    await expect(card).toHaveCSS('opacity', '1');
    await expect(card).toHaveCSS('transform', 'none');
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no axe violations in ${theme}`, async ({ page }) => {
      await useStoredTheme(page, theme);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
      await expectNoAxeViolations(page);
    });
  }
});
