import { expect, test } from '@playwright/test';

test.describe('the home hero on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows the picture in the first screen with the heading and both actions, its box kept before it loads', async ({ page }) => {
    // The picture never arrives: its box must already hold its place.
    await page.route('**/images/hero/hero.svg', (route) => route.abort());
    await page.goto('/');
    const firstScreen = (box: { y: number; height: number } | null) => !!box && box.y >= 0 && box.y + box.height <= 844;

    const picture = page.locator('.hero__visual');
    const box = await picture.boundingBox();
    expect(box!.width).toBeGreaterThan(300);
    expect(box!.height).toBeGreaterThan(100);
    expect(firstScreen(box)).toBe(true);
    for (const target of [
      page.getByRole('heading', { level: 1 }),
      page.getByRole('link', { name: 'Empezar Ahora' }),
      page.getByRole('link', { name: 'Ver Cursos' }).first(),
    ]) {
      expect(firstScreen(await target.boundingBox())).toBe(true);
    }
  });
});
