import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'wouter';
import { tourScenarios, tourSteps } from '../../content/tour.ts';
import { PageHero } from '../../components/PageHero.tsx';
import { rovingTarget } from '../../lib/roving-focus.ts';

export { head } from './head.ts';

/** The four-step method as a keyboard-friendly stepper (tabs pattern) with a scenario picker. */
export default function TourPage() {
  const [stepIndex, setStepIndex] = useState(0);
  const [scenarioId, setScenarioId] = useState(tourScenarios[0]!.id);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const step = tourSteps[stepIndex]!;
  const scenario = tourScenarios.find((item) => item.id === scenarioId)!;
  const last = tourSteps.length - 1;

  const goTo = (index: number, focusTab = false) => {
    setStepIndex(index);
    if (focusTab) tabRefs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = rovingTarget(event, index, tourSteps.length, false);
    if (target === undefined) return;
    event.preventDefault();
    goTo(target, true);
  };

  return (
    <>
      <PageHero
        eyebrow="Tour interactivo"
        title="Así llevamos la IA a tu empresa, paso a paso"
        lead="Recorre nuestro método de cuatro pasos con un ejemplo real de tu sector. Usa las flechas del teclado o los botones para avanzar."
      />
      <section className="section">
        <div className="container tour">
          <fieldset className="choice-pills">
            <legend>Elige un ejemplo</legend>
            {tourScenarios.map((item) => (
              <label key={item.id} className="choice-pill">
                <input type="radio" name="tour-scenario" value={item.id} checked={item.id === scenarioId} onChange={() => setScenarioId(item.id)} />
                {item.label}
              </label>
            ))}
          </fieldset>
          <div className="tour-steps" role="tablist" aria-label="Pasos del método">
            {tourSteps.map((item, index) => (
              <button
                key={item.id}
                ref={(node) => {
                  tabRefs.current[index] = node;
                }}
                type="button"
                role="tab"
                id={`tour-tab-${item.id}`}
                aria-selected={index === stepIndex}
                aria-controls="tour-panel"
                tabIndex={index === stepIndex ? 0 : -1}
                className="tour-step-tab"
                onClick={() => goTo(index)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span className="tour-step-tab__number" aria-hidden="true">
                  {index + 1}
                </span>
                <span>{item.title}</span>
              </button>
            ))}
          </div>
          <div className="tour-progress" aria-hidden="true">
            <span className={`tour-progress__bar tour-progress__bar--${stepIndex + 1}`} />
          </div>
          <div id="tour-panel" role="tabpanel" aria-labelledby={`tour-tab-${step.id}`} className="card tour-panel" tabIndex={0}>
            <p className="eyebrow">
              Paso {stepIndex + 1} de {tourSteps.length} · {step.duration}
            </p>
            <h2>{step.title}</h2>
            <p className="lead">{step.summary}</p>
            <div className="tour-panel__grid">
              <div>
                <h3>Qué hacemos</h3>
                <ul className="check-list">
                  {step.activities.map((activity) => (
                    <li key={activity}>{activity}</li>
                  ))}
                </ul>
                <p>
                  <strong>Entregable:</strong> {step.deliverable}
                </p>
              </div>
              <aside className="tour-example" aria-label={`Ejemplo: ${scenario.label}`}>
                <h3>Ejemplo: {scenario.company}</h3>
                <p>{scenario.examples[step.id]}</p>
              </aside>
            </div>
            <div className="tour-nav">
              <button type="button" className="btn btn-outline" disabled={stepIndex === 0} onClick={() => goTo(stepIndex - 1)}>
                <ArrowLeft size={18} aria-hidden="true" />
                Paso anterior
              </button>
              {stepIndex < last ? (
                <button type="button" className="btn btn-primary" onClick={() => goTo(stepIndex + 1)}>
                  Paso siguiente
                  <ArrowRight size={18} aria-hidden="true" />
                </button>
              ) : (
                <Link className="btn btn-primary" href="/contacto">
                  Empezar mi diagnóstico
                  <ArrowRight size={18} aria-hidden="true" />
                </Link>
              )}
            </div>
          </div>
          <p className="tour-more">
            ¿Quieres formarte primero? Prueba nuestro <Link href="/herramientas-ia?tab=syllabus">generador de temarios</Link> o consulta los{' '}
            <Link href="/casos-exito">casos de éxito</Link>.
          </p>
        </div>
      </section>
    </>
  );
}
