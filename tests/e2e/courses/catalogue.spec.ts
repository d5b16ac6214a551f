import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, useStoredTheme, waitForHydration, watchConsole } from '../support.ts';

const cards = '.course-grid .course-card';

test.describe('/cursos', () => {
  test('prerenders every course, whatever the query string, and hydrates without warnings', async ({ page, request }) => {
    const html = await (await request.get('/cursos?q=gpt&nivel=Avanzado')).text();
    expect(html.match(/class="course-card"/g)).toHaveLength(5);
    const problems = watchConsole(page);
    await page.goto('/cursos');
    await waitForHydration(page);
    await expect(page.locator(cards)).toHaveCount(5);
    await expect(page.getByRole('status').filter({ hasText: 'cursos' })).toHaveText('5 cursos');
    expect(problems).toEqual([]);
  });

  test('links each card to /cursos/{slug}', async ({ page }) => {
    await page.goto('/cursos');
    const hrefs = await page.locator('.course-card__link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual([
      '/cursos/fundamentos-ia',
      '/cursos/machine-learning-avanzado',
      '/cursos/nlp-transformers',
      '/cursos/ia-generativa',
      '/cursos/implementacion-gpt4',
    ]);
    await page.getByRole('link', { name: 'NLP con Transformers' }).click();
    await expect(page).toHaveURL(/\/cursos\/nlp-transformers$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('NLP con Transformers');
  });

  test('searches by text and writes ?q= to the address', async ({ page }) => {
    await page.goto('/cursos');
    await waitForHydration(page);
    await page.getByLabel('Buscar').fill('transformer');
    await expect(page.locator(cards)).toHaveCount(1);
    await expect(page).toHaveURL(/\/cursos\?q=transformer$/);
  });

  test('combines level and format: every filter must match', async ({ page }) => {
    await page.goto('/cursos');
    await waitForHydration(page);
    await page.getByLabel('Nivel').selectOption('Intermedio');
    await expect(page.locator(cards)).toHaveCount(2);
    await page.getByLabel('Formato').selectOption('Online en directo');
    await expect(page.locator(cards)).toHaveCount(1);
    await expect(page.locator('.course-card__link')).toHaveText('Implementación de GPT-4 en la empresa');
    await expect(page).toHaveURL(/\?nivel=Intermedio&formato=Online\+en\+directo$/);
  });

  test('reads ?q=&nivel=&formato= after hydration and fills the fields', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/cursos?q=llm&nivel=Intermedio&formato=Online+%2F+Presencial');
    await waitForHydration(page);
    await expect(page.locator(cards)).toHaveCount(1);
    await expect(page.locator('.course-card__link')).toHaveText('IA Generativa para Profesionales');
    await expect(page.getByLabel('Buscar')).toHaveValue('llm');
    await expect(page.getByLabel('Nivel')).toHaveValue('Intermedio');
    await expect(page.getByLabel('Formato')).toHaveValue('Online / Presencial');
    expect(problems).toEqual([]);
  });

  test("shows 'No se encontraron cursos' and resets every filter", async ({ page }) => {
    await page.goto('/cursos?q=llm&nivel=Principiante');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'No se encontraron cursos' })).toBeVisible();
    await expect(page.locator(cards)).toHaveCount(0);
    await page.getByRole('button', { name: 'Restablecer filtros' }).click();
    await expect(page.locator(cards)).toHaveCount(5);
    await expect(page.getByLabel('Buscar')).toHaveValue('');
    await expect(page.getByLabel('Nivel')).toHaveValue('');
    await expect(page).toHaveURL(/\/cursos$/);
  });

  test('has a call to action to /contacto', async ({ page }) => {
    await page.goto('/cursos');
    await expect(page.locator('.cta-band').getByRole('link', { name: /Hablar con un asesor/ })).toHaveAttribute('href', '/contacto');
  });

  test('declares an ItemList of the five courses in JSON-LD', async ({ page }) => {
    await page.goto('/cursos');
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const list = blocks.flatMap((block) => [JSON.parse(block)].flat()).find((item) => item['@type'] === 'ItemList');
    expect(list.numberOfItems).toBe(5);
  });

  test('fits a 390 px screen without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/cursos');
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no axe violations in the ${theme} theme, with results and empty`, async ({ page }) => {
      await useStoredTheme(page, theme);
      await page.goto('/cursos');
      await waitForHydration(page);
      await expectNoAxeViolations(page);
      await page.getByLabel('Buscar').fill('zzz');
      await expect(page.getByRole('heading', { name: 'No se encontraron cursos' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
