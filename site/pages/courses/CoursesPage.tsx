import { ArrowRight, RotateCcw, SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { courseSummaries } from '../../content/courses/summaries.ts';
import { CourseCard } from './components/CourseCard.tsx';
import { CourseFilterBar } from './components/CourseFilterBar.tsx';
import { Programmes } from './components/Programmes.tsx';
import { useCourseFilters } from './components/useCourseFilters.ts';
import { VAT_NOTE } from '../../domain/format.ts';
import { EMPTY_FILTERS, filterCourses, formatOptions } from './lib/filters.ts';
import { CtaBand } from '../../components/CtaBand.tsx';

export { coursesHead as head } from './heads.ts';

const formats = formatOptions(courseSummaries);

const countLabel = (count: number) => (count === 1 ? '1 curso' : `${count} cursos`);

export default function CoursesPage() {
  const [filters, setFilters] = useCourseFilters();
  const results = filterCourses(courseSummaries, filters);
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <span className="eyebrow">Cursos</span>
          <h1>Cursos de inteligencia artificial</h1>
          <p className="lead">
            Formación práctica en directo, con docentes que trabajan en proyectos reales. Desde los fundamentos hasta llevar GPT-4 y el machine learning a
            producción.
          </p>
        </div>
      </section>
      <section className="section" aria-labelledby="catalogo-titulo">
        <div className="container">
          <h2 id="catalogo-titulo" className="sr-only">
            Catálogo de cursos
          </h2>
          <CourseFilterBar filters={filters} formats={formats} onChange={setFilters} />
          <div className="course-results-bar">
            <p className="course-count" role="status">
              {countLabel(results.length)}
            </p>
            <p className="course-vat-note muted">{VAT_NOTE}</p>
          </div>
          {results.length > 0 ? (
            <ul className="course-grid">
              {results.map((course) => (
                <li key={course.slug}>
                  <CourseCard course={course} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="card status-card course-empty">
              <SearchX size={40} aria-hidden="true" className="status-card__glyph" />
              <h2>No se encontraron cursos</h2>
              <p className="muted">Prueba con otras palabras o quita alguno de los filtros.</p>
              <button type="button" className="btn btn-primary" onClick={() => setFilters(EMPTY_FILTERS)}>
                <RotateCcw size={18} aria-hidden="true" />
                Restablecer filtros
              </button>
            </div>
          )}
        </div>
      </section>
      <Programmes />
      <CtaBand
        title="¿No encuentras el curso que buscas?"
        text="Diseñamos formación a medida para tu equipo o te orientamos hacia el itinerario que mejor encaja contigo."
      >
        <Link href="/contacto" className="btn btn-light btn-lg">
          Hablar con un asesor
          <ArrowRight size={18} aria-hidden="true" />
        </Link>
        <Link href="/cursos/empresas" className="btn btn-outline-light btn-lg">
          Formación para empresas
        </Link>
      </CtaBand>
    </>
  );
}
