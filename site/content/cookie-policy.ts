import { STORAGE_KEYS } from '../lib/storage.ts';

/**
 * Every browser-storage key the site and its widgets write, as listed on /cookies.
 * The site sets no cookies: all of these live in localStorage or sessionStorage.
 * tests/unit/legal/cookie-policy.test.ts checks this list against the widgets' own key constants.
 */
export interface StorageEntry {
  key: string;
  area: 'localStorage' | 'sessionStorage';
  owner: 'Sitio web' | 'Widgets';
  category: 'Técnica' | 'Preferencias' | 'Análisis';
  purpose: string;
  duration: string;
}

export const storageEntries: StorageEntry[] = [
  { key: STORAGE_KEYS.language, area: 'localStorage', owner: 'Sitio web', category: 'Técnica', purpose: 'Recordar el idioma que eliges (español o inglés).', duration: 'Hasta que cambies de idioma o borres los datos del sitio' },
  { key: STORAGE_KEYS.theme, area: 'localStorage', owner: 'Sitio web', category: 'Técnica', purpose: 'Recordar el tema claro u oscuro que eliges.', duration: 'Hasta que vuelvas al tema del sistema' },
  { key: STORAGE_KEYS.announcement, area: 'localStorage', owner: 'Sitio web', category: 'Técnica', purpose: 'No volver a mostrarte la barra de anuncios que has cerrado.', duration: 'Hasta que borres los datos del sitio' },
  { key: 'cookieConsent', area: 'localStorage', owner: 'Widgets', category: 'Técnica', purpose: 'Saber que ya has elegido tus preferencias de cookies.', duration: 'Hasta que cambie esta política o borres los datos' },
  { key: 'cookieSettings', area: 'localStorage', owner: 'Widgets', category: 'Técnica', purpose: 'Guardar qué categorías has aceptado (esenciales, análisis, marketing, preferencias).', duration: 'Hasta que cambie esta política o borres los datos' },
  { key: 'cookieConsentMeta', area: 'localStorage', owner: 'Widgets', category: 'Técnica', purpose: 'Guardar la fecha de tu elección y la versión de la política, como prueba del consentimiento.', duration: 'Hasta que cambie esta política o borres los datos' },
  { key: 'iaWidgetsChat', area: 'sessionStorage', owner: 'Widgets', category: 'Técnica', purpose: 'Conservar la conversación con el asistente mientras navegas por el sitio.', duration: 'Hasta que cierres la pestaña' },
  { key: 'whatsappTooltipShown', area: 'localStorage', owner: 'Widgets', category: 'Preferencias', purpose: 'Saber si ya te hemos mostrado el aviso del botón de WhatsApp.', duration: 'Hasta que borres los datos del sitio' },
  { key: 'whatsappTooltipLastShown', area: 'localStorage', owner: 'Widgets', category: 'Preferencias', purpose: 'No repetir el aviso de WhatsApp antes de 24 horas.', duration: 'Hasta que borres los datos del sitio' },
  { key: 'whatsappConversions', area: 'localStorage', owner: 'Widgets', category: 'Análisis', purpose: 'Registrar en tu navegador las últimas 20 veces que abriste WhatsApp desde el sitio (origen y tema), sin enviarlo a ningún servidor.', duration: 'Hasta que borres los datos del sitio' },
];

export const COOKIE_POLICY_UPDATED = '2026-11-01';
