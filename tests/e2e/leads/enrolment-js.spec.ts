import { expect, test, type Page } from '@playwright/test';
import { leadErrorMessages, leadOkMessages } from '../../../site/domain/leads.ts';
import { waitForHydration } from '../support.ts';
import { answerLeads, expectFallback, holdLeads } from './support.ts';

const form = (page: Page) => page.getByRole('form', { name: 'Formulario de inscripción' });

/** The visitor scrolls to the form: its code loads as it comes near, and React takes it over. */
async function reachForm(page: Page) {
  await waitForHydration(page);
  await form(page).scrollIntoViewIfNeeded();
  await expect.poll(() => form(page).evaluate((element) => (element as HTMLFormElement).noValidate)).toBe(true);
}

async function fill(page: Page) {
  await form(page).getByLabel('Nombre completo').fill('Ana Pérez');
  await form(page).getByLabel('Correo electrónico').fill('ana@example.com');
}

test.describe('enrolment form with JavaScript', () => {
  test('a hybrid-only course offers only Híbrido and its hybrid editions', async ({ page }) => {
    await page.goto('/cursos/machine-learning-avanzado');
    await reachForm(page);
    await expect(form(page).getByLabel('Modalidad').locator('option')).toHaveText(['Híbrido']);
    await expect(form(page).getByLabel('Fecha de inicio').locator('option')).toHaveText([
      '1 de febrero de 2027 · Híbrido (Madrid)',
      '20 de septiembre de 2027 · Híbrido (Madrid)',
    ]);
  });

  test("the dates follow the chosen modality, and the request is stored with the course's own values", async ({ page }) => {
    await page.goto('/cursos/ia-generativa');
    await reachForm(page);
    const modality = form(page).getByLabel('Modalidad');
    const dates = form(page).getByLabel('Fecha de inicio');
    await expect(modality.locator('option')).toHaveText(['Online', 'Presencial (Madrid o Barcelona)']);
    await expect(dates.locator('option')).toHaveText(['25 de enero de 2027 · Online']);
    await modality.selectOption('presencial');
    await expect(dates.locator('option')).toHaveText(['12 de abril de 2027 · Presencial (Madrid)', '7 de junio de 2027 · Presencial (Barcelona)']);
    await dates.selectOption('2027-06-07');
    await fill(page);

    const held = await holdLeads(page);
    await form(page).getByRole('button', { name: 'Solicitar plaza' }).click();
    await expect(form(page).getByRole('button', { name: 'Enviando…' })).toBeDisabled();
    // The button says 'Enviando…' before the request reaches the route that records it.
    await expect.poll(() => held.bodies.length).toBe(1);
    expect(held.bodies[0]).toMatchObject({
      kind: 'enrolment',
      fullName: 'Ana Pérez',
      email: 'ana@example.com',
      modality: 'presencial',
      startDate: '2027-06-07',
      course: 'ia-generativa',
      page: '/cursos/ia-generativa',
    });
    held.release();
    const done = page.locator('#reserva').getByRole('status');
    await expect(done).toContainText(leadOkMessages.enrolment.title);
    await expect(done).toContainText('IA Generativa');
    await expect(done).toContainText('7 de junio de 2027 · Presencial (Barcelona)');
    await expect(page.getByRole('heading', { name: leadOkMessages.enrolment.title })).toBeFocused();
    await expect(page.getByTestId('toast')).toHaveCount(0);
  });

  test('keeps WhatsApp as a second way, with the course, modality and date but nothing personal', async ({ page }) => {
    await page.goto('/cursos/implementacion-gpt4');
    await reachForm(page);
    await fill(page);
    const link = form(page).getByRole('link', { name: 'Prefiero reservar por WhatsApp' });
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^https:\/\/wa\.me\/34610123456\?text=/);
    const text = new URL(href).searchParams.get('text')!;
    expect(text).toContain('Hola, quiero reservar plaza en el curso "Implementación de GPT-4 en la empresa".');
    expect(text).toContain('Modalidad: Online');
    expect(text).toContain('Fecha de inicio: 11 de enero de 2027 · Online');
    expect(href).not.toContain('ana');
    await expect(link).toHaveAttribute('target', '_blank');
  });

  test('the required fields are asked for before anything is sent', async ({ page }) => {
    const bodies = await answerLeads(page, 201, { id: 'x', message: 'ok' });
    await page.goto('/cursos/implementacion-gpt4');
    await reachForm(page);
    await form(page).getByRole('button', { name: 'Solicitar plaza' }).click();
    await expect(form(page).getByLabel('Nombre completo')).toBeFocused();
    await expect(form(page).getByLabel('Nombre completo')).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
  });

  test('no success unless the server stored it: a 503 shows the reason and the other ways', async ({ page }) => {
    await answerLeads(page, 503, { message: leadErrorMessages.unavailable });
    await page.goto('/cursos/implementacion-gpt4');
    await reachForm(page);
    await fill(page);
    await form(page).getByRole('button', { name: 'Solicitar plaza' }).click();
    await expectFallback(page, form(page));
    await expect(page.getByText(leadOkMessages.enrolment.title)).toHaveCount(0);
    await expect(page.getByTestId('toast')).toHaveCount(0);
    await expect(form(page).getByLabel('Nombre completo')).toHaveValue('Ana Pérez');
  });
});
