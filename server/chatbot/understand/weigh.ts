/**
 * Questions that weigh items against each other, answered from the structured data before any
 * search: the options of one service ("¿la opción más barata de apoyo académico?", "¿taller exprés
 * o curso práctico?"), superlatives among services or courses ("el más barato", "de los de nivel
 * intermedio, ¿cuál sale más económico?") and comparisons of two or three items ("diferencia entre
 * NLP e IA generativa", "desarrollo de modelos de ml vs automatización de procesos").
 */
import type { Facet } from '../facets.ts';
import { withoutFacetCues } from '../facets.ts';
import { list } from '../format.ts';
import type { ChatTurn } from '../history.ts';
import { itemsOfLastReply, linksOfLastReply } from '../history.ts';
import type { SearchIndex } from '../search-index.ts';
import type { KnowledgeDoc } from '../sources/types.ts';
import { fold } from '../text/fold.ts';
import type { Lang } from '../text/language.ts';
import { toTerms } from '../text/terms.ts';
import { answerSuperlative, compareCourses, detectSuperlative, isOptionExtreme, serviceSuperlative, withoutSuperlative } from './compare.ts';
import { serviceGroups } from '../../../site/content/services/groups.ts';
import { courseByUrl, courses as catalogue } from './course-data.ts';
import type { Found } from './found.ts';
import { compareOptions, optionExtreme, optionsAnswer, serviceOfOptionTitle } from './options.ts';
import { isYesNoQuestion, withPolarity } from './polarity.ts';
import { courseSubset } from './subsets.ts';

/** Words that ask to weigh two items against each other. */
export const compareCue =
  /\b(diferencias?|diferencian|distinguen|se parecen|comparar|compara\w*|comparativa|versus|vs|frente al?|comparado con|en comparacion con|(es|son) lo mismo|se solapan|mejor|peor|o el|o la|entre|cual de|cual es mas|difference|compare|better|or the)\b/;

/** "(que cuestan) menos de 1000 euros", "under 1000 €": a budget, with the verb that would otherwise read as "cheapest". */
const budgetPhrase =
  /\b(?:(?:que )?(?:cuestan?|cuesten|valen?|valgan|salen?|salgan) )?(?:menos de|por debajo de|hasta|under|below) (\d{3,5}) ?(?:euros?|€|eur)\b/;

/** Aspects the catalogue card does not show, compared from each course's own facts. */
const itemFacets: ReadonlySet<Facet> = new Set([
  'instructors',
  'requirements',
  'syllabus',
  'audience',
  'places',
  'reviews',
  'certificate',
  'technologies',
  'enrol',
]);

/** What a weighing question is read from: the part of the message, understood, and how it was asked. */
export interface Weighing {
  /** The part, simplified. */
  text: string;
  facets: readonly Facet[];
  /** Courses, services and offices the part names by name. */
  named: readonly KnowledgeDoc[];
  /** The visitor's own words, for telling "¿es más barato X que Y?" from "¿cuál es más barato?". */
  message: string;
  lang: Lang;
  /** The item of the conversation, when the part names none. */
  previous: KnowledgeDoc | undefined;
  history: readonly ChatTurn[];
}

/** The services /servicios lists as "Proyectos para empresas", asked as projects. */
const projectUrls = serviceGroups.find((group) => group.id === 'projects')?.slugs.map((slug) => `/servicios/${slug}`) ?? [];
const projectsAsked =
  /\b(de los|los|que|cual de los|which of the|which of your|your) (proyectos|projects)\b|\bservicios? de proyectos?\b|\bproyectos? (para|de) (una |la |tu |mi )?(empresas?|negocios?)\b|\bprojects for (companies|businesses)\b/;

export interface WeighContext {
  index: SearchIndex;
  docsByUrl: ReadonlyMap<string, KnowledgeDoc[]>;
  /** The items a reply of ours names, in its order. */
  mentioned: (content: string) => KnowledgeDoc[];
}

export class Weigher {
  constructor(private readonly context: WeighContext) {}

  /**
   * An option of the service in play: its cheapest or shortest option ("¿la opción más barata de
   * apoyo académico?"), or the one a follow-up names ("¿y el curso práctico cuánto cuesta?").
   */
  option({ text, facets, named, message, lang, previous }: Weighing): Found | undefined {
    const superlative = detectSuperlative(text);
    const namedCourses = named.filter((doc) => doc.kind === 'course');
    const namedServices = named.filter((doc) => doc.kind === 'service');
    // Within the one service named (or the conversation's), among its options.
    const serviceInPlay =
      namedServices.length === 1 && namedCourses.length === 0 ? namedServices[0] : named.length === 0 && previous?.kind === 'service' ? previous : undefined;
    if (superlative && serviceInPlay && isOptionExtreme(superlative)) {
      const extreme = optionExtreme(superlative, serviceInPlay.url, text, lang);
      if (extreme) return extreme;
    }
    // An option of the service in the conversation, not a course.
    const serviceTalk = serviceInConversation(named, previous);
    if (serviceTalk) return optionsAnswer(serviceTalk.url, text, lang);
    // Asked its price, length or format (not whether): an option of the one service named ("el curso práctico de IA sin
    // programar, ¿cuánto cuesta?"), or one named by its whole title, which only one service has ("precio bono 10 horas").
    const askedOfOption = facets.some((facet) => facet === 'price' || facet === 'duration' || facet === 'format') && !isYesNoQuestion(message);
    const serviceNamed = namedServices.length === 1 ? namedServices[0]?.url : named.length === 0 ? serviceOfOptionTitle(text) : undefined;
    return askedOfOption && serviceNamed ? optionsAnswer(serviceNamed, text, lang, true) : undefined;
  }

