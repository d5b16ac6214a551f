import type { ServiceSummary } from '../../../content/services.ts';

export const OTHER_SERVICES_MAX = 4;

/** The sidebar's other services: the next ones in catalogue order, wrapping around. */
export function otherServices(current: ServiceSummary, catalogue: readonly ServiceSummary[]): ServiceSummary[] {
  const index = catalogue.findIndex((service) => service.slug === current.slug);
  const rotated = [...catalogue.slice(index + 1), ...catalogue.slice(0, Math.max(index, 0))];
  return rotated.filter((service) => service.slug !== current.slug).slice(0, OTHER_SERVICES_MAX);
}
