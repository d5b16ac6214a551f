import { describe, expect, it } from 'vitest';
import { ChatEngine } from '../../../server/chatbot/engine.ts';
import { courses } from '../../../site/content/courses.ts';
import { offices } from '../../../site/content/offices.ts';
import { simplify } from '../../../server/chatbot/text/terms.ts';

/**
 * A visitor near the Lisbon office may write in Portuguese. The assistant answers in Spanish, from
 * the same content, once a word only Portuguese uses ("vocês", "quero", "obrigado", "qual") says the
 * message is Portuguese. Spanish messages keep their own words ("me da igual", "el escritorio").
 */
const engine = new ChatEngine();
const ask = (message: string) => engine.answer({ message });
const lisbon = offices.find((office) => /lisboa/i.test(office.city));
const nlp = courses.find((course) => course.slug === 'nlp-transformers');

describe('questions in Portuguese', () => {
  it('answers a price, a start date and an office from the content', () => {
    expect(ask('Quanto custa o curso de NLP?').reply).toContain(`${nlp?.price}€`);
    expect(ask('Quando começa o curso de NLP?').reply).toMatch(/^Próximas ediciones de NLP con Transformers/);
    const office = ask('Vocês têm escritório em Lisboa?');
    expect(office.reply).toContain(lisbon?.address ?? 'no office');
    // "Qual…?" asks which, not whether: no "Sí." before the number.
    expect(ask('Qual é o telefone do escritório de Lisboa?').reply).toMatch(/^El teléfono de la oficina de Lisboa es/);
  });

  it('puts the visitor through to a person, thanks and greets back', () => {
    for (const message of ['Quero falar com uma pessoa', 'passe-me a um humano por favor']) {
      expect(ask(message).outcome, message).toBe('human');
    }
    expect(ask('Muito obrigada pela ajuda').reply).toMatch(/De nada/);
    expect(ask('Olá, bom dia').outcome).toBe('small-talk');
  });

  it('leaves Spanish words alone when nothing marks the message as Portuguese', () => {
    expect(simplify('me da igual el escritorio')).toMatch(/\bda\b.*\bescritorio\b/);
    expect(simplify('quero falar com o escritorio')).toMatch(/\bhablar con\b.*\boficina\b/);
  });

  it('hands off an unrelated question in Portuguese', () => {
    const answer = ask('Qual é a capital da Austrália?');
    expect(answer.handoff).toBe(true);
    expect(answer.sources[0]?.url).toBe('/contacto');
  });
});

describe('small talk and everyday words in Portuguese', () => {
  it('greets back, and says who answers', () => {
    for (const message of ['Oi! Tudo bem aí com vocês?', 'Boa tarde pra todos!', 'Olá, tudo bem?']) {
      expect(ask(message).outcome, message).toBe('small-talk');
    }
    expect(ask('Mas você, quem é? Estou falando com uma máquina ou com gente de verdade?').reply).toMatch(/asistente virtual/);
  });

  it('reads "agora", "disponíveis" and "o" as the Spanish they are', () => {
    const answer = ask('Que cursos vocês têm disponíveis agora?');
    expect(answer.sources[0]?.url).toBe('/cursos');
    expect(answer.reply).not.toMatch(/^No/);
  });

  it('hands off the weather asked in Portuguese', () => {
    const answer = ask('Como está o tempo hoje em Barcelona?');
    expect(answer.handoff).toBe(true);
    expect(answer.outcome).toBe('off-topic');
  });
});

describe('courses in Lisbon, where there is an office but no edition', () => {
  it('says there is no edition there, where the in-person ones are and that online ones are followed from anywhere', () => {
    const cities = [...new Set(courses.flatMap((course) => course.nextDates.flatMap((date) => (date.city ? [date.city] : []))))];
    expect(cities).not.toContain(lisbon?.city);
    for (const message of ['¿Tenéis algún curso en Lisboa?', 'Do you have a course in Lisbon?']) {
      const answer = ask(message);
      expect(answer.reply, message).toMatch(/(No hay ediciones en|There are no editions in) Lisboa/);
      for (const city of cities) expect(answer.reply, message).toContain(city);
      expect(answer.reply, message).not.toMatch(/no ofrecemos|don't offer/);
    }
  });
});
