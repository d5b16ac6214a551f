import { expect, test } from '@playwright/test';
import { jobOpenings } from '../../../site/content/careers.ts';
import { caseSectors, caseStudies } from '../../../site/pages/cases/case-studies.ts';
import { waitForHydration } from '../support.ts';

test.describe('case studies /casos-exito', () => {
  test('shows every case study and filters them by sector', async ({ page }) => {
    await page.goto('/casos-exito');
    await waitForHydration(page);
    await expect(page.locator('.case-card')).toHaveCount(caseStudies.length);
    const sector = caseSectors[0]!;
    await page.getByRole('radio', { name: sector, exact: true }).check();
    const expected = caseStudies.filter((study) => study.sector === sector);
    await expect(page.locator('.case-card')).toHaveCount(expected.length);
    await expect(page.locator('.case-card h2')).toHaveText(expected.map((study) => study.client));
    await page.getByRole('radio', { name: 'Todos los sectores' }).check();
    await expect(page.locator('.case-card')).toHaveCount(caseStudies.length);
  });
});

test.describe('careers /careers', () => {
  test('lists the open positions with a way to apply and a spontaneous application', async ({ page }) => {
    await page.goto('/careers');
    await expect(page.locator('.careers-job')).toHaveCount(jobOpenings.length);
    for (const job of jobOpenings) {
      await expect(page.getByRole('heading', { name: job.title })).toBeVisible();
      await expect(page.getByRole('link', { name: `Enviar candidatura para ${job.title}` })).toHaveAttribute('href', /^mailto:/);
    }
    await expect(page.getByRole('link', { name: 'Candidatura espontánea' })).toHaveAttribute('href', /Candidatura%20espont%C3%A1nea/);
    const postings = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(postings.map((text) => JSON.parse(text)['@type']).filter((type) => type === 'JobPosting')).toHaveLength(jobOpenings.length);
  });
});

test.describe('in-company training /cursos/empresas', () => {
  test('is its own page, not a course slug, with a call to action to contact', async ({ page }) => {
    const response = await page.goto('/cursos/empresas');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Formación in company en inteligencia artificial');
    await expect(page.getByRole('link', { name: /Solicitar propuesta/ }).first()).toHaveAttribute('href', '/contacto');
  });
});

test.describe('resources /recursos', () => {
  test('offers guides, blog articles and the tools', async ({ page }) => {
    await page.goto('/recursos');
    await expect(page.locator('.resources-guide')).toHaveCount(3);
    await expect(page.locator('.resources-articles li')).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'Generador de temarios' })).toHaveAttribute('href', '/herramientas-ia?tab=syllabus');
    await expect(page.getByRole('link', { name: 'Calculadora de precios' })).toHaveAttribute('href', '/herramientas-ia?tab=pricing');
  });
});
