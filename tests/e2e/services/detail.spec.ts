import { expect, test } from '@playwright/test';
import { whatsappUrl } from '../../../site/content/company.ts';
import { getServiceDetail } from '../../../site/content/services.ts';
import { expectNoAxeViolations, useStoredTheme, waitForHydration, watchConsole } from '../support.ts';

test.describe('/servicios/{slug}', () => {
  test('shows the service with its title, price and no hydration warning', async ({ page }) => {
    const problems = watchConsole(page);
    const response = await page.goto('/servicios/clases-particulares-ia');
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clases particulares de IA');
    await expect(page.locator('.service-hero__price')).toHaveText('Desde 40€/h');
    await expect(page).toHaveTitle(/Clases particulares de IA/);
    expect(problems).toEqual([]);
  });

  test("has the tabs 'Descripción General', 'Proceso', 'Casos de Uso' and 'Opciones' with formationOptions", async ({ page }) => {
    await page.goto('/servicios/clases-particulares-ia');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['Descripción General', 'Proceso', 'Casos de Uso', 'Opciones']);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  });

  test("hides 'Opciones' when the service has no formationOptions", async ({ page }) => {
    await page.goto('/servicios/desarrollo-apps-ai');
    await expect(page.getByRole('tab')).toHaveText(['Descripción General', 'Proceso', 'Casos de Uso']);
  });

  test('moves between tabs with the keyboard and shows each panel', async ({ page }) => {
    await page.goto('/servicios/ia-sin-programar');
    await waitForHydration(page);
    await page.getByRole('tab', { name: 'Descripción General' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Proceso' })).toBeFocused();
    await expect(page.getByRole('tabpanel')).toContainText('Identificamos las tareas repetitivas');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tabpanel')).toContainText('Autónomos y pequeños negocios');
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Opciones' })).toHaveAttribute('aria-selected', 'true');
    const options = page.getByRole('tabpanel');
    await expect(options).toContainText('Taller exprés');
    await expect(options).toContainText('4 horas');
    await expect(options).toContainText('290€');
    await page.keyboard.press('Home');
    await expect(page.getByRole('tab', { name: 'Descripción General' })).toHaveAttribute('aria-selected', 'true');
  });

  test('opens WhatsApp with the company number and the encoded service message', async ({ page }) => {
    await page.goto('/servicios/nlp');
    const service = getServiceDetail('nlp')!;
    const button = page.getByRole('link', { name: /Consultar por WhatsApp/ });
    await expect(button).toHaveAttribute('href', whatsappUrl(service.whatsappInfo.message));
    await expect(button).toHaveAttribute('href', /^https:\/\/wa\.me\/34610123456\?text=Hola%2C%20tenemos/);
    await expect(button).toHaveAttribute('target', '_blank');
  });

  test('links to /contacto from the sidebar', async ({ page }) => {
    await page.goto('/servicios/nlp');
    await expect(page.getByRole('complementary', { name: 'Contratar y otros servicios' }).getByRole('link', { name: 'Solicitar información' })).toHaveAttribute(
      'href',
      '/contacto',
    );
  });

  test('lists 4 other services with descriptions cut to 60 characters', async ({ page }) => {
    await page.goto('/servicios/nlp');
    const others = page.locator('.other-services a');
    await expect(others).toHaveCount(4);
    const hrefs = await others.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual([
      '/servicios/vision-computadora',
      '/servicios/clases-particulares-ia',
      '/servicios/profesor-ai-impartir',
      '/servicios/ia-para-empresas',
    ]);
    for (const text of await page.locator('.other-service__text').allTextContents()) {
      expect(text.endsWith('…')).toBe(true);
      expect(text.length).toBeLessThanOrEqual(61);
    }
  });

  test('links back to /servicios and closes with a call to action', async ({ page }) => {
    await page.goto('/servicios/analisis-datos');
    await expect(page.getByRole('link', { name: 'Volver a todos los servicios' })).toHaveAttribute('href', '/servicios');
    const cta = page.locator('.cta-band');
    await expect(cta.getByRole('link', { name: /Reservar una llamada/ })).toHaveAttribute('href', '/contacto');
  });

  test('declares a Service and a BreadcrumbList in JSON-LD', async ({ page }) => {
    await page.goto('/servicios/vision-computadora');
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const items = blocks.flatMap((block) => [JSON.parse(block)].flat()) as Record<string, unknown>[];
    const service = items.find((item) => item['@type'] === 'Service');
    expect(service).toMatchObject({ name: 'Visión por computador', offers: { description: 'Desde 7500€' } });
    expect(items.some((item) => item['@type'] === 'BreadcrumbList')).toBe(true);
  });

  test("answers an unknown slug with HTTP 404 and 'Servicio no encontrado'", async ({ page }) => {
    const problems = watchConsole(page);
    const response = await page.goto('/servicios/no-existe');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Servicio no encontrado');
    await expect(page.getByText('El servicio que estás buscando no existe o ha sido eliminado.')).toBeVisible();
    await expect(page.getByTestId('service-error').getByRole('link')).toHaveAttribute('href', '/servicios');
    expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
  });

  test('shows a loading state while the page chunk loads on client-side navigation', async ({ page }) => {
    await page.goto('/servicios');
    await waitForHydration(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/ServiceDetailPage[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.locator('.service-links a').first().click();
    await expect(page.getByRole('status').filter({ hasText: 'Cargando el servicio…' })).toBeAttached();
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clases particulares de IA');
  });

  test('downloads the details of its own service only', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    await page.goto('/servicios/nlp');
    await waitForHydration(page);
    await expect(page.getByRole('tab', { name: 'Proceso' })).toBeVisible();
    const details = scripts.filter((path) => /\/assets\/(nlp|vision-computadora|desarrollo-ml)-[^/]*\.js$/.test(path));
    expect(details).toEqual([expect.stringMatching(/\/assets\/nlp-[^/]*\.js$/)]);
  });

  test("says 'Error al cargar el servicio' when the service's details fail to load", async ({ page }) => {
    await page.goto('/servicios');
    await waitForHydration(page);
    const log = watchConsole(page);
    await page.route(/\/assets\/clases-particulares-ia-[^/]*\.js$/, (route) => route.abort());
    await page.locator('.service-links a').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error al cargar el servicio');
    await expect(page.getByTestId('service-error').getByRole('link')).toHaveAttribute('href', '/servicios');
    expect(log.length).toBeGreaterThan(0);
  });

  test('fits a 390 px screen without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/servicios/apoyo-academico-ia-ml');
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no axe violations in the ${theme} theme, loaded and not found`, async ({ page }) => {
      await useStoredTheme(page, theme);
      await page.goto('/servicios/profesor-ai-impartir');
      await waitForHydration(page);
      await page.getByRole('tab', { name: 'Opciones' }).click();
      await expectNoAxeViolations(page);
      await page.goto('/servicios/no-existe');
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    });
  }
});
