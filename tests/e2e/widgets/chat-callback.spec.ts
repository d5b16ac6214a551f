import { expect, test, type Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { E2E_ADMIN_PASSWORD, E2E_ORIGIN } from '../../playwright.config.ts';
import { expectNoAxeViolations, useStoredTheme } from '../support.ts';
import { storeConsent, waitForWidgets } from './fixtures.ts';

/**
 * "llamadme al 612 345 678" in the assistant, on the site and on a partner's page, against the
 * real server: the call-back form is offered (phone prefilled), nothing is sent before the consent
 * box is ticked, and the lead reaches the team's /admin marked as the chat (and the partner).
 * `*.localhost` is loopback in Chromium and may use http://, so each run has its own partner.
 */
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** Set once the partner page listens: a free port per worker (tests of this file run in parallel). */
let partnerOrigin = '';
/** One phone per test and run: the leads store keeps one call-back per phone every 10 minutes. */
const phoneFor = () => `6${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3');

let partnerSite: Server;

test.beforeAll(async () => {
  partnerSite = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(
      `<!doctype html><html lang="es"><title>Socio</title><h1>Página del socio</h1><script src="${E2E_ORIGIN}/widgets/widgets.js" data-widgets="chat" async></script></html>`,
    );
  });
  await new Promise<void>((resolve) => partnerSite.listen(0, '127.0.0.1', resolve));
  partnerOrigin = `http://llamada-${stamp}.localhost:${(partnerSite.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => partnerSite.close(resolve));
});

async function login(page: Page) {
  await page.goto(`${E2E_ORIGIN}/admin`);
  const leads = page.getByRole('heading', { level: 1, name: 'Leads' });
  await expect(leads.or(page.getByLabel('Tu nombre'))).toBeVisible();
  if (await leads.isVisible()) return;
  await page.getByLabel('Tu nombre').fill('Equipo E2E');
  await page.getByLabel('Contraseña').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
}

/** Asks to be called and opens the form the reply offers; returns the form. */
async function askForCall(page: Page, phone: string) {
  await waitForWidgets(page);
  await page.getByRole('button', { name: /^Abrir el asistente/ }).click();
  const input = page.getByRole('textbox', { name: 'Escribe tu mensaje' });
  await input.fill(`llamadme al ${phone}`);
  await page.keyboard.press('Enter');
  const offer = page.getByRole('log').getByRole('button', { name: 'Pedir que me llamen' });
  await expect(offer).toBeVisible();
  // Offered, not pushed: the focus stays in the composer until the visitor asks for the form.
  await expect(input).toBeFocused();
  await offer.press('Enter');
  const form = page.getByRole('form', { name: 'Te llamamos' });
  await expect(form.getByLabel('Nombre')).toBeFocused();
  await expect(form.getByLabel('Teléfono')).toHaveValue(phone);
  return form;
}

/** The server drops a post faster than 3 s from the form opening as a bot (time trap): a person takes longer. */
const likeAPerson = (page: Page) => page.waitForTimeout(3_000);

async function expectLeadInAdmin(page: Page, name: string, phone: string, partner?: string) {
  await login(page);
  await page.goto(`${E2E_ORIGIN}/admin?q=${encodeURIComponent(name)}`);
  await page.getByRole('link', { name }).click();
  const fields = page.locator('dl.fields');
  await expect(fields).toContainText(`Teléfono${phone}`);
  await expect(fields).toContainText('Franjatarde');
  await expect(fields).toContainText('CanalChat del asistente');
  if (partner) await expect(fields).toContainText(`Socio${partner}`);
  else await expect(fields).not.toContainText('Socio');
}

