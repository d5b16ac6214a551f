import type { ServiceSlug } from './names.ts';

/**
 * The two halves of /servicios' list of specific services: who each group is for. A module of its
 * own, read by that page and by the assistant ("de los proyectos para empresas, ¿cuál es el más
 * barato?"), not by the site's other pages (the summaries travel with every page that lists a service).
 */
export interface ServiceGroup {
  id: 'training' | 'projects';
  title: string;
  text: string;
  slugs: readonly ServiceSlug[];
}

export const serviceGroups: readonly ServiceGroup[] = [
  {
    id: 'training',
    title: 'Aprender y enseñar IA',
    text: 'Clases, tutorías y formación para personas, equipos, centros y agencias.',
    slugs: ['clases-particulares-ia', 'profesor-ai-impartir', 'ai-agencias-marketing', 'apoyo-academico-ia-ml', 'ia-sin-programar'],
  },
  {
    id: 'projects',
    title: 'Proyectos para empresas',
    text: 'Estrategia, desarrollo e implantación con tu equipo y tus datos.',
    slugs: [
      'ia-para-empresas',
      'desarrollo-apps-ai',
      'consultoria-estrategica',
      'desarrollo-ml',
      'automatizacion-inteligente',
      'analisis-datos',
      'nlp',
      'vision-computadora',
    ],
  },
];
