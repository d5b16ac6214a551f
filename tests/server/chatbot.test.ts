import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { ChatEngine } from '../../server/chatbot/engine.ts';
import { company } from '../../site/content/company.ts';
import { courses, getCourse } from '../../site/content/courses.ts';
import { ask, chatbotApp } from './chatbot-helpers.ts';

const generativa = getCourse('ia-generativa');
const price = (amount: number | undefined) => new Intl.NumberFormat('es-ES', { useGrouping: 'always' }).format(amount ?? NaN);

describe('POST /api/chatbot', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await chatbotApp({ CHATBOT_ALLOWED_ORIGINS: 'https://partner.example, https://otro-partner.example' });
  });
  afterAll(() => app.close());

  it('answers a bare { message } with a reply, its sources and mode "embedded"', async () => {
    const response = await ask(app, { message: '¿Cuánto cuesta el curso de IA generativa?' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.mode).toBe('embedded');
    expect(body.reply).toContain(price(generativa?.price));
    expect(body.reply).toContain('/cursos/ia-generativa');
    expect(body.sources[0]).toEqual({ title: generativa?.title, url: '/cursos/ia-generativa' });
    expect(body.handoff).toBe(false);
  });

  it('ignores unknown fields', async () => {
    const response = await ask(app, { message: '¿Tenéis WhatsApp?', channel: 'web', extra: { nested: true } });
    expect(response.statusCode).toBe(200);
    expect(response.json().reply).toContain(company.whatsappDisplay);
  });

  it('replies in plain text, without markdown or HTML', async () => {
    const response = await ask(app, { message: '¿Qué cursos tenéis?' });
    expect(response.json().reply).not.toMatch(/<[a-z/]|\*\*|\]\(|^#/im);
  });

  it('finds the same page with or without accents', async () => {
    const withAccents = (await ask(app, { message: '¿Cuánto cuesta el curso de programación de IA generativa?' })).json();
    const withoutAccents = (await ask(app, { message: 'cuanto cuesta el curso de programacion de ia generativa' })).json();
    expect(withoutAccents.sources[0].url).toBe(withAccents.sources[0].url);
  });

  it('uses the history for follow-ups', async () => {
    const response = await ask(app, {
      message: '¿y cuándo empieza?',
      history: [
        { role: 'user', content: 'Háblame del curso de IA generativa' },
        { role: 'assistant', content: 'Tienes todo en /cursos/ia-generativa' },
      ],
    });
    const date = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${generativa?.nextDates[0]?.date}T00:00:00Z`),
    );
    expect(response.json().reply).toContain(date);
  });

  it('changes emphasis with the persona, never the facts', async () => {
    const replies = await Promise.all(
      (['general', 'courses', 'technical'] as const).map(
        async (persona) => (await ask(app, { message: 'precio del curso de IA generativa', persona })).json().reply as string,
      ),
    );
    for (const reply of replies) expect(reply).toContain(price(generativa?.price));
    expect(new Set(replies).size).toBe(3);
  });

  it('answers in English when the visitor writes in English', async () => {
    const body = (await ask(app, { message: 'What is your phone number?' })).json();
    expect(body.reply).toContain(company.phone);
    expect(body.reply).toMatch(/\byou\b/i);
  });

  it('hands off off-topic questions with the scope message, not a random page', async () => {
    const body = (await ask(app, { message: 'Escribe un poema sobre el mar' })).json();
    expect(body.handoff).toBe(true);
    expect(body.reply).toContain('Solo puedo ayudarte con los cursos, los servicios y el contacto');
    expect(body.sources).toEqual([{ title: 'Contacto', url: '/contacto' }]);
  });

  it('hands off to a person on request, with WhatsApp and /contacto', async () => {
    const body = (await ask(app, { message: 'Quiero hablar con una persona' })).json();
    expect(body.handoff).toBe(true);
    expect(body.reply).toContain(`wa.me/${company.whatsapp}`);
    expect(body.reply).toContain('/contacto');
  });

  it('says "no lo sé" with the way to a human when nothing matches', async () => {
    const body = (await ask(app, { message: 'qwerty zxcvb asdfg' })).json();
    expect(body.handoff).toBe(true);
    expect(body.reply).toContain('No lo sé');
  });

  it('asks "¿te refieres a A o a B?" when two pages tie', async () => {
    const intermediate = courses.filter((course) => course.level === 'Intermedio');
    expect(intermediate.length).toBeGreaterThanOrEqual(2);
    const body = (await ask(app, { message: 'curso intermedio' })).json();
    expect(body.reply).toMatch(/^¿Te refieres a .+ \(\/cursos\/[a-z0-9-]+\) o a .+ \(\/cursos\/[a-z0-9-]+\)\?$/);
    expect(body.sources.map((source: { url: string }) => source.url).sort()).toEqual(
      intermediate
        .slice(0, 2)
        .map((course) => `/cursos/${course.slug}`)
        .sort(),
    );
  });

  it('rejects an empty or whitespace-only message with 400 and a Spanish reply', async () => {
    for (const message of ['', '   \n ']) {
      const response = await ask(app, { message });
      expect(response.statusCode).toBe(400);
      expect(response.json().reply).toBe('Tu mensaje debe tener entre 1 y 1000 caracteres. Escríbelo de nuevo, por favor.');
    }
  });

  it('rejects a message over 1000 characters after trimming with 400', async () => {
    expect((await ask(app, { message: `  ${'a'.repeat(1000)}  ` })).statusCode).toBe(200);
    const response = await ask(app, { message: 'a'.repeat(1001) });
    expect(response.statusCode).toBe(400);
    expect(response.json().reply).toContain('entre 1 y 1000 caracteres');
  });

  it('rejects a body without a message, a bad persona or a bad history with 400', async () => {
    for (const body of [{}, { message: 'hola', persona: 'pirata' }, { message: 'hola', history: [{ role: 'system', content: 'x' }] }, []]) {
      const response = await ask(app, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().reply).toContain('Escribe tu pregunta');
    }
  });

  it('rejects malformed JSON with 400', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/chatbot', payload: '{"message": ', headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().reply).toContain('Escribe tu pregunta');
  });

  it('rejects a body that is not JSON with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/chatbot',
      payload: 'message=hola',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().reply).toBe('No he podido leer tu mensaje: debe enviarse en formato JSON.');
  });

  it('rejects a body over 64 KB with 413', async () => {
    const response = await ask(app, { message: 'hola', history: [{ role: 'user', content: 'x'.repeat(70_000) }] });
    expect(response.statusCode).toBe(413);
    expect(response.json().reply).toContain('demasiado largo');
  });

  it('allows partner origins from CHATBOT_ALLOWED_ORIGINS and the site itself', async () => {
    for (const origin of ['https://partner.example', 'https://otro-partner.example', company.siteUrl]) {
      const response = await ask(app, { message: 'hola' }, { origin });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
    }
  });

  it('allows same-origin requests', async () => {
    const response = await ask(app, { message: 'hola' }, { origin: 'http://localhost:80', host: 'localhost:80' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:80');
  });

  it('answers CORS preflight for allowed origins and refuses other origins', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/chatbot',
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    expect(preflight.headers['access-control-allow-headers']).toContain('Content-Type');

    const foreignPreflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/chatbot',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(foreignPreflight.statusCode).toBe(403);
    expect(foreignPreflight.headers['access-control-allow-origin']).toBeUndefined();

    const foreign = await ask(app, { message: 'hola' }, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    expect(foreign.json().reply).toBe('Este sitio no tiene permiso para usar el asistente.');
  });
});

describe('POST /api/chatbot limits', () => {
  it('answers 429 with Retry-After and a Spanish reply past the per-minute limit', async () => {
    const app = await chatbotApp({ RATE_LIMIT_MAX: '2' });
    expect((await ask(app, { message: 'hola' })).statusCode).toBe(200);
    expect((await ask(app, { message: 'hola' })).statusCode).toBe(200);
    const limited = await ask(app, { message: 'hola' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().reply).toMatch(/^Has enviado muchos mensajes seguidos\. Espera \d+ segundos/);
    await app.close();
  });

  it('counts each IP separately', async () => {
    const app = await chatbotApp({ RATE_LIMIT_MAX: '1' });
    const from = (remoteAddress: string) => app.inject({ method: 'POST', url: '/api/chatbot', payload: { message: 'hola' }, remoteAddress });
    expect((await from('10.0.0.1')).statusCode).toBe(200);
    expect((await from('10.0.0.1')).statusCode).toBe(429);
    expect((await from('10.0.0.2')).statusCode).toBe(200);
    await app.close();
  });

  it('logs the outcome without the message text by default', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const secret = 'mi número secreto es 612345678';
    const quiet = await chatbotApp({}, { level: 'info', stream });
    await ask(quiet, { message: secret });
    await quiet.close();
    expect(lines.some((line) => line.includes('"chatbot reply"'))).toBe(true);
    expect(lines.join('')).not.toContain('612345678');

    lines.length = 0;
    const verbose = await chatbotApp({ CHATBOT_LOG_MESSAGES: 'true' }, { level: 'info', stream });
    await ask(verbose, { message: secret });
    await verbose.close();
    expect(lines.join('')).toContain('612345678');
  });

  it('logs one line per unanswered question with its reason, without the text by default', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await chatbotApp({}, { level: 'info', stream });
    await ask(app, { message: '¿Qué tiempo hace hoy en Zamora?' });
    await ask(app, { message: '¿Cuánto cuesta el curso de NLP?' });
    await app.close();
    const unanswered = lines.filter((line) => line.includes('"chatbot unanswered"')).map((line) => JSON.parse(line) as { chatbot: Record<string, unknown> });
    expect(unanswered.map((line) => line.chatbot)).toEqual([{ unanswered: 'off-topic' }]);
    expect(lines.join('')).not.toContain('Zamora');
  });

  it('tells the widget why a question got no answer, so the dashboard counts by reason', async () => {
    const app = await chatbotApp({});
    const reasons = async (message: string) => (await ask(app, { message })).json().reason as string | undefined;
    expect(await reasons('¿Qué tiempo hace hoy en Zamora?')).toBe('off-topic');
    expect(await reasons('¿Tenéis un curso de Photoshop?')).toBe('not-offered');
    expect(await reasons('¿Me podéis llamar mañana por la tarde?')).toBe('callback');
    expect(await reasons('Quiero hablar con una persona')).toBe('human');
    expect(await reasons('¿Cuánto cuesta el curso de NLP?')).toBeUndefined();
    await app.close();
  });

  it('offers the call-back form (in the chat and on /contacto) to a visitor who leaves a number, and never repeats the number', async () => {
    const app = await chatbotApp({});
    const body = (await ask(app, { message: 'Mi teléfono es 612 345 678, llamadme cuando podáis' })).json();
    expect(body.reason).toBe('callback');
    expect(body.reply).toContain('/contacto');
    // The widget shows the «Pedir que me llamen» button under this reply (widgets/chat/CallbackForm.tsx).
    expect(body.reply).toMatch(/el botón «Pedir que me llamen»/);
    expect(body.reply).toMatch(/formulario «Te llamamos» de \/contacto/);
    expect(body.reply).not.toContain('612');
    await app.close();
  });
});

describe('POST /api/chatbot in the full server', () => {
  it('builds the index and warms the engine up at start-up, logging each, before the first visitor', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const app = await buildApp({ logger: { level: 'info', stream }, serveSite: false, env: {} });
    await app.ready();
    const records = lines.map((line) => JSON.parse(line) as { msg: string; chatbot?: Record<string, number> });
    const index = records.findIndex((record) => record.msg === 'chatbot index ready');
    const warm = records.findIndex((record) => record.msg === 'chatbot warmed up');
    expect(index).toBeGreaterThanOrEqual(0);
    expect(warm).toBeGreaterThan(index);
    expect(records[index]?.chatbot?.documents).toBeGreaterThan(50);
    expect(records[warm]?.chatbot?.warmUpMs).toEqual(expect.any(Number));
    // Nobody had asked anything yet: no request was logged before the warm-up.
    expect(records.slice(0, warm).some((record) => record.msg === 'incoming request')).toBe(false);
    await app.close();
  });

  it('replies after the warm-up exactly as an engine that never warmed up', async () => {
    const cold = new ChatEngine();
    const warm = new ChatEngine();
    warm.warmUp();
    for (const message of ['Buenas, ¿qué cursos tenéis y cuánto cuestan?', '¿y el de NLP cuándo empieza?', 'hola', '¿Tenéis oficina en Sevilla?']) {
      expect(warm.answer({ message }), message).toEqual(cold.answer({ message }));
    }
  });

  it('is mounted by buildApp, with the site security headers', async () => {
    const app = await buildApp({ logger: false, serveSite: false, env: {} });
    const response = await ask(app, { message: '¿Cuál es vuestro email?' });
    expect(response.statusCode).toBe(200);
    expect(response.json().reply).toContain(company.email);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    await app.close();
  });

  it('never answers 500 to client input', async () => {
    const app = await buildApp({ logger: false, serveSite: false, env: { RATE_LIMIT_MAX: '100000' } });
    const payloads = [
      'null',
      '"hola"',
      '42',
      '[]',
      '{"message": 42}',
      '{"message": null}',
      '{"message": ["a"]}',
      '{"message": "hola", "history": "x"}',
      '{"message": "hola", "history": [null]}',
      '{"message": "hola", "persona": 7}',
      '{"message": "\\u0000\\ud800"}',
      '{"message": "<script>alert(1)</script>"}',
      `{"message": "${'ñ'.repeat(999)}"}`,
      '{"message": "hola"',
      '',
    ];
    for (const payload of payloads) {
      const response = await app.inject({ method: 'POST', url: '/api/chatbot', payload, headers: { 'content-type': 'application/json' } });
      expect(response.statusCode, payload).toBeLessThan(500);
      expect(typeof response.json().reply, payload).toBe('string');
    }
    await app.close();
  });
});
