import { company, whatsappUrl } from '../../../site/content/company.ts';
import { offices, type Office } from '../../../site/content/offices.ts';
import { team } from '../../../site/content/team.ts';
import { timeline } from '../../../site/content/timeline.ts';
import { hero } from '../../../site/content/home.ts';
import { impact, mission, values, vision } from '../../../site/content/values.ts';
import { list } from '../format.ts';
import type { KnowledgeDoc, Localized } from './types.ts';

const { address } = company;
const street = `${address.street}, ${address.postalCode} ${address.city}`;
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export const contactFacts: Record<'phone' | 'email' | 'whatsapp' | 'hours' | 'address', Localized> = {
  phone: {
    es: `Puedes llamarnos al ${company.phone} (${company.hours.text.toLowerCase()}).`,
    en: `You can call us on ${company.phone} (Monday to Friday, ${company.hours.opens}-${company.hours.closes}).`,
  },
  email: { es: `Nuestro email es ${company.email}.`, en: `Our email is ${company.email}.` },
  whatsapp: {
    es: `Sí, escríbenos por WhatsApp al ${company.whatsappDisplay}: ${whatsappUrl('Hola, quiero información')}`,
    en: `Yes, message us on WhatsApp at ${company.whatsappDisplay}: ${whatsappUrl('Hello, I would like some information')}`,
  },
  hours: {
    es: `Nuestro horario es ${company.hours.text.toLowerCase()}.`,
    en: `Our opening hours are Monday to Friday, ${company.hours.opens}-${company.hours.closes}.`,
  },
  address: {
    es: `Estamos en ${street}. También tenemos oficinas en ${list(
      offices.filter((office) => office.city !== address.city).map((office) => office.city),
      'es',
    )}.`,
    en: `We are at ${street}. We also have offices in ${list(
      offices.filter((office) => office.city !== address.city).map((office) => office.city),
      'en',
    )}.`,
  },
};

function contactDoc(): KnowledgeDoc {
  return {
    id: 'contact',
    kind: 'contact',
    title: 'Contacto',
    url: '/contacto',
    keywords: 'contacto contactar presupuesto pedir presupuesto llamar escribir formulario hablar',
    text: `${company.description} ${street}`,
    summary: {
      es: `Puedes escribirnos desde /contacto, llamarnos al ${company.phone} o escribir a ${company.email} (${company.hours.text.toLowerCase()}).`,
      en: `You can reach us from /contacto, call ${company.phone} or email ${company.email} (Monday to Friday, ${company.hours.opens}-${company.hours.closes}).`,
    },
    facts: contactFacts,
  };
}

function officeDoc(office: Office): KnowledgeDoc {
  const where = `${office.address}, ${office.postal} ${office.city} (${office.country})`;
  // "¿Cuándo abristeis en Lisboa?": the milestone of the history that opened it, when there is one.
  const opened = timeline.find((item) => item.title.includes(office.city));
  return {
    id: `office:${office.slug}`,
    kind: 'office',
    title: `Oficina de ${office.city}`,
    // The registered office is the address /contacto shows; the others are on /nosotros.
    url: office.city === address.city ? '/contacto' : '/nosotros',
    keywords: `oficina sede ${office.city} ${office.region} ${office.country}`,
    text: where,
    summary: {
      es: `Sí, tenemos oficina en ${office.city}: ${where}. Teléfono ${office.phone}, email ${office.email}.`,
      en: `Yes, we have an office in ${office.city}: ${where}. Phone ${office.phone}, email ${office.email}.`,
    },
    facts: {
      address: { es: `Nuestra oficina de ${office.city} está en ${where}.`, en: `Our ${office.city} office is at ${where}.` },
      phone: { es: `El teléfono de la oficina de ${office.city} es ${office.phone}.`, en: `The ${office.city} office phone is ${office.phone}.` },
      email: { es: `El email de la oficina de ${office.city} es ${office.email}.`, en: `The ${office.city} office email is ${office.email}.` },
      ...(opened
        ? {
            dates: {
              es: `En ${opened.year}, ${lowerFirst(opened.description)}`,
              en: `We opened the ${office.city} office in ${opened.year}.`,
            },
          }
        : {}),
    },
  };
}

