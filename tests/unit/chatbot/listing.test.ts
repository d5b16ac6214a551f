import { describe, expect, it } from 'vitest';
import { courses } from '../../../site/content/courses.ts';
import { ChatEngine } from '../../../server/chatbot/engine.ts';
import { needsCode } from '../../../server/chatbot/understand/course-data.ts';

/** A listing question gets the courses that meet the facet asked, from the structured data, not the whole catalogue. */
const engine = new ChatEngine();
const ask = (message: string) => engine.answer({ message });
const titlesIn = (reply: string) => courses.filter((course) => reply.includes(course.title)).map((course) => course.slug);

describe('listing questions filtered by the facet asked', () => {
  it('lists only the courses under a stated price', () => {
    const reply = ask('¿qué cursos tenéis por debajo de 1000 euros?').reply;
    const expected = courses.filter((course) => course.price !== undefined && course.price <= 1000).map((course) => course.slug);
    expect(titlesIn(reply).sort()).toEqual(expected.sort());
  });

  it('sends a beginner listing to the one course for beginners', () => {
    const answer = ask('¿tenéis cursos para principiantes?');
    const beginners = courses.filter((course) => course.level === 'Principiante');
    expect(beginners).toHaveLength(1);
    expect(answer.sources[0]?.url).toBe(`/cursos/${beginners[0]?.slug}`);
  });

  it('combines facets: no code and a certificate', () => {
    const reply = ask('¿hay algún curso sin programar que dé certificado?').reply;
    const expected = courses.filter((course) => !needsCode(course) && course.certificate).map((course) => course.slug);
    expect(titlesIn(reply).sort()).toEqual(expected.sort());
  });

  it('says plainly when no course meets the facet, and what is closest', () => {
    const reply = ask('cursos de menos de 300 euros').reply;
    expect(reply).toMatch(/^Ningún curso/);
    expect(reply).toContain('/cursos');
  });

  it('answers in English with English values', () => {
    const reply = ask('courses under 1000 euros').reply;
    expect(reply).toMatch(/weeks/);
    expect(reply).not.toMatch(/semanas|Principiante/);
  });
});
