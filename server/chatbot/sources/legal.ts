import { storageEntries } from '../../../site/content/cookie-policy.ts';
import { company } from '../../../site/content/company.ts';
import { privacyBasics, privacySections, termsSections, type LegalSection } from '../../../site/content/legal.ts';
import type { KnowledgeDoc } from './types.ts';

const sectionText = (sections: readonly LegalSection[]) =>
  sections.flatMap((section) => [section.title, ...section.paragraphs, ...(section.list ?? [])]).join(' ');

/** What visitors call each privacy section's subject, matched as keywords. */
const privacyWords: Record<string, string> = {
  responsable: 'responsable del tratamiento quien trata mis datos',
  finalidades: 'para que usais mis datos finalidad uso de mis datos chat asistente guardais lo que escribo',
  legitimacion: 'base legal legitimacion consentimiento',
  conservacion: 'cuanto tiempo guardais conservais mis datos conservacion plazo',
  destinatarios: 'vendeis cedeis compartis mis datos terceros destinatarios',
  derechos: 'derechos mis datos borrar eliminar suprimir supresion acceso rectificar rectificacion portabilidad oposicion darme de baja baja',
  seguridad: 'seguridad cifrado proteccion seguros mis datos',
};

/** One document per privacy section, so "¿puedo borrar mis datos?" gets that section's answer. */
function privacySectionDocs(): KnowledgeDoc[] {
  return privacySections.map((section) => {
    const body = [...section.paragraphs, ...(section.list ?? [])].join(' ');
    return {
      id: `privacy:${section.id}`,
      kind: 'page' as const,
      title: section.title.replace(/^\d+\.\s*/, ''),
      url: '/privacidad',
      keywords: privacyWords[section.id] ?? '',
      text: body,
      summary: {
        es: section.paragraphs.join(' ') + (section.list ? ` ${section.list.join(' ')}` : ''),
        en: `The privacy policy (in Spanish) answers this in "${section.title}"; for any question, write to ${company.privacyEmail}.`,
      },
      facts: {},
    };
  });
}

/** /privacidad, /terminos and /cookies, from the texts those pages render. */
export function legalDocs(): KnowledgeDoc[] {
  const basics = privacyBasics
    .slice(0, 2)
    .map((basic) => `${basic.label}: ${basic.value}`)
    .join(' ');
  return [
    {
      id: 'page:/privacidad',
      kind: 'page',
      title: 'Política de privacidad',
      url: '/privacidad',
      keywords: 'privacidad datos personales rgpd proteccion de datos tratamiento derechos',
      text: `${privacyBasics.map((basic) => `${basic.label} ${basic.value}`).join(' ')} ${sectionText(privacySections)}`,
      summary: {
        es: `${basics} Para cualquier duda sobre tus datos, escribe a ${company.privacyEmail}.`,
        en: `The privacy policy (in Spanish) explains how we process your personal data; for any question, write to ${company.privacyEmail}.`,
      },
      facts: {},
    },
    {
      id: 'page:/terminos',
      kind: 'page',
      title: 'Términos y condiciones',
      url: '/terminos',
      keywords:
        'terminos condiciones legal aviso legal contratacion nif cif razon social denominacion social datos fiscales registro mercantil nif de la empresa cif de la empresa',
      text: sectionText(termsSections),
      summary: {
        es: `Las condiciones de uso y contratación de ${company.legalName} (NIF ${company.taxId}) están en la página de términos.`,
        en: `The terms of use of ${company.legalName} are on the terms page (in Spanish).`,
      },
      facts: {},
    },
    {
      id: 'page:/cookies',
      kind: 'page',
      title: 'Política de cookies',
      url: '/cookies',
      keywords: 'cookies consentimiento almacenamiento navegador localstorage preferencias',
      text: storageEntries.map((entry) => `${entry.key} ${entry.categoryLabel} ${entry.purpose}`).join(' '),
      summary: {
        es: `El sitio no instala cookies: guarda ${storageEntries.length} datos en el almacenamiento de tu navegador, como tu idioma, tu tema y tus preferencias de consentimiento. La política de cookies los detalla uno a uno.`,
        en: `The site sets no cookies: it keeps ${storageEntries.length} items in your browser storage, such as your language, theme and consent choices. The cookie policy lists each one.`,
      },
      facts: {},
    },
    ...privacySectionDocs(),
  ];
}
