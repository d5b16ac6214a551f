import type { ServiceDetail } from '../../../content/services.ts';
import { Tabs, type TabDef } from '../../../components/ui/Tabs.tsx';
import { FeatureList } from './FeatureList.tsx';

function Overview({ service }: { service: ServiceDetail }) {
  return (
    <div className="service-overview">
      <p>{service.details.overview}</p>
      <h3>Qué incluye</h3>
      <FeatureList features={service.features} />
      <h3>Tecnologías y herramientas</h3>
      <ul className="chip-list" aria-label="Tecnologías">
        {service.technologies.map((technology) => (
          <li key={technology} className="chip">
            {technology}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Process({ service }: { service: ServiceDetail }) {
  return (
    <ol className="service-process">
      {service.details.process.map((step) => (
        <li key={step.title}>
          <h3>{step.title}</h3>
          <p className="muted">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}

function UseCases({ service }: { service: ServiceDetail }) {
  return (
    <ul className="service-usecases">
      {service.details.useCases.map((useCase) => (
        <li key={useCase.title} className="card">
          <h3>{useCase.title}</h3>
          <p className="muted">{useCase.description}</p>
        </li>
      ))}
    </ul>
  );
}

function Options({ options }: { options: NonNullable<ServiceDetail['formationOptions']> }) {
  return (
    <ul className="service-options">
      {options.map((option) => (
        <li key={option.title} className="card service-option">
          <h3>{option.title}</h3>
          <dl>
            <dt>Duración</dt>
            <dd>{option.duration}</dd>
            <dt>Formato</dt>
            <dd>{option.format}</dd>
            <dt>Nivel</dt>
            <dd>{option.level}</dd>
          </dl>
          <p className="service-option__price">{option.price}</p>
        </li>
      ))}
    </ul>
  );
}

/** Spec section 4: overview (default), process, useCases and, only with formationOptions, options. */
export function ServiceTabs({ service }: { service: ServiceDetail }) {
  const tabs: TabDef[] = [
    { id: 'overview', label: 'Descripción General', content: <Overview service={service} /> },
    { id: 'process', label: 'Proceso', content: <Process service={service} /> },
    { id: 'useCases', label: 'Casos de Uso', content: <UseCases service={service} /> },
  ];
  if (service.formationOptions?.length) {
    tabs.push({ id: 'options', label: 'Opciones', content: <Options options={service.formationOptions} /> });
  }
  return (
    <>
      {/* The panels' own headings are h3: this keeps the outline h1 > h2 > h3. */}
      <h2 className="sr-only">Detalles del servicio</h2>
      <Tabs key={service.slug} idPrefix="servicio" label={`Detalles de ${service.title}`} tabs={tabs} />
    </>
  );
}
