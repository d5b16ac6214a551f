import { serviceDetails } from '../../../site/content/services.ts';
import { list } from '../format.ts';
import type { KnowledgeDoc } from '../sources/types.ts';
import type { Lang } from '../text/language.ts';
import { fold } from '../text/fold.ts';
import { simplify, toTerm } from '../text/terms.ts';
import { valueIn } from '../text/vocabulary.ts';
import type { Found } from './found.ts';

const serviceOf = (url: string) => serviceDetails.find((item) => `/servicios/${item.slug}` === url);

/**
 * The options of one service a question names, as "título formato duración" (folded): by the whole
 * title, or by a word of it that neither another option nor the service's name has ("el de TFM",
 * "the TFM support").
 */
export function optionsNamed(serviceUrl: string, folded: string): string[] {
  return optionNamesOf(serviceUrl)
    .filter(({ title, words }) => folded.includes(title) || words.some((word) => word.test(folded)))
    .map(({ text }) => text);
}

interface OptionName {
  title: string;
  text: string;
  /** The words of the title only this option has, each as a pattern that takes its plural too. */
  words: RegExp[];
}

/** Each service's option names, worked out once: the words are the same for every question. */
const optionNames = new Map<string, OptionName[]>();

function optionNamesOf(serviceUrl: string): OptionName[] {
  const cached = optionNames.get(serviceUrl);
  if (cached) return cached;
  const service = serviceOf(serviceUrl);
  // "…para agencias": a word the service's own name has names the service, not one of its options.
  const serviceName = fold(service?.title ?? '');
  const options = (service?.formationOptions ?? []).map((option) => ({
    title: fold(option.title),
    text: fold(`${option.title} ${option.format} ${option.duration}`),
  }));
  const names = options
    .filter(({ title }) => title.length > 3)
    .map(({ title, text }) => {
      const own = title.split(' ').filter((word) => /^[a-zñ]{3,}$/.test(word) && toTerm(word) !== null && !/^(para|sesion|curso|clase|del)$/.test(word));
      const unique = own.filter((word) => !serviceName.includes(word) && options.filter((other) => other.text.includes(word)).length === 1);
      // "diez sesiones sueltas" names "Sesión suelta": a word of the title, in the plural too.
      return { title, text, words: unique.map((word) => new RegExp(`\\b${word}(s|es)?\\b`)) };
    });
  optionNames.set(serviceUrl, names);
  return names;
}

/** Weighing two ways of taking one service: "¿taller exprés o curso práctico?", "¿sale más a cuenta el bono?". */
const weighCue =
  /\b(diferencias?|diferencian|compar\w*|versus|vs|mejor|conviene|a cuenta|o el|o la|o curso|o taller|entre|cual (elijo|escojo|hago|cojo)|difference|better|or the|which one)\b/;

/**
 * "Taller exprés o curso práctico de IA sin programar, ¿en qué se diferencian?": the options of the
 * one service the message names, side by side (length, format, price), the ones it names first.
 */
export function compareOptions(simplified: string, named: readonly KnowledgeDoc[], lang: Lang): Found | undefined {
  const services = named.filter((doc) => doc.kind === 'service');
  const [doc, other] = services;
  // A course on the other side ("¿el taller exprés o el curso de Fundamentos?") is a comparison of two items, not of options.
  if (other || named.some((item) => item.kind === 'course')) return undefined;
  // "¿El bono de 10 horas o diez sesiones sueltas?": two options name their service when the message does not.
  const url = doc?.url ?? serviceOfOptions(simplified);
  const service = url ? serviceOf(url) : undefined;
  const options = service?.formationOptions ?? [];
  const namedOptions = url ? optionsNamed(url, simplified) : [];
  const mentioned = options.filter(
    (option) => simplified.includes(simplify(option.title)) || namedOptions.includes(fold(`${option.title} ${option.format} ${option.duration}`)),
  );
  // Two options named are weighed against each other; one, only when the message asks to weigh.
  if (!service || !url || mentioned.length === 0 || (mentioned.length < 2 && !weighCue.test(simplified))) return undefined;
  const shown = mentioned.length > 1 ? mentioned : options;
  const sides = shown.map((option) => `${option.title} (${valueIn(option.duration, lang)}, ${valueIn(option.format, lang)}, ${valueIn(option.price, lang)})`);
  const reply =
    lang === 'es'
      ? `${service.title} tiene ${shown.length === options.length ? 'estas opciones' : 'estas dos opciones'}: ${list(sides, 'es')}. Más información: ${url}`
      : `${service.title} options (in Spanish on the page): ${list(sides, 'en')}. More at ${url}`;
  return { reply, urls: [url], which: true };
}

