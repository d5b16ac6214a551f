/** The one name of each service, used by its page, the lists and the menus (menu = page). */
export const serviceNames = {
  'clases-particulares-ia': 'Clases particulares de IA',
  'profesor-ai-impartir': 'Profesor de IA para impartir formación',
  'ia-para-empresas': 'IA para empresas',
  'desarrollo-apps-ai': 'Desarrollo de apps con IA',
  'ai-agencias-marketing': 'IA para agencias de marketing',
  'apoyo-academico-ia-ml': 'Apoyo académico en IA y machine learning',
  'ia-sin-programar': 'IA sin programar',
  'consultoria-estrategica': 'Consultoría estratégica en IA',
  'desarrollo-ml': 'Desarrollo de modelos de machine learning',
  'automatizacion-inteligente': 'Automatización inteligente de procesos',
  'analisis-datos': 'Análisis de datos e inteligencia de negocio',
  nlp: 'Procesamiento del lenguaje natural',
  'vision-computadora': 'Visión por computador',
} as const satisfies Record<string, string>;

export type ServiceSlug = keyof typeof serviceNames;
