import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { authors } from '../../../site/content/blog/authors.ts';
import * as faculty from '../../../site/content/courses/instructors.ts';
import type { Instructor } from '../../../site/content/courses/types.ts';
import { courseTestimonials } from '../../../site/content/courses/testimonials.ts';
import { featuredTestimonial, stats, testimonials } from '../../../site/content/home.ts';
import { team } from '../../../site/content/team.ts';
import { serviceNames } from '../../../site/content/services/names.ts';
import { courseSummaries } from '../../../site/content/courses/summaries.ts';
import { mainNavigation } from '../../../site/content/navigation.ts';
import { impact } from '../../../site/content/values.ts';
import { formatEuros, parseEuros } from '../../../site/domain/format.ts';

const instructors = Object.values(faculty).filter(
  (value): value is Instructor => typeof value === 'object' && value !== null && 'name' in value && 'bio' in value,
);

const casts = {
  team: team.map((member) => ({ name: member.name, role: member.role })),
  instructors: instructors.map((person) => ({ name: person.name, role: person.role })),
  authors: Object.values(authors).map((author) => ({ name: author.name, role: author.role })),
  clients: [...testimonials, featuredTestimonial, ...courseTestimonials].map((quote) => ({ name: quote.author, role: quote.role })),
};

/** Every string reachable from a module's exports (functions are code, not copy). */
function strings(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((item) => strings(item, seen));
}

const contentModules = import.meta.glob('../../../site/content/**/*.ts', { eager: true });
const contentDir = fileURLToPath(new URL('../../../site/content/', import.meta.url));
const markdown = readdirSync(`${contentDir}blog`)
  .filter((file) => file.endsWith('.md'))
  .map((file) => readFileSync(`${contentDir}blog/${file}`, 'utf8'));
const copy = [...Object.values(contentModules).flatMap((module) => strings(module)), ...markdown];

describe('content: one cast of people, one role each', () => {
  it('no name appears in two casts (team, instructors, blog authors, clients and students)', () => {
    const castOf = new Map<string, string[]>();
    for (const [cast, people] of Object.entries(casts)) {
      for (const person of people) castOf.set(person.name, [...(castOf.get(person.name) ?? []), cast]);
    }
    const inTwo = [...castOf].filter(([, found]) => new Set(found).size > 1);
    expect(inTwo).toEqual([]);
  });

  it('no name appears twice within a cast', () => {
    for (const people of Object.values(casts)) expect(new Set(people.map((person) => person.name)).size).toBe(people.length);
  });

  it('has one head of the academy: the team member who directs training', () => {
    const heads = Object.values(casts)
      .flat()
      .filter((person) => /direct(or|ora) (de formación|académic)|jef[ea] de (la )?academia/i.test(person.role));
    expect(heads).toEqual([{ name: 'Carmen Ruiz', role: 'Directora de Formación' }]);
  });

  it('writes every role in Spanish (no "Head of Data Science" or "Lead Machine Learning Engineer")', () => {
    const english = Object.values(casts)
      .flat()
      .filter((person) => /\b(head|lead|engineer|manager|officer|chief|senior|junior)\b/i.test(person.role));
    expect(english).toEqual([]);
  });

  it('has one person responsible for ethics, in the team, and no role repeats its own words ("Responsable de IA Responsable")', () => {
    const people = Object.values(casts).flat();
    const ethics = people.filter((person) => /responsable de [ée]tica/i.test(person.role));
    expect(ethics).toEqual([{ name: 'Pablo Sánchez', role: 'Responsable de Ética y Cumplimiento' }]);
    const echoing = people.filter((person) => /\b(\p{L}+)\b.*\b\1\b/iu.test(person.role.replace(/\b(de|del|la|el|y|en|e)\b/gi, '')));
    expect(echoing).toEqual([]);
  });
});

describe('content: claims that agree', () => {
  it('labels the 120 counter as current clients, not as all the companies ever served (more than 200)', () => {
    const clients = stats.find((stat) => stat.key === 'clients')!;
    expect(clients.target).toBe(120);
    expect(clients.label).not.toMatch(/^clientes( satisfechos)?$/i);
    expect(impact).toContainEqual({ value: '+200', label: 'empresas transformadas' });
  });
});

describe('content: one price format', () => {
  const prices = copy.flatMap((text) => [...text.matchAll(/\d[\d.,]*\s?€|€\s?\d[\d.,]*/g)].map((match) => match[0]));

  it('finds the prices it checks', () => {
    expect(prices.length).toBeGreaterThan(30);
  });

  it('writes every price in the copy exactly as the one formatter renders it', () => {
    const different = prices.filter((price) => {
      const amount = parseEuros(price);
      return amount === undefined || formatEuros(amount) !== price;
    });
    expect(different).toEqual([]);
  });
});

describe('content: one name per service', () => {
  const links = copy.flatMap((text) =>
    [...text.matchAll(/\[([^\]]+)\]\(\/servicios\/([a-z0-9-]+)\)/g)].map(([, label, slug]) => ({ label: label!, slug: slug! })),
  );

  it('finds the links to service pages in the articles', () => {
    expect(links.length).toBeGreaterThan(5);
  });

  it("calls each linked service by its name or the start of it ('consultoría estratégica' for 'Consultoría estratégica en IA')", () => {
    const names: Record<string, string> = serviceNames;
    const renamed = links.filter(({ label, slug }) => !names[slug]?.toLowerCase().startsWith(label.toLowerCase()));
    expect(renamed).toEqual([]);
  });
});

describe('content: one name per course', () => {
  it("the Cursos menu calls each course by its page's title ('NLP con Transformers', not 'NLP y Transformers')", () => {
    const menu = mainNavigation.find((item) => item.key === 'courses')!.children!;
    const courseLinks = menu.filter((link) => courseSummaries.some((course) => link.href === `/cursos/${course.slug}`));
    expect(courseLinks).toHaveLength(courseSummaries.length);
    for (const link of courseLinks) expect(link.label).toBe(courseSummaries.find((course) => link.href === `/cursos/${course.slug}`)!.title);
  });
});
