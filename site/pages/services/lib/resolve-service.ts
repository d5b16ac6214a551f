import type { ServiceSummary } from '../../../content/services.ts';
import { serviceSummaries } from '../../../content/services/summaries.ts';

const findSummary = (slug: string) => serviceSummaries.find((service) => service.slug === slug);

export type ServiceLookup = { status: 'found'; service: ServiceSummary } | { status: 'error'; message: string };

export const SERVICE_ERRORS = {
  missing: 'No se especificó un servicio',
  notFound: 'Servicio no encontrado',
  failed: 'Error al cargar el servicio',
} as const;

/** Spec section 8: a missing slug, an unknown slug and a failed lookup each have their own message. */
export function resolveService(slug: string | undefined, lookup: (slug: string) => ServiceSummary | undefined = findSummary): ServiceLookup {
  if (!slug) return { status: 'error', message: SERVICE_ERRORS.missing };
  try {
    const service = lookup(slug);
    return service ? { status: 'found', service } : { status: 'error', message: SERVICE_ERRORS.notFound };
  } catch (error) {
    console.error(error);
    return { status: 'error', message: SERVICE_ERRORS.failed };
  }
}
