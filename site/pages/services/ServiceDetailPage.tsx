import { ArrowRight } from 'lucide-react';
import { use } from 'react';
import { Link } from 'wouter';
import type { ServiceSummary } from '../../content/services.ts';
import type { PageProps } from '../../lib/routing/types.ts';
import { ServiceDetailSkeleton } from '../../components/DetailSkeleton.tsx';
import { DetailBoundary } from '../../components/DetailBoundary.tsx';
import { DetailShell } from '../../components/DetailShell.tsx';
import { CtaBand } from '../../components/CtaBand.tsx';
import { ServiceAside } from './components/ServiceAside.tsx';
import { ServiceError } from './components/ServiceError.tsx';
import { ServiceHero } from './components/ServiceHero.tsx';
import { ServiceTabs } from './components/ServiceTabs.tsx';
import { resolveService, SERVICE_ERRORS } from './lib/resolve-service.ts';
import { loadServiceBody } from './lib/service-body.ts';

export { serviceDetailHead as head, serviceDetailPaths as paths } from './heads.ts';
/** The route's preload (routes.ts): the body, fetched before a first load hydrates. Reached through this chunk, so no chunk of its own. */
export { preloadServiceBody as preloadBody } from './lib/service-body.ts';

const closing = (
  <CtaBand title="Demos el primer paso juntos" text="Una conversación de 30 minutos basta para saber si podemos ayudarte y cómo.">
    <Link href="/contacto" className="btn btn-light btn-lg">
      Reservar una llamada
      <ArrowRight size={18} aria-hidden="true" />
    </Link>
    <Link href="/servicios" className="btn btn-outline-light btn-lg">
      Explorar servicios
    </Link>
  </CtaBand>
);

function ServiceView({ summary }: { summary: ServiceSummary }) {
  const body = use(loadServiceBody(summary.slug));
  if (!body) throw new Error(`${SERVICE_ERRORS.failed}: ${summary.slug}`);
  const service = { ...summary, ...body };
  return (
    <DetailShell
      hero={<ServiceHero service={service} />}
      className="service-layout"
      asideLabel="Contratar y otros servicios"
      aside={<ServiceAside service={service} />}
      back={{ href: '/servicios', label: 'Volver a todos los servicios' }}
      closing={closing}
    >
      <ServiceTabs service={service} />
    </DetailShell>
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
