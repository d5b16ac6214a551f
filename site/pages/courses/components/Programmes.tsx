import { ArrowRight, Clock } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { courseSummaries } from '../../../content/courses/summaries.ts';
import { featuredCourses } from '../../../content/programmes.ts';
import { formatEuros } from '../../../domain/format.ts';

const courseTitle = (slug: string) => courseSummaries.find((course) => course.slug === slug)?.title;

/** Where the home's 'Ver detalles' lands: what each programme is and how it relates to the catalogue. */
export function Programmes() {
  // A client-side visit from the home's 'Ver detalles' changes the URL without scrolling to its anchor.
  useEffect(() => {
    const target = document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
    if (target?.closest('#itinerarios')) target.scrollIntoView({ block: 'start' });
  }, []);

  return (
    <section className="section section--soft" id="itinerarios" aria-labelledby="itinerarios-titulo">
      <div className="container">
        <div className="section-header">
          <span className="eyebrow">Programas por convocatoria</span>
          <h2 id="itinerarios-titulo">Programas de la academia</h2>
          <p className="muted">
            Además de los cursos del catálogo, abrimos tres programas con fecha de inicio por convocatoria. Tienen su propio formato y precio; aquí te contamos
            qué incluye cada uno.
          </p>
        </div>
        <ul className="programme-list">
          {featuredCourses.map((programme) => {
            const related = programme.relatedCourse ? courseTitle(programme.relatedCourse) : undefined;
            return (
              <li key={programme.id} id={programme.id} className="card programme">
                <p className="programme__meta">
                  <span className="badge">{programme.level}</span>
                  <span>
                    <Clock size={15} aria-hidden="true" /> {programme.duration}
                  </span>
                </p>
                <h3>{programme.title}</h3>
                <p className="muted">{programme.explanation}</p>
                <ul className="check-list">
                  {programme.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
                <div className="programme__footer">
                  <strong className="programme__price">{formatEuros(programme.price)}</strong>
                  {related && programme.relatedCourse ? (
                    <Link href={`/cursos/${programme.relatedCourse}`} className="text-link">
                      {/* One line in every card, so the three price rows stay level; the course's name is in the link's name. */}
                      Ver el curso<span className="sr-only"> {related}</span>
                      <ArrowRight size={16} aria-hidden="true" />
                    </Link>
                  ) : (
                    <Link href="/contacto" className="text-link">
                      Pedir información
                      <ArrowRight size={16} aria-hidden="true" />
                    </Link>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
