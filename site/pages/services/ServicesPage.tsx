import { ArrowRight, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { ServiceOverview } from '../../content/services.ts';
import { serviceGroups } from '../../content/services/groups.ts';
import { serviceFaqs } from '../../content/services/faq.ts';
import { serviceOverviews } from '../../content/services/overview.ts';
import { serviceStats } from '../../content/services/stats.ts';
import { serviceSummaries } from '../../content/services/summaries.ts';
import { FaqList } from '../../components/FaqList.tsx';
import { serviceIcons } from './components/service-icons.ts';
import { ServicePanel } from './components/ServicePanel.tsx';
import { ServiceSelector } from './components/ServiceSelector.tsx';
import { CtaBand } from '../../components/CtaBand.tsx';

export { servicesHead as head } from './heads.ts';

function Hero() {
  return (
    <section className="page-hero services-hero">
      <div className="container">
        <span className="eyebrow">Servicios</span>
        <h1>Inteligencia artificial que se nota en la cuenta de resultados</h1>
        <p className="lead">
          Consultoría, desarrollo, integración, analítica, chatbots y formación: un único equipo que te acompaña desde la primera idea hasta el impacto medible.
        </p>
        <div className="actions">
          <Link href="/contacto" className="btn btn-primary btn-lg">
            Solicitar una consultoría
            <ArrowRight size={18} aria-hidden="true" />
          </Link>
          <a href="#servicios-especificos" className="btn btn-outline btn-lg">
            Ver todos los servicios
          </a>
        </div>
      </div>
    </section>
  );
}

function Stats() {
  return (
    <section className="section section--soft" aria-labelledby="resultados-titulo">
      <div className="container">
        <h2 id="resultados-titulo" className="services-centered">
          Resultados medios de nuestros proyectos
        </h2>
        <dl className="service-stats">
          {serviceStats.map((stat) => (
            <div key={stat.label} className="service-stat">
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

function SpecificServices() {
  return (
    <section id="servicios-especificos" className="section" aria-labelledby="especificos-titulo">
      <div className="container">
        <div className="section-header">
          <span className="eyebrow">A tu medida</span>
          <h2 id="especificos-titulo">Servicios específicos</h2>
          <p className="muted">Clases, formación de equipos y proyectos concretos, con precio orientativo.</p>
        </div>
        <div className="service-groups">
          {serviceGroups.map((group) => (
            <section key={group.id} className={`service-group service-group--${group.id}`} aria-labelledby={`especificos-${group.id}`}>
              <h3 id={`especificos-${group.id}`}>{group.title}</h3>
              <p className="muted">{group.text}</p>
              <ul className="service-links">
                {serviceSummaries
                  .filter((service) => group.slugs.some((slug) => slug === service.slug))
                  .map((service) => {
                    const Icon = serviceIcons[service.icon];
                    return (
                      <li key={service.slug}>
                        <Link href={`/servicios/${service.slug}`} className="service-link">
                          <Icon size={22} aria-hidden="true" />
                          <span className="service-link__title">{service.title}</span>
                          <span className="service-link__price">{service.price}</span>
                        </Link>
                      </li>
                    );
                  })}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </section>
  );
}

export default function ServicesPage() {
  const [selectedId, setSelectedId] = useState<ServiceOverview['id']>(serviceOverviews[0]!.id);
  const selected = serviceOverviews.find((service) => service.id === selectedId) ?? serviceOverviews[0]!;
  return (
    <>
      <Hero />
      <section className="section" aria-labelledby="lineas-titulo">
        <div className="container">
          <div className="section-header">
            <span className="eyebrow">Qué hacemos</span>
            <h2 id="lineas-titulo">Seis formas de llevar la IA a tu empresa</h2>
            <p className="muted">Elige un servicio para ver en qué consiste, qué incluye y a quién hemos ayudado.</p>
          </div>
          <ServiceSelector services={serviceOverviews} selectedId={selected.id} onSelect={setSelectedId} />
          <ServicePanel service={selected} />
        </div>
      </section>
      <Stats />
      <SpecificServices />
      <section className="section section--soft" aria-labelledby="faq-titulo">
        <div className="container services-faq">
          <h2 id="faq-titulo" className="services-centered">
            Preguntas frecuentes
          </h2>
          <FaqList faqs={serviceFaqs} />
        </div>
      </section>
      <CtaBand title="¿Hablamos de tu proyecto?" text="Cuéntanos tu reto y te proponemos un primer plan en menos de una semana, sin compromiso.">
        <Link href="/contacto" className="btn btn-light btn-lg">
          <MessageCircle size={18} aria-hidden="true" />
          Contactar con un experto
        </Link>
        <Link href="/casos-exito" className="btn btn-outline-light btn-lg">
          Ver casos de éxito
        </Link>
      </CtaBand>
    </>
  );
}
