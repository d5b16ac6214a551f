import { expect, test, type Page } from '@playwright/test';
import { contactTexts } from '../../../site/content/contact.ts';
import { leadErrorMessages, leadFieldMessage } from '../../../site/domain/leads.ts';
import { expectNoAxeViolations, waitForHydration, watchConsole } from '../support.ts';
import { answerLeads, expectFallback, holdLeads } from './support.ts';

const form = (page: Page) => page.locator('form.contact-form');
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: false });
const send = (page: Page) => form(page).getByRole('button', { name: 'Enviar mensaje' }).click();

async function fillValid(page: Page) {
  await field(page, 'Nombre completo').fill('Ana Martín');
  await field(page, 'Correo electrónico').fill('ana@example.com');
  await field(page, 'Teléfono').fill('+34 600 111 222');
  await field(page, 'Asunto').fill('Formación para mi equipo');
  await field(page, 'Servicio de interés').selectOption('formacion');
  await field(page, 'Mensaje').fill('Somos doce personas y queremos un curso de IA generativa.');
  await form(page).getByRole('checkbox', { name: contactTexts.termsLabel }).check();
}

test.describe('contact form with JavaScript', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/contacto');
    await waitForHydration(page);
  });

  test("an empty submit shows the spec's banner, each field's message, and focuses the first", async ({ page }) => {
    await send(page);
    const banner = form(page).getByRole('alert');
    await expect(banner).toContainText(contactTexts.errorTitle);
    await expect(banner).toContainText(contactTexts.errorText);
    await expect(field(page, 'Nombre completo')).toBeFocused();
    await expect(field(page, 'Nombre completo')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Nombre completo')).toHaveAccessibleDescription(leadFieldMessage('name', 'missing'));
    await expect(field(page, 'Mensaje')).toHaveAccessibleDescription(leadFieldMessage('message', 'missing'));
    await expect(form(page)).toContainText(leadFieldMessage('acceptTerms', 'missing'));
    await field(page, 'Nombre completo').fill('Ana');
    await expect(field(page, 'Nombre completo')).not.toHaveAttribute('aria-invalid');
  });

  test('a malformed email is named on its field and nothing typed is lost', async ({ page }) => {
    await fillValid(page);
    await field(page, 'Correo electrónico').fill('ana@empresa');
    await send(page);
    await expect(form(page).getByRole('alert')).toContainText(leadErrorMessages.invalid);
    await expect(field(page, 'Correo electrónico')).toHaveAccessibleDescription(leadFieldMessage('email', 'invalid'));
    await expect(field(page, 'Correo electrónico')).toBeFocused();
    await expect(field(page, 'Mensaje')).toHaveValue('Somos doce personas y queremos un curso de IA generativa.');
  });

  test("sends JSON to /api/leads, shows the sending state, then the spec's success text", async ({ page }) => {
    const problems = watchConsole(page);
    const held = await holdLeads(page);
    await fillValid(page);
    await send(page);
    const button = form(page).getByRole('button', { name: 'Enviando…' });
    await expect(button).toBeDisabled();
    await expect(form(page)).toHaveAttribute('aria-busy', 'true');
    await expect(form(page).getByRole('status')).toHaveText('Enviando tu solicitud…');
    // The button says 'Enviando…' before the request reaches the route that records it.
    await expect.poll(() => held.bodies.length).toBe(1);
    expect(held.bodies[0]).toMatchObject({
      kind: 'contact',
      name: 'Ana Martín',
      email: 'ana@example.com',
      phone: '+34 600 111 222',
      subject: 'Formación para mi equipo',
      service: 'formacion',
      acceptTerms: true,
      website: '',
      page: '/contacto',
      consentVersion: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      startedAt: expect.any(Number),
    });
    held.release();

    const success = page.getByRole('status').filter({ hasText: contactTexts.successTitle });
    await expect(success).toContainText(contactTexts.successText);
    await expect(page.getByRole('heading', { name: contactTexts.successTitle })).toBeFocused();
    await expect(form(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Enviar otro mensaje' }).click();
    await expect(field(page, 'Nombre completo')).toHaveValue('');
    await expect(form(page).getByRole('checkbox', { name: contactTexts.termsLabel })).not.toBeChecked();
    await send(page);
    await expect(form(page).getByRole('alert')).toContainText(contactTexts.errorText);
    expect(problems).toEqual([]);
  });

  test("shows the server's per-field errors on the fields", async ({ page }) => {
    await answerLeads(page, 400, { message: leadErrorMessages.invalid, errors: { email: 'Este correo no admite mensajes.' } });
    await fillValid(page);
    await send(page);
    await expect(field(page, 'Correo electrónico')).toHaveAccessibleDescription('Este correo no admite mensajes.');
    await expect(field(page, 'Correo electrónico')).toBeFocused();
    await expect(form(page).getByRole('alert')).toContainText(leadErrorMessages.invalid);
    await expect(page.getByText(contactTexts.successTitle)).toHaveCount(0);
  });

  test('when the server is unavailable (503) it says so, keeps everything typed and offers WhatsApp, email and phone', async ({ page }) => {
    const bodies = await answerLeads(page, 503, { message: leadErrorMessages.unavailable }, { 'retry-after': '5' });
    await fillValid(page);
    await send(page);
    await expectFallback(page, form(page));
    await expect(form(page).getByRole('alert')).toContainText(leadErrorMessages.unavailable);
    await expect(page.getByText(contactTexts.successTitle)).toHaveCount(0);
    await expect(field(page, 'Mensaje')).toHaveValue('Somos doce personas y queremos un curso de IA generativa.');
    await expect(form(page).getByRole('checkbox', { name: contactTexts.termsLabel })).toBeChecked();
    await expect(form(page).getByRole('button', { name: 'Enviar mensaje' })).toBeEnabled();
    expect(bodies).toHaveLength(1);
  });

  test('a dropped connection and a rate limit are explained too', async ({ page }) => {
    await page.route('**/api/leads', (route) => route.abort('connectionreset'));
    await fillValid(page);
    await send(page);
    await expect(form(page).getByRole('alert')).toContainText(leadErrorMessages.network);
    await page.unroute('**/api/leads');
    await answerLeads(page, 429, { message: 'x' }, { 'retry-after': '40' });
    await send(page);
    await expect(form(page).getByRole('alert')).toContainText(leadErrorMessages.rateLimited(40));
  });

  test('the error and failure states pass axe (WCAG 2.2 AA), in light and dark', async ({ page }) => {
    test.slow(); // three axe runs
    await send(page);
    await expect(form(page).getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page, { include: 'form.contact-form' });
    await answerLeads(page, 503, { message: leadErrorMessages.unavailable });
    await fillValid(page);
    await send(page);
    await expect(form(page).locator('.lead-failure')).toBeVisible();
    await expectNoAxeViolations(page, { include: 'form.contact-form' });
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'));
    await expectNoAxeViolations(page, { include: 'form.contact-form' });
  });
});
