/**
 * A partner's own cookie banner, on a page of another origin: its policy link (data-policy-url),
 * only the categories it uses (data-consent-categories, the rest refused everywhere: storage,
 * Consent Mode v2, parked scripts) and its name (data-owner); bad values are warned exactly once.
 */
import type { Page } from '@playwright/test';
import { E2E_ORIGIN } from '../../playwright.config.ts';
import { ACCEPTED_ALL, expect, storeConsent, test, waitForWidgets, type WidgetsWindow } from './fixtures.ts';

const banner = (page: Page) => page.getByRole('dialog', { name: 'Tu privacidad, tus reglas' });
const parkedRan = (page: Page) => page.evaluate(() => ((window as unknown as { parkedRan?: string[] }).parkedRan ?? []).sort());
const lastGtag = (page: Page) => page.evaluate(() => (window as unknown as { gtagCalls: unknown[][] }).gtagCalls.at(-1));

function collectWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  return warnings;
}

async function showBanner(page: Page) {
  await waitForWidgets(page);
  await page.clock.runFor(2000);
  await expect(banner(page)).toBeVisible();
}

const ACME = {
  'policy-url': 'https://www.acme.example/legal/cookies?from=banner',
  'consent-categories': 'analytics',
  owner: 'Acme & Hijos Formación',
};

test.describe("A partner's own consent banner", () => {
  test('shows its name and its policy, and offers only the categories it uses', async ({ page, openHost }) => {
    const warnings = collectWarnings(page);
    await openHost({ firstVisit: true, clock: true, page: 'consent', attributes: ACME });
    await showBanner(page);
    await expect(banner(page)).toContainText('Este sitio (Acme & Hijos Formación) usa cookies de analítica solo si le das permiso.');
    await expect(banner(page).getByRole('link', { name: 'Política de cookies' })).toHaveAttribute('href', ACME['policy-url']);
    await banner(page).getByRole('button', { name: 'Personalizar' }).click();
    await expect(banner(page).getByRole('switch')).toHaveCount(2);
    await expect(banner(page).getByRole('switch', { name: /Esenciales/ })).toBeChecked();
    await expect(banner(page).getByRole('switch', { name: /Analítica/ })).not.toBeChecked();
    await banner(page).getByRole('button', { name: 'Volver' }).click();

    // 'Aceptar todas' accepts what is offered: marketing and preferences stay refused.
    await banner(page).getByRole('button', { name: 'Aceptar todas' }).click();
    await expect(banner(page)).toHaveCount(0);
    const refusedElsewhere = { essential: true, analytics: true, marketing: false, preferences: false };
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cookieSettings'))) ?? '')).toEqual(refusedElsewhere);
    expect(await page.evaluate(() => (window as unknown as WidgetsWindow).IAWidgets.consent.get())).toEqual(refusedElsewhere);
    expect(await lastGtag(page)).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied', functionality_storage: 'denied' }),
    ]);
    await expect.poll(() => parkedRan(page)).toEqual(['analytics']);
    expect(warnings).toEqual([]);
  });

  test('an earlier choice counts only for the categories offered now', async ({ page, openHost }) => {
    await storeConsent(page, ACCEPTED_ALL);
    await openHost({ firstVisit: true, page: 'consent', attributes: { ...ACME, 'consent-categories': 'necessary, preferences' } });
    await waitForWidgets(page);
    await expect.poll(() => parkedRan(page)).toEqual(['preferences']);
    expect(await page.evaluate(() => (window as unknown as WidgetsWindow).IAWidgets.consent.get())).toEqual({
      essential: true,
      analytics: false,
      marketing: false,
      preferences: true,
    });
    expect(await lastGtag(page)).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied', functionality_storage: 'granted' }),
    ]);
  });

  test('bad values are each warned exactly once and ignored: text only, the main site policy, the known categories', async ({ page, openHost, servers }) => {
    const warnings = collectWarnings(page);
    const owner = '<img src=x onerror="window.pwned=1">Acme';
    await openHost({
      firstVisit: true,
      clock: true,
      attributes: { 'policy-url': 'javascript:alert(1)', owner, 'consent-categories': 'analytics, rastreo' },
    });
    await showBanner(page);
    await expect(banner(page)).toContainText('Con tu permiso usamos cookies de analítica.');
    await expect(banner(page).getByRole('link', { name: 'Política de cookies' })).toHaveAttribute('href', `${servers.cdn}/cookies`);
    expect(await page.locator('ia-widgets img').count()).toBe(0);
    await banner(page).getByRole('button', { name: 'Personalizar' }).click();
    await expect(banner(page).getByRole('switch')).toHaveCount(2);
    await banner(page).getByRole('button', { name: 'Guardar preferencias' }).click();
    await page.clock.runFor(6000);
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    expect(warnings.sort()).toEqual([
      '[IAWidgets] data-consent-categories="analytics, rastreo" no es válido; se usa "analytics".',
      `[IAWidgets] data-owner="${owner}" no es válido (solo texto, sin < ni >, hasta 60 caracteres); el banner no muestra nombre.`,
      `[IAWidgets] data-policy-url="javascript:alert(1)" no es válido; se usa "${servers.cdn}/cookies".`,
    ]);
  });

  test('a name too long for a banner is warned once and left out', async ({ page, openHost }) => {
    const warnings = collectWarnings(page);
    await openHost({ firstVisit: true, clock: true, attributes: { owner: 'Academia '.repeat(8) } });
    await showBanner(page);
    await expect(banner(page)).toContainText('Con tu permiso usamos cookies de analítica, marketing y preferencias.');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('data-owner="Academia Academia');
  });

  test('the main site needs none of them: the original banner, its own /cookies, no warning', async ({ page }) => {
    const warnings = collectWarnings(page);
    await page.clock.install();
    await page.goto(`${E2E_ORIGIN}/`);
    await waitForWidgets(page);
    await page.clock.runFor(2000);
    await expect(banner(page)).toContainText('Con tu permiso usamos cookies de analítica, marketing y preferencias.');
    await expect(banner(page).getByRole('link', { name: 'Política de cookies' })).toHaveAttribute('href', '/cookies');
    expect(warnings.filter((warning) => warning.includes('IAWidgets'))).toEqual([]);
  });
});
