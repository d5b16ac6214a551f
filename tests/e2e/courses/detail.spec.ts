import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, useStoredTheme, waitForHydration, watchConsole } from '../support.ts';

/** Tabs work only once hydrated: every panel is in the prerendered HTML, but hidden. */
const openTab = async (page: Page, name: string) => {
  await waitForHydration(page);
  await page.getByRole('tab', { name }).click();
  return page.getByRole('tabpanel', { name });
};

test.describe('/cursos/{slug}', () => {
  test('shows level, format, duration, title, description, tags and students in the hero', async ({ page }) => {
    const problems = watchConsole(page);
    const response = await page.goto('/cursos/fundamentos-ia');
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    const hero = page.locator('.course-hero');
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Fundamentos de Inteligencia Artificial');
    await expect(hero.locator('.course-hero__facts')).toContainText('Principiante');
    await expect(hero.locator('.course-hero__facts')).toContainText('Online en directo');
    await expect(hero.locator('.course-hero__facts')).toContainText('6 semanas');
    await expect(hero.getByRole('list', { name: 'Etiquetas' }).getByRole('listitem')).toHaveText(['IA', 'Fundamentos', 'Empresa', 'Sin programación']);
    await expect(hero).toContainText('1240 estudiantes ya matriculados');
    await expect(hero.locator('img.course-hero__image')).toHaveAttribute('srcset', /640w.*1280w/);
    await expect(page.getByTestId('course-stat-tiles')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test("defaults the format to 'Online / Presencial' and the students to '+120'", async ({ page }) => {
    await page.goto('/cursos/ia-generativa');
    await expect(page.locator('.course-hero__facts')).toContainText('Online / Presencial');
    await page.goto('/cursos/implementacion-gpt4');
    await expect(page.locator('.course-hero')).toContainText('+120 estudiantes ya matriculados');
  });

  test("'Inscribirme' scrolls to the enrolment box and focuses it", async ({ page }) => {
    await page.goto('/cursos/machine-learning-avanzado');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Inscribirme' }).click();
    const box = page.locator('#reserva');
    await expect(box).toBeFocused();
    await expect(box).toBeInViewport();
  });

  test("'Más información' goes to /contacto", async ({ page }) => {
    await page.goto('/cursos/machine-learning-avanzado');
    await expect(page.getByRole('link', { name: /^Más información/ })).toHaveAttribute('href', '/contacto');
  });

  test("opens on 'Descripción' and moves through the tabs with the keyboard", async ({ page }) => {
    await page.goto('/cursos/fundamentos-ia');
    await waitForHydration(page);
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['Descripción', 'Programa', 'Docentes']);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Programa' })).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: 'Programa' })).toBeVisible();
    await page.keyboard.press('End');
    await expect(page.getByRole('tabpanel', { name: 'Docentes' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Descripción' })).toHaveAttribute('aria-selected', 'true');
  });

  test('describes the course with duration, modality and official certification tiles', async ({ page }) => {
    await page.goto('/cursos/machine-learning-avanzado');
    const panel = page.getByRole('tabpanel', { name: 'Descripción' });
    await expect(panel).toContainText('Para quien ya entrena modelos');
    await expect(panel.locator('.course-facts dd')).toHaveText(['12 semanas', 'Híbrido (online y Madrid)', 'Certificado oficial de IA Academy']);
  });

  test("defaults the modality to 'Online / Presencial en Madrid' and says 'No incluye certificación'", async ({ page }) => {
    await page.goto('/cursos/ia-generativa');
    const facts = page.getByRole('tabpanel', { name: 'Descripción' }).locator('.course-facts dd');
    await expect(facts).toHaveText(['8 semanas', 'Online / Presencial en Madrid', 'No incluye certificación']);
  });

  test('falls back to a default text with audience, prerequisites and learning outcomes', async ({ page }) => {
    await page.goto('/cursos/nlp-transformers');
    const panel = page.getByRole('tabpanel', { name: 'Descripción' });
    await expect(panel).toContainText('Un programa práctico de 10 semanas');
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText(['¿A quién va dirigido?', 'Requisitos previos', 'Lo que aprenderás']);
    await expect(panel).toContainText('Construir buscadores semánticos con embeddings');
  });

  test("numbers the modules 'Módulo n: title' with their duration, description and topics", async ({ page }) => {
    await page.goto('/cursos/machine-learning-avanzado');
    const panel = await openTab(page, 'Programa');
    const modules = panel.locator('.course-module');
    await expect(modules).toHaveCount(8);
    await expect(modules.first().getByRole('heading')).toHaveText('Módulo 1: Repaso intensivo y preparación del entorno');
    await expect(modules.first().locator('.course-module__duration')).toHaveText('6 horas');
    await expect(modules.first()).toContainText('Validación cruzada');
    await expect(panel).toContainText('Metodología:');
  });

  test("gives a module without duration '5 horas'", async ({ page }) => {
    await page.goto('/cursos/ia-generativa');
    const panel = await openTab(page, 'Programa');
    await expect(panel.locator('.course-module__duration')).toHaveText(['6 horas', '8 horas', '8 horas', '5 horas', '13 horas']);
  });

  test("uses the default 5-module syllabus of '8 horas' each when the course has none", async ({ page }) => {
    await page.goto('/cursos/nlp-transformers');
    const panel = await openTab(page, 'Programa');
    await expect(panel.locator('.course-module__duration')).toHaveText(Array(5).fill('8 horas'));
    await expect(panel.locator('.course-module h3').first()).toHaveText('Módulo 1: Fundamentos y puesta en marcha');
    await expect(panel).toContainText('Metodología:');
  });

  test('presents instructor cards with avatar or initial, name, role and bio', async ({ page }) => {
    await page.goto('/cursos/fundamentos-ia');
    const panel = await openTab(page, 'Docentes');
    const cards = panel.locator('.course-instructor');
    await expect(cards).toHaveCount(2);
    await expect(cards.first().locator('img.course-instructor__avatar')).toHaveAttribute('src', '/images/courses/instructors/laura-mendez-144.webp');
    const avatar = cards.first().locator('img');
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(144);
    await expect(cards.nth(1).locator('.course-instructor__initial')).toHaveText('C');
    await expect(cards.first().getByRole('heading')).toHaveText('Laura Méndez');
    await expect(cards.first()).toContainText('Científica de datos y docente principal');
    await expect(cards.first()).toContainText('Doctora en Informática');
  });

  test('presents four default instructors when the course names none', async ({ page }) => {
    await page.goto('/cursos/ia-generativa');
    const panel = await openTab(page, 'Docentes');
    await expect(panel.locator('.course-instructor h3')).toHaveText(['Laura Méndez', 'Javier Ortega', 'Marta Soler', 'Daniel Ruiz']);
  });

  test('shows four student testimonials with 5 stars and five FAQs below the tabs', async ({ page }) => {
    await page.goto('/cursos/fundamentos-ia');
    const testimonials = page.locator('.course-testimonial');
    await expect(testimonials).toHaveCount(4);
    for (const testimonial of await testimonials.all()) {
      await expect(testimonial).toContainText('5 de 5 estrellas');
      await expect(testimonial.locator('.stars svg')).toHaveCount(5);
    }
    await expect(page.locator('.detail-shell__main details.faq-item')).toHaveCount(5);
  });

  test("prices the place as '{price}€' with the original price struck through and the rounded discount", async ({ page }) => {
    await page.goto('/cursos/machine-learning-avanzado');
    const box = page.locator('#reserva');
    await expect(box.getByRole('heading', { level: 2 })).toHaveText('Reserva tu plaza');
    await expect(box.getByTestId('course-price')).toHaveText('1490€');
    await expect(box.locator('del')).toHaveText('Precio anterior: 1790€');
    await expect(box.locator('.discount-label')).toHaveText('-17%');
    await page.goto('/cursos/fundamentos-ia');
    await expect(page.locator('#reserva del')).toHaveCount(0);
    await expect(page.locator('#reserva .discount-label')).toHaveCount(0);
  });

  test('offers the enrolment form with the fields of the spec, posting to /api/leads (its behaviour: tests/e2e/leads)', async ({ page }) => {
    await page.goto('/cursos/nlp-transformers');
    const form = page.getByRole('form', { name: 'Formulario de inscripción' });
    for (const label of ['Nombre completo', 'Correo electrónico', 'Teléfono', 'Modalidad', 'Fecha de inicio']) {
      await expect(form.getByLabel(label)).toBeVisible();
    }
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/api/leads');
    await expect(form.locator('input[type="hidden"][name="course"]')).toHaveValue('nlp-transformers');
    await expect(form.getByLabel('Modalidad').locator('option')).toHaveText(['Online']);
    await expect(form.getByLabel('Fecha de inicio').locator('option')).toHaveText(['15 de febrero de 2027 · Online', '4 de octubre de 2027 · Online']);
    await expect(form.getByRole('link', { name: 'política de privacidad' })).toHaveAttribute('href', '/privacidad');
  });

  test("lists up to 3 'Cursos relacionados' of the same level or sharing a tag", async ({ page }) => {
    await page.goto('/cursos/implementacion-gpt4');
    const related = page.locator('.related-courses a');
    const hrefs = await related.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(['/cursos/fundamentos-ia', '/cursos/nlp-transformers', '/cursos/ia-generativa']);
    await expect(page.getByRole('heading', { name: 'Cursos relacionados' })).toBeVisible();
  });

  test("links 'Ver todos los cursos' to /cursos", async ({ page }) => {
    await page.goto('/cursos/nlp-transformers');
    await expect(page.getByRole('link', { name: 'Ver todos los cursos' })).toHaveAttribute('href', '/cursos');
  });

  test('declares a Course with offers and provider, and a BreadcrumbList', async ({ page }) => {
    await page.goto('/cursos/machine-learning-avanzado');
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const items = blocks.flatMap((block) => [JSON.parse(block)].flat()) as Record<string, unknown>[];
    expect(items.find((item) => item['@type'] === 'Course')).toMatchObject({
      name: 'Machine Learning Avanzado',
      offers: { price: 1490, priceCurrency: 'EUR' },
      provider: { name: 'IA Academy' },
    });
    expect(items.some((item) => item['@type'] === 'BreadcrumbList')).toBe(true);
  });

  test("answers an unknown course with HTTP 404 and 'Curso no encontrado'", async ({ page }) => {
    const response = await page.goto('/cursos/no-existe');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Curso no encontrado');
    await expect(page.getByText('El curso que estás buscando no existe o ha sido eliminado.')).toBeVisible();
    await page.getByRole('link', { name: 'Volver a los cursos' }).click();
    await expect(page).toHaveURL(/\/cursos$/);
  });

  test("lists the catalogue's courses under the not-found card, as the 404 and the missing article do", async ({ page }) => {
    await page.goto('/cursos/no-existe');
    const list = page.getByRole('region', { name: 'Nuestros cursos' });
    await expect(list.getByRole('link')).toHaveCount(5);
    await list.getByRole('link', { name: 'NLP con Transformers' }).click();
    await expect(page).toHaveURL(/\/cursos\/nlp-transformers$/);
  });

  test('leaves /cursos/empresas to the in-company training page', async ({ page }) => {
    const response = await page.goto('/cursos/empresas');
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('course-not-found')).toHaveCount(0);
  });

  test('shows a loading state while the page chunk loads on client-side navigation', async ({ page }) => {
    await page.goto('/cursos');
    await waitForHydration(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/CourseDetailPage[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('link', { name: 'Machine Learning Avanzado', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Cargando el curso…' })).toBeAttached();
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Machine Learning Avanzado');
  });

  test('downloads the details of its own course only', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    await page.goto('/cursos/nlp-transformers');
    await waitForHydration(page);
    await expect(page.getByRole('tab', { name: 'Programa' })).toBeVisible();
    const details = scripts.filter((path) => /\/assets\/(nlp-transformers|fundamentos-ia|ia-generativa)-[^/]*\.js$/.test(path));
    expect(details).toEqual([expect.stringMatching(/\/assets\/nlp-transformers-[^/]*\.js$/)]);
  });

  test("says 'Error al cargar el curso' when the course's details fail to load", async ({ page }) => {
    await page.goto('/cursos');
    await waitForHydration(page);
    const log = watchConsole(page);
    await page.route(/\/assets\/machine-learning-avanzado-[^/]*\.js$/, (route) => route.abort());
    await page.getByRole('link', { name: 'Machine Learning Avanzado', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error al cargar el curso');
    await expect(page.getByTestId('course-error').getByRole('link')).toHaveAttribute('href', '/cursos');
    expect(log.length).toBeGreaterThan(0);
  });

  test('fits a 390 px screen without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/cursos/implementacion-gpt4');
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no axe violations in the ${theme} theme, found and not found`, async ({ page }) => {
      await useStoredTheme(page, theme);
      await page.goto('/cursos/ia-generativa');
      await waitForHydration(page);
      await expectNoAxeViolations(page);
      await page.getByRole('tab', { name: 'Programa' }).click();
      await expectNoAxeViolations(page);
      await page.goto('/cursos/no-existe');
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    });
  }
});
