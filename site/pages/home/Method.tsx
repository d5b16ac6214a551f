import { methodSteps } from '../../content/home.ts';
import { revealClass, useReveal } from '../../lib/reveal.ts';
import { SectionHeader } from './SectionHeader.tsx';

export function Method() {
  const ref = useReveal<HTMLOListElement>();
  return (
    <section className="section section--soft" aria-labelledby="method-title">
      <div className="container">
        <SectionHeader id="method-title" eyebrow="Nuestro método" title="Cuatro pasos, resultados medibles">
          Un proceso probado en más de 200 empresas desde 2015 para pasar de la idea al impacto.
        </SectionHeader>
        <ol className="method" ref={ref}>
          {methodSteps.map((step, index) => (
            <li key={step.title} className={`method__step ${revealClass(index)}`}>
              <span className="method__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p className="muted">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
