import { E2E_ORIGIN } from '../../playwright.config.ts';
import { expect, storeConsent, test, waitForWidgets } from './fixtures.ts';

const isChat = (url: string, method: string) => url.endsWith('/api/chatbot') && method === 'POST';

test.describe('Assistant chat against the real /api/chatbot', () => {
  test("the main site's own widget gets a grounded answer with links to real pages", async ({ page, request }) => {
    await storeConsent(page);
    await page.goto(`${E2E_ORIGIN}/`);
    await waitForWidgets(page);
    await page.getByRole('button', { name: /^Abrir el asistente/ }).click();
    await page.getByRole('button', { name: 'Cambiar de asistente' }).click();
    await page.getByRole('button', { name: /Asesor de Cursos/ }).click();

    const answered = page.waitForResponse((response) => isChat(response.url(), response.request().method()));
    await page.getByRole('textbox', { name: 'Escribe tu mensaje' }).fill('¿Cuánto cuesta el curso de IA generativa?');
    await page.keyboard.press('Enter');
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toMatchObject({
      message: '¿Cuánto cuesta el curso de IA generativa?',
      persona: 'courses',
    });
    const body = (await response.json()) as { reply: string; mode: string };
    expect(body.mode).toMatch(/^(embedded|llm)$/);

    const reply = page.getByRole('log').locator('.message.ai').last();
    await expect(reply.locator('.bubble')).toContainText('€');
    const links = await reply.getByRole('link').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) {
      expect(href).toMatch(/^\/[a-z]/);
      expect((await request.get(`${E2E_ORIGIN}${href}`)).status()).toBe(200);
    }
  });

  test('a partner origin the server does not allow gets a readable error, never an empty bubble', async ({ page, openHost }) => {
    await openHost({ attributes: { api: E2E_ORIGIN } });
    await waitForWidgets(page);
    await page.getByRole('button', { name: /^Abrir el asistente/ }).click();
    await page.getByRole('textbox', { name: 'Escribe tu mensaje' }).fill('Hola');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('log').locator('.message.ai').last()).toHaveText('Lo siento, ha ocurrido un error al procesar tu mensaje.');
  });
});
