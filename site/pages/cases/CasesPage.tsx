import { ArrowRight, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { CtaBand } from '../../components/CtaBand.tsx';
import { PageHero } from '../../components/PageHero.tsx';
import { caseSectors, caseStudies } from './case-studies.ts';

export { head } from './head.ts';

const ALL = 'todos';

export default function CasesPage() {
  const [sector, setSector] = useState(ALL);
  const visible = sector === ALL ? caseStudies : caseStudies.filter((study) => study.sector === sector);

  return (
    <>
      <PageHero
        eyebrow="Casos de éxito"
        title="Resultados reales de nuestros clientes"
        lead="Proyectos de consultoría, desarrollo, integración, formación, analítica y chatbots, con el reto de partida, la solución y lo que se consiguió."
      />
      <section className="section">
        <div className="container">
          <fieldset className="choice-pills">
            <legend>Filtrar por sector</legend>
            {[ALL, ...caseSectors].map((option) => (
              <label key={option} className="choice-pill">
                <input type="radio" name="case-sector" value={option} checked={sector === option} onChange={() => setSector(option)} />
                {option === ALL ? 'Todos los sectores' : option}
              </label>
            ))}
          </fieldset>
          <p className="cases-count" aria-live="polite">
            {visible.length === 1 ? '1 caso' : `${visible.length} casos`}
            {sector === ALL ? '' : ` en ${sector}`}
          </p>
          <ul className="cases-grid grid grid-2">
            {visible.map((study) => (
              <li key={study.client} className="card case-card">
                <div className="case-card__tags">
                  <span className="badge">{study.sector}</span>
                  <span className="case-card__service">{study.serviceTitle}</span>
                </div>
                <h2 className="case-card__client">{study.client}</h2>
                <h3>El reto</h3>
                <p>{study.challenge}</p>
                <h3>La solución</h3>
                <p>{study.solution}</p>
                <h3>
                  <TrendingUp size={18} aria-hidden="true" /> Resultados
                </h3>
                <ul className="check-list">
                  {study.results.map((result) => (
                    <li key={result}>{result}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          <CtaBand
            bare
            className="cases-cta"
            title="¿Quieres ser nuestro próximo caso de éxito?"
            text="La primera consultoría es gratuita: cuéntanos tu reto y te diremos con franqueza cómo podemos ayudarte."
          >
            <Link className="btn btn-light btn-lg" href="/contacto">
              Hablar con un experto <ArrowRight size={18} aria-hidden="true" />
            </Link>
            <Link className="btn btn-light btn-lg" href="/servicios">
              Ver servicios
            </Link>
          </CtaBand>
        </div>
      </section>
    </>
  );
}
