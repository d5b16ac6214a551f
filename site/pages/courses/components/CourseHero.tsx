import { Award, Clock, Info, MonitorPlay, Users } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link } from 'wouter';
import type { Course } from '../../../content/courses.ts';
import { courseFormat, statTiles, studentsLabel } from '../../../domain/course-defaults.ts';
import { CatalogueImg } from '../../../components/CatalogueImg.tsx';
import { DetailHero } from '../../../components/DetailHero.tsx';
import { RESERVE_BOX_ID } from './ReserveBox.tsx';
import { Stars } from './Stars.tsx';

/** 'Inscribirme' is a plain anchor to #reserva; with script it also scrolls smoothly and moves focus. */
function goToReserveBox(event: MouseEvent<HTMLAnchorElement>) {
  const box = document.getElementById(RESERVE_BOX_ID);
  if (!box) return;
  event.preventDefault();
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  box.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  box.focus({ preventScroll: true });
}

function StatTiles({ course }: { course: Course }) {
  return (
    <dl className="course-tiles" data-testid="course-stat-tiles">
      {statTiles(course).map((tile) => (
        <div key={tile.label} className="course-tile">
          <dt>{tile.label}</dt>
          <dd>{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function CourseHero({ course }: { course: Course }) {
  return (
    <DetailHero
      block="course-hero"
      parent={{ label: 'Cursos', href: '/cursos' }}
      title={course.title}
      description={course.description}
      kicker={
        <ul className="course-hero__facts">
          <li className="badge">{course.level}</li>
          <li>
            <MonitorPlay size={16} aria-hidden="true" />
            {courseFormat(course)}
          </li>
          <li>
            <Clock size={16} aria-hidden="true" />
            {course.duration}
          </li>
        </ul>
      }
      media={
        course.image ? (
          <CatalogueImg image={course.image} sizes="(min-width: 960px) 520px, calc(100vw - 48px)" className="course-hero__image" priority />
        ) : (
          <StatTiles course={course} />
        )
      }
    >
      <ul className="chip-list course-hero__tags" aria-label="Etiquetas">
        {course.tags.map((tag) => (
          <li key={tag} className="chip">
            {tag}
          </li>
        ))}
      </ul>
      <div className="course-hero__proof">
        <p>
          <Users size={18} aria-hidden="true" />
          <strong>{studentsLabel(course)}</strong> estudiantes ya matriculados
        </p>
        <p>
          <Stars rating={course.rating} />
          <span>
            <strong>{course.rating.toFixed(1)}</strong> de 5 ({course.reviewCount} reseñas)
          </span>
        </p>
      </div>
      <div className="actions">
        <a href={`#${RESERVE_BOX_ID}`} className="btn btn-primary btn-lg" onClick={goToReserveBox}>
          <Award size={18} aria-hidden="true" />
          Inscribirme
        </a>
        <Link href="/contacto" className="btn btn-outline btn-lg">
          <Info size={18} aria-hidden="true" />
          Más información<span className="sr-only"> sobre {course.title}</span>
        </Link>
      </div>
    </DetailHero>
  );
}
