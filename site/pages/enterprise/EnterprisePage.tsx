import { ArrowRight, Calculator, FolderKanban, MapPin, PencilRuler, PiggyBank } from 'lucide-react';
import { Link } from 'wouter';
import { courses } from '../../content/courses.ts';
import { enterpriseBenefits, enterpriseFormats, enterpriseSteps } from '../../content/enterprise.ts';
import { PageHero } from '../../components/PageHero.tsx';
import { CtaBand } from '../../components/CtaBand.tsx';

export { head } from './head.ts';

/** One picture per benefit, not the same building four times. */
const benefitIcons = { tailored: PencilRuler, place: MapPin, project: FolderKanban, funding: PiggyBank };

export default function EnterprisePage() {
  return (
    <>
      <PageHero
        eyebrow="Formación para empresas"
        title="Formación in company en inteligencia artificial"
        lead="Programas a medida para equipos de dirección, negocio y tecnología: en vuestras instalaciones, en nuestras aulas u online en directo."
      >
        <Link className="btn btn-primary btn-lg" href="/contacto">
          Solicitar propuesta <ArrowRight size={18} aria-hidden="true" />
        </Link>
        <Link className="btn btn-outline btn-lg" href="/herramientas-ia?tab=pricing">
          <Calculator size={18} aria-hidden="true" /> Calcular precio
        </Link>
      </PageHero>
      <section className="section" aria-labelledby="enterprise-benefits-title">
        <div className="container">
          <div className="section-header">
            <h2 id="enterprise-benefits-title">Por qué formar a tu equipo con nosotros</h2>
          </div>
          <ul className="enterprise-list grid grid-4">
            {enterpriseBenefits.map((benefit) => {
              const Icon = benefitIcons[benefit.icon];
              return (
                <li key={benefit.title} className="card">
                  <span className="enterprise-icon" aria-hidden="true">
                    <Icon size={24} />
                  </span>
                  <h3>{benefit.title}</h3>
                  <p>{benefit.text}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>
      <section className="section section--soft" aria-labelledby="enterprise-formats-title">
        <div className="container">
          <div className="section-header">
            <h2 id="enterprise-formats-title">Formatos</h2>
          </div>
          <ul className="enterprise-list grid grid-3">
            {enterpriseFormats.map((format) => (
              <li key={format.title} className="card">
                <p className="eyebrow">{format.duration}</p>
                <h3>{format.title}</h3>
                <p className="muted">Para: {format.audience}</p>
                <p>{format.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section" aria-labelledby="enterprise-courses-title">
        <div className="container">
          <div className="section-header">
            <h2 id="enterprise-courses-title">Cursos del catálogo que adaptamos</h2>
            <p className="lead">Cualquiera de nuestros cursos puede impartirse en exclusiva para tu empresa.</p>
          </div>
          <ul className="enterprise-courses">
            {courses.map((course) => (
              <li key={course.slug}>
                <Link href={`/cursos/${course.slug}`}>{course.title}</Link>
                <span className="muted">
                  {course.level} · {course.duration}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section--soft" aria-labelledby="enterprise-steps-title">
        <div className="container">
          <div className="section-header">
            <h2 id="enterprise-steps-title">Cómo trabajamos</h2>
          </div>
          <ol className="enterprise-steps grid grid-4">
            {enterpriseSteps.map((step, index) => (
              <li key={step} className="card enterprise-step">
                <span className="enterprise-step__number" aria-hidden="true">
                  {index + 1}
                </span>
                <p>{step}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <CtaBand title="Diseñemos juntos el programa de tu equipo" text="Te enviamos una propuesta de temario y un presupuesto cerrado en menos de una semana.">
        <Link className="btn btn-light btn-lg" href="/contacto">
          Solicitar propuesta
        </Link>
        <Link className="btn btn-light btn-lg" href="/herramientas-ia?tab=syllabus">
          Probar el generador de temarios
        </Link>
      </CtaBand>
    </>
  );
}
