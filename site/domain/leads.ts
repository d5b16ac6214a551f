import { Type, type Static, type TObject, type TSchema } from 'typebox';

/**
 * The one contract of POST /api/leads: a schema per kind (plain JSON schema built with TypeBox,
 * types derived from it), the Spanish texts both sides show, and `checkLead`, the small validator
 * the forms and the server both run, so a field is judged the same way in the browser and on the
 * server. Bundled into the site: keep it free of server-only imports.
 */

export const LEAD_KINDS = ['contact', 'callback', 'enrolment', 'newsletter'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** Wire values of the contact form's service select (labels live in site/content/contact.ts). */
export const CONTACT_SERVICES = ['consultoria', 'desarrollo', 'integracion', 'formacion', 'analytics', 'chatbots', 'otro'] as const;
export const CALLBACK_SLOTS = ['manana', 'tarde'] as const;
export const ENROLMENT_MODALITIES = ['online', 'presencial', 'hibrido'] as const;
/** Where a lead was filed when not on one of the site's own forms: the assistant's chat window. */
export const LEAD_SOURCES = ['chat'] as const;
/** How the team reads the source (mail, webhook, admin). */
export const LEAD_SOURCE_LABELS: Record<(typeof LEAD_SOURCES)[number], string> = { chat: 'Chat del asistente' };

/**
 * Version of the short privacy notice shown next to every submit button; stored with each lead.
 * Defined beside the notice's text (the forms print it without loading this module).
 */
export { PRIVACY_NOTICE_VERSION as CONSENT_VERSION } from '../content/privacy-notice.ts';

/** Where a form post without JavaScript lands (303), one prerendered page per kind. */
export const LEAD_THANK_YOU_PATHS: Record<LeadKind, string> = {
  contact: '/gracias/contacto',
  callback: '/gracias/llamada',
  enrolment: '/gracias/inscripcion',
  newsletter: '/gracias/newsletter',
};

/** Where the newsletter's confirmation and unsubscribe links land (303). */
export const NEWSLETTER_PATHS = {
  confirmed: '/gracias/suscripcion-confirmada',
  unsubscribed: '/gracias/baja-newsletter',
} as const;

/** Non-blank: at least one character that is not white space. */
const FILLED = '\\S';
const EMAIL = '^[^\\s@]+@[^\\s@.]+(\\.[^\\s@.]+)+$';
const PHONE = '^\\+?[0-9][0-9 ().-]{5,29}$';
const SLUG = '^[a-z0-9]+(-[a-z0-9]+)*$';
/** An ISO date (a published edition) or one of the fallback options ('proxima', 'junio'...). */
const START_DATE = '^([0-9]{4}-[0-9]{2}-[0-9]{2}|[a-z]{3,20})$';

const text = (maxLength: number) => Type.String({ maxLength });
const required = (maxLength: number) => Type.String({ maxLength, pattern: FILLED });
const email = () => Type.String({ maxLength: 254, pattern: EMAIL });
/** Empty is allowed: optional fields arrive as '' from a form. */
const optionalPhone = () => Type.Optional(Type.String({ maxLength: 30, pattern: `(${PHONE})|^$` }));

/** Fields every kind carries: the honeypot, the time trap and the consent metadata. */
const common = {
  /** Honeypot: hidden from people, filled by bots. A filled one is answered as success and dropped. */
  website: Type.Optional(text(200)),
  /** ms timestamp of when the form became interactive; absent for a post without JavaScript. */
  startedAt: Type.Optional(Type.Number({ minimum: 0 })),
  consentVersion: Type.Optional(Type.String({ maxLength: 40 })),
  /** Path of the page the form was on (no query string). */
  page: Type.Optional(Type.String({ maxLength: 300, pattern: '^/' })),
};

export const contactLeadSchema = Type.Object(
  {
    kind: Type.Literal('contact'),
    name: required(120),
    email: email(),
    phone: optionalPhone(),
    company: Type.Optional(text(160)),
    subject: required(200),
    message: required(5000),
    service: Type.Optional(Type.Enum([...CONTACT_SERVICES, ''])),
    acceptTerms: Type.Literal(true),
    ...common,
  },
  { additionalProperties: false },
);

export const callbackLeadSchema = Type.Object(
  {
    kind: Type.Literal('callback'),
    name: required(120),
    phone: Type.String({ maxLength: 30, pattern: PHONE }),
    slot: Type.Enum([...CALLBACK_SLOTS]),
    /** 'chat': filed from the assistant's window, which asks for explicit consent (see chatLeadProblems). */
    source: Type.Optional(Type.Enum([...LEAD_SOURCES])),
    /** The chat's consent checkbox; the site's call-back form shows the notice only. */
    acceptTerms: Type.Optional(Type.Literal(true)),
    ...common,
  },
  { additionalProperties: false },
);

export const enrolmentLeadSchema = Type.Object(
  {
    kind: Type.Literal('enrolment'),
    fullName: required(120),
    email: email(),
    phone: optionalPhone(),
    modality: Type.Enum([...ENROLMENT_MODALITIES]),
    startDate: Type.String({ maxLength: 20, pattern: START_DATE }),
    course: Type.String({ maxLength: 80, pattern: SLUG }),
    ...common,
  },
  { additionalProperties: false },
);

export const newsletterLeadSchema = Type.Object(
  {
    kind: Type.Literal('newsletter'),
    email: email(),
    ...common,
  },
  { additionalProperties: false },
);

export const leadSchemas = {
  contact: contactLeadSchema,
  callback: callbackLeadSchema,
  enrolment: enrolmentLeadSchema,
  newsletter: newsletterLeadSchema,
} as const satisfies Record<LeadKind, TObject>;

export type ContactLead = Static<typeof contactLeadSchema>;
export type CallbackLead = Static<typeof callbackLeadSchema>;
export type EnrolmentLead = Static<typeof enrolmentLeadSchema>;
export type NewsletterLead = Static<typeof newsletterLeadSchema>;
export type Lead = ContactLead | CallbackLead | EnrolmentLead | NewsletterLead;

/** Every field name any kind may carry (the union of the schemas' properties). */
export type LeadField = keyof ContactLead | keyof CallbackLead | keyof EnrolmentLead | keyof NewsletterLead;

/** Answer of POST /api/leads with JSON: 201 on success, 400 with per-field errors. */
export interface LeadCreated {
  id: string;
  message: string;
}
export interface LeadRejected {
  message: string;
  errors?: Partial<Record<LeadField, string>>;
}

/** What the visitor reads when a lead is received, per kind (contact: the spec's own texts). */
export const leadOkMessages: Record<LeadKind, { title: string; text: string }> = {
  contact: {
    title: '¡Mensaje enviado con éxito!',
    text: 'Gracias por contactar con nosotros. Nos pondremos en contacto contigo lo antes posible.',
  },
  callback: {
    title: '¡Solicitud recibida!',
    text: 'Te llamaremos el próximo día laborable en la franja que has elegido.',
  },
  enrolment: {
    title: '¡Solicitud de plaza recibida!',
    text: 'Te confirmaremos la plaza por correo en un máximo de 24 horas laborables. No pagas nada hasta entonces.',
  },
  newsletter: {
    title: '¡Ya casi está!',
    text: 'Te hemos enviado un correo para confirmar tu suscripción: abre el enlace que contiene y listo.',
  },
};

/** Whole-request failures, shown above the form (JSON `message`) or on the server's error page. */
export const leadErrorMessages = {
  invalid: 'Revisa los campos marcados: faltan datos o alguno no es válido.',
  unknownKind: 'No reconocemos este formulario. Vuelve a la página y envíalo de nuevo.',
  tooLarge: 'El formulario es demasiado grande. Acorta el mensaje e inténtalo de nuevo.',
  unsupportedType: 'No hemos podido leer el formulario. Vuelve a la página y envíalo de nuevo.',
  methodNotAllowed: 'Esta dirección solo recibe formularios. Vuelve a la página y envíalo con el botón.',
  rateLimited: (seconds: number) => `Has enviado varios formularios seguidos. Espera ${seconds} segundos e inténtalo de nuevo.`,
  unavailable: 'Ahora mismo no podemos guardar tu solicitud. Inténtalo de nuevo en unos segundos o escríbenos por WhatsApp, correo o teléfono.',
  forbiddenOrigin: 'Esta página no puede enviar solicitudes a IA Academy. Pídenos la llamada desde www.iaacademy.es/contacto.',
  network: 'No hemos podido enviar el formulario. Comprueba tu conexión e inténtalo de nuevo, o escríbenos por WhatsApp, correo o teléfono.',
} as const;

/** Per-field messages: when a required field is blank, and when it holds something invalid. */
const fieldMessages: Record<string, { missing: string; invalid: string }> = {
  name: { missing: 'Escribe tu nombre.', invalid: 'Escribe tu nombre.' },
  fullName: { missing: 'Escribe tu nombre completo.', invalid: 'Escribe tu nombre completo.' },
  email: {
    missing: 'Escribe tu correo electrónico.',
    invalid: 'Escribe un correo electrónico válido, por ejemplo nombre@empresa.es.',
  },
  phone: {
    missing: 'Escribe tu teléfono.',
    invalid: 'Escribe un teléfono válido: solo números, espacios y el prefijo +.',
  },
  subject: { missing: 'Escribe el asunto.', invalid: 'Escribe el asunto.' },
  message: { missing: 'Escribe tu mensaje.', invalid: 'Escribe tu mensaje.' },
  service: { missing: 'Elige un servicio.', invalid: 'Elige un servicio de la lista.' },
  acceptTerms: {
    missing: 'Acepta el tratamiento de tus datos para que podamos responderte.',
    invalid: 'Acepta el tratamiento de tus datos para que podamos responderte.',
  },
  slot: { missing: 'Elige una franja horaria.', invalid: 'Elige una franja horaria de la lista.' },
  modality: { missing: 'Elige una modalidad.', invalid: 'Elige una modalidad disponible para este curso.' },
  startDate: { missing: 'Elige una fecha de inicio.', invalid: 'Elige una fecha de inicio disponible para esta modalidad.' },
  course: { missing: 'Falta el curso.', invalid: 'Este curso no existe o ya no admite inscripciones.' },
};
const genericField = { missing: 'Este campo es obligatorio.', invalid: 'Este dato no es válido.' };

export const leadFieldMessage = (field: string, problem: 'missing' | 'invalid'): string => (fieldMessages[field] ?? genericField)[problem];

export const tooLongMessage = (maxLength: number): string => `Es demasiado largo: como máximo ${maxLength} caracteres.`;

/**
 * A call-back filed from the chat must carry the ticked consent box: the chat window asks for it
 * explicitly, so a chat lead without it is refused, never stored.
 */
export function chatLeadProblems(lead: Lead): Partial<Record<LeadField, string>> {
  if (lead.kind !== 'callback' || lead.source !== 'chat' || lead.acceptTerms === true) return {};
  return { acceptTerms: leadFieldMessage('acceptTerms', 'missing') };
}

export type LeadCheck = { ok: true; lead: Lead } | { ok: false; kind?: LeadKind; errors: Partial<Record<LeadField, string>> };

export const isLeadKind = (value: unknown): value is LeadKind => LEAD_KINDS.includes(value as LeadKind);

interface FieldSchema extends TSchema {
  type?: string;
  maxLength?: number;
  pattern?: string;
  enum?: readonly unknown[];
  const?: unknown;
  minimum?: number;
}

/**
 * Checks one field against the subset of JSON schema the lead schemas use (type, const, enum,
 * maxLength, pattern, minimum). The server's tests compare it with TypeBox's full validator.
 */
function fieldProblem(name: string, schema: FieldSchema, value: unknown): string | undefined {
  if (value === undefined) return leadFieldMessage(name, 'missing');
  if (schema.const !== undefined) return value === schema.const ? undefined : leadFieldMessage(name, 'missing');
  if (schema.enum) return schema.enum.includes(value) ? undefined : leadFieldMessage(name, value === '' ? 'missing' : 'invalid');
  if (schema.type === 'number') {
    return typeof value === 'number' && Number.isFinite(value) && value >= (schema.minimum ?? -Infinity) ? undefined : genericField.invalid;
  }
  if (typeof value !== 'string') return leadFieldMessage(name, 'invalid');
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return tooLongMessage(schema.maxLength);
  if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value)) {
    return leadFieldMessage(name, value.trim() === '' ? 'missing' : 'invalid');
  }
  return undefined;
}

