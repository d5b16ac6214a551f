import { describe, expect, it } from 'vitest';
import { getCourse } from '../../../site/content/courses.ts';
import { ChatEngine } from '../../../server/chatbot/engine.ts';
import { isoDate } from '../../../server/chatbot/format.ts';
import { KnownFigures } from '../../../server/chatbot/llm/numbers-check.ts';
import { PERSONAS, type Persona } from '../../../server/chatbot/personas.ts';
import { loadKnowledge } from '../../../server/chatbot/sources/index.ts';

/**
 * Personas differ in emphasis and tone, never in facts: the same question gets the same figures
 * from each, and each adds what its visitors care about (courses: dates, price, fit; technical:
 * prerequisites, stack, syllabus; general: only what was asked, brief).
 */
const docs = loadKnowledge();
const engine = new ChatEngine(docs);
const figures = new KnownFigures(docs);
const nlp = getCourse('nlp-transformers')!;
const ask = (message: string) => Object.fromEntries(PERSONAS.map((persona) => [persona, engine.answer({ message, persona }).reply])) as Record<Persona, string>;
/** Every figure of a reply, as digits: prices, dates, percentages. */
const digits = (reply: string) => new Set([...reply.matchAll(/\d[\d.,]*/g)].map(([match]) => match.replace(/\D/g, '')));

describe('the same question, three personas', () => {
  const replies = ask('¿Cuánto cuesta el curso de NLP?');

  it('give the same price, from the content, and no figure the content lacks', () => {
    for (const persona of PERSONAS) {
      expect(replies[persona]).toContain(`${nlp.price}€`);
      expect(replies[persona]).toContain('/cursos/nlp-transformers');
      expect(figures.unknown(replies[persona])).toEqual([]);
      // What the general answer says, the others say too: they add, never change.
      for (const figure of digits(replies.general)) expect(digits(replies[persona])).toContain(figure);
    }
  });

  it('general is brief: only the price and where to read more', () => {
    expect(replies.general).toBe(`NLP con Transformers cuesta ${nlp.price}€. Más información: /cursos/nlp-transformers`);
  });

  it('the course advisor adds the next dates and who it is for, then where to enrol', () => {
    for (const edition of nlp.nextDates) expect(replies.courses).toContain(isoDate(edition.date, 'es'));
    expect(replies.courses).toContain('pensado para');
    expect(replies.courses).toMatch(/Plazas e inscripción en \/cursos\/nlp-transformers$/);
    expect(replies.courses).not.toContain('se pide');
  });

  it('the technical expert adds the prerequisites and the syllabus, then where the full syllabus is', () => {
    for (const requirement of nlp.requirements ?? []) expect(replies.technical).toContain(`«${requirement}»`);
    expect(replies.technical).toMatch(/Temario completo en \/cursos\/nlp-transformers$/);
    expect(replies.technical).not.toContain(isoDate(nlp.nextDates[0]!.date, 'es'));
  });

  it('are three different replies', () => {
    expect(new Set(Object.values(replies)).size).toBe(3);
  });
});

describe('personas in English', () => {
  const replies = ask('What does the NLP course cost?');

  it('keep the same price and use English for their own words', () => {
    for (const persona of PERSONAS) {
      expect(replies[persona]).toContain('€1,290');
      expect(replies[persona]).not.toMatch(/Más información|Plazas e inscripción|Temario completo|\bthe the\b/i);
    }
    expect(replies.general).toMatch(/You will find more information at \/cursos\/nlp-transformers$/);
    expect(replies.courses).toMatch(/Places and enrolment at \/cursos\/nlp-transformers$/);
    expect(replies.technical).toMatch(/Full syllabus at \/cursos\/nlp-transformers$/);
  });
});

describe('an overview asked of the course advisor', () => {
  it('does not repeat the price the overview already gives', () => {
    const reply = engine.answer({ message: 'háblame del curso de NLP', persona: 'courses' }).reply;
    expect(reply.split(`${nlp.price}€`)).toHaveLength(2);
    expect(reply).toContain(isoDate(nlp.nextDates[0]!.date, 'es'));
  });
});

describe("a service's price", () => {
  it.each(['¿cuánto cuesta la consultoría?', 'precio del servicio de chatbots', '¿Cuánto vale integrar IA en mi empresa?'])(
    '%s: every persona links the price calculator and a quote, never a dead end',
    (question) => {
      const replies = ask(question);
      for (const persona of PERSONAS) {
        expect(replies[persona]).toContain('/herramientas-ia?tab=pricing');
        expect(replies[persona]).toContain('/contacto');
        expect(figures.unknown(replies[persona])).toEqual([]);
      }
    },
  );

  it('the technical expert adds the service stack, with the same starting price', () => {
    const replies = ask('¿cuánto cuesta la consultoría?');
    expect(replies.general).toContain('Desde 1900€');
    expect(replies.technical).toContain('Desde 1900€');
    expect(replies.technical).toContain('Tecnologías del servicio:');
    expect(replies.technical).toMatch(/Detalle técnico en \/servicios\/consultoria-estrategica$/);
  });
});
