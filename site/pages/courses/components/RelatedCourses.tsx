import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import type { CourseSummary } from '../../../content/courses.ts';
import { courseSummaries } from '../../../content/courses/summaries.ts';
import { priceLabel } from '../../../domain/format.ts';
import { relatedCourses } from '../lib/related.ts';

export function RelatedCourses({ course }: { course: CourseSummary }) {
  const related = relatedCourses(course, courseSummaries);
  if (related.length === 0) return null;
  return (
    <section className="card related-courses" aria-labelledby="relacionados-titulo">
      <h2 id="relacionados-titulo">Cursos relacionados</h2>
      <ul>
        {related.map((other) => (
          <li key={other.slug}>
            <Link href={`/cursos/${other.slug}`} className="related-course">
              <span>
                <span className="related-course__title">{other.title}</span>
                <span className="related-course__meta">
                  {other.level} · {priceLabel(other.price)}
                </span>
              </span>
              <ArrowRight size={16} aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
