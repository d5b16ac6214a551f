/** Every text of the cookie banner; the button labels are the spec's own. */
import type { Lang } from '../i18n.ts';
import type { Category } from './state.ts';

export interface ConsentStrings {
  title: string;
  intro: string;
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
    intro: 'Con tu permiso usamos cookies de analítica, marketing y preferencias.',
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
    intro: 'With your permission we use analytics, marketing and preference cookies.',
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
