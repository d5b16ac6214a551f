import { expect, test } from '@playwright/test';
import { tourScenarios, tourSteps } from '../../../site/content/tour.ts';
import { waitForHydration } from '../support.ts';

test.describe('tour page /tour-ia', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tour-ia');
    await waitForHydration(page);
  });

  test('walks the four steps with the keyboard alone', async ({ page }) => {
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { level: 2 })).toHaveText(tourSteps[0]!.title);
    await page.getByRole('tab', { name: tourSteps[0]!.title }).focus();
    for (const step of tourSteps.slice(1)) {
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name: step.title })).toBeFocused();
      await expect(panel.getByRole('heading', { level: 2 })).toHaveText(step.title);
    }
    await page.keyboard.press('Home');
    await expect(panel.getByRole('heading', { level: 2 })).toHaveText(tourSteps[0]!.title);
    await page.keyboard.press('End');
    await expect(panel).toContainText(`Paso 4 de 4`);
    await expect(panel.getByRole('link', { name: 'Empezar mi diagnóstico' })).toHaveAttribute('href', '/contacto');
  });

  test('the next and previous buttons work from the keyboard', async ({ page }) => {
    const next = page.getByRole('button', { name: 'Paso siguiente' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText(tourSteps[1]!.title);
    await page.getByRole('button', { name: 'Paso anterior' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText(tourSteps[0]!.title);
    await expect(page.getByRole('button', { name: 'Paso anterior' })).toBeDisabled();
  });

  test('shows the chosen scenario example for the current step', async ({ page }) => {
    const [first, second] = tourScenarios;
    await expect(page.locator('.tour-example')).toContainText(first!.examples.analisis);
    await page.getByRole('radio', { name: first!.label }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: second!.label })).toBeChecked();
    await expect(page.locator('.tour-example')).toContainText(second!.examples.analisis);
  });
});
