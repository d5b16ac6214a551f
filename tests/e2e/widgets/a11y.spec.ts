import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, mockChatbot, test, waitForWidgets, type WidgetsWindow } from './fixtures.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('ia-widgets').withTags(TAGS).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`)).toEqual([]);
}

/** Each widget state, reached from the one before. */
const STATES: [string, (page: Page) => Promise<void>][] = [
  [
    'launcher, WhatsApp button and tooltip, consent banner',
    async (page) => {
      await page.clock.runFor(5000);
      await expect(page.locator('ia-widgets .wa-tooltip')).toBeVisible();
      await page.evaluate(() => (window as unknown as WidgetsWindow).IAWidgets.consent.show());
      await expect(page.locator('ia-widgets .banner')).toBeVisible();
      // axe schedules its work with timers: from here on, time flows.
      await page.clock.resume();
    },
  ],
  [
    'consent banner, customise view',
    async (page) => {
      await page.getByRole('button', { name: 'Personalizar' }).click();
      await expect(page.getByRole('switch').first()).toBeVisible();
    },
  ],
  [
    'WhatsApp menu open',
    async (page) => {
      await page.getByRole('button', { name: 'Guardar preferencias' }).click();
      await page.getByRole('button', { name: 'Escríbenos por WhatsApp' }).click();
      await expect(page.locator('ia-widgets .wa-menu')).toBeVisible();
    },
  ],
  [
    'chat expanded with a reply, links and sources',
    async (page) => {
      await page.getByRole('button', { name: 'Abrir el asistente' }).click();
      await page.getByRole('textbox', { name: 'Escribe tu mensaje' }).fill('Precios');
      await page.keyboard.press('Enter');
      await expect(page.locator('ia-widgets .sources')).toBeVisible();
    },
  ],
  [
    'chat with the persona dropdown',
    async (page) => {
      await page.getByRole('button', { name: 'Cambiar de asistente' }).click();
      await expect(page.getByRole('group', { name: 'Seleccionar asistente' })).toBeVisible();
    },
  ],
  [
    'chat collapsed',
    async (page) => {
      await page.getByRole('button', { name: 'Contraer la ventana' }).click();
      await expect(page.getByRole('button', { name: 'Expandir la ventana' })).toBeVisible();
    },
  ],
  [
    'chat closed with the unread dot',
    async (page) => {
      await page.getByRole('button', { name: 'Cerrar el asistente' }).click();
      await expect(page.locator('ia-widgets .unread-dot')).toBeVisible();
    },
  ],
];

for (const theme of ['light', 'dark'] as const) {
  test.describe(`Widget accessibility (axe, WCAG 2.2 AA), ${theme} theme`, () => {
    test('every widget state has no violations', async ({ page, openHost }) => {
      // Seven axe runs in one visit.
      test.setTimeout(90_000);
      await mockChatbot(page, {
        body: {
          reply: 'El curso cuesta 1.290 €. Más en /cursos/ia-generativa o https://example.com/guia.',
          sources: [{ title: 'IA Generativa', url: '/cursos/ia-generativa' }],
          mode: 'embedded',
        },
      });
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await openHost({ clock: true });
      await waitForWidgets(page);
      await expect(page.locator('ia-widgets .dock')).toHaveClass(new RegExp(` ${theme}`));
      for (const [name, reach] of STATES) {
        await test.step(name, async () => {
          await reach(page);
          await expectNoViolations(page);
        });
      }
    });

    test('the typing indicator state has no violations', async ({ page, openHost }) => {
      await page.route('**/api/chatbot', (route) => (route.request().method() === 'POST' ? undefined : route.fallback()));
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await openHost({ attributes: { widgets: 'chat' } });
      await waitForWidgets(page);
      await page.getByRole('button', { name: 'Abrir el asistente' }).click();
      await page.getByRole('textbox', { name: 'Escribe tu mensaje' }).fill('Hola');
      await page.keyboard.press('Enter');
      await expect(page.locator('ia-widgets .typing')).toBeVisible();
      await expectNoViolations(page);
    });
  });
}

test.describe('Widget keyboard focus', () => {
  test('is visible on every control reached with Tab', async ({ page, openHost }) => {
    await openHost({ attributes: { widgets: 'chat' } });
    await waitForWidgets(page);
    await page.getByRole('button', { name: 'Abrir el asistente' }).click();
    // The window is fetched on demand: walk back from the composer only once it holds the focus.
    await expect(page.getByRole('textbox', { name: 'Escribe tu mensaje' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    for (let step = 0; step < 4; step += 1) {
      await expect
        .poll(() =>
          page.evaluate(() => {
            const active = document.querySelector('ia-widgets')?.shadowRoot?.activeElement;
            return active ? getComputedStyle(active).outlineStyle + ' ' + getComputedStyle(active).outlineWidth : 'none';
          }),
        )
        .toBe('solid 3px');
      await page.keyboard.press('Shift+Tab');
    }
  });
});
