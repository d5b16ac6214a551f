import { expect, test, type Page } from '@playwright/test';
import { getCourse } from '../../../site/content/courses.ts';
import { serviceSummaries } from '../../../site/content/services.ts';
import type { DeliveryFormat } from '../../../site/content/pricing.ts';
import { formatCents as formatEuros } from '../../../site/domain/format.ts';
import { parseServicePrice, serviceQuote, trainingQuote } from '../../../site/pages/tools/lib/pricing.ts';
import { generateSyllabus, type SyllabusLevel } from '../../../site/pages/tools/lib/syllabus.ts';
import { waitForHydration, watchConsole } from '../support.ts';

const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

/** A control of the visible tool, by its exact label. */
const control = (page: Page, label: string) => page.locator('[role="tabpanel"]:not([hidden])').getByLabel(label, { exact: true });

async function openTab(page: Page, tab: 'syllabus' | 'pricing') {
  await page.goto(`/herramientas-ia?tab=${tab}`);
  await waitForHydration(page);
  await expect(page.locator(`#tool-tab-${tab}`)).toHaveAttribute('aria-selected', 'true');
}

test.describe('tools page: tabs', () => {
  test('opens the tab named in the URL and writes the chosen tab back to it', async ({ page }) => {
    const problems = watchConsole(page);
    await openTab(page, 'pricing');
    expect(problems).toEqual([]);
    await expect(page.getByRole('tabpanel', { name: 'Calculadora de precios' })).toBeVisible();
    await page.getByRole('tab', { name: 'Generador de temarios' }).click();
    await expect(page).toHaveURL(/\/herramientas-ia\?tab=syllabus$/);
    await expect(page.getByRole('tabpanel', { name: 'Generador de temarios' })).toBeVisible();
  });

  test('a client-side visit opens the tab named in the link', async ({ page }) => {
    await page.goto('/recursos');
    await waitForHydration(page);
    await page.locator('.resources-tools').getByRole('link', { name: 'Calculadora de precios' }).click();
    await expect(page).toHaveURL(/\/herramientas-ia\?tab=pricing$/);
    await expect(page.getByRole('tab', { name: 'Calculadora de precios' })).toHaveAttribute('aria-selected', 'true');
  });

  test('an unknown tab in the URL shows the syllabus generator', async ({ page }) => {
    await page.goto('/herramientas-ia?tab=otra');
    await waitForHydration(page);
    await expect(page.getByRole('tab', { name: 'Generador de temarios' })).toHaveAttribute('aria-selected', 'true');
  });

  test('arrow keys, Home and End move between tabs', async ({ page }) => {
    await openTab(page, 'syllabus');
    await page.getByRole('tab', { name: 'Generador de temarios' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Calculadora de precios' })).toBeFocused();
    await expect(page).toHaveURL(/tab=pricing$/);
    await page.keyboard.press('Home');
    await expect(page.getByRole('tab', { name: 'Generador de temarios' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Calculadora de precios' })).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('tools page: syllabus generator', () => {
  const rows: Array<{ slug: string; level: SyllabusLevel; hours: number; format: DeliveryFormat; focus: string }> = [
    { slug: 'fundamentos-ia', level: 'Principiante', hours: 30, format: 'presencial', focus: '' },
    { slug: 'machine-learning-avanzado', level: 'Principiante', hours: 80, format: 'hibrido', focus: 'la logística' },
    { slug: 'implementacion-gpt4', level: 'Avanzado', hours: 12, format: 'in-company', focus: '' },
  ];

  for (const row of rows) {
    test(`builds the programme for ${row.slug}, ${row.level}, ${row.hours} h, ${row.format}`, async ({ page }) => {
      const expected = generateSyllabus({ course: getCourse(row.slug)!, level: row.level, hours: row.hours, format: row.format, focus: row.focus });
      await openTab(page, 'syllabus');
      await control(page, 'Tema').selectOption(row.slug);
      await control(page, 'Nivel del grupo').selectOption(row.level);
      await control(page, 'Horas totales').fill(String(row.hours));
      await control(page, 'Formato').selectOption(row.format);
      await control(page, 'Enfoque (opcional)').fill(row.focus);
      await page.getByRole('button', { name: 'Generar temario' }).click();

      const output = page.locator('.syllabus-output');
      await expect(output.getByRole('heading', { level: 3 })).toHaveText(expected.title);
      await expect(output.getByRole('heading', { level: 3 })).toBeFocused();
      await expect(output.locator('.syllabus-module h4')).toHaveText(expected.modules.map((module) => `Módulo ${module.number}: ${module.title}`));
      await expect(output.locator('.syllabus-module .badge')).toHaveText(expected.modules.map((module) => `${module.hours} horas`));
      await expect(output).toContainText(`${expected.sessions} de ${expected.sessionHours} h`);
    });
  }

  test('explains an out-of-range number of hours and keeps every choice', async ({ page }) => {
    await openTab(page, 'syllabus');
    await control(page, 'Nivel del grupo').selectOption('Avanzado');
    await control(page, 'Horas totales').fill('500');
    await page.getByRole('button', { name: 'Generar temario' }).click();
    await expect(page.getByText('Indica un número entero de horas entre 6 y 200.')).toBeVisible();
    await expect(control(page, 'Horas totales')).toBeFocused();
    await expect(control(page, 'Horas totales')).toHaveAttribute('aria-invalid', 'true');
    await expect(control(page, 'Nivel del grupo')).toHaveValue('Avanzado');
    await expect(page.locator('.syllabus-output')).toHaveCount(0);
  });

  test('prints only the generated programme', async ({ page }) => {
    await openTab(page, 'syllabus');
    await page.getByRole('button', { name: 'Generar temario' }).click();
    await expect(page.getByRole('button', { name: 'Imprimir temario' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.syllabus-output')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generar temario' })).toBeHidden();
    await expect(page.locator('header').first()).toBeHidden();
  });
});

test.describe('tools page: price calculator', () => {
  const rows: Array<{ slug: string; participants: number; hours: number; format: DeliveryFormat }> = [
    { slug: 'fundamentos-ia', participants: 1, hours: 30, format: 'presencial' },
    { slug: 'ia-generativa', participants: 8, hours: 20, format: 'online' },
    { slug: 'machine-learning-avanzado', participants: 25, hours: 36, format: 'hibrido' },
    { slug: 'nlp-transformers', participants: 12, hours: 40, format: 'in-company' },
  ];

  for (const row of rows) {
    test(`quotes ${row.participants} × ${row.slug}, ${row.hours} h, ${row.format}`, async ({ page }) => {
      const course = getCourse(row.slug)!;
      const quote = trainingQuote({
        courseTitle: course.title,
        coursePrice: course.price!,
        courseHours: course.hours ?? 40,
        participants: row.participants,
        hours: row.hours,
        format: row.format,
      });
      await openTab(page, 'pricing');
      await control(page, 'Curso').selectOption(row.slug);
      await control(page, 'Número de participantes').fill(String(row.participants));
      await control(page, 'Horas de formación').fill(String(row.hours));
      await control(page, 'Formato').selectOption(row.format);

      const breakdown = page.locator('.price-breakdown');
      await expect(breakdown.locator('.price-breakdown__total strong')).toHaveText(formatEuros(quote.totalCents));
      const rendered = await breakdown
        .locator('tbody tr')
        .evaluateAll((rowsInTable) => rowsInTable.map((tr) => [tr.querySelector('th')!.textContent, tr.querySelector('td')!.textContent]));
      expect(rendered.map(([label, amount]) => [label, nbsp(amount!)])).toEqual(quote.lines.map((line) => [line.label, nbsp(formatEuros(line.cents))]));
      await expect(breakdown.locator('.price-breakdown__per-person strong')).toHaveText(formatEuros(quote.perParticipantCents!));
    });
  }

  test('quotes an hourly service by hour packs and a project service by its starting price', async ({ page }) => {
    await openTab(page, 'pricing');
    await page.getByRole('radio', { name: 'Un servicio' }).check();
    const hourly = serviceSummaries.find((service) => parseServicePrice(service.price)?.unit === 'hour')!;
    const quote = serviceQuote({ serviceTitle: hourly.title, price: parseServicePrice(hourly.price)!, hours: 40 });
    await control(page, 'Servicio').selectOption(hourly.slug);
    await control(page, 'Horas').fill('40');
    await expect(page.locator('.price-breakdown__total strong')).toHaveText(formatEuros(quote.totalCents));
    await expect(page.locator('.price-breakdown')).toContainText('Bono de 40 horas o más (10 %)');

    const project = serviceSummaries.find((service) => parseServicePrice(service.price)?.unit === 'project')!;
    const projectQuote = serviceQuote({ serviceTitle: project.title, price: parseServicePrice(project.price)!, hours: 0 });
    await control(page, 'Servicio').selectOption(project.slug);
    await expect(page.locator('.price-breakdown__total')).toContainText('Desde');
    await expect(page.locator('.price-breakdown__total strong')).toHaveText(formatEuros(projectQuote.totalCents));
  });

  test('explains an invalid group size and keeps the other inputs', async ({ page }) => {
    await openTab(page, 'pricing');
    await control(page, 'Horas de formación').fill('12');
    await control(page, 'Número de participantes').fill('0');
    await expect(page.getByText('Indica un número entero de participantes entre 1 y 100.')).toBeVisible();
    await expect(page.getByText('Corrige los datos marcados para ver el desglose.')).toBeVisible();
    await expect(control(page, 'Horas de formación')).toHaveValue('12');
  });
});
