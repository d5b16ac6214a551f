import { E2E_ORIGIN } from '../../playwright.config.ts';
import { waitForHydration } from '../support.ts';
import { expect, storeConsent, test, waitForWidgets } from './fixtures.ts';

const dock = 'ia-widgets .dock';

test.describe("The main site's own widgets", () => {
  test("follow the site's theme, even a light choice on a dark system", async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await page.goto(`${E2E_ORIGIN}/`);
    await waitForWidgets(page);
    await expect(page.locator(dock)).toHaveClass(/ light/);
    // The theme toggle only answers once React has hydrated the header.
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Activar modo oscuro' }).click();
    await expect(page.locator(dock)).toHaveClass(/ dark/);
    await page.getByRole('button', { name: 'Activar modo claro' }).click();
    await expect(page.locator(dock)).toHaveClass(/ light/);
  });

  test("follow the site's language switcher live", async ({ page }) => {
    await storeConsent(page);
    await page.goto(`${E2E_ORIGIN}/`);
    await waitForWidgets(page);
    await expect(page.getByRole('button', { name: /^Abrir el asistente/ })).toBeVisible();
    await waitForHydration(page);
    await page.getByTestId('language-button').click();
    await page.locator('#language-menu button[lang="en"]').click();
    await expect(page.getByRole('button', { name: /^Open the assistant/ })).toBeVisible();
  });

  test("use the site's own font, Manrope, through --iaw-font", async ({ page }) => {
    await page.goto(`${E2E_ORIGIN}/`);
    await waitForWidgets(page);
    const font = await page.locator(dock).evaluate((element) => getComputedStyle(element).fontFamily);
    expect(font).toBe(await page.locator('body').evaluate((element) => getComputedStyle(element).fontFamily));
    expect(font).toMatch(/^Manrope, /);
  });
});
