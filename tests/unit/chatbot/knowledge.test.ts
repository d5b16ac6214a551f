import { describe, expect, it } from 'vitest';
import { articles } from '../../../site/content/blog/articles.ts';
import { courses } from '../../../site/content/courses.ts';
import { offices } from '../../../site/content/offices.ts';
import { serviceDetails } from '../../../site/content/services.ts';
import { isoDate } from '../../../server/chatbot/format.ts';
import { loadKnowledge } from '../../../server/chatbot/sources/index.ts';

const urls = new Set(loadKnowledge().map((doc) => doc.url));

describe('assistant knowledge built from site/content', () => {
  it('has every course, service and article page', () => {
    for (const course of courses) expect(urls).toContain(`/cursos/${course.slug}`);
    for (const service of serviceDetails) expect(urls).toContain(`/servicios/${service.slug}`);
    for (const article of articles) expect(urls).toContain(`/blog/${article.slug}`);
  });

  it('has the section and company pages the assistant links to', () => {
    for (const url of [
      '/cursos',
      '/servicios',
      '/blog',
      '/nosotros',
      '/contacto',
      '/cursos/empresas',
      '/casos-exito',
      '/herramientas-ia?tab=pricing',
      '/privacidad',
      '/cookies',
    ]) {
      expect(urls).toContain(url);
    }
  });

  it('reads article bodies from the markdown files', () => {
    const withBody = loadKnowledge().filter((doc) => doc.kind === 'article' && doc.text.length > 2000);
    expect(withBody.length).toBeGreaterThan(0);
  });

  it('states each office from offices.ts', () => {
    const docs = loadKnowledge();
    for (const office of offices) {
      expect(docs.some((doc) => doc.facts.address?.es.includes(office.address))).toBe(true);
    }
  });

  it("gives each way a course is run with the first date it starts that way, so '¿cuándo es la primera presencial?' has its answer", () => {
    const docs = loadKnowledge();
    const formatOf = (slug: string) => docs.find((doc) => doc.url === `/cursos/${slug}` && doc.kind === 'course')?.facts.format?.es ?? '';
    /** Each course that starts `modality` at all, with the first date it does. */
    const firstRuns = (modality: string) =>
      courses.flatMap((course) => {
        const first = course.nextDates.find((date) => date.modality === modality);
        return first ? [{ course, first }] : [];
      });
    const inPerson = firstRuns('Presencial');
    const online = firstRuns('Online');
    // Some course starts each way, or the checks below would pass without checking anything.
    expect(inPerson.length).toBeGreaterThan(0);
    expect(online.length).toBeGreaterThan(0);
    for (const { course, first } of inPerson) expect(formatOf(course.slug)).toContain(`presencial en ${first.city} el ${isoDate(first.date, 'es')}`);
    for (const { course, first } of online) expect(formatOf(course.slug)).toContain(`online el ${isoDate(first.date, 'es')}`);
  });
});
