import { Link } from 'wouter';
import { courseSummaries } from '../../../content/courses/summaries.ts';
import { DetailStatusCard } from '../../../components/DetailStatusCard.tsx';

export const COURSE_MISSING_TEXT = 'El curso que estás buscando no existe o ha sido eliminado.';

/** Like the 404 and the missing article: the card, then where to keep browsing (the catalogue's courses). */
export function CourseNotFound() {
  return (
    <DetailStatusCard title="Curso no encontrado" text={COURSE_MISSING_TEXT} testId="course-not-found" backHref="/cursos" backLabel="Volver a los cursos">
      <section className="status-suggestions" aria-labelledby="course-not-found-suggestions">
        <h2 id="course-not-found-suggestions">Nuestros cursos</h2>
        <ul className="status-suggestions__list">
          {courseSummaries.map((course) => (
            <li key={course.slug}>
              <Link href={`/cursos/${course.slug}`} className="status-suggestions__link">
                {course.title}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </DetailStatusCard>
  );
}