/**
 * Validates a lead whose fields are already typed (JSON, or a form post after `fromFormFields`):
 * unknown fields are dropped, strings are trimmed, and every problem gets a Spanish message.
 */
export function checkLead(input: unknown): LeadCheck {
  const body = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  if (!isLeadKind(body.kind)) return { ok: false, errors: {} };
  const schema = leadSchemas[body.kind];
  const requiredFields = new Set<string>(schema.required ?? []);
  const lead: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const [name, property] of Object.entries(schema.properties as Record<string, FieldSchema>)) {
    const raw = body[name];
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value === undefined && !requiredFields.has(name)) continue;
    const problem = fieldProblem(name, property, value);
    if (problem) errors[name] = problem;
    else lead[name] = value;
  }
  if (Object.keys(errors).length > 0) return { ok: false, kind: body.kind, errors };
  return { ok: true, lead: lead as Lead };
}

/**
 * A form post (no JavaScript) sends every value as text: the checkbox as 'on', the timestamp as
 * digits. This turns them into the types the schemas expect; blank optional fields are omitted.
 */
export function fromFormFields(fields: Record<string, unknown>): Record<string, unknown> {
  const lead: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(fields)) {
    const value = Array.isArray(raw) ? raw[raw.length - 1] : raw;
    if (name === 'acceptTerms') lead[name] = value === 'on' || value === 'true' || value === true;
    else if (name === 'startedAt') {
      if (typeof value === 'string' && /^[0-9]{1,16}$/.test(value)) lead[name] = Number(value);
      else if (value !== '' && value !== undefined) lead[name] = value;
    } else lead[name] = value;
  }
  return lead;
}
