import type { Page } from '@playwright/test';
import { company } from '../../../site/content/company.ts';
import { expect, mockChatbot, test, waitForWidgets } from './fixtures.ts';

const launcher = (page: Page) => page.getByRole('button', { name: /^Abrir el asistente/ });
const chatWindow = (page: Page) => page.locator('ia-widgets .chat-window');
const input = (page: Page) => page.getByRole('textbox', { name: 'Escribe tu mensaje' });
const send = (page: Page) => page.getByRole('button', { name: 'Enviar mensaje' });
const log = (page: Page) => page.getByRole('log', { name: 'Conversación con el asistente' });

async function openChat(page: Page) {
  await waitForWidgets(page);
  await launcher(page).click();
  await expect(chatWindow(page)).toBeVisible();
}

async function ask(page: Page, text: string) {
  await input(page).fill(text);
  await input(page).press('Enter');
}

test.describe('Assistant chat widget', () => {
  test('starts closed, showing only the launcher', async ({ page, openHost }) => {
    await openHost();
    await waitForWidgets(page);
    await expect(launcher(page)).toBeVisible();
    await expect(chatWindow(page)).toHaveCount(0);
  });

  test("opening shows the expanded window with the persona's greeting first, and focuses the input", async ({ page, openHost }) => {
    await openHost({ attributes: { persona: 'courses' } });
    await openChat(page);
    await expect(page.locator('ia-widgets #chat-title')).toHaveText('Asesor de Cursos');
    await expect(log(page).locator('.message')).toHaveCount(1);
    await expect(log(page).locator('.message').first()).toContainText('Soy el asesor de cursos');
    await expect(input(page)).toBeFocused();
  });

  test('the window is 384 px wide with a 384 px body, capped at the viewport minus its margins', async ({ page, openHost }) => {
    await openHost();
    await openChat(page);
    // Measured once the opening animation (a transform) has settled.
    await expect.poll(async () => (await chatWindow(page).boundingBox())?.width).toBe(384);
    await expect.poll(async () => (await log(page).boundingBox())?.height).toBe(384);
    await page.setViewportSize({ width: 400, height: 800 });
    await page.getByRole('button', { name: 'Contraer la ventana' }).click();
    await expect.poll(async () => (await chatWindow(page).boundingBox())?.width).toBe(400 - 2 * 16);
  });

  test('on phones (640 px and less) the expanded chat fills the screen, usable at 320 px', async ({ page, openHost }) => {
    await page.setViewportSize({ width: 320, height: 568 });
    await openHost({ attributes: { widgets: 'chat' } });
    await openChat(page);
    await expect.poll(async () => chatWindow(page).boundingBox()).toEqual({ x: 0, y: 0, width: 320, height: 568 });
    await expect(input(page)).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Cerrar el asistente' })).toBeInViewport();
    // An on-screen keyboard shrinks the visual viewport: the chat follows it.
    await page.setViewportSize({ width: 320, height: 300 });
    await expect.poll(async () => (await chatWindow(page).boundingBox())?.height).toBe(300);
    await expect(input(page)).toBeInViewport();
  });

  test('clicking the header or the collapse button toggles collapsed and expanded', async ({ page, openHost }) => {
    await openHost();
    await openChat(page);
    await page.locator('ia-widgets .chat-heading').click();
    await expect(log(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Expandir la ventana' })).toBeVisible();
    await page.getByRole('button', { name: 'Expandir la ventana' }).click();
    await expect(log(page)).toBeVisible();
    await page.getByRole('button', { name: 'Contraer la ventana' }).click();
    await expect(log(page)).toHaveCount(0);
    await page.locator('ia-widgets .chat-heading').click();
    await expect(log(page)).toBeVisible();
  });

  test("'Cambiar de asistente' opens the 'Seleccionar asistente' dropdown with the three personas", async ({ page, openHost }) => {
    await openHost();
    await openChat(page);
    await page.getByRole('button', { name: 'Cambiar de asistente' }).click();
    const menu = page.getByRole('group', { name: 'Seleccionar asistente' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button')).toHaveText([/Asistente General/, /Asesor de Cursos/, /Experto Técnico/]);
    await expect(menu.getByRole('button', { name: /Asistente General/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(menu.locator('svg')).toHaveCount(3);
  });

  test('clicking the header closes the dropdown', async ({ page, openHost }) => {
    await openHost();
    await openChat(page);
    await page.getByRole('button', { name: 'Cambiar de asistente' }).click();
    await page.locator('ia-widgets .chat-heading').click();
    await expect(page.getByRole('group', { name: 'Seleccionar asistente' })).toHaveCount(0);
  });

  test('choosing a persona replaces the whole conversation with its greeting', async ({ page, openHost }) => {
    await mockChatbot(page, { body: { reply: 'Tenemos cinco cursos.', mode: 'embedded' } });
    await openHost();
    await openChat(page);
    await ask(page, '¿Qué cursos hay?');
    await expect(log(page).locator('.message')).toHaveCount(3);
    await page.getByRole('button', { name: 'Cambiar de asistente' }).click();
    await page.getByRole('button', { name: /Experto Técnico/ }).click();
    await expect(page.getByRole('group', { name: 'Seleccionar asistente' })).toHaveCount(0);
    await expect(page.locator('ia-widgets #chat-title')).toHaveText('Experto Técnico');
    await expect(log(page).locator('.message')).toHaveCount(1);
    await expect(log(page)).toContainText('Soy el experto técnico');
  });

  test('the persona selector can be hidden, and is only there while expanded', async ({ page, openHost }) => {
    await openHost({ attributes: { 'persona-selector': 'false' } });
    await openChat(page);
    await expect(page.getByRole('button', { name: 'Cambiar de asistente' })).toHaveCount(0);
    await page.reload();
    await openHost();
    await openChat(page);
    await page.getByRole('button', { name: 'Contraer la ventana' }).click();
    await expect(page.getByRole('button', { name: 'Cambiar de asistente' })).toHaveCount(0);
  });

  test('Enter sends the trimmed message as {message, persona}', async ({ page, openHost }) => {
    const requests = await mockChatbot(page, { body: { reply: 'Hola, ¿en qué te ayudo?', mode: 'embedded' } });
    await openHost({ attributes: { persona: 'technical' } });
    await openChat(page);
    await ask(page, '   ¿Usáis Python?   ');
    await expect(log(page).locator('.message.user')).toHaveText('Tú: ¿Usáis Python?');
    await expect(log(page).locator('.message.ai').last()).toHaveText('Hola, ¿en qué te ayudo?');
    expect(requests[0]).toMatchObject({ message: '¿Usáis Python?', persona: 'technical' });
  });

  test('blank or whitespace messages are never sent and the send button stays disabled', async ({ page, openHost }) => {
    const requests = await mockChatbot(page, { body: { reply: 'No debería llegar.', mode: 'embedded' } });
    await openHost();
    await openChat(page);
    await expect(send(page)).toBeDisabled();
    await input(page).fill('    ');
    await expect(send(page)).toBeDisabled();
    await input(page).press('Enter');
    await expect(log(page).locator('.message')).toHaveCount(1);
    expect(requests).toHaveLength(0);
  });

  test('while a reply is pending a typing indicator shows and input and send are disabled', async ({ page, openHost }) => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/chatbot', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await gate;
      await route.fulfill({
        contentType: 'application/json',
        headers: { 'Access-Control-Allow-Origin': '*' },
        body: JSON.stringify({ reply: 'Ya está.', mode: 'embedded' }),
      });
    });
    await openHost();
    await openChat(page);
    await ask(page, 'Hola');
    await expect(log(page).locator('.typing')).toBeVisible();
    await expect(log(page).locator('.typing')).toContainText('El asistente está escribiendo…');
    await expect(input(page)).toBeDisabled();
    await expect(send(page)).toBeDisabled();
    // Waiting is not `disabled`: the focus stays in the composer and typing there sends nothing.
    await expect(input(page)).toBeFocused();
    await page.keyboard.type('Otra');
    await page.keyboard.press('Enter');
    await expect(input(page)).toHaveValue('');
    release();
    await expect(log(page).locator('.typing')).toHaveCount(0);
    await expect(log(page).locator('.message.user')).toHaveCount(1);
    await expect(input(page)).toBeEnabled();
    await expect(input(page)).toBeFocused();
  });

  test('Escape still closes the chat while a reply is pending, and focus returns to the launcher', async ({ page, openHost }) => {
    await page.route('**/api/chatbot', (route) => (route.request().method() === 'POST' ? undefined : route.fallback()));
    await openHost();
    await openChat(page);
    await ask(page, 'Hola');
    await expect(log(page).locator('.typing')).toBeVisible();
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(chatWindow(page)).toHaveCount(0);
    await expect(launcher(page)).toBeFocused();
  });

  test('replies are text with safe links built as nodes, never HTML from the network', async ({ page, openHost, servers }) => {
    await mockChatbot(page, {
      body: {
        reply: `Mira /cursos/ia-generativa y <img src=x onerror="window.pwned=1"> o https://example.com/guia o javascript:alert(1) o https://wa.me/${company.whatsapp}`,
        sources: [{ title: 'IA Generativa', url: '/cursos/ia-generativa' }],
        mode: 'embedded',
      },
    });
    await openHost();
    await openChat(page);
    await ask(page, 'Precio');
    const reply = log(page).locator('.message.ai').last();
    await expect(reply.locator('.bubble')).toContainText('<img src=x onerror="window.pwned=1">');
    await expect(reply.locator('img')).toHaveCount(0);
    await expect(reply.locator('.bubble a')).toHaveCount(2);
    // Embedded on a partner page: site links point to the main site (the script's origin).
    await expect(reply.getByRole('link', { name: /\/cursos\/ia-generativa/ })).toHaveAttribute('href', `${servers.cdn}/cursos/ia-generativa`);
    // Only the site and the company's WhatsApp are linked (site/content/link-policy.ts).
    await expect(reply.getByRole('link', { name: /example\.com/ })).toHaveCount(0);
    await expect(reply.getByRole('link', { name: /wa\.me/ })).toHaveAttribute('target', '_blank');
    await expect(reply.getByRole('link', { name: /wa\.me/ })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(reply.locator('.sources').getByRole('link', { name: /IA Generativa/ })).toHaveAttribute('href', `${servers.cdn}/cursos/ia-generativa`);
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
  });

  test('suggested follow-up questions send with one tap', async ({ page, openHost }) => {
    const requests = await mockChatbot(page, {
      body: { reply: 'El curso cuesta 990 €.', suggestions: ['¿Cuándo empieza?'], mode: 'embedded' },
    });
    await openHost();
    await openChat(page);
    await ask(page, 'Precio');
    const suggestions = page.getByRole('list', { name: 'Preguntas sugeridas' });
    await suggestions.getByRole('button', { name: '¿Cuándo empieza?' }).click();
    await expect(log(page).locator('.message.user').last()).toHaveText('Tú: ¿Cuándo empieza?');
    await expect.poll(() => requests.length).toBe(2);
    expect(requests[1]).toMatchObject({ message: '¿Cuándo empieza?' });
  });

  test('scrolls to the newest message', async ({ page, openHost }) => {
    await mockChatbot(page, { body: { reply: 'Una respuesta\nlarga\nen\nvarias\nlíneas.', mode: 'embedded' } });
    await openHost();
    await openChat(page);
    for (let turn = 1; turn <= 4; turn += 1) {
      await ask(page, `Pregunta ${turn}`);
      await expect(log(page).locator('.message')).toHaveCount(1 + turn * 2);
    }
    await expect.poll(() => log(page).evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight)).toBeLessThan(2);
  });

  test('an empty reply is never shown empty', async ({ page, openHost }) => {
    await mockChatbot(page, { body: { reply: '', mode: 'embedded' } });
    await openHost();
    await openChat(page);
    await ask(page, 'Hola');
    await expect(log(page).locator('.message.ai').last()).toHaveText('Lo siento, ha ocurrido un error. Por favor, inténtalo de nuevo más tarde.');
  });

  test('a server error shows the generic failure text', async ({ page, openHost }) => {
    await mockChatbot(page, { status: 500, body: { error: 'boom' } });
    await openHost();
    await openChat(page);
    await ask(page, 'Hola');
    await expect(log(page).locator('.message.ai').last()).toHaveText('Lo siento, ha ocurrido un error al procesar tu mensaje.');
  });

  test('a request still pending after 15 s shows the timeout text', async ({ page, openHost }) => {
    await page.route('**/api/chatbot', (route) => (route.request().method() === 'POST' ? undefined : route.fallback()));
    await openHost({ clock: true });
    await openChat(page);
    await ask(page, 'Hola');
    await expect(log(page).locator('.typing')).toBeVisible();
    await page.clock.runFor(14_900);
    await expect(log(page).locator('.typing')).toBeVisible();
    await page.clock.runFor(200);
    await expect(log(page).locator('.message.ai').last()).toHaveText(
      'La solicitud ha tardado demasiado. Por favor, verifica tu conexión a internet y vuelve a intentarlo.',
    );
  });

  test('offline, the offline text appears as an assistant message', async ({ page, openHost, context }) => {
    await openHost();
    await openChat(page);
    await context.setOffline(true);
    await ask(page, 'Hola');
    await expect(log(page).locator('.message.ai').last()).toHaveText('Parece que no tienes conexión a internet. Por favor, conéctate e intenta de nuevo.');
    await context.setOffline(false);
  });

  test('Escape closes the chat and focus returns to the launcher', async ({ page, openHost }) => {
    await openHost();
    await openChat(page);
    await page.keyboard.press('Escape');
    await expect(chatWindow(page)).toHaveCount(0);
    await expect(launcher(page)).toBeFocused();
  });

  test('the close button closes the chat and focus returns to the launcher', async ({ page, openHost }) => {
    await openHost();
    await openChat(page);
    await page.getByRole('button', { name: 'Cerrar el asistente' }).click();
    await expect(launcher(page)).toBeFocused();
  });

  test('the red dot shows when closed after an assistant reply, and opening clears it', async ({ page, openHost }) => {
    await mockChatbot(page, { body: { reply: 'Claro que sí.', mode: 'embedded' } });
    await openHost();
    await openChat(page);
    await expect(page.locator('ia-widgets .unread-dot')).toHaveCount(0);
    await ask(page, 'Hola');
    await expect(log(page).locator('.message')).toHaveCount(3);
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('ia-widgets .unread-dot')).toBeVisible();
    await expect(launcher(page)).toHaveAccessibleName('Abrir el asistente. Tienes una respuesta sin leer');
    await launcher(page).click();
    await expect(page.locator('ia-widgets .unread-dot')).toHaveCount(0);
  });

  test('the conversation survives a reload in the tab, but nothing is stored before the visitor writes', async ({ page, openHost }) => {
    await mockChatbot(page, { body: { reply: 'Respuesta guardada.', mode: 'embedded' } });
    await openHost();
    await openChat(page);
    expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual([]);
    await ask(page, 'Recuérdame');
    await expect(log(page)).toContainText('Respuesta guardada.');
    await page.reload();
    await openChat(page);
    await expect(log(page)).toContainText('Recuérdame');
    await expect(log(page)).toContainText('Respuesta guardada.');
  });

  test("the footer link 'Habla con un humano por WhatsApp' goes to the main site's /contacto", async ({ page, openHost, servers }) => {
    await openHost();
    await openChat(page);
    await expect(page.getByRole('link', { name: 'Habla con un humano por WhatsApp' })).toHaveAttribute('href', `${servers.cdn}/contacto`);
  });

  test('speaks English when the host page is in English', async ({ page, openHost }) => {
    await openHost({ attributes: { lang: 'en' } });
    await waitForWidgets(page);
    await page.getByRole('button', { name: 'Open the assistant' }).click();
    await expect(page.getByRole('link', { name: 'Talk to a human on WhatsApp' })).toBeVisible();
    await expect(page.locator('ia-widgets #chat-title')).toHaveText('General Assistant');
  });
});
