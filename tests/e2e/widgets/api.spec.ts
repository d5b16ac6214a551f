import type { Page } from '@playwright/test';
import { expect, mockChatbot, test, waitForWidgets, type WidgetsWindow } from './fixtures.ts';

type Recorder = { events: [string, unknown][] };

/** Records both the IAWidgets.on() callbacks and the window CustomEvents, in order. */
async function recordEvents(page: Page) {
  await page.evaluate(() => {
    const win = window as unknown as WidgetsWindow & Recorder;
    win.events = [];
    const names = ['open', 'close', 'message-sent', 'message-received', 'consent-change', 'whatsapp-conversion'] as const;
    for (const name of names) {
      win.IAWidgets.on(name, (detail: unknown) => win.events.push([`on:${name}`, detail]));
      window.addEventListener(`iawidgets:${name}`, (event) => win.events.push([`dom:${name}`, (event as CustomEvent).detail]));
    }
  });
}

const events = (page: Page) => page.evaluate(() => (window as unknown as Recorder).events);

test.describe('Public API window.IAWidgets', () => {
  test('open(), close() and toggle() drive the chat and fire open/close events', async ({ page, openHost }) => {
    await openHost({ attributes: { persona: 'courses' } });
    await waitForWidgets(page);
    await recordEvents(page);
    const chat = page.locator('ia-widgets .chat-window');
    await page.evaluate(() => (window as unknown as WidgetsWindow).IAWidgets.open());
    await expect(chat).toBeVisible();
    await page.evaluate(() => (window as unknown as WidgetsWindow).IAWidgets.close());
    await expect(chat).toHaveCount(0);
    await page.evaluate(() => (window as unknown as WidgetsWindow).IAWidgets.toggle());
    await expect(chat).toBeVisible();
    expect(await events(page)).toEqual([
      ['on:open', { persona: 'courses' }],
      ['dom:open', { persona: 'courses' }],
      ['on:close', { persona: 'courses' }],
      ['dom:close', { persona: 'courses' }],
      ['on:open', { persona: 'courses' }],
      ['dom:open', { persona: 'courses' }],
    ]);
  });

  test('setPersona(id) switches the assistant; an unknown id only warns', async ({ page, openHost }) => {
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await openHost();
    await waitForWidgets(page);
    await page.evaluate(() => {
      const api = (window as unknown as WidgetsWindow).IAWidgets;
      api.setPersona('technical');
      api.setPersona('astrologer');
      api.open();
    });
    await expect(page.locator('ia-widgets #chat-title')).toHaveText('Experto Técnico');
    expect(warnings).toEqual([expect.stringContaining('setPersona("astrologer")')]);
  });

  test('messages sent and received fire events with the text', async ({ page, openHost }) => {
    await mockChatbot(page, { body: { reply: 'Claro.', mode: 'embedded' } });
    await openHost();
    await waitForWidgets(page);
    await recordEvents(page);
    await page.evaluate(() => (window as unknown as WidgetsWindow).IAWidgets.open());
    await page.getByRole('textbox', { name: 'Escribe tu mensaje' }).fill('¿Hay becas?');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('log')).toContainText('Claro.');
    expect((await events(page)).filter(([name]) => name.includes('message'))).toEqual([
      ['on:message-sent', { text: '¿Hay becas?', persona: 'general' }],
      ['dom:message-sent', { text: '¿Hay becas?', persona: 'general' }],
      ['on:message-received', { text: 'Claro.', persona: 'general', ok: true }],
      ['dom:message-received', { text: 'Claro.', persona: 'general', ok: true }],
    ]);
  });

  test('off() removes a listener', async ({ page, openHost }) => {
    await openHost();
    await waitForWidgets(page);
    const calls = await page.evaluate(() => {
      const api = (window as unknown as WidgetsWindow).IAWidgets;
      let count = 0;
      const listener = () => (count += 1);
      api.on('open', listener);
      api.open();
      api.close();
      api.off('open', listener);
      api.open();
      return count;
    });
    expect(calls).toBe(1);
  });

  test('a listener that throws breaks neither the widget nor other listeners', async ({ page, openHost }) => {
    await openHost();
    await waitForWidgets(page);
    const reached = await page.evaluate(() => {
      const api = (window as unknown as WidgetsWindow).IAWidgets;
      let second = false;
      api.on('open', () => {
        throw new Error('host bug');
      });
      api.on('open', () => (second = true));
      api.open();
      return second;
    });
    expect(reached).toBe(true);
    await expect(page.locator('ia-widgets .chat-window')).toBeVisible();
  });

  test('calls queued before the script loaded run once it mounts (the documented snippet)', async ({ page, openHost }) => {
    await openHost({ page: 'queue' });
    await waitForWidgets(page);
    await expect(page.locator('ia-widgets #chat-title')).toHaveText('Asesor de Cursos');
    expect(await page.evaluate(() => (window as unknown as { queuedEvents: unknown[] }).queuedEvents)).toEqual([['open', 'courses']]);
    // After loading, push() runs calls at once.
    await page.evaluate(() => (window as unknown as WidgetsWindow).IAWidgets.push(['close']));
    await expect(page.locator('ia-widgets .chat-window')).toHaveCount(0);
  });

  test('a malformed queued call only warns', async ({ page, openHost }) => {
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await openHost();
    await waitForWidgets(page);
    await page.evaluate(() => {
      const api = (window as unknown as WidgetsWindow).IAWidgets;
      api.push(['selfDestruct'], 42 as never, ['consent.show']);
    });
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain('IAWidgets.push: llamada no válida');
    await expect(page.getByRole('dialog', { name: 'Tu privacidad, tus reglas' })).toBeVisible();
  });

  test('configure() changes corner, persona and language live, with the data-* names', async ({ page, openHost }) => {
    await openHost();
    await waitForWidgets(page);
    await page.evaluate(() => (window as unknown as WidgetsWindow).IAWidgets.configure({ position: 'top-left', persona: 'courses', lang: 'en' }));
    await expect(page.locator('ia-widgets .dock')).toHaveClass(/v-top h-left/);
    await page.getByRole('button', { name: 'Open the assistant' }).click();
    await expect(page.locator('ia-widgets #chat-title')).toHaveText('Course Advisor');
  });

  test('exposes the version', async ({ page, openHost }) => {
    await openHost();
    await waitForWidgets(page);
    expect(await page.evaluate(() => (window as unknown as WidgetsWindow).IAWidgets.version)).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
