/**
 * The closed chat's two texts, apart from the window's (strings.ts, which includes them): the
 * bundles carry only these, and the window brings the rest when it is fetched (lazy-window.ts).
 */
import type { Lang } from '../i18n.ts';

export const launcherStrings: Record<Lang, { launcher: string; unread: string }> = {
  es: { launcher: 'Abrir el asistente', unread: 'Tienes una respuesta sin leer' },
  en: { launcher: 'Open the assistant', unread: 'You have an unread reply' },
};
