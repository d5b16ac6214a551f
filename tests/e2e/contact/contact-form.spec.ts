import { expect, test, type Page } from '@playwright/test';
import { contactServiceOptions, contactTexts } from '../../../site/content/contact.ts';
import { waitForHydration } from '../support.ts';

const form = (page: Page) => page.locator('form.contact-form');
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: false });

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
    await expect(form(page)).toContainText('Responsable: IA Academy Consultoría y Formación, S.L.');
    await expect(form(page)).toHaveAttribute('method', 'post');
    await expect(form(page)).toHaveAttribute('action', '/api/leads');
    const values = await field(page, 'Servicio de interés')
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
    expect(values).toEqual(contactServiceOptions.map((option) => option.value));
    await expect(field(page, 'Servicio de interés').locator('option', { hasText: 'Chatbots y asistentes virtuales' })).toHaveCount(1);
  });
});

test.describe('contact page: call-back form and information', () => {
  test('the call-back form posts name, phone and slot to /api/leads, with its privacy notice', async ({ page }) => {
    await page.goto('/contacto');
    const callback = page.locator('form.contact-callback');
    await expect(callback).toHaveAttribute('method', 'post');
    await expect(callback).toHaveAttribute('action', '/api/leads');
    await expect(callback.getByLabel('Nombre')).toHaveAttribute('name', 'name');
    await expect(callback.getByLabel('Teléfono')).toHaveAttribute('name', 'phone');
    await expect(callback.getByRole('radio', { name: 'Mañana (9:00-13:00)' })).toHaveAttribute('value', 'manana');
    await expect(callback.getByRole('radio', { name: 'Tarde (13:00-18:00)' })).toHaveAttribute('value', 'tarde');
    await expect(callback.locator('input[type="hidden"][name="kind"]')).toHaveValue('callback');
    await expect(callback.getByRole('link', { name: 'política de privacidad' })).toHaveAttribute('href', '/privacidad');
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
