import { expect, test } from '@playwright/test';
import { company } from '../../../site/content/company.ts';
import { waitForHydration } from '../support.ts';

test.describe('legal pages', () => {
  for (const [link, path, heading] of [
    ['Privacidad', '/privacidad', 'Política de privacidad'],
    ['Aviso legal', '/terminos', 'Aviso legal y condiciones de uso'],
    ['Cookies', '/cookies', 'Política de cookies'],
  ] as const) {
    test(`${path} is reachable from the footer and has its own title`, async ({ page }) => {
      await page.goto('/');
      await waitForHydration(page);
      await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(`${heading} | ${company.brand}`);
    });
  }

  test('/privacidad gives the basic information table first, then the detail', async ({ page }) => {
    await page.goto('/privacidad');
    const basics = page.getByRole('table', { name: 'Información básica sobre protección de datos' });
    for (const row of ['Responsable', 'Finalidad', 'Legitimación', 'Destinatarios', 'Derechos', 'Información adicional']) {
      await expect(basics.getByRole('rowheader', { name: row })).toBeVisible();
    }
    const order = await page.locator('table, h2').evaluateAll((nodes) => nodes.map((node) => node.tagName + ':' + node.textContent));
    const tableAt = order.findIndex((entry) => entry.startsWith('TABLE'));
    const detailAt = order.indexOf('H2:Información detallada');
    expect(tableAt).toBeGreaterThanOrEqual(0);
    expect(detailAt).toBeGreaterThan(tableAt);
    await expect(page.getByRole('main')).toContainText(company.privacyEmail);
  });

  test('/terminos identifies the company as the LSSI requires', async ({ page }) => {
    await page.goto('/terminos');
    const table = page.getByRole('table', { name: 'Datos identificativos del titular' });
    for (const value of [company.legalName, company.taxId, company.registry, company.address.street, company.email]) {
      await expect(table).toContainText(value);
    }
  });

  test('the button on /cookies reopens the consent preferences', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('cookieConsent', 'true');
      localStorage.setItem('cookieSettings', JSON.stringify({ essential: true, analytics: false, marketing: false, preferences: false }));
    });
    await page.goto('/cookies');
    await waitForHydration(page);
    const dialog = page.getByRole('dialog', { name: 'Tu privacidad, tus reglas' });
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: 'Cambiar preferencias de cookies' }).click();
    await expect(dialog).toBeVisible();
  });

  test('the footer button "Preferencias de cookies" reopens them from any page', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('cookieConsent', 'true');
      localStorage.setItem('cookieSettings', JSON.stringify({ essential: true, analytics: true, marketing: true, preferences: true }));
    });
    await page.goto('/nosotros');
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Preferencias de cookies' }).click();
    await expect(page.getByRole('dialog', { name: 'Tu privacidad, tus reglas' })).toBeVisible();
  });
});

test.describe('the /cookies storage table', () => {
  for (const width of [1280, 390]) {
    test(`splits no word over two lines at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/cookies');
      const split = await page.locator('.legal-table--wide').evaluate((table) => {
        const found: string[] = [];
        const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          // The column names on phones are for screen readers only (a 1 px clipped box).
          if (node.parentElement!.closest('thead')?.getBoundingClientRect().width === 1) continue;
          for (const match of node.textContent!.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            // A word on one line has one box per line it sits on: more than one top means it broke.
            const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
            if (tops.size > 1) found.push(match[0]);
          }
        }
        return found;
      });
      expect(split).toEqual([]);
    });
  }
});
