import type { Locator, Page } from '@playwright/test';
import { expect, settle, test, waitForWidgets, type WidgetsWindow } from './fixtures.ts';

const POSITIONS = ['bottom-right', 'bottom-left', 'top-right', 'top-left'] as const;

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxes(locators: Locator[]): Promise<Box[]> {
  return Promise.all(locators.map(async (locator) => (await locator.boundingBox()) as Box));
}

async function expectApart(page: Page, parts: Locator[]) {
  const size = page.viewportSize()!;
  for (const part of parts) await expect(part).toBeVisible();
  await settle(page);
  const found = await boxes(parts);
  for (const [index, box] of found.entries()) {
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(size.width);
    expect(box.y + box.height).toBeLessThanOrEqual(size.height);
    for (const other of found.slice(index + 1)) expect(overlaps(box, other)).toBe(false);
  }
}

test.describe('Embedding from one script tag on another origin', () => {
  test('mounts one custom element with an open shadow root, adding nothing to the host head', async ({ page, openHost }) => {
    const headBefore: string[] = [];
    await openHost();
    await waitForWidgets(page);
    headBefore.push(...(await page.evaluate(() => [...document.head.children].map((element) => element.outerHTML))));
    await page.getByRole('button', { name: 'Abrir el asistente' }).click();
    const head = await page.evaluate(() => [...document.head.children].map((element) => element.outerHTML));
    expect(head).toEqual(headBefore);
    expect(head.filter((html) => html.startsWith('<style'))).toEqual([]);
    expect(
      await page.evaluate(() => {
        const host = document.querySelector('ia-widgets');
        return { count: document.querySelectorAll('ia-widgets').length, mode: host?.shadowRoot?.mode, sheets: host?.shadowRoot?.adoptedStyleSheets.length };
      }),
    ).toEqual({ count: 1, mode: 'open', sheets: 1 });
  });

  test('makes no request to any third party', async ({ page, openHost, servers }) => {
    const origins = new Set<string>();
    page.on('request', (request) => origins.add(new URL(request.url()).origin));
    await openHost({ clock: true });
    await waitForWidgets(page);
    await page.clock.runFor(6000);
    await page.getByRole('button', { name: 'Abrir el asistente' }).click();
    expect([...origins].sort()).toEqual([servers.cdn, servers.host].sort());
  });

  test('mounts once when the script is included twice', async ({ page, openHost }) => {
    await openHost({ copies: 2 });
    await waitForWidgets(page);
    await expect(page.locator('script[src$="widgets.js"]')).toHaveCount(2);
    await expect(page.locator('ia-widgets')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Abrir el asistente' })).toHaveCount(1);
  });

  for (const loading of ['async', 'defer', 'sync'] as const) {
    test(`works as a ${loading} script`, async ({ page, openHost }) => {
      await openHost({ loading });
      await waitForWidgets(page);
      await expect(page.getByRole('button', { name: 'Abrir el asistente' })).toBeVisible();
    });
  }

  test('works from <head> before the body exists, and when added after DOMContentLoaded', async ({ page, openHost, servers }) => {
    await openHost({ page: 'hostile', loading: 'sync' });
    await waitForWidgets(page);
    await page.goto(`${servers.host}/plain.html?copies=0`);
    await page.evaluate((src) => {
      const script = document.createElement('script');
      script.src = src;
      script.dataset.position = 'top-left';
      document.body.append(script);
    }, `${servers.cdn}/widgets/widgets.js`);
    await waitForWidgets(page);
    await expect(page.locator('ia-widgets .dock')).toHaveClass(/v-top h-left/);
  });

  test('survives a single-page app that replaces or empties <body>', async ({ page, openHost }) => {
    await openHost({ page: 'spa' });
    await waitForWidgets(page);
    await page.getByRole('button', { name: 'Abrir el asistente' }).click();
    await page.evaluate(() => (window as unknown as { replaceBody: () => void }).replaceBody());
    await expect(page.getByRole('heading', { name: 'Segunda vista' })).toBeVisible();
    await expect(page.locator('body > ia-widgets .chat-window')).toBeVisible();
    await page.evaluate(() => (window as unknown as { emptyBody: () => void }).emptyBody());
    await expect(page.getByRole('heading', { name: 'Tercera vista' })).toBeVisible();
    await expect(page.locator('body > ia-widgets .chat-window')).toBeVisible();
  });

  test('an invalid value falls back to its default with one console warning', async ({ page, openHost }) => {
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await openHost({ attributes: { position: 'middle-ish', 'z-index': 'on-top' } });
    await waitForWidgets(page);
    await expect(page.locator('ia-widgets .dock')).toHaveClass(/v-bottom h-right/);
    // Console events reach the test after the page has moved on: wait for them, then check there are exactly two.
    await expect.poll(() => warnings.length).toBe(2);
    expect(warnings.join('\n')).toContain('data-position="middle-ish" no es válido; se usa "bottom-right"');
    expect(warnings.join('\n')).toContain('data-z-index="on-top" no es válido');
  });

  test('data-z-index sets the layer of the widgets', async ({ page, openHost }) => {
    await openHost({ attributes: { 'z-index': '40' } });
    await waitForWidgets(page);
    expect(await page.locator('ia-widgets').evaluate((element) => getComputedStyle(element).zIndex)).toBe('40');
  });

  test("the host page's --iaw-font sets the widgets' font (system-ui without it)", async ({ page, openHost }) => {
    await openHost();
    await waitForWidgets(page);
    const font = () => page.locator('ia-widgets .dock').evaluate((element) => getComputedStyle(element).fontFamily);
    expect(await font()).toBe('system-ui, sans-serif');
    await page.addStyleTag({ content: ':root { --iaw-font: Georgia, "Times New Roman", serif; }' });
    await expect.poll(font).toBe('Georgia, "Times New Roman", serif');
  });

  test('data-widgets mounts only the chosen widgets', async ({ page, openHost }) => {
    await openHost({ clock: true, attributes: { widgets: 'whatsapp' } });
    await waitForWidgets(page);
    await page.clock.runFor(5000);
    await expect(page.getByRole('button', { name: 'Escríbenos por WhatsApp' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Abrir el asistente' })).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  for (const position of POSITIONS) {
    test(`sits in the ${position} corner, inside the safe gap`, async ({ page, openHost }) => {
      await page.setViewportSize({ width: 1280, height: 720 });
      await openHost({ clock: true, attributes: { position, widgets: 'chat,whatsapp' } });
      await waitForWidgets(page);
      await page.clock.runFor(5000);
      await expect(page.getByRole('button', { name: 'Escríbenos por WhatsApp' })).toBeVisible();
      await settle(page);
      const [launcher, whatsapp] = await boxes([
        page.getByRole('button', { name: 'Abrir el asistente' }),
        page.getByRole('button', { name: 'Escríbenos por WhatsApp' }),
      ]);
      const [vertical, horizontal] = position.split('-');
      const cornerX = horizontal === 'right' ? 1280 - 24 - 56 : 24;
      const cornerY = vertical === 'bottom' ? 720 - 24 - 56 : 24;
      expect(launcher).toEqual({ x: cornerX, y: cornerY, width: 56, height: 56 });
      expect(whatsapp?.y).toBe(cornerY);
      expect(overlaps(launcher!, whatsapp!)).toBe(false);
    });

    for (const size of [
      { width: 1280, height: 720 },
      { width: 320, height: 640 },
    ]) {
      test(`nothing overlaps in ${position} at ${size.width}x${size.height}, whatever is open`, async ({ page, openHost }) => {
        await page.setViewportSize(size);
        await openHost({ clock: true, attributes: { position } });
        await waitForWidgets(page);
        await page.clock.runFor(5000);
        const part = (selector: string) => page.locator(`ia-widgets ${selector}`);
        await expect(part('.wa-tooltip')).toBeVisible();
        await settle(page);
        const launcherBefore = await part('.launcher').boundingBox();
        // Reopened on request (the footer's cookie settings link), over everything else.
        await page.evaluate(() => (window as unknown as WidgetsWindow).IAWidgets.consent.show());
        await expectApart(page, [part('.launcher'), part('.wa-button'), part('.wa-tooltip'), part('.banner')]);
        // The banner never pushes the buttons.
        expect(await part('.launcher').boundingBox()).toEqual(launcherBefore);
        await page.getByRole('button', { name: 'Escríbenos por WhatsApp' }).click();
        await expectApart(page, [part('.launcher'), part('.wa-button'), part('.wa-menu'), part('.banner')]);
        await page.getByRole('button', { name: 'Abrir el asistente' }).click();
        if (size.width > 640) {
          await expectApart(page, [part('.chat-window'), part('.wa-button'), part('.banner')]);
        } else {
          // Phones: the chat takes the screen, above the banner, its close button in sight.
          await expectApart(page, [part('.chat-window'), part('.banner')]);
          await expectApart(page, [page.getByRole('button', { name: 'Cerrar el asistente' })]);
        }
      });
    }
  }

  test('data-offset keeps the top corners below the host header; a bad value is warned once', async ({ page, openHost }) => {
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    for (const [width, margin] of [
      [1280, 24],
      [390, 16],
    ] as const) {
      await page.setViewportSize({ width, height: 720 });
      await openHost({ clock: true, attributes: { position: 'top-right', offset: '72' } });
      await waitForWidgets(page);
      await page.clock.runFor(5000);
      await expect(page.getByRole('button', { name: 'Escríbenos por WhatsApp' })).toBeVisible();
      await settle(page);
      expect((await page.getByRole('button', { name: 'Abrir el asistente' }).boundingBox())?.y).toBe(72 + margin);
      expect((await page.getByRole('button', { name: 'Escríbenos por WhatsApp' }).boundingBox())?.y).toBe(72 + margin);
    }
    expect(warnings).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 720 });
    await openHost({ attributes: { position: 'top-left', offset: 'la cabecera' } });
    await waitForWidgets(page);
    await settle(page);
    expect((await page.getByRole('button', { name: 'Abrir el asistente' }).boundingBox())?.y).toBe(24);
    expect(warnings).toEqual(['[IAWidgets] data-offset="la cabecera" no es válido; se usa "0".']);
  });

  test('the open chat stays below the host header of a bottom corner too', async ({ page, openHost }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await openHost({ attributes: { offset: '120' } });
    await waitForWidgets(page);
    await page.getByRole('button', { name: 'Abrir el asistente' }).click();
    await settle(page);
    expect((await page.locator('ia-widgets .chat-window').boundingBox())?.y).toBeGreaterThanOrEqual(120 + 24);
  });

  test('follows the host <html lang> live, unless data-lang fixes it', async ({ page, openHost }) => {
    await openHost();
    await waitForWidgets(page);
    await page.evaluate(() => document.documentElement.setAttribute('lang', 'en'));
    await expect(page.getByRole('button', { name: 'Open the assistant' })).toBeVisible();
    await page.evaluate(() => document.documentElement.setAttribute('lang', 'es'));
    await expect(page.getByRole('button', { name: 'Abrir el asistente' })).toBeVisible();
    await openHost({ attributes: { lang: 'es' } });
    await waitForWidgets(page);
    await page.evaluate(() => document.documentElement.setAttribute('lang', 'en'));
    await expect(page.getByRole('button', { name: 'Abrir el asistente' })).toBeVisible();
  });

  test("follows the host's theme (class dark) live, or the OS, unless data-theme fixes it", async ({ page, openHost }) => {
    const dock = page.locator('ia-widgets .dock');
    await openHost();
    await waitForWidgets(page);
    await expect(dock).toHaveClass(/ light/);
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await expect(dock).toHaveClass(/ dark/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await openHost();
    await expect(dock).toHaveClass(/ dark/);
    await openHost({ attributes: { theme: 'light' } });
    await expect(dock).toHaveClass(/ light/);
  });
});

test.describe('Embedding on a hostile host page', () => {
  test('strict CSP, root font-size 10 px, aggressive resets, two copies and throwing storage: still isolated and working', async ({ page, openHost }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await openHost({ page: 'hostile', copies: 2, clock: true });
    await waitForWidgets(page);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('10px');
    await expect(page.locator('ia-widgets')).toHaveCount(1);

    // Storage throws on every access (a first visit every time), yet the banner and the chat work.
    await page.clock.runFor(2000);
    await page.getByRole('button', { name: 'Solo esenciales' }).click();
    await expect(page.getByRole('dialog', { name: 'Tu privacidad, tus reglas' })).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as WidgetsWindow).IAWidgets.consent.get())).toMatchObject({ analytics: false });

    const launcher = page.getByRole('button', { name: 'Abrir el asistente' });
    await expect(launcher).toBeVisible();
    await settle(page);
    expect(await launcher.boundingBox()).toMatchObject({ width: 56, height: 56 });
    await launcher.click();
    const bubble = page.locator('ia-widgets .bubble').first();
    expect(
      await bubble.evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.fontSize, style.textTransform, style.letterSpacing, style.color === 'rgb(255, 0, 255)'];
      }),
    ).toEqual(['14px', 'none', 'normal', false]);
    expect((await page.locator('ia-widgets .chat-window').boundingBox())?.width).toBe(384);
    expect(problems).toEqual([]);
  });

  test('widget CSS does not leak into the host page', async ({ page, openHost, servers }) => {
    await page.goto(`${servers.host}/plain.html?copies=0`);
    const styleOf = () =>
      page.evaluate(() =>
        ['h1', 'p', 'a', 'main'].map((selector) => {
          const style = getComputedStyle(document.querySelector(selector)!);
          return [style.fontFamily, style.fontSize, style.color, style.margin, style.outlineStyle];
        }),
      );
    const before = await styleOf();
    await openHost();
    await waitForWidgets(page);
    await page.getByRole('button', { name: 'Abrir el asistente' }).click();
    expect(await styleOf()).toEqual(before);
  });
});