  /** Options of one service, services or courses weighed by a superlative, or two or three items compared. */
  weigh(weighing: Weighing): Found | undefined {
    const { text, facets, lang, history } = weighing;
    const named = servicesMeant(weighing.named, text);
    // "de los que cuestan menos de 1000 euros, ¿cuál dura más?": the budget limits the pool; "dura más" is the extreme asked.
    const superlative = detectSuperlative(text.replace(budgetPhrase, ' '));
    const namedCourses = named.filter((doc) => doc.kind === 'course');
    const namedServices = named.filter((doc) => doc.kind === 'service');
    const namesService = namedServices.length > 0;
    // "¿taller exprés o curso práctico?", "¿el bono de 10 horas o diez sesiones sueltas?": options of one service, weighed.
    const options = namedCourses.length === 0 ? compareOptions(text, named, lang) : undefined;
    if (options) return options;
    // "Clases particulares o apoyo académico, ¿cuál sale más barato?", "¿es más barato el servicio de visión que el de NLP?":
    // between the services named ("servicio" settles that "NLP" means the service, not the course).
    const servicesAsked = /\bservicios?\b/.test(text);
    if (superlative && namedServices.length >= 2 && (namedCourses.length === 0 || servicesAsked)) {
      const between = serviceSuperlative(
        superlative,
        lang,
        namedServices.map((doc) => doc.url),
      );
      if (between) return claimChecked(between, namedServices, weighing);
    }
    // "De los proyectos para empresas, ¿cuál tiene el precio de partida más bajo?": the services /servicios groups under that title.
    if (superlative && projectsAsked.test(text)) return serviceSuperlative(superlative, lang, projectUrls);
    if (superlative && servicesAsked) return serviceSuperlative(superlative, lang);
    if (superlative && namedCourses.length !== 1 && !(namesService && namedCourses.length === 0)) {
      // "¿cuál de los dos es más barato?": among the courses named, or the ones the last reply listed.
      const among =
        namedCourses.length > 1 ? namedCourses.map((doc) => doc.url) : /\b(cursos?|todos|catalogo|all|courses?)\b/.test(text) ? [] : this.listedBefore(history);
      // "De los cursos de menos de 1000 euros, ¿cuál es el más corto?": the extreme among those the budget allows.
      const budget = budgetPhrase.exec(text)?.[1];
      // "De los de nivel intermedio…", "el próximo que empieza en Madrid": the part of the catalogue the message names.
      const subset = courseSubset(text);
      const courses = (among.length ? among.map(courseByUrl) : budget || subset ? catalogue : []).filter((course) => course !== undefined);
      const pool = (subset ? subset(courses) : courses).filter((course) => !budget || (course.price !== undefined && course.price < Number(budget)));
      return claimChecked(answerSuperlative(superlative, lang, pool.length > 1 ? pool : undefined, among.length === 2), namedCourses, weighing);
    }
    // "¿Qué sale más barato, un modelo a medida o un sistema de visión?": each side found on its own, then weighed.
    const weighed = superlative ? this.comparedSides(withoutSuperlative(text)) : undefined;
    if (superlative && weighed?.every((doc) => doc.kind === 'service')) {
      const between = serviceSuperlative(
        superlative,
        lang,
        weighed.map((doc) => doc.url),
      );
      if (between) return claimChecked(between, weighed, weighing);
    }
    // "desarrollo de modelos de ml vs automatización de procesos": each side of the comparison found on its own.
    const sides = compareCue.test(text) ? this.comparedSides(text) : undefined;
    if (sides) {
      const card = sides.every((doc) => doc.kind === 'course') && !facets.some((facet) => itemFacets.has(facet));
      return (
        (card
          ? compareCourses(
              sides.map((doc) => doc.url),
              facets,
              lang,
            )
          : undefined) ?? compareItems(sides, facets, lang)
      );
    }
    // Two courses compared ("NLP o ML", "diferencia entre…"), unless a long message only mentions the second as background.
    // "NLP" names a course and a service: with two courses named, the courses are compared.
    const items = namedCourses.length >= 2 ? namedCourses : named.filter((doc) => doc.kind === 'course' || doc.kind === 'service');
    const coursesOnly = items.every((doc) => doc.kind === 'course');
    if (items.length >= 2 && (compareCue.test(text) || (coursesOnly && text.split(' ').length < 20))) {
      // The catalogue card compares courses on price, level, length and modality; other aspects, and services, from each item's own facts.
      const card = items.every((doc) => doc.kind === 'course') && !facets.some((facet) => itemFacets.has(facet));
      return card
        ? compareCourses(
            namedCourses.map((doc) => doc.url),
            facets,
            lang,
          )
        : compareItems(items.slice(0, 3), facets, lang);
    }
    return undefined;
  }

