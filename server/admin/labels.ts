import type { UnansweredReason } from '../chatbot/unanswered.ts';

/** The dashboard's Spanish names for stored values. */
export const KIND_LABELS: Record<string, string> = {
  contact: 'Contacto',
  callback: 'Llamada',
  enrolment: 'Inscripción',
  newsletter: 'Newsletter',
};

export const STATUS_LABELS: Record<string, string> = {
  new: 'Nuevo',
  contacted: 'Contactado',
  won: 'Ganado',
  lost: 'Perdido',
};

export const OUTCOME_LABELS: Record<string, string> = {
  answered: 'Respondidas',
  handoff: 'Derivadas a una persona',
  unknown: 'Sin respuesta',
};

/**
 * The reasons the widget reports besides the server's: a handoff without a reason, and its own
 * failures (widgets/chat/client.ts AskResult errors).
 */
type WidgetReason = 'handoff' | 'timeout' | 'offline' | 'generic' | 'fallback';

/**
 * Why the assistant gave no direct answer (the reason /api/chatbot reports, or the widget's
 * failure): what the team can act on, e.g. content to add for "not-offered". Keyed by the
 * server's UnansweredReason, so a new reason without a label fails the typecheck.
 */
export const REASON_LABELS: Record<UnansweredReason | WidgetReason, string> = {
  'off-topic': 'Fuera de tema',
  'not-offered': 'Algo que no ofrecemos',
  callback: 'Pide que le llamen',
  human: 'Pide hablar con una persona',
  unknown: 'Sin información en la web',
  'ask-which': 'Pregunta ambigua (se pidió aclarar)',
  injection: 'Intento de manipulación',
  handoff: 'Derivada (sin motivo)',
  timeout: 'Sin respuesta a tiempo',
  offline: 'Visitante sin conexión',
  generic: 'Error del servidor',
  fallback: 'Respuesta vacía',
};

/** The label of a stored reason; an unknown one (an older widget's) is shown as it is. */
export function reasonLabel(reason: string): string {
  return (REASON_LABELS as Record<string, string | undefined>)[reason] ?? reason;
}

export const WHATSAPP_CATEGORY_LABELS: Record<string, string> = {
  general: 'Consulta general',
  course_info: 'Cursos',
  service_info: 'Servicios',
  pricing: 'Precios',
};

export const PERIODS = [7, 30, 90] as const;
export type Period = (typeof PERIODS)[number];

export function periodFrom(value: unknown): Period {
  const days = Number(value);
  return (PERIODS as readonly number[]).includes(days) ? (days as Period) : 30;
}

/** '2026-11-22 18:05' in Madrid, from a timestamptz text. */
export function madridTime(value: string | null): string {
  if (!value) return '';
  const date = new Date(value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', dateStyle: 'short', timeStyle: 'short' }).format(date);
}
