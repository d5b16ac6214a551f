/**
 * Every text of the cookie banner; the button labels are the spec's own. The intro names the
 * categories offered (data-consent-categories) and, on a partner's site, whose banner it is
 * (data-owner); on the main site, with every category, it is the original sentence.
 */
import type { OptionalCategory } from '../config.ts';
import type { Lang } from '../i18n.ts';
import type { Category } from './state.ts';

export interface ConsentStrings {
  title: string;
  /** `list` names the optional categories offered ('' when none); `owner` may be ''. */
  intro: (list: string, owner: string) => string;
  /** The intro list's last joining word. */
  and: string;
  policy: string;
  acceptAll: string;
  customise: string;
  essentialOnly: string;
  back: string;
  save: string;
  alwaysOn: string;
  categories: Record<Category, { name: string; description: string }>;
}

export const consentStrings: Record<Lang, ConsentStrings> = {
  es: {
    title: 'Tu privacidad, tus reglas',
    intro: (list, owner) =>
      owner
        ? `Este sitio (${owner}) ${list ? `usa cookies de ${list} solo si le das permiso` : 'solo usa cookies esenciales'}.`
        : list
          ? `Con tu permiso usamos cookies de ${list}.`
          : 'Solo usamos cookies esenciales.',
    and: 'y',
    policy: 'Política de cookies',
    acceptAll: 'Aceptar todas',
    customise: 'Personalizar',
    essentialOnly: 'Solo esenciales',
    back: 'Volver',
    save: 'Guardar preferencias',
    alwaysOn: 'Siempre activas',
    categories: {
      essential: { name: 'Esenciales', description: 'Necesarias para navegar y recordar tu elección de cookies.' },
      analytics: { name: 'Analítica', description: 'Nos dicen qué páginas se visitan para mejorar los contenidos.' },
      marketing: { name: 'Marketing', description: 'Miden campañas y muestran anuncios relevantes en otras webs.' },
      preferences: { name: 'Preferencias', description: 'Recuerdan ajustes como el idioma o el tema.' },
    },
  },
  en: {
    title: 'Your privacy, your rules',
    intro: (list, owner) =>
      owner
        ? `This site (${owner}) ${list ? `uses ${list} cookies only with your permission` : 'only uses essential cookies'}.`
        : list
          ? `With your permission we use ${list} cookies.`
          : 'We only use essential cookies.',
    and: 'and',
    policy: 'Cookie policy',
    acceptAll: 'Accept all',
    customise: 'Customise',
    essentialOnly: 'Essential only',
    back: 'Back',
    save: 'Save preferences',
    alwaysOn: 'Always on',
    categories: {
      essential: { name: 'Essential', description: 'Needed to browse and to remember your cookie choice.' },
      analytics: { name: 'Analytics', description: 'Tell us which pages are visited so we can improve them.' },
      marketing: { name: 'Marketing', description: 'Measure campaigns and show relevant ads on other sites.' },
      preferences: { name: 'Preferences', description: 'Remember settings such as language or theme.' },
    },
  },
};

/** 'analítica, marketing y preferencias': the offered categories as one phrase. */
export function categoryList(text: ConsentStrings, offered: readonly OptionalCategory[]): string {
  const words = offered.map((category) => text.categories[category].name.toLowerCase());
  const last = words.pop();
  return words.length ? `${words.join(', ')} ${text.and} ${last}` : (last ?? '');
}