function aboutDocs(): KnowledgeDoc[] {
  const people = team.map((member) => `${member.name} (${member.role})`);
  return [
    {
      id: 'about:company',
      kind: 'company',
      title: `Sobre ${company.brand}`,
      url: '/nosotros',
      keywords: `nosotros quienes sois empresa historia fundacion fundada fundasteis fundo año de fundacion desde cuando existis cuantos años llevais antiguedad experiencia trayectoria ${company.brand}`,
      text: [
        mission,
        ...values.map((value) => `${value.title} ${value.description}`),
        ...timeline.map((item) => `${item.year} ${item.title} ${item.description}`),
      ].join(' '),
      summary: {
        es: `${company.brand} es una ${company.tagline.toLowerCase()} fundada en ${company.foundingYear}, con oficinas en ${list(
          offices.map((office) => office.city),
          'es',
        )}. ${mission}`,
        en: `${company.brand} is an AI consultancy and academy founded in ${company.foundingYear}, with offices in ${list(
          offices.map((office) => office.city),
          'en',
        )}.`,
      },
      facts: {},
    },
    {
      // "¿Cuáles son vuestros valores?", "misión y visión": what /nosotros says we stand for.
      id: 'about:values',
      kind: 'company',
      title: 'Misión, visión y valores',
      url: '/nosotros',
      keywords: `valores mision vision principios cultura en que creeis empresa ${company.brand}`,
      // The vision is quoted, not searched: about:company already holds the mission and values' words.
      text: values.map((value) => value.title).join(' '),
      summary: {
        es: `Nuestra misión: ${lowerFirst(mission)} Nuestra visión: ${lowerFirst(vision)} Nuestros valores: ${list(
          values.map((value) => value.title.toLowerCase()),
          'es',
        )}.`,
        en: `Our values, as /nosotros names them: ${list(
          values.map((value) => `«${value.title}»`),
          'en',
        )}.`,
      },
      facts: {},
    },
    {
      // "¿Con cuántas empresas habéis trabajado?", "¿de dónde sale el +145 % de ROI?": the figures /nosotros and the home state.
      id: 'about:impact',
      kind: 'company',
      title: 'Nuestro impacto',
      url: '/nosotros',
      keywords:
        'cuantas empresas clientes habeis trabajado cuantos clientes teneis cuantos alumnos profesionales formados retorno roi rentabilidad resultados cifras impacto how many clients companies students trained',
      text: [...impact.map((figure) => `${figure.value} ${figure.label}`), ...hero.highlights.map((item) => `${item.figure} ${item.text}`)].join('. '),
      summary: {
        es: `En cifras: ${list(
          impact.map((figure) => `${figure.value} ${figure.label}`),
          'es',
        )}; el ${hero.highlights.map((item) => `${item.text} es ${item.figure}`)[0] ?? ''}.`.replace(/\s+/g, ' '),
        en: `In figures: more than ${impact[0]?.value.replace('+', '') ?? ''} companies transformed and more than ${impact[3]?.value.replace('+', '') ?? ''} professionals trained.`,
      },
      facts: {},
    },
    {
      id: 'about:team',
      kind: 'company',
      title: 'Equipo',
      url: '/nosotros',
      keywords: `equipo personas quienes trabajan plantilla direccion ${team.map((member) => member.name).join(' ')}`,
      text: team.map((member) => member.bio).join(' '),
      summary: { es: `Nuestro equipo: ${list(people, 'es')}.`, en: `Our team: ${list(people, 'en')}.` },
      facts: {},
    },
  ];
}

/** How visitors name a kind of milestone ("¿algún galardón?", "the research lab"). */
const milestoneWords: [RegExp, string][] = [
  [/premio/i, 'premios galardon galardones reconocimiento reconocimientos award awards prize'],
  [/laboratorio/i, 'lab laboratorios research'],
];

/**
 * One document per milestone of the history on /nosotros that has none of its own: "¿habéis ganado
 * algún premio?", "¿cuándo montasteis el laboratorio?" are answered by the milestone, with its year.
 */
function milestoneDocs(): KnowledgeDoc[] {
  const synonyms = (title: string) =>
    milestoneWords
      .filter(([pattern]) => pattern.test(title))
      .map(([, words]) => words)
      .join(' ');
  // The founding and the offices are documents of their own (about:company, office:…): their milestones would only compete with them.
  const ownDoc = (item: (typeof timeline)[number]) => item.year === company.foundingYear || offices.some((office) => item.title.includes(office.city));
  return timeline
    .filter((item) => !ownDoc(item))
    .map((item) => ({
      id: `about:milestone:${item.year}`,
      kind: 'company',
      title: `${item.title} (${item.year})`,
      url: '/nosotros',
      keywords: `${item.title} ${synonyms(item.title)} ${item.year} historia hito`,
      text: item.description,
      summary: {
        es: `En ${item.year}, ${lowerFirst(item.description)}`,
        en: `${item.year}: «${item.title}» (our history on /nosotros, in Spanish).`,
      },
      facts: {},
    }));
}

/** "¿Quién fundó IA Academy?": the cofounders the team names, with the founding year. */
function foundersDoc(): KnowledgeDoc | undefined {
  const founders = team.filter((member) => /fundador/i.test(member.role));
  if (founders.length === 0) return undefined;
  const names = (lang: 'es' | 'en') =>
    list(
      founders.map((member) => `${member.name} (${member.role})`),
      lang,
    );
  return {
    id: 'about:founders',
    kind: 'company',
    title: 'Cofundadores',
    url: '/nosotros',
    keywords: `cofundadores cofundadoras creadores founders cofounders ${founders.map((member) => member.name).join(' ')}`,
    text: founders.map((member) => member.bio).join(' '),
    summary: {
      es: `${company.brand} nació en ${company.foundingYear}; sus cofundadores son ${names('es')}.`,
      en: `${company.brand} was founded in ${company.foundingYear}; its cofounders are ${names('en')}.`,
    },
    facts: {},
  };
}

/** The networks in the footer, with their addresses. */
function socialDoc(): KnowledgeDoc {
  const networks = company.social.map((item) => `${item.network} (${item.url})`);
  return {
    id: 'social',
    kind: 'contact',
    title: 'Redes sociales',
    url: '/contacto',
    keywords: `redes sociales ${company.social.map((item) => item.network).join(' ')} instagram linkedin twitter youtube social media`,
    text: networks.join(' '),
    summary: { es: `Estamos en ${list(networks, 'es')}.`, en: `We are on ${list(networks, 'en')}.` },
    facts: {},
  };
}

export function companyDocs(): KnowledgeDoc[] {
  const founders = foundersDoc();
  return [contactDoc(), socialDoc(), ...offices.map(officeDoc), ...aboutDocs(), ...milestoneDocs(), ...(founders ? [founders] : [])];
}
