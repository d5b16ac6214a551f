import { expect, test, type Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import { E2E_ADMIN_PASSWORD, E2E_ORIGIN, E2E_PORT } from '../../playwright.config.ts';
import { expectNoAxeViolations } from '../support.ts';

/**
 * The team adds a partner in /admin and the partner's page, another origin served by a server of
 * its own, may then call the assistant from Chromium (CORS); paused and removed, it may not.
 * `*.localhost` is loopback in Chromium and may use http://, so each run has its own partner origin.
 */
const PARTNER_PORT = E2E_PORT + 2;
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const partnerOrigin = `http://socio-${stamp}.localhost:${PARTNER_PORT}`;
const partnerName = `Socio E2E ${stamp}`;

let partnerSite: Server;

test.beforeAll(async () => {
  partnerSite = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end('<!doctype html><html lang="es"><title>Socio</title><h1>Página del socio</h1></html>');
  });
  await new Promise<void>((resolve) => partnerSite.listen(PARTNER_PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => partnerSite.close(resolve));
});

/** A page of the partner's origin asking our assistant from the browser. */
async function partnerAsks(page: Page): Promise<string> {
  await page.goto(`${partnerOrigin}/pagina-del-socio`);
  return page.evaluate(async (api) => {
    try {
      const response = await fetch(`${api}/api/chatbot`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message: '¿Qué cursos tenéis?' }),
      });
      if (!response.ok) return `error ${response.status}`;
      // What the chat widget reports after an answer (widgets/telemetry.ts): a text/plain beacon.
      navigator.sendBeacon(`${api}/api/events`, JSON.stringify({ type: 'chat_outcome', outcome: 'answered', reason: 'answered' }));
      return 'respondido';
    } catch {
      return 'bloqueado';
    }
  }, E2E_ORIGIN);
}

test('a partner added, paused and removed in /admin is allowed and refused by the browser at once', async ({ page }) => {
  test.setTimeout(90_000);
  expect(await partnerAsks(page)).toBe('bloqueado');

  await page.goto(`${E2E_ORIGIN}/admin`);
  await page.getByLabel('Tu nombre').fill('Equipo E2E');
  await page.getByLabel('Contraseña').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('navigation', { name: 'Secciones del panel' }).getByRole('link', { name: 'Socios' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Socios' })).toBeVisible();

  // A bad origin: a Spanish error, tied to the field, and the typed value kept.
  const origin = page.getByLabel(/^Origen/);
  await origin.fill(`socio-${stamp}.example.com/widgets`);
  await page.getByLabel('Nombre del socio').fill(partnerName);
  await page.getByRole('button', { name: 'Añadir socio' }).click();
  await expect(page.getByRole('alert')).toContainText(`Falta el esquema`);
  await expect(origin).toHaveAttribute('aria-invalid', 'true');
  await expect(origin).toHaveAccessibleDescription(/Falta el esquema/);
  await expect(origin).toHaveValue(`socio-${stamp}.example.com/widgets`);
  await expectNoAxeViolations(page);

  await origin.fill(partnerOrigin);
  await page.getByRole('button', { name: 'Añadir socio' }).click();
  await expect(page.getByRole('status')).toContainText(`Socio añadido: ${partnerOrigin}`);
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: partnerName }) });
  await expect(row).toContainText('Activo');
  await expect(row).toContainText('Equipo E2E');
  await expectNoAxeViolations(page);
  expect(await partnerAsks(page)).toBe('respondido');

  // The partner's question, under its own origin on the dashboard.
  const origins = page.getByRole('region', { name: 'Conversiones por origen (últimos 7 días)' });
  const partnerRow = origins.getByRole('row').filter({ has: page.getByRole('rowheader', { name: `${partnerName} ${partnerOrigin}` }) });
  // The beacon leaves when the browser chooses: reload until it has been counted.
  await expect(async () => {
    await page.goto(`${E2E_ORIGIN}/admin/conversiones?dias=7`);
    await expect(partnerRow.getByRole('cell')).toHaveText(['1', '0', '0', '0'], { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(origins.getByRole('rowheader').first()).toContainText('Sitio propio');

  await page.goto(`${E2E_ORIGIN}/admin/socios`);
  await row.getByRole('button', { name: `Pausar a ${partnerName} (${partnerOrigin})` }).click();
  await expect(page.getByRole('status')).toContainText('Socio pausado');
  await expect(row).toContainText('Pausado');
  expect(await partnerAsks(page)).toBe('bloqueado');

  await page.goto(`${E2E_ORIGIN}/admin/socios`);
  await row.getByRole('button', { name: `Reanudar a ${partnerName} (${partnerOrigin})` }).click();
  await expect(row).toContainText('Activo');
  await row.getByRole('link', { name: `Eliminar a ${partnerName} (${partnerOrigin})` }).click();
  await expect(page.getByRole('heading', { level: 2, name: `¿Eliminar a ${partnerName}?` })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Confirmo que quiero eliminar a este socio').check();
  await page.getByRole('button', { name: 'Eliminar socio' }).click();
  await expect(page.getByRole('status')).toContainText(`Socio eliminado: ${partnerOrigin}`);
  await expect(row).toHaveCount(0);
  expect(await partnerAsks(page)).toBe('bloqueado');
});
