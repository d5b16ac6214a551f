import { Type, type Static } from 'typebox';

/**
 * The one contract of POST /api/events: one schema per event the site and the widgets send with
 * navigator.sendBeacon (plain JSON schema built with TypeBox, types derived from it). Nothing in
 * an event identifies a visitor: a route PATTERN (never the URL), a referrer HOST, UTM values,
 * small enumerations. The only free text is an unanswered assistant question, sent only when the
 * visitor accepted analytics. Imported as types by the site and the widgets (no bytes shipped).
 */

export const EVENTS_PATH = '/api/events';

/** Short machine words: a UTM value, a WhatsApp source or category, a reason. */
const token = (maxLength = 60) => Type.String({ minLength: 1, maxLength, pattern: '^[A-Za-z0-9][A-Za-z0-9 ._+-]*$' });

export const LEAD_EVENT_KINDS = ['contact', 'callback', 'enrolment', 'newsletter'] as const;
export const CHAT_OUTCOMES = ['answered', 'handoff', 'unknown'] as const;
export const CONSENT_CATEGORIES = ['analytics', 'marketing', 'preferences'] as const;

export const pageViewEvent = Type.Object(
  {
    type: Type.Literal('page_view'),
    /** A pattern of the route table ('/blog/:slug'), or '404'. */
    route: Type.String({ minLength: 1, maxLength: 80, pattern: '^(/[A-Za-z0-9:_/-]*|404)$' }),
    /** Host only, never the path or query of the page the visitor came from. */
    referrer: Type.Optional(Type.String({ minLength: 1, maxLength: 253, pattern: '^[a-z0-9.-]+$' })),
    utmSource: Type.Optional(token()),
    utmMedium: Type.Optional(token()),
    utmCampaign: Type.Optional(token()),
    /** The first view of a page load: only landings count towards channels. */
    landing: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const whatsappClickEvent = Type.Object(
  { type: Type.Literal('whatsapp_click'), source: token(40), category: token(40) },
  { additionalProperties: false },
);

export const chatOpenedEvent = Type.Object({ type: Type.Literal('chat_opened') }, { additionalProperties: false });

export const chatOutcomeEvent = Type.Object(
  {
    type: Type.Literal('chat_outcome'),
    outcome: Type.Enum([...CHAT_OUTCOMES]),
    reason: token(40),
    /** The question, only for handoff/unknown and only when `analytics` is true. */
    question: Type.Optional(Type.String({ minLength: 1, maxLength: 1000 })),
    /** The visitor's analytics consent as the widget knows it: the server keeps text only then. */
    analytics: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const formSubmittedEvent = Type.Object(
  { type: Type.Literal('form_submitted'), kind: Type.Enum([...LEAD_EVENT_KINDS]) },
  { additionalProperties: false },
);

export const consentChoiceEvent = Type.Object(
  {
    type: Type.Literal('consent'),
    /** The optional categories accepted; [] is "only essential". */
    categories: Type.Array(Type.Enum([...CONSENT_CATEGORIES]), { maxItems: 3, uniqueItems: true }),
  },
  { additionalProperties: false },
);

export const siteEvent = Type.Union([pageViewEvent, whatsappClickEvent, chatOpenedEvent, chatOutcomeEvent, formSubmittedEvent, consentChoiceEvent]);

export type PageViewEvent = Static<typeof pageViewEvent>;
export type WhatsAppClickEvent = Static<typeof whatsappClickEvent>;
export type ChatOutcomeEvent = Static<typeof chatOutcomeEvent>;
export type FormSubmittedEvent = Static<typeof formSubmittedEvent>;
export type ConsentChoiceEvent = Static<typeof consentChoiceEvent>;
export type SiteEvent = Static<typeof siteEvent>;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];
export type ChatOutcome = (typeof CHAT_OUTCOMES)[number];

/** Largest body the endpoint reads: one event, a question of 1000 characters and some room. */
export const EVENT_BODY_LIMIT = 4 * 1024;
