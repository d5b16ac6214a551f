import { careerPerks, jobOpenings, type JobOpening } from '../../../site/content/careers.ts';
import { company } from '../../../site/content/company.ts';
import { team, type TeamMember } from '../../../site/content/team.ts';
import { euros, list } from '../format.ts';
import type { KnowledgeDoc } from './types.ts';

/** How visitors name a role ("la jefa", "el director técnico", "quién manda"), matched as keywords. */
const roleWords: [RegExp, string][] = [
  [/\bCEO\b/i, 'ceo consejera delegada directora general director general jefa jefe dueña dueño propietaria manda quien dirige presidenta'],
  [/\bCTO\b/i, 'cto director tecnico directora tecnica responsable tecnico'],
  [/Formaci[oó]n/i, 'directora de formacion dirige la formacion responsable academica jefa de estudios coordinadora'],
  [/Ciencia de Datos/i, 'data science head of data science ciencia de datos cientifico de datos responsable de datos director de datos'],
  [/Lisboa/i, 'lisboa portugal directora de la oficina lleva la oficina'],
  [/[ÉE]tica/i, 'etica ia responsable responsable de etica cumplimiento normativo riesgos'],
];

const firstSentence = (text: string) => text.match(/^[^.]*\./)?.[0] ?? text;

function memberDoc(member: TeamMember): KnowledgeDoc {
  const synonyms = roleWords
    .filter(([pattern]) => pattern.test(member.role))
    .map(([, words]) => words)
    .join(' ');
  return {
    id: `team:${member.slug}`,
    kind: 'company',
    title: member.name,
    url: '/nosotros',
    keywords: `${member.name} ${synonyms}`,
    text: `${member.role}. ${member.bio}`,
    summary: {
      es: `${member.name} es ${member.role} de ${company.brand}. ${firstSentence(member.bio)}`,
      en: `${member.name} is ${member.role} (in Spanish: the role as /nosotros states it) at ${company.brand}.`,
    },
    facts: {},
  };
}

const salary = (job: JobOpening, lang: 'es' | 'en') => `${euros(job.salaryRange.min, lang)}-${euros(job.salaryRange.max, lang)}`;

function jobDoc(job: JobOpening): KnowledgeDoc {
  return {
    id: `job:${job.id}`,
    kind: 'job',
    title: job.title,
    url: '/careers',
    keywords: `${job.title} ${job.team} ${job.location} oferta empleo vacante puesto trabajo teletrabajo remoto hibrido salario sueldo`,
    text: [job.summary, job.workplace, ...job.responsibilities, ...job.requirements].join(' '),
    summary: {
      es: `Buscamos ${job.title}: ${job.workplace.charAt(0).toLowerCase()}${job.workplace.slice(1)} (${job.location}), ${salary(job, 'es')} brutos al año. ${job.summary} Para optar, la oferta está en /careers.`,
      en: `We are hiring a ${job.title} in ${job.location} (${salary(job, 'en')} a year, in Spanish on /careers). Apply from /careers.`,
    },
    facts: {},
  };
}

function perksDoc(): KnowledgeDoc {
  const perks = careerPerks.map((perk) => perk.charAt(0).toLowerCase() + perk.slice(1));
  return {
    id: 'careers:perks',
    kind: 'job',
    title: 'Beneficios de trabajar en IA Academy',
    url: '/careers',
    keywords: 'beneficios ventajas perks condiciones trabajar con vosotros empleados plantilla teletrabajo horario flexible seguro medico',
    text: careerPerks.join(' '),
    summary: {
      es: `Quienes trabajan con nosotros tienen ${list(perks, 'es')}. Las ofertas abiertas están en /careers.`,
      en: `Our people get (in Spanish) ${list(careerPerks, 'en')}. Open positions are on /careers.`,
    },
    facts: {},
  };
}

/** The team on /nosotros, one document per person, and the openings and perks on /careers. */
export function peopleDocs(): KnowledgeDoc[] {
  return [...team.map(memberDoc), ...jobOpenings.map(jobDoc), perksDoc()];
}
