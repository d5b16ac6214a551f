import { expect, test } from '@playwright/test';
import { waitForHydration, watchConsole } from '../support.ts';

test.describe('header', () => {
  test('navigates through the header links on desktop and updates title and meta', async ({ page }) => {
    const problems = watchConsole(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Principal' });
    const homeDescription = await page.locator('meta[name="description"]').getAttribute('content');

    await nav.getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page).toHaveTitle(/Blog/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.iaacademy.es/blog');
    await expect(page.locator('meta[name="description"]')).not.toHaveAttribute('content', homeDescription!);

    await nav.getByRole('link', { name: 'Nosotros', exact: true }).click();
    await expect(page).toHaveURL(/\/nosotros$/);
    await expect(nav.getByRole('link', { name: 'Nosotros', exact: true })).toHaveClass(/is-active/);

    await nav.getByRole('link', { name: 'Contacto', exact: true }).click();
    await expect(page).toHaveURL(/\/contacto$/);
    await expect(nav.getByRole('link', { name: 'Contacto', exact: true })).toHaveClass(/btn-primary/);
    expect(problems).toEqual([]);
  });

  test('opens the Servicios, Cursos and Herramientas IA dropdowns', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await nav.getByRole('button', { name: 'Submenú de Cursos' }).click();
    await expect(nav.getByRole('button', { name: 'Submenú de Cursos' })).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'IA Generativa para Profesionales' }).click();
    await expect(page).toHaveURL(/\/cursos\/ia-generativa$/);
    await expect(nav.getByRole('link', { name: 'Cursos', exact: true })).toHaveClass(/is-active/);

    await nav.getByRole('button', { name: 'Submenú de Herramientas IA' }).click();
    await expect(nav.getByRole('link', { name: /Calculadora de precios/ })).toHaveAttribute('href', '/herramientas-ia?tab=pricing');
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('button', { name: 'Submenú de Herramientas IA' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('shrinks its padding after 10 px of scroll', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const header = page.getByTestId('site-header');
    await expect(header).not.toHaveClass(/is-scrolled/);
    await page.evaluate(() => window.scrollTo(0, 10));
    await page.waitForTimeout(100);
    await expect(header).not.toHaveClass(/is-scrolled/);
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveClass(/is-scrolled/);
  });

  test('uses the mobile menu at 390 px, with collapsible groups, and closes it on route change', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('navigation', { name: 'Menú móvil' });
    await expect(menu).toBeVisible();
    const services = menu.getByRole('button', { name: 'Servicios' });
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'IA para empresas' })).toBeHidden();
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'IA para empresas' }).click();
    await expect(page).toHaveURL(/\/servicios\/ia-para-empresas$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('falls back to the other logo image when the logo fails to load', async ({ page }) => {
    await page.route('**/images/logo.svg', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('.logo img')).toHaveAttribute('src', '/images/logo-fallback.png');
  });
});

test.describe('theme', () => {
  test('toggles between light and dark and keeps the choice across reloads with no flash', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Activar modo oscuro' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    // No flash: the stored theme is applied before any module script runs.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  });

  test('follows the operating system live while on system, storing nothing', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });
});

test.describe('language', () => {
  test('switches the six main labels and <html lang>, and keeps the choice', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await page.getByTestId('language-button').click();
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    for (const label of ['Home', 'Services', 'Courses', 'Blog', 'About us', 'Contact']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(page.locator('#language-menu')).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');

    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(nav.getByRole('link', { name: 'Courses', exact: true })).toBeVisible();
  });

  test('closes the language dropdown on an outside click', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByTestId('language-button').click();
    await expect(page.getByRole('button', { name: 'Español', exact: true })).toBeVisible();
    await page.locator('h1').click();
    await expect(page.locator('#language-menu')).toBeHidden();
  });
});

test.describe('announcement bar', () => {
  test('announces the GPT-4 course with limited places, and stays dismissed', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const bar = page.getByRole('region', { name: 'Anuncio' });
    await expect(bar).toContainText('GPT-4');
    await expect(bar).toContainText('Plazas limitadas');
    await bar.getByRole('button', { name: 'Cerrar anuncio' }).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: 'Anuncio' })).toBeHidden();
  });
});

test.describe('toasts', () => {
  test('F8 moves focus to the notifications viewport', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.keyboard.press('F8');
    await expect(page.getByTestId('toast-viewport')).toBeFocused();
  });
});

test.describe('not found', () => {
  test('answers an unknown URL with HTTP 404 and the not-found card', async ({ page }) => {
    const response = await page.goto('/esta-pagina-no-existe');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    // A Spanish visitor reads what happened in Spanish, in the card, before the spec's English hint.
    const card = page.getByTestId('not-found');
    await expect(card.locator('p').first()).toHaveText(/^Esta página no existe o ha cambiado de dirección\./);
    await expect(card.locator('p[lang="en"]')).toHaveText('Did you forget to add the page to the router?');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
