/**
 * The site's first screen sells: once the floating elements have appeared (fake clock through
 * the 2 s banner and the 5 s WhatsApp button), nothing floating covers a page's heading or its
 * primary call to action, for a first visit (banner) and a returning one (buttons and tooltip).
 */
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { E2E_ORIGIN } from '../../playwright.config.ts';
import { installPausedClock } from '../support.ts';
import { ACCEPTED_ALL, CLOCK_START, expect, storeConsent, test } from './fixtures.ts';

const SIZES = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 720 },
];

/** Each main route and the action the page is built around. */
const ROUTES: [string, (page: Page) => Locator][] = [
  ['/', (page) => page.getByRole('link', { name: 'Empezar Ahora' })],
  ['/cursos', (page) => page.locator('main input').first()],
  ['/cursos/ia-generativa', (page) => page.getByRole('link', { name: /^Inscribirme/ }).first()],
  ['/servicios/consultoria-estrategica', (page) => page.getByRole('link', { name: /^Consultar por WhatsApp/ }).first()],
  ['/nosotros', (page) => page.getByRole('link', { name: 'Habla con nosotros' })],
  ['/contacto', (page) => page.getByRole('button', { name: 'Enviar mensaje' })],
  ['/blog', (page) => page.locator('main input').first()],
];

/**
 * What the visitor would click at the element's centre: the element itself (or a descendant),
 * checked where it is on the first screen, or once scrolled to the middle of the screen when it
 * starts below the fold.
 */
async function expectUncovered(page: Page, target: Locator, name: string) {
  await expect(target, name).toBeVisible();
  const hit = await target.evaluate((element) => {
    const centre = () => {
      const box = element.getBoundingClientRect();
      return [box.left + box.width / 2, box.top + box.height / 2] as const;
    };
    let [x, y] = centre();
    if (y >= window.innerHeight || y < 0) {
      element.scrollIntoView({ block: 'center' });
      [x, y] = centre();
    }
    const found = document.elementFromPoint(x, y);
    return found === element || element.contains(found) ? 'uncovered' : `covered by <${found?.tagName.toLowerCase()}>`;
  });
  expect(hit, name).toBe('uncovered');
}

/** A fresh tab on a paused fake clock; a returning visitor chose 'Aceptar todas' before. */
async function open(context: BrowserContext, path: string, returning: boolean): Promise<Page> {
  const page = await context.newPage();
  if (returning) await storeConsent(page, ACCEPTED_ALL);
  await installPausedClock(page, CLOCK_START + 10_000);
  await page.goto(`${E2E_ORIGIN}${path}`);
  await expect(page.locator('ia-widgets .dock')).toHaveCount(1);
  return page;
}

for (const size of SIZES) {
  test.describe(`The first screen at ${size.width}x${size.height}`, () => {
    test.use({ viewport: size });

    for (const [path, cta] of ROUTES) {
      test(`${path}: the heading and the primary action stay uncovered, first visit and returning`, async ({ context }) => {
        let page = await open(context, path, false);
        await page.clock.runFor(5000);
        // First visit: the banner is the only thing shown until the visitor chooses.
        await expect(page.getByRole('dialog', { name: 'Tu privacidad, tus reglas' })).toBeVisible();
        await expect(page.locator('ia-widgets .fab')).toHaveCount(0);
        await expectUncovered(page, page.locator('h1').first(), 'h1, first visit');
        await expectUncovered(page, cta(page), 'primary action, first visit');

        await page.close();
        page = await open(context, path, true);
        await page.clock.runFor(5000);
        await expect(page.getByRole('button', { name: /^Abrir el asistente/ })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Escríbenos por WhatsApp' })).toBeVisible();
        await expectUncovered(page, page.locator('h1').first(), 'h1, returning');
        await expectUncovered(page, cta(page), 'primary action, returning');
      });
    }
  });
}

test.describe('Focus while the widgets appear', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a visitor typing in the contact form keeps focus and every letter as the banner and the tooltip appear', async ({ context }) => {
    let page = await open(context, '/contacto', false);
    let name = page.getByRole('textbox', { name: /^Nombre completo/ });
    await name.click();
    await page.keyboard.type('Lucí');
    await page.clock.runFor(2000);
    await expect(page.getByRole('dialog', { name: 'Tu privacidad, tus reglas' })).toBeVisible();
    await page.keyboard.type('a Pé');
    await page.clock.runFor(3000);
    await page.keyboard.type('rez');
    await expect(name).toBeFocused();
    await expect(name).toHaveValue('Lucía Pérez');

    await page.close();
    page = await open(context, '/contacto', true);
    name = page.getByRole('textbox', { name: /^Nombre completo/ });
    await name.click();
    await page.keyboard.type('Ana');
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(844 / 2);
    await page.clock.runFor(6000);
    await expect(page.getByRole('status').filter({ hasText: '¿Hablamos?' })).toBeVisible();
    await page.keyboard.type(' Ruiz');
    await expect(name).toBeFocused();
    await expect(name).toHaveValue('Ana Ruiz');
  });
});

test.describe("The site's header", () => {
  test('the open chat stays below the sticky header (data-offset)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 640 });
    await storeConsent(page, ACCEPTED_ALL);
    await page.goto(`${E2E_ORIGIN}/`);
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.getByRole('button', { name: /^Abrir el asistente/ }).click();
    const header = await page.locator('header').first().boundingBox();
    const chat = await page.locator('ia-widgets .chat-window').boundingBox();
    expect(header!.y).toBe(0);
    expect(chat!.y).toBeGreaterThanOrEqual(header!.height);
  });
});