/** Every service's option-title words, as patterns that take the plural too: built once. */
let titleWords: { url: string; words: RegExp[] }[] | undefined;
function optionTitleWords(): { url: string; words: RegExp[] }[] {
  titleWords ??= serviceDetails.map((item) => ({
    url: `/servicios/${item.slug}`,
    words: [...new Set((item.formationOptions ?? []).flatMap((option) => fold(option.title).split(' ')))]
      .filter((word) => /^[a-zñ]{3,}$/.test(word) && toTerm(word) !== null)
      .map((word) => new RegExp(`\\b${word}(s|es)?\\b`)),
  }));
  return titleWords;
}

/** The one service at least two of whose options a message names, the service itself unnamed. */
function serviceOfOptions(folded: string): string | undefined {
  // Each service by how many words of its options' titles the message uses: "taller para equipos creativos" is the agencies' workshop.
  const counts = optionTitleWords().map(({ url, words }) => ({ url, words: words.filter((word) => word.test(folded)).length }));
  const [first, second] = counts.filter((item) => item.words > 0).sort((a, b) => b.words - a.words);
  if (!first || (second && second.words >= first.words)) return undefined;
  return optionsNamed(first.url, folded).length >= 2 ? first.url : undefined;
}

/**
 * The one service with an option whose whole title the message uses ("precio del bono 10 horas",
 * "¿cuánto dura el taller exprés?"), when no other service has an option of that title.
 */
export function serviceOfOptionTitle(folded: string): string | undefined {
  optionTitles ??= serviceDetails.map((item) => ({
    url: `/servicios/${item.slug}`,
    titles: (item.formationOptions ?? [])
      .map((option) => fold(option.title))
      .filter((title) => title.length > 6)
      // "el bono de 10 horas" is the "Bono 10 horas": a "de" between its words is still its title.
      .map((title) => new RegExp(`\\b${title.split(' ').join(' (?:de |del )?')}\\b`)),
  }));
  const services = optionTitles.filter(({ titles }) => titles.some((title) => title.test(folded)));
  return services.length === 1 ? services[0]?.url : undefined;
}

/** Each service's option titles as patterns, built once. */
let optionTitles: { url: string; titles: RegExp[] }[] | undefined;

/** The first amount of an option's price or the hours of its length ("400€ (40€/h)" → 400, "20 horas en 4 semanas" → 20). */
const firstNumber = (text: string) => Number(/\d+/.exec(text)?.[0] ?? NaN);

/**
 * "¿La opción más barata de apoyo académico?", "lo más largo de clases particulares": the options
 * of the one service named, from the cheapest (or shortest) to the dearest (or longest). Lengths
 * are compared only when every option is counted in hours.
 */
