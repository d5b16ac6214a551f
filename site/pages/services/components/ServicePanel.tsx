import { Building2, Sparkles } from 'lucide-react';
import type { ServiceOverview } from '../../../content/services.ts';
import { Tabs } from '../../../components/ui/Tabs.tsx';
import { FeatureList } from './FeatureList.tsx';
import { serviceIcons } from './service-icons.ts';

function CaseStudies({ service }: { service: ServiceOverview }) {
  return (
    <div className="service-cases">
      {service.caseStudies.map((study) => (
        <article key={study.client} className="service-case">
          <header>
            <h3>{study.client}</h3>
            <span className="badge">
              <Building2 size={14} aria-hidden="true" />
              {study.sector}
            </span>
          </header>
          <dl>
            <dt>Reto</dt>
            <dd>{study.challenge}</dd>
            <dt>Solución</dt>
            <dd>{study.solution}</dd>
            <dt>Resultados</dt>
            <dd>
              <ul className="check-list">
                {study.results.map((result) => (
                  <li key={result}>{result}</li>
                ))}
              </ul>
            </dd>
          </dl>
        </article>
      ))}
    </div>
  );
}

/** The selected service with its three tabs (spec section 4: descripcion, caracteristicas, casos). */
export function ServicePanel({ service }: { service: ServiceOverview }) {
  const Icon = serviceIcons[service.icon];
  return (
    <section id="servicio-detalle" className="card service-panel" aria-labelledby="servicio-detalle-titulo">
      <header className="service-panel__header">
        <span className="icon-tile icon-tile--lg" aria-hidden="true">
          <Icon size={28} />
        </span>
        <div>
          <h2 id="servicio-detalle-titulo">{service.title}</h2>
          <p className="muted">{service.description}</p>
        </div>
      </header>
      <Tabs
        key={service.id}
        idPrefix={`servicio-${service.id}`}
        label={`Información sobre ${service.title}`}
        tabs={[
          {
            id: 'descripcion',
            label: 'Descripción',
            content: (
              <div className="service-panel__body">
                <p>{service.longDescription}</p>
                <h3>Beneficios</h3>
                <ul className="service-benefits">
                  {service.benefits.map((benefit) => (
                    <li key={benefit}>
                      <Sparkles size={18} aria-hidden="true" />
                      {benefit}
                    </li>
                  ))}
                </ul>
              </div>
            ),
          },
          {
            id: 'caracteristicas',
            label: 'Características',
            content: <FeatureList features={service.features} />,
          },
          { id: 'casos', label: 'Casos de éxito', content: <CaseStudies service={service} /> },
        ]}
      />
    </section>
  );
}
