import { serviceOverviews } from '../../content/services/overview.ts';
import type { CaseStudy } from '../../content/services/types.ts';

export interface CaseStudyEntry extends CaseStudy {
  serviceTitle: string;
}

/** Every service's case studies, each tagged with the service that delivered it. */
export const caseStudies: CaseStudyEntry[] = serviceOverviews.flatMap((service) =>
  service.caseStudies.map((study) => ({ ...study, serviceTitle: service.title })),
);

export const caseSectors: string[] = [...new Set(caseStudies.map((study) => study.sector))].sort((a, b) => a.localeCompare(b, 'es'));
