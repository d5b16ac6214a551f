/**
 * The service catalogue: /servicios shows the six lines of business (overviews), and every
 * service linked from the navigation and the footer has its own page (details).
 */
import { aiAgenciasMarketing } from './services/detail/ai-agencias-marketing.ts';
import { analisisDatos } from './services/detail/analisis-datos.ts';
import { apoyoAcademicoIaMl } from './services/detail/apoyo-academico-ia-ml.ts';
import { automatizacionInteligente } from './services/detail/automatizacion-inteligente.ts';
import { clasesParticularesIa } from './services/detail/clases-particulares-ia.ts';
import { consultoriaEstrategica } from './services/detail/consultoria-estrategica.ts';
import { desarrolloAppsAi } from './services/detail/desarrollo-apps-ai.ts';
import { desarrolloMl } from './services/detail/desarrollo-ml.ts';
import { iaParaEmpresas } from './services/detail/ia-para-empresas.ts';
import { iaSinProgramar } from './services/detail/ia-sin-programar.ts';
import { nlp } from './services/detail/nlp.ts';
import { profesorAiImpartir } from './services/detail/profesor-ai-impartir.ts';
import { visionComputadora } from './services/detail/vision-computadora.ts';
import type { ServiceDetail } from './services/types.ts';

export type * from './services/types.ts';
export { WHATSAPP_CATEGORIES } from './services/types.ts';
export { serviceOverviews } from './services/overview.ts';
export { serviceFaqs } from './services/faq.ts';
export { serviceStats } from './services/stats.ts';

/** In navigation order, then footer order. */
export const serviceDetails: readonly ServiceDetail[] = [
  clasesParticularesIa,
  profesorAiImpartir,
  iaParaEmpresas,
  desarrolloAppsAi,
  aiAgenciasMarketing,
  apoyoAcademicoIaMl,
  iaSinProgramar,
  consultoriaEstrategica,
  desarrolloMl,
  automatizacionInteligente,
  analisisDatos,
  nlp,
  visionComputadora,
];

export function getServiceDetail(slug: string): ServiceDetail | undefined {
  return serviceDetails.find((service) => service.slug === slug);
}