export function optionExtreme(kind: 'cheapest' | 'priciest' | 'shortest' | 'longest', serviceUrl: string, folded: string, lang: Lang): Found | undefined {
  const service = serviceOf(serviceUrl);
  const options = service?.formationOptions ?? [];
  if (!service || options.length < 2) return undefined;
  const byPrice = kind === 'cheapest' || kind === 'priciest';
  if (!byPrice && !options.every((option) => /^\d+ horas?\b/.test(option.duration))) return undefined;
  // "la forma más barata por hora": each option's price over its hours, when every option is counted in hours.
  const perHour = byPrice && /\b(por hora|la hora|per hour|an hour)\b/.test(folded) && options.every((option) => /^\d+ horas?\b/.test(option.duration));
  const value = (option: (typeof options)[number]) =>
    perHour ? firstNumber(option.price) / firstNumber(option.duration) : firstNumber(byPrice ? option.price : option.duration);
  if (options.some((option) => !Number.isFinite(value(option)))) return undefined;
  const sorted = [...options].sort((a, b) => (kind === 'cheapest' || kind === 'shortest' ? value(a) - value(b) : value(b) - value(a)));
  const [first, ...rest] = sorted;
  if (!first) return undefined;
  const detail = (option: (typeof options)[number]) => `${valueIn(option.price, lang)}, ${valueIn(option.duration, lang)}, ${valueIn(option.format, lang)}`;
  const words = {
    cheapest: { es: 'más barata', en: 'cheapest' },
    priciest: { es: 'más cara', en: 'most expensive' },
    shortest: { es: 'más corta', en: 'shortest' },
    longest: { es: 'más larga', en: 'longest' },
  }[kind];
  const others = list(
    rest.map((option) => `${option.title} (${valueIn(byPrice ? option.price : option.duration, lang)})`),
    lang,
  );
  const hourly = perHour ? { es: ' por hora', en: ' per hour' } : { es: '', en: '' };
  const reply =
    lang === 'es'
      ? `La opción ${words.es}${hourly.es} de ${service.title} es ${first.title} (${detail(first)}); después, ${others}. Más información: ${serviceUrl}`
      : `The ${words.en} option${hourly.en} of ${service.title} is ${first.title} (${detail(first)}); then ${others}. More at ${serviceUrl}`;
  return { reply, urls: [serviceUrl] };
}

/**
 * "¿Y el curso práctico cuánto cuesta?", "¿y si es solo una hora suelta?" about the service in the
 * conversation: the options it names, each with its price, length and format (and, `withServicePrice`,
 * the service's starting price after them).
 */
export function optionsAnswer(serviceUrl: string, folded: string, lang: Lang, withServicePrice = false): Found | undefined {
  const service = serviceOf(serviceUrl);
  const named = optionsNamed(serviceUrl, folded);
  const options = (service?.formationOptions ?? []).filter((option) => named.includes(fold(`${option.title} ${option.format} ${option.duration}`)));
  if (!service || options.length === 0) return undefined;
  const lines = options.map(
    (option) => `${option.title} (${service.title}): ${valueIn(option.price, lang)}, ${valueIn(option.duration, lang)}, ${valueIn(option.format, lang)}`,
  );
  // Asked about the service by one of its options, the service's own starting price too.
  const from = withServicePrice ? ` ${service.title}: ${valueIn(service.price, lang)}.` : '';
  const reply = `${lines.join('. ')}.${from} ${lang === 'es' ? 'Más información:' : 'More at'} ${serviceUrl}`;
  return { reply, urls: [serviceUrl], which: true };
}

/**
 * "Buscamos un docente para un seminario de 12 horas", "un módulo de 40 horas": the one option of
 * the service the message names, by a word of its title or by the length it states, as a sentence
 * with its length, format and price (and the price alone, to tell whether a reply already states it); undefined when it names none or several.
 */
export function optionStated(serviceUrl: string, folded: string, lang: Lang): { sentence: string; price: string } | undefined {
  const service = serviceOf(serviceUrl);
  const named = optionsNamed(serviceUrl, folded);
  const hours = [...folded.matchAll(/\b(\d+) (horas?|hours?)\b/g)].map((match) => Number(match[1]));
  const options = (service?.formationOptions ?? []).filter(
    (option) =>
      named.includes(fold(`${option.title} ${option.format} ${option.duration}`)) ||
      (/^\d+ horas?\b/.test(option.duration) && hours.includes(firstNumber(option.duration))),
  );
  const [option, other] = options;
  if (!service || !option || other) return undefined;
  const price = valueIn(option.price, lang);
  const detail = `${valueIn(option.duration, lang)}, ${valueIn(option.format, lang)}, ${price}`;
  const sentence =
    lang === 'es' ? `Para lo que cuentas, la opción ${option.title}: ${detail}.` : `For what you describe, the ${option.title} option: ${detail}.`;
  return { sentence, price };
}
