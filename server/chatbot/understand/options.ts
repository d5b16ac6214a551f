import { serviceDetails } from '../../../site/content/services.ts';
import { list } from '../format.ts';
import type { KnowledgeDoc } from '../sources/types.ts';
import type { Lang } from '../text/language.ts';
import { fold } from '../text/fold.ts';
import { simplify } from '../text/terms.ts';
import { valueIn } from '../text/vocabulary.ts';
import type { Found } from './found.ts';

const serviceOf = (url: string) => serviceDetails.find((item) => `/servicios/${item.slug}` === url);

/**
 * The options of one service a question names, as "título formato duración" (folded): by the whole
 * title, or by a word of it that neither another option nor the service's name has ("el de TFM",
 * "the TFM support").
 */
export function optionsNamed(serviceUrl: string, folded: string): string[] {
  const service = serviceOf(serviceUrl);
  // "…para agencias": a word the service's own name has names the service, not one of its options.
  const serviceName = fold(service?.title ?? '');
  const options = (service?.formationOptions ?? []).map((option) => ({
    title: fold(option.title),
    text: fold(`${option.title} ${option.format} ${option.duration}`),
  }));
  return options
    .filter(({ title }) => {
      const own = title.split(' ').filter((word) => /^[a-zñ]{3,}$/.test(word) && !/^(para|sesion|curso|clase|del)$/.test(word));
      const unique = own.filter((word) => !serviceName.includes(word) && options.filter((other) => other.text.includes(word)).length === 1);
      return title.length > 3 && (folded.includes(title) || unique.some((word) => new RegExp(`\\b${word}\\b`).test(folded)));
    })
    .map(({ text }) => text);
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
  if (!doc || other || named.some((item) => item.kind === 'course') || !weighCue.test(simplified)) return undefined;
  const service = serviceOf(doc.url);
  const options = service?.formationOptions ?? [];
  const mentioned = options.filter((option) => simplified.includes(simplify(option.title)));
  if (!service || mentioned.length === 0) return undefined;
  const shown = mentioned.length > 1 ? mentioned : options;
  const sides = shown.map((option) => `${option.title} (${valueIn(option.duration, lang)}, ${valueIn(option.format, lang)}, ${valueIn(option.price, lang)})`);
  const reply =
    lang === 'es'
      ? `${service.title} tiene ${shown.length === options.length ? 'estas opciones' : 'estas dos opciones'}: ${list(sides, 'es')}. Más información: ${doc.url}`
      : `${service.title} options (in Spanish on the page): ${list(sides, 'en')}. More at ${doc.url}`;
  return { reply, urls: [doc.url] };
}
