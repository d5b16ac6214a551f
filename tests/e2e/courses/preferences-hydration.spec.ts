import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support.ts';

/**
 * A visitor's stored theme or language, or a dark system, is applied after hydration. Applying it
 * must not re-render the page's parts that are still waiting for their code: React would then drop
 * their prerendered HTML and the testimonials, questions, related courses and the enrolment form
 * would vanish from the page.
 */
const PATH = '/cursos/fundamentos-ia';
const visitors: { name: string; colorScheme: 'light' | 'dark'; stored: Record<string, string> }[] = [
  { name: 'a dark system', colorScheme: 'dark', stored: {} },
  { name: 'a stored light theme', colorScheme: 'light', stored: { theme: 'light' } },
  { name: 'a stored dark theme', colorScheme: 'light', stored: { theme: 'dark' } },
  { name: 'a stored English choice', colorScheme: 'light', stored: { language: 'en' } },
];

for (const visitor of visitors) {
  test(`with ${visitor.name}, the course page keeps every prerendered part after hydration`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: visitor.colorScheme });
    await page.addInitScript((stored: Record<string, string>) => {
      for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
    }, visitor.stored);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(PATH);
    await waitForHydration(page);
    for (const id of ['opiniones-titulo', 'reserva']) await expect(page.locator(`#${id}`)).toBeAttached();
    await expect(page.getByRole('form', { name: 'Formulario de inscripción' })).toBeAttached();
    // Scrolled to, each part gets its code and stays.
    await page.locator('#opiniones-titulo').scrollIntoViewIfNeeded();
    await expect(page.locator('#opiniones-titulo')).toBeVisible();
    await page.getByRole('form', { name: 'Formulario de inscripción' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('form', { name: 'Formulario de inscripción' }).getByLabel('Nombre completo')).toBeVisible();
  });
}
