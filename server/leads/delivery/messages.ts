import { company } from '../../../site/content/company.ts';
import { contactServiceOptions } from '../../../site/content/contact.ts';
import { courseSummaries } from '../../../site/content/courses/summaries.ts';
import { LEAD_SOURCE_LABELS, type LeadKind } from '../../../site/domain/leads.ts';
import type { StoredLead } from '../repository.ts';

/** The mails the delivery worker sends, in Spanish, as plain text that reads well anywhere. */

const KIND_TITLES: Record<LeadKind, string> = {
  contact: 'Nuevo mensaje de contacto',
  callback: 'Nueva petición de llamada',
  enrolment: 'Nueva solicitud de plaza',
  newsletter: 'Nueva suscripción confirmada al boletín',
};

const FIELD_LABELS: Record<string, string> = {
  name: 'Nombre',
  fullName: 'Nombre completo',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  company: 'Empresa',
  subject: 'Asunto',
  service: 'Servicio de interés',
  slot: 'Franja para llamar',
  course: 'Curso',
  modality: 'Modalidad',
  startDate: 'Fecha de inicio',
  acceptTerms: 'Acepta el tratamiento de datos',
  source: 'Canal',
  message: 'Mensaje',
};

const VALUE_LABELS: Record<string, Record<string, string>> = {
  service: Object.fromEntries(contactServiceOptions.map((option) => [option.value, option.label])),
  slot: { manana: 'Mañana (9:00-13:00)', tarde: 'Tarde (13:00-18:00)' },
  source: LEAD_SOURCE_LABELS,
  modality: { online: 'Online', presencial: 'Presencial (Madrid)', hibrido: 'Híbrido' },
  course: Object.fromEntries(courseSummaries.map((course) => [course.slug, course.title])),
};

const madrid = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Madrid' });

function fieldValue(name: string, value: string | boolean): string {
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  return VALUE_LABELS[name]?.[value] ?? value;
}

/** One line per field, the message last and indented as a block. */
function fieldLines(lead: StoredLead): string[] {
  const names = Object.keys(FIELD_LABELS).filter((name) => lead.fields[name] !== undefined);
  return names.map((name) => {
    const value = fieldValue(name, lead.fields[name]!);
    return name === 'message' ? `\n${FIELD_LABELS[name]}:\n${value}` : `${FIELD_LABELS[name]}: ${value}`;
  });
}

export interface TeamMail {
  subject: string;
  text: string;
  replyTo?: string;
}

export function teamMail(lead: StoredLead): TeamMail {
  const who = String(lead.fields.name ?? lead.fields.fullName ?? lead.email ?? '');
  const about =
    lead.kind === 'contact' ? ` — ${String(lead.fields.subject)}` : lead.kind === 'enrolment' ? ` — ${fieldValue('course', String(lead.fields.course))}` : '';
  const text = [
    `${KIND_TITLES[lead.kind]} desde la web.`,
    '',
    ...fieldLines(lead),
    '',
    '—',
    `Recibido: ${madrid.format(lead.createdAt)} (hora de Madrid)`,
    `Página: ${lead.page ?? 'desconocida'}`,
    `Consentimiento: ${madrid.format(lead.consentAt)}, texto de privacidad versión ${lead.consentVersion}`,
    `Referencia: ${lead.id}`,
    lead.email ? 'Responde a este correo para escribir directamente a la persona.' : 'No dejó correo: llámale al teléfono indicado.',
  ].join('\n');
  return { subject: `${KIND_TITLES[lead.kind]}: ${who}${about}`.slice(0, 200), text, ...(lead.email ? { replyTo: lead.email } : {}) };
}

export function confirmationMail(confirmUrl: string, unsubscribeUrl: string): { subject: string; text: string } {
  return {
    subject: `Confirma tu suscripción al boletín de ${company.brand}`,
    text: [
      'Hola:',
      '',
      `Has pedido recibir el boletín de ${company.brand} en esta dirección. Para confirmarlo, abre este enlace:`,
      '',
      confirmUrl,
      '',
      'Si no lo has pedido tú, no hagas nada: sin confirmación no te enviaremos nada y borraremos la dirección en 7 días.',
      '',
      'Para darte de baja en cualquier momento:',
      unsubscribeUrl,
      '',
      `${company.brand} · ${company.email}`,
    ].join('\n'),
  };
}
