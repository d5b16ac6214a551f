import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, useStoredTheme, waitForHydration, watchConsole } from '../support.ts';

const cards = (page: Page) => page.getByTestId('blog-card');
const search = (page: Page) => page.getByRole('searchbox', { name: 'Buscar artículos' });
const categories = (page: Page) => page.getByRole('navigation', { name: 'Categorías' });

test.describe('Blog list /blog', () => {
  test('shows the title, a search box, every category and six cards with cover, badge, title, excerpt, author and date', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/blog');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ideas y guías sobre inteligencia artificial');
    await expect(search(page)).toBeVisible();
    const links = categories(page).getByRole('link');
    await expect(links).toHaveCount(12);
    await expect(links.first()).toHaveText('Todas las categorías');
    await expect(cards(page)).toHaveCount(6);

    const first = cards(page).first();
    await expect(first.locator('img').first()).toHaveAttribute('width', '960');
    await expect(first.locator('img').first()).toHaveAttribute('srcset', /-480\.webp 480w, .*-960\.webp 960w/);
    await expect(first.locator('.blog-badge')).toHaveText('Inteligencia Artificial');
    await expect(first.getByRole('link')).toHaveAttribute('href', '/blog/introduccion-inteligencia-artificial-empresas');
    await expect(first).toContainText('Qué problemas resuelve de verdad la IA');
    await expect(first).toContainText('Laura Martín');
    await expect(first.locator('time')).toHaveText('14 de octubre de 2026');
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((text) => (JSON.parse(text) as { '@type': string })['@type'])).toEqual(expect.arrayContaining(['Blog', 'ItemList']));
    expect(problems).toEqual([]);
  });

  test('searches title or excerpt, case-insensitive with accents optional, and writes ?q=', async ({ page }) => {
    await page.goto('/blog');
    await waitForHydration(page);
    await search(page).fill('ETICA');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('Ética de la inteligencia artificial');
    await expect(page).toHaveURL(/\/blog\?q=ETICA$/);

    await search(page).fill('mantenimiento predictivo');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('Machine learning en la práctica');
  });

  test('filters by category, combined with the search, and writes ?category=', async ({ page }) => {
    await page.goto('/blog');
    await waitForHydration(page);
    await categories(page).getByRole('link', { name: 'Sociedad' }).click();
    await expect(page).toHaveURL(/\/blog\?category=Sociedad$/);
    await expect(cards(page)).toHaveCount(2);
    await expect(categories(page).getByRole('link', { name: 'Sociedad' })).toHaveAttribute('aria-current', 'true');

    await search(page).fill('trabajo');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('El futuro del trabajo');
    await expect(page).toHaveURL(/\/blog\?q=trabajo&category=Sociedad$/);

    await categories(page).getByRole('link', { name: 'Todas las categorías' }).click();
    await expect(page).toHaveURL(/\/blog\?q=trabajo$/);
    await expect(cards(page)).toHaveCount(1);
  });

  test('reads ?category= and ?q= from a shared link after hydration, with no hydration warning', async ({ page, request }) => {
    const prerendered = await (await request.get('/blog?category=NLP&q=lenguaje')).text();
    expect(prerendered.match(/data-testid="blog-card"/g)).toHaveLength(6);

    const problems = watchConsole(page);
    await page.goto('/blog?category=NLP&q=lenguaje');
    await waitForHydration(page);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('La revolución del procesamiento del lenguaje natural');
    await expect(search(page)).toHaveValue('lenguaje');
    expect(problems).toEqual([]);
  });

  test("shows 'No se encontraron artículos' and 'Ver todos los artículos' clears both filters", async ({ page }) => {
    await page.goto('/blog?category=Ética&q=transformers');
    await waitForHydration(page);
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No se encontraron artículos' })).toBeVisible();
    await page.getByRole('button', { name: 'Ver todos los artículos' }).click();
    await expect(cards(page)).toHaveCount(6);
    await expect(page).toHaveURL(/\/blog$/);
    await expect(search(page)).toHaveValue('');
    await expect(categories(page).getByRole('link', { name: 'Todas las categorías' })).toHaveAttribute('aria-current', 'true');
  });

  test('uses a single column on a 390 px phone and two columns on desktop', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/blog');
    const [a, b] = [await cards(page).nth(0).boundingBox(), await cards(page).nth(1).boundingBox()];
    expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.setViewportSize({ width: 1280, height: 900 });
    const [c, d] = [await cards(page).nth(0).boundingBox(), await cards(page).nth(1).boundingBox()];
    expect(d!.y).toBe(c!.y);
    expect(d!.x).toBeGreaterThan(c!.x + c!.width - 1);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no axe violations in the ${theme} theme`, async ({ page }) => {
      await useStoredTheme(page, theme);
      await page.goto('/blog');
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark).*$/);
      await expectNoAxeViolations(page);
      await page.goto('/blog?q=zzz');
      await expect(page.getByTestId('blog-empty')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
