import { expect, test, type Page } from '@playwright/test';
import { leadOkMessages } from '../../../site/domain/leads.ts';
import { waitForHydration } from '../support.ts';
import { holdLeads } from '../leads/support.ts';

/**
 * The enrolment form's code downloads only when the visitor comes near it; the prerendered form
 * must be there all along (in the HTML, on screen after hydration) and work from the keyboard.
 */
const PATH = '/cursos/ia-generativa';
const form = (page: Page) => page.getByRole('form', { name: 'Formulario de inscripción' });

test('the prerendered HTML carries the whole enrolment form', async ({ request }) => {
  const html = await (await request.get(PATH)).text();
  expect(html).toMatch(/<form[^>]*aria-label="Formulario de inscripción"/);
  for (const name of ['fullName', 'email', 'phone', 'modality', 'startDate', 'course']) expect(html).toContain(`name="${name}"`);
  expect(html).toContain('Solicitar plaza');
});

test('the form stays on screen, untouched, until its code arrives, then works from the keyboard', async ({ page }) => {
  const formChunks: number[] = [];
  page.on('request', (request) => {
    if (/\/assets\/EnrolmentForm-[\w-]+\.js$/.test(new URL(request.url()).pathname)) formChunks.push(Date.now());
  });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(PATH);
  await waitForHydration(page);
  // Far below the fold: the page is hydrated, the form is still the prerendered one, not blanked.
  await expect(form(page).getByLabel('Nombre completo')).toBeAttached();
  await expect(form(page).getByRole('button', { name: 'Solicitar plaza' })).toBeAttached();
  expect(formChunks).toHaveLength(0);

  // A keyboard visitor: into the reserve box, then Tab to the first field and fill the form in.
  await page.locator('#reserva').focus();
  await page.keyboard.press('Tab');
  await expect(form(page).getByLabel('Nombre completo')).toBeFocused();
  await page.keyboard.type('Ana Pérez');
  await page.keyboard.press('Tab');
  await expect(form(page).getByLabel('Correo electrónico')).toBeFocused();
  await page.keyboard.type('ana@example.com');
  // The form's code came as the visitor reached it, and the form is now React's (own validation).
  await expect.poll(() => formChunks.length).toBe(1);
  await expect.poll(() => form(page).evaluate((element) => (element as HTMLFormElement).noValidate)).toBe(true);
  await expect(form(page).getByLabel('Nombre completo')).toHaveValue('Ana Pérez');

  const held = await holdLeads(page);
  await page.keyboard.press('Enter');
  await expect(form(page).getByRole('button', { name: 'Enviando…' })).toBeDisabled();
  // The button says 'Enviando…' before the request reaches the route that records it.
  await expect.poll(() => held.bodies.length).toBe(1);
  expect(held.bodies[0]).toMatchObject({ kind: 'enrolment', fullName: 'Ana Pérez', email: 'ana@example.com', course: 'ia-generativa' });
  // The time trap counts from when the page became interactive, not from when the form's code
  // arrived: a quick visitor is never taken for a bot.
  expect(held.bodies[0]!.startedAt).toEqual(expect.any(Number));
  expect(held.bodies[0]!.startedAt as number).toBeLessThanOrEqual(formChunks[0]!);
  held.release();
  await expect(page.locator('#reserva').getByRole('status')).toContainText(leadOkMessages.enrolment.title);
  await expect(page.getByRole('heading', { name: leadOkMessages.enrolment.title })).toBeFocused();
});
