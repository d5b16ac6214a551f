import { describe, expect, it } from 'vitest';
import { company } from '../../../site/content/company.ts';
import { CallBudget } from '../../../server/chatbot/llm/budget.ts';
import { sanitizeLlmReply } from '../../../server/chatbot/llm/sanitize.ts';
import { readConfig } from '../../../server/config.ts';

const llmConfigFromEnv = (env: NodeJS.ProcessEnv) => readConfig(env).chatbot.llm;

const paths = new Set(['/cursos', '/cursos/ia-generativa']);

describe('assistant LLM guards', () => {
  it('turns LLM mode on only with a base URL and a model', () => {
    expect(llmConfigFromEnv({})).toBeUndefined();
    expect(() => llmConfigFromEnv({ CHATBOT_LLM_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(/CHATBOT_LLM_MODEL/);
    expect(llmConfigFromEnv({ CHATBOT_LLM_BASE_URL: 'http://127.0.0.1:11434/v1/', CHATBOT_LLM_MODEL: 'llama3.2' })).toMatchObject({
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'llama3.2',
      apiKey: undefined,
    });
  });

  it('keeps the LLM timeout well inside the widget 15 s abort by default', () => {
    const config = llmConfigFromEnv({ CHATBOT_LLM_BASE_URL: 'http://x/v1', CHATBOT_LLM_MODEL: 'm' });
    expect(config?.timeoutMs).toBeLessThanOrEqual(10_000);
  });

  it('keeps links to the site, WhatsApp and contact, and replaces the others', () => {
    const reply = sanitizeLlmReply(
      `Ve a /cursos/ia-generativa, ${company.siteUrl}/blog, https://wa.me/${company.whatsapp} o https://evil.example/x y /admin.`,
      paths,
    );
    expect(reply).toBe(`Ve a /cursos/ia-generativa, ${company.siteUrl}/blog, https://wa.me/${company.whatsapp} o /contacto y /contacto.`);
  });

  it('removes markdown and HTML', () => {
    expect(sanitizeLlmReply('## Precio\n- **990 €** en [la página](/cursos/ia-generativa) <script>x</script>', paths)).toBe(
      'Precio 990 € en la página /cursos/ia-generativa x',
    );
  });

  it('refuses calls past the per-minute budget until the minute is over', () => {
    let now = 0;
    const budget = new CallBudget(2, () => now);
    expect([budget.take(), budget.take(), budget.take()]).toEqual([true, true, false]);
    now = 60_000;
    expect(budget.take()).toBe(true);
  });
});
