import { describe, expect, it } from 'vitest';
import { courses } from '../../../site/content/courses.ts';
import { courseDetailHead, courseDetailPaths, coursesHead } from '../../../site/pages/courses/heads.ts';

describe('course page heads', () => {
  it('describes /cursos with an ItemList of the five courses', () => {
    const head = coursesHead();
    expect(head.description.length).toBeGreaterThanOrEqual(50);
    expect(head.description.length).toBeLessThanOrEqual(160);
    expect(head.jsonLd?.[0]).toMatchObject({ '@type': 'ItemList', numberOfItems: 5 });
  });

  it('gives every course a title, a 50-160 character description, a Course and a BreadcrumbList', () => {
    for (const course of courses) {
      const head = courseDetailHead({ slug: course.slug })!;
      expect(head.title).toBe(course.title);
      expect(head.description.length).toBeGreaterThanOrEqual(50);
      expect(head.description.length).toBeLessThanOrEqual(160);
      expect(head.jsonLd?.map((item) => item['@type'])).toEqual(['Course', 'BreadcrumbList']);
    }
  });

  it('prices the Course offer in euros and names the provider', () => {
    const [course] = courseDetailHead({ slug: 'ia-generativa' })!.jsonLd!;
    expect(course).toMatchObject({
      offers: { '@type': 'Offer', price: 990, priceCurrency: 'EUR' },
      provider: { '@type': 'Organization', name: 'IA Academy' },
      educationalLevel: 'Intermedio',
    });
  });

  it('has no head for an unknown slug (the not-found state)', () => {
    expect(courseDetailHead({ slug: 'no-existe' })).toBeUndefined();
    expect(courseDetailHead({})).toBeUndefined();
  });

  it('prerenders the five course paths and never claims /cursos/empresas', () => {
    expect(courseDetailPaths()).toEqual(courses.map((course) => `/cursos/${course.slug}`));
    expect(courseDetailPaths()).not.toContain('/cursos/empresas');
    expect(courseDetailHead({ slug: 'empresas' })).toBeUndefined();
  });
});