test.describe('The assistant files a call-back itself', () => {
  test('on the site: consent first, then sent, and the team sees it as a chat lead', async ({ page }) => {
    test.setTimeout(90_000);
    const name = `Lucía ${stamp}`;
    const phone = phoneFor();
    const leadPosts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/leads') && request.method() === 'POST') leadPosts.push(request.postData() ?? '');
    });
    await storeConsent(page);
    await page.goto(`${E2E_ORIGIN}/cursos`);
    const form = await askForCall(page, phone);

    await form.getByLabel('Nombre').fill(name);
    await form.getByLabel('Tarde (13:00-18:00)').check();
    // Without the box: refused in the browser, announced, nothing sent.
    await form.getByRole('button', { name: 'Solicitar llamada' }).click();
    const consent = form.getByRole('checkbox', { name: 'Acepto el tratamiento de mis datos para gestionar mi solicitud' });
    await expect(form.getByRole('alert')).toHaveText('Revisa los campos marcados: faltan datos o alguno no es válido. Lo que has escrito sigue aquí.');
    await expect(consent).toBeFocused();
    await expect(consent).toHaveAttribute('aria-invalid', 'true');
    await expect(consent).toHaveAccessibleDescription(/Marca la casilla/);
    await expect(form).toContainText('Responsable: IA Academy Consultoría y Formación, S.L. Finalidad: llamarte en la franja que elijas.');
    await expect(form.getByRole('link', { name: 'política de privacidad' })).toHaveAttribute('href', '/privacidad');
    expect(leadPosts).toEqual([]);
    await expectNoAxeViolations(page, { include: 'ia-widgets' });

    await consent.check();
    await likeAPerson(page);
    await form.getByRole('button', { name: 'Solicitar llamada' }).click();
    const done = page.getByRole('status').filter({ hasText: '¡Gracias' });
    await expect(done).toHaveText(`¡Gracias, ${name}! Te llamaremos el próximo día laborable por la tarde (13:00-18:00).`);
    await expect(done).toBeFocused();
    expect(leadPosts).toHaveLength(1);
    expect(JSON.parse(leadPosts[0]!)).toMatchObject({ kind: 'callback', source: 'chat', name, phone, slot: 'tarde', acceptTerms: true, page: '/cursos' });

    await expectLeadInAdmin(page, name, phone);
  });

  test('an error keeps what was typed and a retry sends it', async ({ page }) => {
    await storeConsent(page);
    await page.goto(`${E2E_ORIGIN}/`);
    let failNext = true;
    await page.route('**/api/leads', (route) => {
      if (!failNext) return route.fallback();
      failNext = false;
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'Ahora mismo no podemos guardar tu solicitud. Inténtalo de nuevo en unos segundos o escríbenos por WhatsApp, correo o teléfono.',
        }),
      });
    });
    const phone = phoneFor();
    const form = await askForCall(page, phone);
    const name = `Reintento ${stamp}`;
    await form.getByLabel('Nombre').fill(name);
    await form.getByRole('checkbox').check();
    await likeAPerson(page);
    await form.getByRole('button', { name: 'Solicitar llamada' }).click();
    await expect(form.getByRole('alert')).toContainText('Ahora mismo no podemos guardar tu solicitud');
    await expect(form.getByRole('alert')).toContainText('Lo que has escrito sigue aquí.');
    await expect(form.getByLabel('Nombre')).toHaveValue(name);
    await expect(form.getByLabel('Teléfono')).toHaveValue(phone);
    await expect(form.getByRole('checkbox')).toBeChecked();
    await form.getByRole('button', { name: 'Solicitar llamada' }).click();
    await expect(page.getByRole('status').filter({ hasText: '¡Gracias' })).toContainText(name);
  });

  test('fits a 320 px screen, in dark mode too, errors included', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await useStoredTheme(page, 'dark');
    await storeConsent(page);
    await page.goto(`${E2E_ORIGIN}/`);
    const form = await askForCall(page, phoneFor());
    const send = form.getByRole('button', { name: 'Solicitar llamada' });
    await send.scrollIntoViewIfNeeded();
    for (const control of [form.getByLabel('Nombre'), form.getByLabel('Teléfono'), send]) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(320);
    }
    const overflow = await form.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await form.getByLabel('Nombre').fill('');
    await send.click();
    await expect(form.getByRole('alert')).toBeVisible();
    await expect(form.getByLabel('Nombre')).toBeFocused();
    await expect(page.locator('ia-widgets .dock.dark')).toHaveCount(1);
    await expectNoAxeViolations(page, { include: 'ia-widgets' });
  });

  test("on an allowed partner's page: sent through CORS and recorded with the partner's origin", async ({ page }) => {
    test.setTimeout(120_000);
    await login(page);
    await page.goto(`${E2E_ORIGIN}/admin/socios`);
    await page.getByLabel(/^Origen/).fill(partnerOrigin);
    await page.getByLabel('Nombre del socio').fill(`Socio llamada ${stamp}`);
    await page.getByRole('button', { name: 'Añadir socio' }).click();
    await expect(page.getByRole('status')).toContainText(`Socio añadido: ${partnerOrigin}`);

    const name = `Socio Pedro ${stamp}`;
    const phone = phoneFor();
    await storeConsent(page);
    await page.goto(`${partnerOrigin}/`);
    const form = await askForCall(page, phone);
    await form.getByLabel('Nombre').fill(name);
    await form.getByLabel('Tarde (13:00-18:00)').check();
    await form.getByRole('checkbox').check();
    await expect(form.getByRole('link', { name: 'política de privacidad' })).toHaveAttribute('href', `${E2E_ORIGIN}/privacidad`);
    await likeAPerson(page);
    await form.getByRole('button', { name: 'Solicitar llamada' }).click();
    await expect(page.getByRole('status').filter({ hasText: '¡Gracias' })).toContainText(name);

    await expectLeadInAdmin(page, name, phone, partnerOrigin);
  });
});
