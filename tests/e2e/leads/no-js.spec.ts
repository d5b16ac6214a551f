import { expect, test, type Page } from '@playwright/test';
import { expectNoneInUrls, recordUrls } from './support.ts';

/* Before hydration, on a slow phone, or with JavaScript off: the forms post natively to
   /api/leads and the server answers 303 to a prerendered thank-you page. */
test.use({ javaScriptEnabled: false });

async function submitAndFollow(page: Page, click: () => Promise<void>) {
  const post = page.waitForRequest((request) => request.method() === 'POST');
  const landing = page.waitForResponse((response) => response.url().includes('/gracias/'));
  await click();
  const request = await post;
  const response = await request.response();
  await landing;
  return { request, status: response!.status() };
}

test.describe('forms without JavaScript', () => {
  test('contact: posts to /api/leads, lands on /gracias/contacto, nothing personal in any URL', async ({ page }) => {
    const urls = recordUrls(page);
    await page.goto('/contacto');
    const form = page.locator('form.contact-form');
    const answers = {
      name: 'Beatriz Sinjs',
      email: 'beatriz.sinjs@example.com',
      phone: '+34 611 222 333',
      subject: 'Curso sin javascript',
      message: 'Mensaje privado escrito sin JavaScript',
    };
    await form.getByLabel('Nombre completo').fill(answers.name);
    await form.getByLabel('Correo electrónico').fill(answers.email);
    await form.getByLabel('Teléfono').fill(answers.phone);
    await form.getByLabel('Asunto').fill(answers.subject);
    await form.getByLabel('Mensaje').fill(answers.message);
    await form.getByRole('checkbox', { name: 'Acepto el tratamiento de mis datos para gestionar mi solicitud' }).check();
    const { request, status } = await submitAndFollow(page, () => form.getByRole('button', { name: 'Enviar mensaje' }).click());

    expect(new URL(request.url()).pathname).toBe('/api/leads');
    expect(request.headers()['content-type']).toContain('application/x-www-form-urlencoded');
    expect(status).toBe(303);
    const sent = new URLSearchParams(request.postData()!);
    expect(Object.fromEntries(sent)).toMatchObject({ kind: 'contact', page: '/contacto', website: '', acceptTerms: 'on', ...answers });
    expect(sent.has('startedAt')).toBe(false);
    await expect(page).toHaveURL(/\/gracias\/contacto$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Mensaje enviado con éxito!');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expectNoneInUrls(urls, Object.values(answers));
  });

  test('contact: the browser itself asks for the fields marked * before posting', async ({ page }) => {
    await page.goto('/contacto');
    let posted = false;
    page.on('request', (request) => (posted ||= request.method() === 'POST'));
    const form = page.locator('form.contact-form');
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    expect(await form.getByLabel('Nombre completo').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await expect(page).toHaveURL(/\/contacto$/);
    expect(posted).toBe(false);
  });

  test('call-back: posts to /api/leads, lands on /gracias/llamada, nothing personal in any URL', async ({ page }) => {
    const urls = recordUrls(page);
    await page.goto('/contacto');
    const form = page.locator('form.contact-callback');
    await form.getByLabel('Nombre').fill('Rodrigo Sinjs');
    await form.getByLabel('Teléfono').fill('622 333 444');
    await form.getByRole('radio', { name: 'Tarde (13:00-18:00)' }).check();
    const { request, status } = await submitAndFollow(page, () => form.getByRole('button', { name: 'Solicitar llamada' }).click());
    expect(status).toBe(303);
    expect(Object.fromEntries(new URLSearchParams(request.postData()!))).toMatchObject({ kind: 'callback', slot: 'tarde', page: '/contacto' });
    await expect(page).toHaveURL(/\/gracias\/llamada$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Gracias! Te llamaremos pronto');
    expectNoneInUrls(urls, ['Rodrigo Sinjs', '622 333 444']);
  });

  test('enrolment: the course page form lands on /gracias/inscripcion', async ({ page }) => {
    const urls = recordUrls(page);
    await page.goto('/cursos/machine-learning-avanzado');
    const form = page.getByRole('form', { name: 'Formulario de inscripción' });
    await form.getByLabel('Nombre completo').fill('Carmen Sinjs');
    await form.getByLabel('Correo electrónico').fill('carmen.sinjs@example.com');
    const { status } = await submitAndFollow(page, () => form.getByRole('button', { name: 'Solicitar plaza' }).click());
    expect(status).toBe(303);
    await expect(page).toHaveURL(/\/gracias\/inscripcion$/);
    expectNoneInUrls(urls, ['Carmen Sinjs', 'carmen.sinjs@example.com']);
  });

  test('newsletter: the article sidebar form lands on /gracias/newsletter (check your inbox)', async ({ page }) => {
    const urls = recordUrls(page);
    await page.goto('/blog/etica-inteligencia-artificial');
    const form = page.locator('.newsletter form');
    await form.getByLabel('Correo electrónico').fill('daniel.sinjs@example.com');
    const { status } = await submitAndFollow(page, () => form.getByRole('button', { name: 'Suscribirme' }).click());
    expect(status).toBe(303);
    await expect(page).toHaveURL(/\/gracias\/newsletter$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Revisa tu correo');
    expectNoneInUrls(urls, ['daniel.sinjs@example.com']);
  });
});
