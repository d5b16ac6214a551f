import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD, E2E_ORIGIN } from '../../playwright.config.ts';
import { expectNoAxeViolations } from '../support.ts';

/**
 * A visitor's journey, then the team's view of it: every step of the journey shows up on the
 * dashboard (and its charts' tables). Unique names per run, so a reused data folder is fine.
 */
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const campaign = `e2e-${stamp}`;
const visitor = { name: `Visitante ${stamp}`, email: `visitante-${stamp}@example.com` };
const question = `¿Cuántos gatos tiene el equipo? Escribidme a ${visitor.email}`;

async function login(page: Page) {
  await page.goto(`${E2E_ORIGIN}/admin`);
  await page.getByLabel('Tu nombre').fill('Equipo E2E');
  await page.getByLabel('Contraseña').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
}

/** A chart's data is its table: open it and read the row. */
async function tableRow(page: Page, caption: string, rowHeader: string) {
  const figure = page.locator('figure.chart').filter({ has: page.locator('figcaption', { hasText: caption }) });
  await figure.locator('summary').click();
  return figure.getByRole('row').filter({ has: page.getByRole('rowheader', { name: rowHeader, exact: true }) });
}

test.describe('The team sees what visitors did', () => {
  test('a journey with a campaign, a WhatsApp click, an unanswered question and a contact lead reaches every panel', async ({ page, context }) => {
    test.setTimeout(120_000);
    await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>wa</title>' }));

    // Landing from a campaign, then a client-side navigation.
    await page.goto(`${E2E_ORIGIN}/?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`);
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await page.getByRole('dialog', { name: 'Tu privacidad, tus reglas' }).getByRole('button', { name: 'Aceptar todas' }).click();
    await page.locator('header').getByRole('link', { name: 'Cursos', exact: true }).first().click();
    await expect(page).toHaveURL(/\/cursos$/);

    // WhatsApp: the floating button, then the pricing option.
    await page.getByRole('button', { name: 'Escríbenos por WhatsApp' }).click();
    const popup = page.waitForEvent('popup');
    await page
      .getByRole('group', { name: '¿En qué podemos ayudarte?' })
      .getByRole('link', { name: /Precios y presupuestos/ })
      .click();
    await (await popup).close();

    // Off-topic for the assistant: it says what it can help with and hands off to a person.
    await page.getByRole('button', { name: /^Abrir el asistente/ }).click();
    await page.getByRole('textbox', { name: 'Escribe tu mensaje' }).fill(question);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('log').locator('.message.ai').last()).toContainText('Solo puedo ayudarte con los cursos, los servicios y el contacto');

    // The contact form's lead, as the form posts it.
    const lead = await page.request.post(`${E2E_ORIGIN}/api/leads`, {
      data: {
        kind: 'contact',
        name: visitor.name,
        email: visitor.email,
        subject: 'Consultoría',
        message: 'Queremos un piloto de IA.',
        acceptTerms: true,
        page: '/contacto',
      },
    });
    expect(lead.status()).toBe(201);

    // The team's view.
    await login(page);
    await expect(page.getByRole('rowheader', { name: visitor.name })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: visitor.name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(visitor.name);
    await page.getByLabel('Nuevo estado').selectOption('contacted');
    await page.getByRole('button', { name: 'Guardar estado' }).click();
    await expect(page.getByRole('status')).toHaveText('Estado guardado.');
    await expect(page.locator('.history')).toContainText('Contactado por Equipo E2E');

    await page.getByRole('link', { name: 'Conversiones' }).click();
    await page.getByRole('link', { name: 'Últimos 7 días' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Conversiones' })).toBeVisible();
    await expect(await tableRow(page, 'Clics a WhatsApp por categoría', 'Precios')).toBeVisible();
    const today = await page.locator('figure.chart').first().locator('tbody tr').last().locator('th').textContent();
    const leadsToday = await tableRow(page, 'Leads por tipo y día', today!);
    expect(Number(await leadsToday.getByRole('cell').first().textContent())).toBeGreaterThanOrEqual(1);
    const chatToday = await tableRow(page, 'Preguntas al asistente', today!);
    expect(Number(await chatToday.getByRole('cell').nth(1).textContent())).toBeGreaterThanOrEqual(1);
    await expect(page.locator('figure.chart [role="img"]')).toHaveCount(3);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Tráfico' }).click();
    await expect(await tableRow(page, 'Visitas por campaña', campaign)).toContainText('newsletter / email');
    await expect(await tableRow(page, 'Páginas vistas por ruta', '/cursos')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Asistente' }).click();
    await expect(page.locator('.groups')).toContainText('¿Cuántos gatos tiene el equipo? Escribidme a [email]');
    await expect(page.locator('.groups')).not.toContainText(visitor.email);
    await expect(await tableRow(page, 'Preguntas sin respuesta directa, por motivo', 'Fuera de tema')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('link', { name: 'Leads' }).click();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page.getByLabel('Contraseña')).toBeVisible();
  });
});
