import type { LeadKind } from '../domain/leads.ts';
import { company } from './company.ts';

/**
 * The short privacy notice (first layer, RGPD art. 13) every lead form shows by its submit
 * button. Each lead stores the version the visitor saw: change it whenever these texts or
 * /privacidad change what they promise. The lead contract exports it as CONSENT_VERSION.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-22';

/** The consent box's label, the same on every form that has one (contact form, the chat's call-back). */
export const CONSENT_LABEL = 'Acepto el tratamiento de mis datos para gestionar mi solicitud';

const purposes: Record<LeadKind, string> = {
  contact: 'responder a tu consulta',
  callback: 'llamarte en la franja que elijas',
  enrolment: 'gestionar tu plaza en el curso',
  newsletter: 'enviarte el boletín si confirmas la suscripción; puedes darte de baja en cada envío',
};

/** Who, what for, and where the rest is: short enough to be read next to a button. */
export function privacyNotice(kind: LeadKind) {
  return noticeFor(kind, company.legalName);
}

/** The notice for a given legal name: the widgets pass theirs from the build (no company module in the bundle). */
export function noticeFor(kind: LeadKind, legalName: string) {
  return {
    /** Ends with its own full stop ("S.L."). */
    responsible: legalName.replace(/\.?$/, '.'),
    purpose: `${purposes[kind]}.`,
    rights: 'No cedemos tus datos a nadie. Tus derechos y el resto de detalles, en nuestra',
    link: 'política de privacidad',
  };
}
