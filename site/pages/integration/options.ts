/**
 * What a marketer can choose on /integracion, in the data-* vocabulary of the widgets script
 * (widgets/config.ts is the one definition of those attributes).
 */
import { company } from '../../content/company.ts';
import type { ConfigAttributes, LangOption, PersonaId, Position, ThemeOption, WidgetName } from '../../../widgets/config.ts';

export interface IntegrationChoice {
  position: Position;
  persona: PersonaId;
  personaSelector: boolean;
  widgets: WidgetName[];
  lang: LangOption;
  theme: ThemeOption;
}

export const DEFAULT_CHOICE: IntegrationChoice = {
  position: 'bottom-right',
  persona: 'general',
  personaSelector: true,
  widgets: ['chat', 'whatsapp', 'consent'],
  lang: 'auto',
  theme: 'auto',
};

export const positionLabels: Record<Position, string> = {
  'bottom-right': 'Abajo a la derecha',
  'bottom-left': 'Abajo a la izquierda',
  'top-right': 'Arriba a la derecha',
  'top-left': 'Arriba a la izquierda',
};

export const personaLabels: Record<PersonaId, string> = {
  general: 'Asistente General',
  courses: 'Asesor de Cursos',
  technical: 'Experto Técnico',
};

export const widgetLabels: Record<WidgetName, string> = {
  chat: 'Asistente de IA',
  whatsapp: 'Botón de WhatsApp',
  consent: 'Banner de cookies',
};

export const langLabels: Record<LangOption, string> = {
  auto: 'El de la página (lang)',
  es: 'Español',
  en: 'Inglés',
};

export const themeLabels: Record<ThemeOption, string> = {
  auto: 'El de la página o el sistema',
  light: 'Claro',
  dark: 'Oscuro',
};

/** Every attribute, for the live preview (it must also reset what the last choice changed). */
export function previewAttributes(choice: IntegrationChoice): ConfigAttributes {
  return {
    position: choice.position,
    persona: choice.persona,
    'persona-selector': String(choice.personaSelector),
    widgets: (choice.widgets.length ? choice.widgets : DEFAULT_CHOICE.widgets).join(','),
    lang: choice.lang,
    theme: choice.theme,
  };
}

/** Only what differs from the defaults, plus the number: the shortest tag that does the job. */
export function tagAttributes(choice: IntegrationChoice): ConfigAttributes {
  const all = previewAttributes(choice);
  const defaults = previewAttributes(DEFAULT_CHOICE);
  const attributes: ConfigAttributes = {};
  for (const key of Object.keys(all) as (keyof ConfigAttributes)[]) {
    if (all[key] !== defaults[key]) attributes[key] = all[key];
  }
  attributes.whatsapp = company.whatsapp;
  return attributes;
}
