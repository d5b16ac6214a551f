import { company } from '../../../content/company.ts';
import type { CourseModality, CourseSummary } from '../../../content/courses.ts';
import { absoluteUrl } from '../../../lib/seo.ts';
import { providerRef } from '../../../lib/json-ld.ts';

const courseMode: Record<CourseModality, string> = { Online: 'online', Presencial: 'onsite', Híbrido: 'blended' };

export const coursePath = (course: CourseSummary) => `/cursos/${course.slug}`;

/** schema.org Course with its offer, its editions and its rating. */
export function courseJsonLd(course: CourseSummary): Record<string, unknown> {
  const url = absoluteUrl(coursePath(course));
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    description: course.description,
    url,
    ...(course.image ? { image: absoluteUrl(course.image.src) } : {}),
    inLanguage: 'es-ES',
    educationalLevel: course.level,
    teaches: course.skills,
    provider: providerRef,
    ...(course.price !== undefined
      ? {
          offers: {
            '@type': 'Offer',
            category: 'Paid',
            price: course.price,
            priceCurrency: 'EUR',
            availability: 'https://schema.org/InStock',
            url,
          },
        }
      : {}),
    hasCourseInstance: course.nextDates.map((edition) => ({
      '@type': 'CourseInstance',
      courseMode: courseMode[edition.modality],
      startDate: edition.date,
      ...(edition.city ? { location: { '@type': 'Place', name: `${company.brand} ${edition.city}`, address: edition.city } } : {}),
    })),
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: course.rating,
      reviewCount: course.reviewCount,
      bestRating: 5,
    },
  };
}