  /**
   * The two items a comparison weighs, each side of "X vs Y", "diferencia entre X y Y", "X o Y"
   * found by the search on its own words: the course or service that matches all of that side,
   * best by its title or keywords. Undefined unless both sides find a different item.
   */
  private comparedSides(text: string): KnowledgeDoc[] | undefined {
    const body = text
      .replace(/\b(que|cual|cuales|what|which|s)? ?(diferencias?|difference|compara\w*|comparativa|compare)( hay| es| son| is| are)?( entre| between)?\b/g, ' ')
      .replace(/\b(es mejor|mejor|peor|better|worse|me conviene|me recomiendas|que hay|hay)\b/g, ' ');
    const parts = body
      .split(/\b(?:vs|versus|frente a|comparado con|or|o|y|and|u)\b/)
      .map((part) => part.trim())
      .filter(Boolean);
    if (parts.length !== 2) return undefined;
    const found = parts.map((part) => {
      const terms = [...new Set(toTerms(withoutFacetCues(part)))];
      if (terms.length === 0) return undefined;
      return this.context.index
        .find(terms)
        .find((hit) => (hit.doc.kind === 'course' || hit.doc.kind === 'service') && hit.coverage === 1 && hit.strongTerms >= Math.min(2, terms.length))?.doc;
    });
    const [a, b] = found;
    return a && b && a.url !== b.url ? [a, b] : undefined;
  }

  /** What "¿cuál de los dos…?" weighs: the items the last reply listed, else the pages of the replies before it. */
  private listedBefore(history: readonly ChatTurn[]): string[] {
    const listed = itemsOfLastReply(history, this.context.docsByUrl, this.context.mentioned);
    return listed.length > 1 ? listed.map((doc) => doc.url) : linksOfLastReply(history);
  }
}

/**
 * The items a weighing question means, once a course that only a service's name made it seem named
 * is set aside: "un proyecto de visión o uno de desarrollo de modelos de ML" names two services,
 * not Machine Learning Avanzado ("machine learning" is all of the course's title it uses, and part
 * of the service's); "entre automatización, análisis de datos y NLP" and "your vision and NLP
 * services" weigh services, so a course sharing a name with one of them is that service.
 */
function servicesMeant(named: readonly KnowledgeDoc[], text: string): readonly KnowledgeDoc[] {
  const services = named.filter((doc) => doc.kind === 'service');
  if (services.length < 2) return named;
  const said = new Set(toTerms(text));
  const servicesAsked = /\bservicios?\b/.test(text);
  const serviceTerms = services.map((service) => new Set(toTerms(service.title)));
  const namedAsService = (course: KnowledgeDoc) => {
    const used = toTerms(course.title).filter((term) => said.has(term));
    return servicesAsked || (used.length > 0 && serviceTerms.some((terms) => used.every((term) => terms.has(term))));
  };
  return named.filter((doc) => doc.kind !== 'course' || !namedAsService(doc));
}

/** The service the conversation is about, when the part names nothing else. */
export const serviceInConversation = (named: readonly KnowledgeDoc[], previous: KnowledgeDoc | undefined) =>
  previous?.kind === 'service' && named.every((doc) => doc.url === previous.url) ? previous : undefined;

/** "¿Quién da NLP y quién ML?", "diferencia entre clases particulares y apoyo académico": each item on the aspects asked, or its summary. */
function compareItems(items: readonly KnowledgeDoc[], facets: readonly Facet[], lang: Lang): Found {
  const parts = items.map((doc) => {
    const asked = facets.filter((facet) => doc.facts[facet]).map((facet) => doc.facts[facet]?.[lang] ?? '');
    return asked.length ? asked.join(' ') : doc.summary[lang];
  });
  const urls = items.map((doc) => doc.url);
  return { reply: `${parts.join(' ')} ${lang === 'es' ? 'Detalle:' : 'Details:'} ${list(urls, lang)}`, urls };
}

/**
 * "¿Es más barato el servicio de visión que el de NLP?": a closed question claims the first of the
 * two items named wins, so the winner found opens the reply with the "Sí."/"No." it supports.
 */
function claimChecked(found: Found | undefined, named: readonly KnowledgeDoc[], { message, lang }: Weighing): Found | undefined {
  const [first] = named;
  // "¿Es más caro el de GPT-4 o el de IA generativa?" asks which, not whether.
  const claims = /\b(que|than)\b/.test(fold(message)) && !/\b(o|or)\b/.test(fold(message));
  if (!found || !first || named.length !== 2 || !claims || !isYesNoQuestion(message)) return found;
  return { ...found, reply: withPolarity(found.reply, found.urls[0] === first.url ? 'yes' : 'no', lang) };
}
