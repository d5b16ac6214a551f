import { expect, test, type Page } from '@playwright/test';
import { leadErrorMessages, leadFieldMessage, leadOkMessages } from '../../../site/domain/leads.ts';
import { waitForHydration } from '../support.ts';
import { answerLeads, expectFallback, holdLeads } from './support.ts';

const callback = (page: Page) => page.locator('form.contact-callback');

test.describe('call-back form with JavaScript', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/contacto');
    await waitForHydration(page);
  });

  test('stores the request, shows it is sending, then confirms with the chosen slot', async ({ page }) => {
    const held = await holdLeads(page);
    await callback(page).getByLabel('Nombre').fill('Luis');
    await callback(page).getByLabel('Teléfono').fill('600 111 222');
    await expect(callback(page).getByRole('radio', { name: 'Mañana (9:00-13:00)' })).toBeChecked();
    await callback(page).getByRole('radio', { name: 'Tarde (13:00-18:00)' }).check();
    await expect(callback(page)).toContainText('Finalidad: llamarte en la franja que elijas');
    await callback(page).getByRole('button', { name: 'Solicitar llamada' }).click();
    await expect(callback(page).getByRole('button', { name: 'Enviando…' })).toBeDisabled();
    // The button says 'Enviando…' before the request reaches the route that records it.
    await expect.poll(() => held.bodies.length).toBe(1);
    expect(held.bodies[0]).toMatchObject({ kind: 'callback', name: 'Luis', phone: '600 111 222', slot: 'tarde', page: '/contacto' });
    held.release();
    const done = page.getByRole('status').filter({ hasText: '¡Gracias, Luis!' });
    await expect(done).toContainText('Te llamaremos el próximo día laborable por la tarde (13:00-18:00).');
    await expect(done.locator('p')).toBeFocused();
  });

  test('a phone with letters is refused on its field before anything is sent', async ({ page }) => {
    const bodies = await answerLeads(page, 201, { id: 'x', message: 'ok' });
    await callback(page).getByLabel('Nombre').fill('Luis');
    await callback(page).getByLabel('Teléfono').fill('llámame');
    await callback(page).getByRole('button', { name: 'Solicitar llamada' }).click();
    await expect(callback(page).getByLabel('Teléfono')).toHaveAccessibleDescription(leadFieldMessage('phone', 'invalid'));
    expect(bodies).toEqual([]);
  });

  test('a 503 offers the other ways and keeps the name and phone', async ({ page }) => {
    await answerLeads(page, 503, { message: leadErrorMessages.unavailable });
    await callback(page).getByLabel('Nombre').fill('Luis');
    await callback(page).getByLabel('Teléfono').fill('600 111 222');
    await callback(page).getByRole('button', { name: 'Solicitar llamada' }).click();
    await expectFallback(page, callback(page));
    await expect(callback(page).getByLabel('Teléfono')).toHaveValue('600 111 222');
    await expect(page.getByText('¡Gracias, Luis!')).toHaveCount(0);
  });
});

const SLUG = 'etica-inteligencia-artificial';
const newsletter = (page: Page) => page.locator('.newsletter');

test.describe('newsletter form with JavaScript', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(`/blog/${SLUG}`);
    await waitForHydration(page);
    // The visitor scrolls to the card: its code loads as it comes near, and React takes it over.
    await newsletter(page).scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        newsletter(page)
          .locator('form')
          .evaluate((form) => (form as HTMLFormElement).noValidate),
      )
      .toBe(true);
  });

  test('asks for a valid email, then asks the visitor to confirm from their inbox (double opt-in)', async ({ page }) => {
    const email = newsletter(page).getByLabel('Correo electrónico');
    const subscribe = newsletter(page).getByRole('button', { name: 'Suscribirme' });
    await subscribe.click();
    await expect(email).toHaveAccessibleDescription(leadFieldMessage('email', 'missing'));
    await email.fill('no-es-un-correo');
    await subscribe.click();
    await expect(email).toHaveAccessibleDescription(leadFieldMessage('email', 'invalid'));
    await expect(newsletter(page).getByRole('status')).toHaveText('');

    const held = await holdLeads(page);
    await email.fill('ana@empresa.es');
    await subscribe.click();
    await expect(newsletter(page).getByRole('button', { name: 'Enviando…' })).toBeDisabled();
    // The button says 'Enviando…' before the request reaches the route that records it.
    await expect.poll(() => held.bodies.length).toBe(1);
    expect(held.bodies[0]).toMatchObject({ kind: 'newsletter', email: 'ana@empresa.es', page: `/blog/${SLUG}` });
    held.release();
    const status = newsletter(page).getByRole('status');
    await expect(status).toContainText(leadOkMessages.newsletter.title);
    await expect(status).toContainText(leadOkMessages.newsletter.text);
    await expect(email).toHaveValue('');
    await expect(page).toHaveURL(new RegExp(`/blog/${SLUG}$`));
    await expect(newsletter(page)).toContainText('Finalidad: enviarte el boletín si confirmas la suscripción');
    await expect(newsletter(page).getByRole('link', { name: 'política de privacidad' })).toHaveAttribute('href', '/privacidad');
  });

  test('a 503 says so and offers the other ways, keeping the address', async ({ page }) => {
    await answerLeads(page, 503, { message: leadErrorMessages.unavailable });
    await newsletter(page).getByLabel('Correo electrónico').fill('ana@empresa.es');
    await newsletter(page).getByRole('button', { name: 'Suscribirme' }).click();
    await expectFallback(page, newsletter(page));
    await expect(newsletter(page).getByLabel('Correo electrónico')).toHaveValue('ana@empresa.es');
    await expect(newsletter(page).getByRole('status')).not.toContainText(leadOkMessages.newsletter.title);
  });
});
