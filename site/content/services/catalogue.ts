import { serviceBody as aiAgenciasMarketing } from './detail/ai-agencias-marketing.ts';
import { serviceBody as analisisDatos } from './detail/analisis-datos.ts';
import { serviceBody as apoyoAcademicoIaMl } from './detail/apoyo-academico-ia-ml.ts';
import { serviceBody as automatizacionInteligente } from './detail/automatizacion-inteligente.ts';
import { serviceBody as clasesParticularesIa } from './detail/clases-particulares-ia.ts';
import { serviceBody as consultoriaEstrategica } from './detail/consultoria-estrategica.ts';
import { serviceBody as desarrolloAppsAi } from './detail/desarrollo-apps-ai.ts';
import { serviceBody as desarrolloMl } from './detail/desarrollo-ml.ts';
import { serviceBody as iaParaEmpresas } from './detail/ia-para-empresas.ts';
import { serviceBody as iaSinProgramar } from './detail/ia-sin-programar.ts';
import { serviceBody as nlp } from './detail/nlp.ts';
import { serviceBody as profesorAiImpartir } from './detail/profesor-ai-impartir.ts';
import { serviceBody as visionComputadora } from './detail/vision-computadora.ts';
import { serviceSummaries } from './summaries.ts';
import type { ServiceBody, ServiceDetail } from './types.ts';

/** Keyed by slug, which is also each module's file name (the detail page loads them by it). */
const bodies: Record<string, ServiceBody> = {
  'ai-agencias-marketing': aiAgenciasMarketing,
  'analisis-datos': analisisDatos,
  'apoyo-academico-ia-ml': apoyoAcademicoIaMl,
  'automatizacion-inteligente': automatizacionInteligente,
  'clases-particulares-ia': clasesParticularesIa,
  'consultoria-estrategica': consultoriaEstrategica,
  'desarrollo-apps-ai': desarrolloAppsAi,
  'desarrollo-ml': desarrolloMl,
  'ia-para-empresas': iaParaEmpresas,
  'ia-sin-programar': iaSinProgramar,
  nlp,
  'profesor-ai-impartir': profesorAiImpartir,
  'vision-computadora': visionComputadora,
};

/**
 * Every service complete, for readers that need it all at once (the assistant, the tools, tests).
 * The pages read the summaries and load one body per page instead.
 */
export const serviceDetails: readonly ServiceDetail[] = serviceSummaries.map((summary) => {
  const body = bodies[summary.slug];
  if (!body) throw new Error(`No detail module for service ${summary.slug}`);
  return { ...summary, ...body };
});

export function getServiceDetail(slug: string): ServiceDetail | undefined {
  return serviceDetails.find((service) => service.slug === slug);
}
