import { englishValue, valueIn } from '../text/vocabulary.ts';
import { company, whatsappUrl } from '../../../site/content/company.ts';
import { mainNavigation } from '../../../site/content/navigation.ts';
import { serviceDetails, serviceOverviews, type ServiceDetail } from '../../../site/content/services.ts';
import { list } from '../format.ts';
import type { KnowledgeDoc, Localized } from './types.ts';

/** The short names the menus give each service page, e.g. "Profesor de IA para tu centro". */
function navigationLabel(url: string): string {
  return mainNavigation.flatMap((item) => item.children ?? []).find((link) => link.href === url)?.label ?? '';
}

function priceFact(service: ServiceDetail): Localized {
  const options = (service.formationOptions ?? []).map((option) => `${option.title}: ${option.price}`);
  const optionsIn = (lang: 'es' | 'en') => (service.formationOptions ?? []).map((option) => `${option.title}: ${valueIn(option.price, lang)}`);
  return {
    es: `${service.title}: ${service.price}.${options.length ? ` Opciones: ${list(options, 'es')}.` : ''}`,
    en: `${service.title}: ${englishValue(service.price)}.${options.length ? ` Options: ${list(optionsIn('en'), 'en')}.` : ''}`,
  };
}

function formatFact(service: ServiceDetail): Localized | undefined {
  const options = (lang: 'es' | 'en') =>
    (service.formationOptions ?? []).map((option) => `${option.title} (${valueIn(option.format, lang)}, ${valueIn(option.duration, lang)})`);
  if (options('es').length === 0) return undefined;
  return { es: `Formatos de ${service.title}: ${list(options('es'), 'es')}.`, en: `${service.title} formats: ${list(options('en'), 'en')}.` };
}

function whatsappFact(service: ServiceDetail): Localized {
  const url = whatsappUrl(service.whatsappInfo.message);
  return {
    es: `Para ${service.title} puedes escribirnos por WhatsApp al ${company.whatsappDisplay}: ${url}`,
    en: `For ${service.title} you can message us on WhatsApp at ${company.whatsappDisplay}: ${url}`,
  };
}

function detailDoc(service: ServiceDetail): KnowledgeDoc {
  const url = `/servicios/${service.slug}`;
  const format = formatFact(service);
  return {
    id: `service:${service.slug}`,
    kind: 'service',
    title: service.title,
    url,
    // What the service is used for names it as well as its title: "control de calidad", "legal y cumplimiento".
    keywords: [
      'servicio',
      navigationLabel(url),
      service.slug.replace(/-/g, ' '),
      service.badge ?? '',
      ...service.technologies,
      ...service.details.useCases.map((useCase) => useCase.title),
    ].join(' '),
    text: [
      service.description,
      ...service.features,
      service.details.overview,
      ...service.details.process.flatMap((step) => [step.title, step.description]),
      ...service.details.useCases.flatMap((useCase) => [useCase.title, useCase.description]),
    ].join(' '),
    summary: {
      es: `${service.title}: ${service.description} Precio: ${service.price}.`,
      en: `${service.title}: ${service.description} Price: ${englishValue(service.price)}.`,
    },
    facts: {
      price: priceFact(service),
      whatsapp: whatsappFact(service),
      technologies: {
        es: `Tecnologías de ${service.title}: ${list(service.technologies, 'es')}.`,
        en: `${service.title} technologies: ${list(service.technologies, 'en')}.`,
      },
      ...(format ? { format } : {}),
      useCases: {
        es: `Casos de uso de ${service.title}: ${list(
          service.details.useCases.map((useCase) => useCase.title),
          'es',
        )}.`,
        en: `${service.title} use cases (in Spanish on the page): ${list(
          service.details.useCases.map((useCase) => `«${useCase.title}»`),
          'en',
        )}.`,
      },
    },
  };
}

/** The six lines of business all live on /servicios; their case studies on /casos-exito. */
function overviewDocs(): KnowledgeDoc[] {
  const areas: KnowledgeDoc[] = serviceOverviews.map((area) => ({
    id: `area:${area.id}`,
    kind: 'page',
    title: area.title,
    url: '/servicios',
    keywords: `servicios ${area.id} ${area.title}`,
    text: [area.description, area.longDescription, ...area.features, ...area.benefits].join(' '),
    summary: { es: `${area.title}: ${area.description}`, en: `${area.title}: ${area.description}` },
    facts: {},
  }));
  const stories = serviceOverviews.flatMap((area) => area.caseStudies);
  const clients = stories.map((story) => `${story.client} (${story.sector})`).slice(0, 4);
  const caseStudies: KnowledgeDoc = {
    id: 'page:casos-exito',
    kind: 'page',
    title: 'Casos de éxito',
    url: '/casos-exito',
    keywords: 'casos exito clientes resultados proyectos referencias testimonios',
    text: stories.flatMap((story) => [story.client, story.sector, story.challenge, story.solution, ...story.results]).join(' '),
    summary: {
      es: `Tenemos ${stories.length} casos de éxito publicados, entre ellos ${list(clients, 'es')}.`,
      en: `We have ${stories.length} published case studies, including ${list(clients, 'en')}.`,
    },
    facts: {},
  };
  return [...areas, caseStudies];
}

export function serviceDocs(): KnowledgeDoc[] {
  return [...serviceDetails.map(detailDoc), ...overviewDocs()];
}
