import { expect, test, type Page } from '@playwright/test';
import { contactServiceOptions, contactTexts } from '../../../site/content/contact.ts';
import { waitForHydration } from '../support.ts';

const form = (page: Page) => page.locator('form.contact-form');
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: false });

async function fillValid(page: Page) {
  await field(page, 'Nombre completo').fill('Ana Martín');
  await field(page, 'Correo electrónico').fill('ana@example.com');
  await field(page, 'Asunto').fill('Formación para mi equipo');
  await field(page, 'Mensaje').fill('Somos doce personas y queremos un curso de IA generativa.');
  await form(page).getByRole('checkbox', { name: contactTexts.termsLabel }).check();
}

test.describe('contact page: message form', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/contacto');
    await waitForHydration(page);
  });

  test('has every field of the spec with the browser-level required marks', async ({ page }) => {
    const required = ['Nombre completo', 'Correo electrónico', 'Asunto', 'Mensaje'];
    for (const label of required) await expect(field(page, label)).toHaveAttribute('required', '');
    for (const label of ['Teléfono', 'Empresa', 'Servicio de interés']) await expect(field(page, label)).not.toHaveAttribute('required');
    await expect(field(page, 'Correo electrónico')).toHaveAttribute('type', 'email');
    const terms = form(page).getByRole('checkbox', { name: contactTexts.termsLabel });
    await expect(terms).toHaveAttribute('required', '');
    await expect(form(page).getByRole('link', { name: 'política de privacidad' })).toHaveAttribute('href', '/privacidad');
    const values = await field(page, 'Servicio de interés').locator('option').evaluateAll((options) =>
      options.map((option) => (option as HTMLOptionElement).value).filter(Boolean),
    );
    expect(values).toEqual(contactServiceOptions.map((option) => option.value));
    await expect(field(page, 'Servicio de interés').locator('option', { hasText: 'Chatbots y asistentes virtuales' })).toHaveCount(1);
  });

  test('an empty submit shows the error banner and focuses the first missing field', async ({ page }) => {
    await form(page).getByRole('button', { name: 'Enviar mensaje' }).click();
    const banner = page.getByRole('alert').filter({ hasText: contactTexts.errorTitle });
    await expect(banner).toContainText(contactTexts.errorText);
    await expect(field(page, 'Nombre completo')).toBeFocused();
    await expect(field(page, 'Nombre completo')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a blank name, email or message is rejected with the banner and nothing typed is lost', async ({ page }) => {
    await fillValid(page);
    await field(page, 'Nombre completo').fill('   ');
    await form(page).getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByRole('alert')).toContainText(contactTexts.errorTitle);
    await expect(field(page, 'Correo electrónico')).toHaveValue('ana@example.com');
    await expect(field(page, 'Mensaje')).toHaveValue('Somos doce personas y queremos un curso de IA generativa.');
    await expect(page.getByText(contactTexts.successTitle)).toHaveCount(0);
  });

  test('the browser still asks for the subject and the terms before sending', async ({ page }) => {
    await fillValid(page);
    await form(page).getByRole('checkbox', { name: contactTexts.termsLabel }).uncheck();
    await form(page).getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByText(contactTexts.successTitle)).toHaveCount(0);
    const missing = await form(page).getByRole('checkbox', { name: contactTexts.termsLabel }).evaluate(
      (input) => (input as HTMLInputElement).validity.valueMissing,
    );
    expect(missing).toBe(true);
  });

  test('success replaces the form, clears the banner, resets the fields and logs the data to the console only', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') posts.push(request.url());
    });
    await form(page).getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByRole('alert')).toContainText(contactTexts.errorTitle);
    await fillValid(page);
    await form(page).getByRole('button', { name: 'Enviar mensaje' }).click();

    const success = page.getByRole('status').filter({ hasText: contactTexts.successTitle });
    await expect(success).toContainText(contactTexts.successText);
    await expect(page.getByRole('heading', { name: contactTexts.successTitle })).toBeFocused();
    await expect(form(page)).toHaveCount(0);
    await expect(page.getByText(contactTexts.errorTitle)).toHaveCount(0);
    expect(logged.some((line) => line.includes('Formulario de contacto'))).toBe(true);
    expect(posts).toEqual([]);

    await page.getByRole('button', { name: 'Enviar otro mensaje' }).click();
    await expect(field(page, 'Nombre completo')).toHaveValue('');
    await expect(field(page, 'Mensaje')).toHaveValue('');
    await expect(form(page).getByRole('checkbox', { name: contactTexts.termsLabel })).not.toBeChecked();
  });
});

test.describe('contact page: call-back form and information', () => {
  test('confirms the call-back with the chosen slot', async ({ page }) => {
    await page.goto('/contacto');
    await waitForHydration(page);
    const callback = page.locator('form.contact-callback');
    await callback.getByLabel('Nombre').fill('Luis');
    await callback.getByLabel('Teléfono').fill('600 111 222');
    await expect(callback.getByRole('radio', { name: 'Mañana (9:00-13:00)' })).toBeChecked();
    await callback.getByRole('radio', { name: 'Tarde (13:00-18:00)' }).check();
    await callback.getByRole('button', { name: 'Solicitar llamada' }).click();
    await expect(page.getByRole('status').filter({ hasText: '¡Gracias, Luis!' })).toContainText('tarde (13:00-18:00)');
  });

  test('shows address, phone, email, hours and social links', async ({ page }) => {
    await page.goto('/contacto');
    const info = page.locator('.contact-info');
    await expect(info).toContainText('Calle de Alcalá, 123');
    await expect(info.getByRole('link', { name: '+34 910 123 456' })).toHaveAttribute('href', 'tel:+34910123456');
    await expect(info.getByRole('link', { name: 'hola@iaacademy.es' })).toHaveAttribute('href', 'mailto:hola@iaacademy.es');
    await expect(info).toContainText('Lunes a viernes, 9:00-18:00');
    await expect(info.locator('.social-links a')).toHaveCount(4);
  });

  test('five FAQs open and close from the keyboard', async ({ page }) => {
    await page.goto('/contacto');
    const faqs = page.locator('.company-faqs details');
    await expect(faqs).toHaveCount(5);
    const first = faqs.first();
    await first.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('open', '');
    await expect(first).toContainText('24 horas laborables');
    await page.keyboard.press('Enter');
    await expect(first).not.toHaveAttribute('open');
  });
});
