import AxeBuilder from '@axe-core/playwright';
import { E2E_ORIGIN } from '../../playwright.config.ts';
import { waitForHydration } from '../support.ts';
import { expect, storeConsent, test, waitForWidgets } from './fixtures.ts';

const dock = 'ia-widgets .dock';

test.describe("Marketers' page /integracion", () => {
  test.beforeEach(async ({ page }) => {
    await storeConsent(page);
    await page.goto(`${E2E_ORIGIN}/integracion`);
    // The launcher is drawn before the page hydrates: a choice made earlier is not the page's yet.
    await waitForHydration(page);
    await waitForWidgets(page);
  });

  test('shows the default tag: the direct URL of all three, with the company number', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lleva el asistente a tu web con una sola etiqueta');
    await expect(page.locator('.integration-code').first()).toHaveText(
      '<script src="https://www.iaacademy.es/widgets/v1/chat-whatsapp-consent.js" async data-whatsapp="34610123456"></script>',
    );
  });

  test('each choice changes the live widgets and the tag, whose URL is that of the chosen widgets', async ({ page }) => {
    await page.getByRole('radio', { name: 'Arriba a la izquierda' }).check();
    await expect(page.locator(dock)).toHaveClass(/v-top h-left/);
    await page.getByRole('radio', { name: 'Asesor de Cursos' }).check();
    await page.getByRole('checkbox', { name: 'Permitir cambiar de asistente' }).uncheck();
    await page.getByRole('checkbox', { name: 'Botón de WhatsApp' }).uncheck();
    await page.getByRole('radio', { name: 'Inglés' }).check();
    await page.getByRole('radio', { name: 'Oscuro' }).check();
    await expect(page.locator(dock)).toHaveClass(/ dark/);
    await expect(page.locator('.integration-code').first()).toHaveText(
      '<script src="https://www.iaacademy.es/widgets/v1/chat-consent.js" async data-position="top-left" data-persona="courses" ' +
        'data-persona-selector="false" data-widgets="chat,consent" data-lang="en" data-theme="dark" data-whatsapp="34610123456"></script>',
    );
    await page.getByRole('button', { name: 'Open the assistant' }).click();
    await expect(page.locator('ia-widgets #chat-title')).toHaveText('Course Advisor');
    await expect(page.getByRole('button', { name: 'Change assistant' })).toHaveCount(0);
  });

  test('copies the exact tag', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E_ORIGIN });
    await page.getByRole('radio', { name: 'Abajo a la izquierda' }).check();
    await page.getByRole('button', { name: 'Copiar etiqueta', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copiado: la etiqueta.' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      '<script src="https://www.iaacademy.es/widgets/v1/chat-whatsapp-consent.js" async data-position="bottom-left" data-whatsapp="34610123456"></script>',
    );
  });

  test('shows the pinned tag of this release with its SRI hash, copied with the keyboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E_ORIGIN });
    const manifest = (await (await fetch(`${E2E_ORIGIN}/widgets/manifest.json`)).json()) as { release: { path: string; integrity: string } };
    const pinned = page.locator('.integration-code', { hasText: 'integrity=' });
    await page.getByRole('radio', { name: 'Asesor de Cursos' }).check();
    const expected =
      `<script src="https://www.iaacademy.es${manifest.release.path}" integrity="${manifest.release.integrity}" ` +
      'crossorigin="anonymous" async data-persona="courses" data-whatsapp="34610123456"></script>';
    await expect(pinned).toHaveText(expected);
    const button = page.getByRole('button', { name: 'Copiar etiqueta fija' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Copiado: la etiqueta fija.' })).toBeVisible();
    await expect(button).toBeFocused();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  });

  test("leaving the page puts the site's own settings back", async ({ page }) => {
    await page.getByRole('radio', { name: 'Arriba a la derecha' }).check();
    await expect(page.locator(dock)).toHaveClass(/v-top h-right/);
    await page.getByRole('link', { name: 'Habla con nuestro equipo' }).click();
    await expect(page).toHaveURL(/\/contacto$/);
    await expect(page.locator(dock)).toHaveClass(/v-bottom h-right/);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`has no axe violations (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(`${E2E_ORIGIN}/integracion`);
      await waitForWidgets(page);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  }
});
