import type { NavKey } from '../lib/language.tsx';
import { serviceNames, type ServiceSlug } from './services/names.ts';

export interface NavLink {
  label: string;
  href: string;
  description?: string;
}

export interface NavItem {
  /** Key of the translated label (spec: the six main labels), or a fixed Spanish label. */
  key?: NavKey;
  label: string;
  href: string;
  /** Desktop dropdown / mobile collapsible group. */
  children?: NavLink[];
  /** Collapsible on mobile (spec: Servicios and Cursos). */
  collapsibleOnMobile?: boolean;
  /** Rendered as the highlighted button. */
  highlight?: boolean;
}

/** One name per service: the menus use the title its own page shows. */
function serviceLink(slug: ServiceSlug): NavLink {
  return { label: serviceNames[slug], href: `/servicios/${slug}` };
}

export const mainNavigation: NavItem[] = [
  { key: 'home', label: 'Inicio', href: '/' },
  {
    key: 'services',
    label: 'Servicios',
    href: '/servicios',
    collapsibleOnMobile: true,
    children: [
      serviceLink('clases-particulares-ia'),
      serviceLink('profesor-ai-impartir'),
      serviceLink('ia-para-empresas'),
      serviceLink('desarrollo-apps-ai'),
      serviceLink('ai-agencias-marketing'),
      serviceLink('apoyo-academico-ia-ml'),
      serviceLink('ia-sin-programar'),
      { label: 'Ver todos los servicios', href: '/servicios' },
    ],
  },
  {
    key: 'courses',
    label: 'Cursos',
    href: '/cursos',
    collapsibleOnMobile: true,
    children: [
      { label: 'Fundamentos de Inteligencia Artificial', href: '/cursos/fundamentos-ia' },
      { label: 'Machine Learning Avanzado', href: '/cursos/machine-learning-avanzado' },
      { label: 'NLP con Transformers', href: '/cursos/nlp-transformers' },
      { label: 'IA Generativa para Profesionales', href: '/cursos/ia-generativa' },
      { label: 'Implementación de GPT-4 en la empresa', href: '/cursos/implementacion-gpt4' },
      { label: 'Formación para empresas', href: '/cursos/empresas' },
      { label: 'Ver todos los cursos', href: '/cursos' },
    ],
  },
  {
    label: 'Herramientas IA',
    href: '/herramientas-ia',
    children: [
      { label: 'Generador de temarios', href: '/herramientas-ia?tab=syllabus', description: 'Un programa módulo a módulo en segundos' },
      { label: 'Calculadora de precios', href: '/herramientas-ia?tab=pricing', description: 'Estima tu formación o proyecto' },
      { label: 'Tour interactivo de IA', href: '/tour-ia', description: 'Nuestro método en cuatro pasos' },
      { label: 'Recursos gratuitos', href: '/recursos', description: 'Guías, artículos y plantillas' },
    ],
  },
  { key: 'blog', label: 'Blog', href: '/blog' },
  { key: 'about', label: 'Nosotros', href: '/nosotros' },
  { key: 'contact', label: 'Contacto', href: '/contacto', highlight: true },
];

/** Spec: the footer's service slugs. */
export const footerServices: NavLink[] = [
  serviceLink('consultoria-estrategica'),
  serviceLink('desarrollo-ml'),
  serviceLink('automatizacion-inteligente'),
  serviceLink('analisis-datos'),
  serviceLink('nlp'),
  serviceLink('vision-computadora'),
];

export const footerCompany: NavLink[] = [
  { label: 'Sobre nosotros', href: '/nosotros' },
  { label: 'Casos de éxito', href: '/casos-exito' },
  { label: 'Formación para empresas', href: '/cursos/empresas' },
  { label: 'Recursos', href: '/recursos' },
  { label: 'Blog', href: '/blog' },
  { label: 'Trabaja con nosotros', href: '/careers' },
  { label: 'Widgets para tu web', href: '/integracion' },
];

export const footerLegal: NavLink[] = [
  { label: 'Privacidad', href: '/privacidad' },
  { label: 'Aviso legal', href: '/terminos' },
  { label: 'Cookies', href: '/cookies' },
];

/** Active by path prefix: '/cursos/ia-generativa' lights up 'Cursos'; '/' only matches itself. */
export function isActivePath(href: string, pathname: string): boolean {
  const path = href.split('?')[0]!;
  if (path === '/') return pathname === '/';
  return pathname === path || pathname.startsWith(`${path}/`);
}
