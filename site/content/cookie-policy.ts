import { storageItems, type ConsentCategory, type StorageKey } from './storage-inventory.ts';

/**
 * The /cookies table, generated from the storage inventory: every key, its area and category
 * come from there; who writes it and the human texts are added here, keyed by the same names,
 * so a new key without its text does not compile.
 */
export interface StorageEntry {
  key: StorageKey;
  area: 'localStorage' | 'sessionStorage';
  owner: 'Sitio web' | 'Widgets';
  category: ConsentCategory;
  categoryLabel: string;
  purpose: string;
  duration: string;
}

export const categoryLabels: Record<ConsentCategory, string> = {
  essential: 'Técnica (necesaria)',
  preferences: 'Preferencias',
  analytics: 'Análisis',
  marketing: 'Marketing',
};

const UNTIL_POLICY_CHANGES = 'Hasta que cambie esta política o borres los datos';
const UNTIL_CLEARED = 'Hasta que borres los datos del sitio';
const UNTIL_TAB_CLOSES = 'Hasta que cierres la pestaña';

const texts: Record<StorageKey, { owner: StorageEntry['owner']; purpose: string; duration: string }> = {
  language: {
    owner: 'Sitio web',
    purpose: 'Recordar el idioma que eliges (español o inglés).',
    duration: 'Hasta que cambies de idioma o borres los datos del sitio',
  },
  theme: {
    owner: 'Sitio web',
    purpose: 'Recordar el tema claro u oscuro que eliges.',
    duration: 'Hasta que vuelvas al tema del sistema',
  },
  announcementDismissed: {
    owner: 'Sitio web',
    purpose: 'No volver a mostrarte la barra de anuncios que has cerrado.',
    duration: UNTIL_CLEARED,
  },
  iaChunkReload: {
    owner: 'Sitio web',
    purpose: 'Recargar una sola vez la página si una parte del sitio no se pudo descargar (por ejemplo, tras una actualización), sin entrar en un bucle.',
    duration: UNTIL_TAB_CLOSES,
  },
  cookieConsent: {
    owner: 'Widgets',
    purpose: 'Saber que ya has elegido tus preferencias de cookies.',
    duration: UNTIL_POLICY_CHANGES,
  },
  cookieSettings: {
    owner: 'Widgets',
    purpose: 'Guardar qué categorías has aceptado (esenciales, análisis, marketing, preferencias).',
    duration: UNTIL_POLICY_CHANGES,
  },
  cookieConsentMeta: {
    owner: 'Widgets',
    purpose: 'Guardar la fecha de tu elección y la versión de la política, como prueba del consentimiento.',
    duration: UNTIL_POLICY_CHANGES,
  },
  iaWidgetsChat: {
    owner: 'Widgets',
    purpose: 'Conservar la conversación con el asistente mientras navegas por el sitio.',
    duration: UNTIL_TAB_CLOSES,
  },
  iaWidgetsSession: {
    owner: 'Widgets',
    purpose: 'Un número al azar que agrupa las preguntas de una misma conversación con el asistente; no te identifica.',
    duration: UNTIL_TAB_CLOSES,
  },
  whatsappTooltipShown: {
    owner: 'Widgets',
    purpose: 'Saber si ya te hemos mostrado el aviso del botón de WhatsApp.',
    duration: UNTIL_CLEARED,
  },
  whatsappTooltipLastShown: {
    owner: 'Widgets',
    purpose: 'No repetir el aviso de WhatsApp antes de 24 horas.',
    duration: UNTIL_CLEARED,
  },
  whatsappConversions: {
    owner: 'Widgets',
    purpose: 'Registrar en tu navegador las últimas 20 veces que abriste WhatsApp desde el sitio (origen y tema), sin enviarlo a ningún servidor.',
    duration: UNTIL_CLEARED,
  },
};

export const storageEntries: StorageEntry[] = storageItems.map((item) => ({
  ...item,
  categoryLabel: categoryLabels[item.category],
  ...texts[item.key],
}));

export const COOKIE_POLICY_UPDATED = '2026-11-22';
