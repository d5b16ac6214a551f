import { company } from '../../content/company.ts';
import { courseSummaries } from '../../content/courses/summaries.ts';
import type { PageHead } from '../../lib/routing/types.ts';
import { breadcrumbJsonLd, itemListJsonLd } from '../../lib/json-ld.ts';
import { courseJsonLd, coursePath } from './lib/course-json-ld.ts';

/** /cursos */
export function coursesHead(): PageHead {
  return {
    title: 'Cursos de inteligencia artificial',
    description:
      'Cursos prácticos de IA en directo: fundamentos, machine learning, NLP, IA generativa y GPT-4 en la empresa. Del nivel principiante al avanzado.',
    jsonLd: [
      itemListJsonLd(
        `Cursos de ${company.brand}`,
        courseSummaries.map((course) => ({ name: course.title, path: coursePath(course) })),
      ),
    ],
  };
}

/** /cursos/{slug}; undefined for an unknown slug (the page shows 'Curso no encontrado'). */
export function courseDetailHead({ slug }: { slug?: string }): PageHead | undefined {
  const course = slug ? courseSummaries.find((summary) => summary.slug === slug) : undefined;
  return (
    course && {
      title: course.title,
      description: course.description,
      ...(course.image ? { image: course.image.src } : {}),
      jsonLd: [
        courseJsonLd(course),
        breadcrumbJsonLd([
          ['Cursos', '/cursos'],
          [course.title, coursePath(course)],
        ]),
      ],
    }
  );
}

/** Only the catalogue's slugs: /cursos/empresas is a page of its own (in-company training). */
export const courseDetailPaths = () => courseSummaries.map(coursePath);
