import { ArrowLeft, ArrowRight } from 'lucide-react';
import { use } from 'react';
import { Link } from 'wouter';
import type { ServiceDetail, ServiceSummary } from '../../content/services.ts';
import type { PageProps } from '../../lib/routing/types.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { CatalogueImg } from '../../components/CatalogueImg.tsx';
import { ServiceDetailSkeleton } from '../../components/DetailSkeleton.tsx';
import { DetailBoundary } from '../../components/DetailBoundary.tsx';
import { ServiceError } from './components/ServiceError.tsx';
import { serviceIcons } from './components/service-icons.ts';
import { ServiceSidebar } from './components/ServiceSidebar.tsx';
import { ServiceTabs } from './components/ServiceTabs.tsx';
import { resolveService, SERVICE_ERRORS } from './lib/resolve-service.ts';
import { loadServiceBody } from './lib/service-body.ts';
import { VAT_NOTE } from '../../domain/format.ts';
import { CtaBand } from '../../components/CtaBand.tsx';

export { serviceDetailHead as head, serviceDetailPaths as paths } from './heads.ts';
/** The route's preload (routes.ts): the body, fetched before a first load hydrates. Reached through this chunk, so no chunk of its own. */
export { preloadServiceBody as preloadBody } from './lib/service-body.ts';

function ServiceHero({ service }: { service: ServiceDetail }) {
  const Icon = serviceIcons[service.icon];
  return (
    <section className="page-hero service-hero">
      <div className="container service-hero__grid">
        <div>
          <Breadcrumbs trail={[{ label: 'Servicios', href: '/servicios' }]} current={service.title} />
          <div className="service-hero__tags">
            <span className="icon-tile" aria-hidden="true">
              <Icon size={22} />
            </span>
            {service.badge && <span className="badge">{service.badge}</span>}
          </div>
          <h1>{service.title}</h1>
          <p className="lead">{service.description}</p>
          <p className="service-hero__price">{service.price}</p>
          <p className="service-hero__vat">{VAT_NOTE}</p>
        </div>
        <CatalogueImg image={service.image} sizes="(min-width: 960px) 540px, calc(100vw - 48px)" className="service-hero__image" priority />
      </div>
    </section>
  );
}

function ServiceView({ summary }: { summary: ServiceSummary }) {
  const body = use(loadServiceBody(summary.slug));
  if (!body) throw new Error(`${SERVICE_ERRORS.failed}: ${summary.slug}`);
  const service = { ...summary, ...body };
  return (
    <>
      <ServiceHero service={service} />
      <div className="container section service-layout">
        <div className="service-main">
          <ServiceTabs service={service} />
          <Link href="/servicios" className="text-link">
            <ArrowLeft size={16} aria-hidden="true" />
            Volver a todos los servicios
          </Link>
        </div>
        <ServiceSidebar service={service} />
      </div>
      <CtaBand title="Demos el primer paso juntos" text="Una conversación de 30 minutos basta para saber si podemos ayudarte y cómo.">
        <Link href="/contacto" className="btn btn-light btn-lg">
          Reservar una llamada
          <ArrowRight size={18} aria-hidden="true" />
        </Link>
        <Link href="/servicios" className="btn btn-outline-light btn-lg">
          Explorar servicios
        </Link>
      </CtaBand>
    </>
  );
}

export default function ServiceDetailPage({ params }: PageProps) {
  const result = resolveService(params.slug);
  if (result.status === 'error') return <ServiceError message={result.message} />;
  return (
    <DetailBoundary id={result.service.slug} skeleton={<ServiceDetailSkeleton />} error={<ServiceError message={SERVICE_ERRORS.failed} />}>
      <ServiceView summary={result.service} />
    </DetailBoundary>
  );
}
