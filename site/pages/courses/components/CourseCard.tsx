import { Clock, GraduationCap, MonitorPlay } from 'lucide-react';
import { Link } from 'wouter';
import type { CourseSummary } from '../../../content/courses.ts';
import { courseFormat } from '../../../domain/course-format.ts';
import { priceLabel } from '../../../domain/format.ts';
import { CatalogueImg } from '../../../components/CatalogueImg.tsx';
import { Stars } from './Stars.tsx';

/** A catalogue card; the title link covers the whole card (see .course-card__link::after). */
export function CourseCard({ course, headingLevel = 'h2' }: { course: CourseSummary; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <article className="course-card">
      <div className="course-card__media">
        {course.image ? (
          <CatalogueImg image={course.image} sizes="(min-width: 1200px) 380px, (min-width: 760px) calc(50vw - 36px), calc(100vw - 48px)" />
        ) : (
          <div className="course-card__placeholder" aria-hidden="true">
            <GraduationCap size={48} />
          </div>
        )}
        {course.badge && <span className={`course-badge course-badge--${course.badge.color}`}>{course.badge.text}</span>}
      </div>
      <div className="course-card__body">
        <p className="course-card__meta">
          <span className="badge">{course.level}</span>
          <span>
            <MonitorPlay size={15} aria-hidden="true" /> {courseFormat(course)}
          </span>
          <span>
            <Clock size={15} aria-hidden="true" /> {course.duration}
          </span>
        </p>
        <Heading className="course-card__title">
          <Link href={`/cursos/${course.slug}`} className="course-card__link">
            {course.title}
          </Link>
        </Heading>
        <p className="course-card__text">{course.description}</p>
        <div className="course-card__footer">
          <span className="course-card__rating">
            <Stars rating={course.rating} />
            <span>
              {course.rating.toFixed(1)} <span className="muted">({course.reviewCount} reseñas)</span>
            </span>
          </span>
          <span className="course-card__price">
            {course.originalPrice && (
              <del>
                <span className="sr-only">Antes </span>
                {priceLabel(course.originalPrice)}
              </del>
            )}
            <strong>{priceLabel(course.price)}</strong>
          </span>
        </div>
      </div>
    </article>
  );
}
