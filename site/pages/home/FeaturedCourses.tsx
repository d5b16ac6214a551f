import { Clock, Star } from 'lucide-react';
import { Link } from 'wouter';
import { featuredCourses } from '../../content/home.ts';
import { formatEuros } from '../../domain/format.ts';
import { revealClass, useReveal } from '../../lib/reveal.ts';
import { SectionHeader } from './SectionHeader.tsx';

export function FeaturedCourses() {
  const ref = useReveal<HTMLDivElement>();
  return (
    <section className="section" aria-labelledby="courses-title">
      <div className="container">
        <SectionHeader id="courses-title" eyebrow="Academia" title="Cursos destacados">
          Nuestros programas por convocatoria, impartidos por profesionales que aplican la IA cada día. Cada uno se explica en la página de cursos, junto al
          catálogo completo.
        </SectionHeader>
        <div className="grid grid-3" ref={ref}>
          {featuredCourses.map((course, index) => (
            <article
              key={course.title}
              className={`card card--hover featured-course${course.popular ? ' featured-course--popular' : ''} ${revealClass(index)}`}
            >
              {course.popular && <span className="featured-course__ribbon">MÁS POPULAR</span>}
              <div className="featured-course__meta">
                <span className="badge">Programa · {course.level}</span>
                <span className="featured-course__rating">
                  <Star size={16} aria-hidden="true" fill="currentColor" />
                  <span aria-hidden="true">{course.rating}</span>
                  <span className="sr-only">Valoración: {course.rating} de 5</span>
                </span>
              </div>
              <h3>{course.title}</h3>
              <p className="muted">{course.description}</p>
              <p className="featured-course__duration">
                <Clock size={16} aria-hidden="true" /> {course.duration}
              </p>
              <ul className="check-list">
                {course.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              <div className="featured-course__footer">
                <span className="featured-course__price">{formatEuros(course.price)}</span>
                <Link href={`/cursos#${course.id}`} className="btn btn-primary btn-sm">
                  Ver detalles<span className="sr-only">: {course.title}</span>
                </Link>
              </div>
            </article>
          ))}
        </div>
        <div className="section-footer">
          <Link href="/cursos" className="btn btn-outline">
            Ver todos los cursos
          </Link>
        </div>
      </div>
    </section>
  );
}
