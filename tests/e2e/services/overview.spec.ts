import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, useStoredTheme, waitForHydration, watchConsole } from '../support.ts';

test.describe('/servicios', () => {
  test('opens with a hero linking to /contacto and no hydration warning', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/servicios');
    await waitForHydration(page);
    await expect(page).toHaveTitle(/Servicios de inteligencia artificial/);
    const hero = page.locator('.page-hero');
    await expect(hero.getByRole('link', { name: /Solicitar una consultoría/ })).toHaveAttribute('href', '/contacto');
    expect(problems).toEqual([]);
  });

  test('shows six service cards with the first one selected', async ({ page }) => {
    await page.goto('/servicios');
    const cards = page.getByRole('list', { name: 'Elige un servicio' }).getByRole('button');
    await expect(cards).toHaveCount(6);
    await expect(cards.first()).toHaveAttribute('aria-pressed', 'true');
    await expect(cards.nth(1)).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('#servicio-detalle h2')).toHaveText('Consultoría estratégica en IA');
  });

  test('selects a service by click and by keyboard', async ({ page }) => {
    await page.goto('/servicios');
    await waitForHydration(page);
    const cards = page.getByRole('list', { name: 'Elige un servicio' }).getByRole('button');
    await cards.nth(4).click();
    await expect(cards.nth(4)).toHaveAttribute('aria-pressed', 'true');
    await expect(cards.first()).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('#servicio-detalle h2')).toHaveText('Analítica avanzada');

    await cards.nth(5).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#servicio-detalle h2')).toHaveText('Chatbots y asistentes virtuales');
    await cards.nth(1).focus();
    await page.keyboard.press('Space');
    await expect(page.locator('#servicio-detalle h2')).toHaveText('Desarrollo de soluciones a medida');
  });

  test("has the tabs 'Descripción', 'Características' and 'Casos de éxito', Descripción first", async ({ page }) => {
    await page.goto('/servicios');
    const tabs = page.locator('#servicio-detalle').getByRole('tab');
    await expect(tabs).toHaveText(['Descripción', 'Características', 'Casos de éxito']);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#servicio-detalle').getByRole('tabpanel')).toContainText('Empezamos por entender tu negocio');
  });

  test('moves between tabs with the arrow keys, Home and End', async ({ page }) => {
    await page.goto('/servicios');
    await waitForHydration(page);
    const panel = page.locator('#servicio-detalle');
    await panel.getByRole('tab', { name: 'Descripción' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(panel.getByRole('tab', { name: 'Características' })).toBeFocused();
    await expect(panel.getByRole('tab', { name: 'Características' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByRole('tabpanel')).toContainText('Mapa de casos de uso priorizados por retorno');
    await page.keyboard.press('End');
    await expect(panel.getByRole('tab', { name: 'Casos de éxito' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByRole('tabpanel')).toContainText('Grupo Hostelero Atalaya');
    await expect(panel.getByRole('tabpanel')).toContainText('Turismo y hostelería');
    await page.keyboard.press('ArrowRight');
    await expect(panel.getByRole('tab', { name: 'Descripción' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(panel.getByRole('tab', { name: 'Casos de éxito' })).toBeFocused();
  });

  test('shows the fallback statistics: +35% efficiency, positive ROI in 6 months, +28% satisfaction', async ({ page }) => {
    await page.goto('/servicios');
    const stats = page.locator('.service-stats');
    await expect(stats).toContainText('+35%');
    await expect(stats).toContainText('de eficiencia operativa');
    await expect(stats).toContainText('6 meses');
    await expect(stats).toContainText('para alcanzar un ROI positivo');
    await expect(stats).toContainText('+28%');
    await expect(stats).toContainText('de satisfacción del cliente');
  });

  test('answers in the FAQ that implementation takes 2 to 6 months and consulting 2 to 4 weeks', async ({ page }) => {
    await page.goto('/servicios');
    await waitForHydration(page);
    await page.getByText('¿Cuánto tiempo lleva implementar una solución de IA?').click();
    const answer = page.locator('details[open]');
    await expect(answer).toContainText('de 2 a 6 meses');
    await expect(answer).toContainText('de 2 a 4 semanas');
  });

  test('closes with a call to action to /contacto and /casos-exito', async ({ page }) => {
    await page.goto('/servicios');
    const cta = page.locator('.cta-band');
    await expect(cta.getByRole('link', { name: /Contactar con un experto/ })).toHaveAttribute('href', '/contacto');
    await expect(cta.getByRole('link', { name: 'Ver casos de éxito' })).toHaveAttribute('href', '/casos-exito');
  });

  test('links every service page', async ({ page }) => {
    await page.goto('/servicios');
    const links = page.locator('.service-links a');
    await expect(links).toHaveCount(13);
    await expect(links.first()).toHaveAttribute('href', '/servicios/clases-particulares-ia');
  });

  test('declares an ItemList in JSON-LD', async ({ page }) => {
    await page.goto('/servicios');
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = blocks.flatMap((block) => [JSON.parse(block)].flat().map((item: { '@type': string }) => item['@type']));
    expect(types).toContain('ItemList');
  });

  test('fits a 390 px screen without horizontal scrolling, cards in two columns', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/servicios');
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const cards = page.getByRole('list', { name: 'Elige un servicio' }).getByRole('button');
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(second!.y).toBe(first!.y);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no axe violations in the ${theme} theme`, async ({ page }) => {
      await useStoredTheme(page, theme);
      await page.goto('/servicios');
      await waitForHydration(page);
      await page.locator('#servicio-detalle').getByRole('tab', { name: 'Casos de éxito' }).click();
      await expectNoAxeViolations(page);
    });
  }
});
