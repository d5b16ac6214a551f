import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, useStoredTheme, waitForHydration, watchConsole } from '../support.ts';

const SLUG = 'etica-inteligencia-artificial';
const TITLE = 'Ética de la inteligencia artificial: del principio a la práctica en tu organización';
const ERROR_TEXT = 'El artículo que estás buscando no existe o ha sido eliminado. Por favor, intenta con otro artículo.';
/** The lazily loaded chunk holding the article's body (one per slug). */
const BODY_CHUNK = new RegExp(`/assets/${SLUG}-[\\w-]+\\.js$`);

async function openArticle(page: Page) {
  await page.goto(`/blog/${SLUG}`);
  await waitForHydration(page);
}

/** Client-side navigation from the list to the article, as a visitor does it. */
async function navigateFromList(page: Page) {
  await page.goto('/blog');
  await waitForHydration(page);
  await page.getByRole('link', { name: TITLE }).click();
}

test.describe('Blog article /blog/{slug}', () => {
  test('shows banner, body, tags, author card, share buttons, back link and sidebar', async ({ page }) => {
    const problems = watchConsole(page);
    await openArticle(page);
    const banner = page.locator('.article-banner');
    await expect(banner.getByRole('link', { name: 'Ética', exact: true })).toHaveAttribute('href', '/blog?category=%C3%89tica');
    await expect(banner.getByRole('link', { name: 'Sociedad' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
    await expect(banner).toContainText('Marta Gil');
    await expect(banner).toContainText('2 de septiembre de 2026');
    await expect(banner).toContainText('11 min de lectura');

    const body = page.getByTestId('article-body');
    await expect(body.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(body.locator('blockquote')).toHaveCount(1);
    await expect(page.locator('.article-tag').first()).toHaveText('#IA responsable');
    await expect(page.getByTestId('author-card')).toContainText('Consultora de Regulación y Gobernanza de IA');
    await expect(page.getByRole('link', { name: 'Volver al Blog' })).toHaveAttribute('href', '/blog');

    const related = page.getByTestId('related-articles');
    await expect(related.getByRole('link')).toHaveCount(1);
    await expect(related.getByRole('link')).toHaveAttribute('href', '/blog/futuro-trabajo-era-ia');
    await expect(page.getByTestId('sidebar-categories').getByRole('link')).toHaveCount(11);
    expect(problems).toEqual([]);
  });

  test('opens external body links in a new tab with nofollow and keeps site links in the same tab', async ({ page }) => {
    await openArticle(page);
    const body = page.getByTestId('article-body');
    const external = body.locator('a[href^="https://eur-lex.europa.eu"]');
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', /nofollow/);
    const internal = body.locator('a[href="/cursos/fundamentos-ia"]');
    await expect(internal).not.toHaveAttribute('target', /.+/);
  });

  test('builds URL-encoded share links from the current page address and the title', async ({ page }) => {
    await page.goto(`/blog/${SLUG}?utm_source=prueba&x=1`);
    await waitForHydration(page);
    const u = encodeURIComponent(page.url());
    const t = encodeURIComponent(TITLE);
    const share = page.locator('.article-share');
    await expect(share.getByRole('link', { name: 'Compartir en Facebook' })).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${u}`);
    await expect(share.getByRole('link', { name: 'Compartir en Twitter' })).toHaveAttribute('href', `https://twitter.com/intent/tweet?url=${u}&text=${t}`);
    await expect(share.getByRole('link', { name: 'Compartir en LinkedIn' })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/shareArticle?mini=true&url=${u}&title=${t}`,
    );
    await expect(share.getByRole('link', { name: 'Compartir en WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`${TITLE} ${page.url()}`)}`,
    );
    await expect(share.getByRole('link', { name: 'Compartir en Facebook' })).toHaveAttribute('target', '_blank');
  });

  test('recomputes article, related articles and share links when the slug changes', async ({ page }) => {
    await openArticle(page);
    await page
      .getByTestId('related-articles')
      .getByRole('link', { name: /El futuro del trabajo/ })
      .click();
    await expect(page).toHaveURL(/\/blog\/futuro-trabajo-era-ia$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^El futuro del trabajo en la era de la IA/);
    await expect(page.getByRole('link', { name: 'Compartir en Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(page.url())}`,
    );
    await expect(page.getByTestId('related-articles').getByRole('link')).toHaveAttribute('href', `/blog/${SLUG}`);
    await expect(page).toHaveTitle(/^El futuro del trabajo/);
  });

  test('copies the page link to the clipboard and confirms with a toast', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openArticle(page);
    await page.getByRole('button', { name: 'Copiar enlace' }).click();
    await expect(page.getByTestId('toast')).toContainText('Enlace copiado');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test('the newsletter form posts a required email to /api/leads (its behaviour: tests/e2e/leads)', async ({ page }) => {
    await openArticle(page);
    const form = page.locator('.newsletter form');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/api/leads');
    const email = form.getByLabel('Correo electrónico');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('required', '');
    await expect(form.locator('input[type="hidden"][name="kind"]')).toHaveValue('newsletter');
  });

  test('answers an unknown slug with HTTP 404 and the not-found card', async ({ page }) => {
    const response = await page.goto('/blog/este-articulo-no-existe');
    expect(response!.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Artículo no encontrado');
    await expect(page.getByTestId('article-error')).toContainText(ERROR_TEXT);
    await page.getByRole('link', { name: 'Volver al Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("lists 'Explora otros artículos' under the not-found card: the first 3, with title and date", async ({ page }) => {
    await page.goto('/blog/este-articulo-no-existe');
    await expect(page.getByRole('heading', { name: 'Explora otros artículos' })).toBeVisible();
    const items = page.locator('.explore-item');
    await expect(items).toHaveCount(3);
    await expect(items.nth(0).getByRole('link')).toHaveAttribute('href', '/blog/introduccion-inteligencia-artificial-empresas');
    await expect(items.nth(2)).toContainText('16 de septiembre de 2026');
  });

  test('shows the loading skeleton while the article loads during client-side navigation', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(BODY_CHUNK, async (route) => {
      await held;
      await route.continue();
    });
    await navigateFromList(page);
    const skeleton = page.getByTestId('article-skeleton');
    await expect(skeleton).toBeVisible();
    await expect(skeleton.locator('.article-skeleton__banner')).toBeVisible();
    await expect(skeleton.locator('.article-skeleton__main')).toBeVisible();
    await expect(skeleton.locator('.article-skeleton__sidebar')).toBeAttached();
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
    await expect(skeleton).toHaveCount(0);
    await expect(page).toHaveTitle(new RegExp(TITLE.slice(0, 20)));
  });

  test('shows the same skeleton while the article page chunk itself loads', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/ArticlePage-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await navigateFromList(page);
    await expect(page.getByTestId('article-skeleton')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  });

  test("shows 'Error al cargar el artículo' and logs it when the article fails to load", async ({ page }) => {
    const problems = watchConsole(page);
    await page.route(BODY_CHUNK, (route) => route.abort());
    await navigateFromList(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error al cargar el artículo');
    await expect(page.getByTestId('article-error')).toContainText(ERROR_TEXT);
    expect(problems.some((line) => line.includes('Error al cargar el artículo'))).toBe(true);
  });

  test('shows the placeholder article when the body is empty', async ({ page }) => {
    await page.route(BODY_CHUNK, (route) => route.fulfill({ contentType: 'text/javascript', body: 'export default "";' }));
    await navigateFromList(page);
    await expect(page.getByTestId('article-placeholder')).toContainText('Este artículo se está actualizando');
  });

  test("replaces body images that are broken or not http(s) with the placeholder 'Imagen no disponible'", async ({ page }) => {
    const body = '<p>Texto</p><p><img alt="Sin origen"></p><p><img src="/images/blog/no-existe.webp" alt="Rota"></p>';
    await page.route(BODY_CHUNK, (route) => route.fulfill({ contentType: 'text/javascript', body: `export default ${JSON.stringify(body)};` }));
    await navigateFromList(page);
    const images = page.getByTestId('article-body').locator('img');
    await expect(images).toHaveCount(2);
    for (const index of [0, 1]) {
      await expect(images.nth(index)).toHaveAttribute('alt', 'Imagen no disponible');
      await expect(images.nth(index)).toHaveAttribute('src', '/images/blog/placeholder.webp');
    }
  });

  test('replaces a prerendered body image that fails to load, and leaves working ones alone', async ({ page }) => {
    await page.route('**/images/blog/figures/**', (route) => route.fulfill({ status: 404, body: '' }));
    await openArticle(page);
    const figure = page.getByTestId('article-body').locator('figure img');
    await figure.scrollIntoViewIfNeeded();
    await expect(figure).toHaveAttribute('alt', 'Imagen no disponible');
    await expect(figure).toHaveAttribute('src', '/images/blog/placeholder.webp');

    await page.unrouteAll();
    await page.goto('/blog/futuro-trabajo-era-ia');
    await waitForHydration(page);
    const working = page.getByTestId('article-body').locator('figure img');
    await working.scrollIntoViewIfNeeded();
    await expect.poll(() => working.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expect(working).toHaveAttribute('src', '/images/blog/figures/futuro-trabajo-era-ia-960.webp');
  });

  test('describes itself with BlogPosting and BreadcrumbList JSON-LD and is listed in sitemap.xml', async ({ page, request }) => {
    await openArticle(page);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = jsonLd.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
    expect(types).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Sesgos, transparencia, privacidad/);

    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const slug of [
      'introduccion-inteligencia-artificial-empresas',
      'machine-learning-aplicaciones-practicas',
      'inteligencia-artificial-educacion',
      SLUG,
      'procesamiento-lenguaje-natural-revolucion',
      'futuro-trabajo-era-ia',
    ]) {
      expect(sitemap).toContain(`/blog/${slug}</loc>`);
    }
    expect(sitemap).not.toContain('/blog/404');
  });

  test('fits a 390 px phone without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openArticle(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no axe violations in the ${theme} theme, loaded and not found`, async ({ page }) => {
      await useStoredTheme(page, theme);
      await openArticle(page);
      if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
      await expectNoAxeViolations(page);
      await page.goto('/blog/este-articulo-no-existe');
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    });
  }
});
