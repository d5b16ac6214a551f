import type { Course } from '../../../site/content/courses.ts';
import { courseFaqAnswer, courseFaqShownAt } from '../sources/faqs.ts';
import { fold } from '../text/fold.ts';
import { numberWordPattern, numberWords } from '../text/numbers.ts';
import type { Lang } from '../text/language.ts';
import { learnPatterns } from '../text/spelling.ts';
import { courseUrl } from './course-data.ts';
import type { Found } from './found.ts';

/**
 * "¿Lo puedo pagar en varias veces?", "¿se puede pagar en doce mensualidades?", "can I pay in
 * instalments?": the course FAQ says how many payments there are, so a "yes" to three is a "no"
 * to twelve. Only the FAQ's own figure is quoted; nothing else is promised.
 */

/** Payment in parts, said so outright ("a plazos", "mensualidades", "instalments"). */
const strongCue =
  /\b(a plazos|mensualidades|fraccion\w*|pago aplazado|instal?lments?|monthly payments|pay monthly|spread the (cost|payment)|split (\w+ ){0,4}(into|in) (\w+ )?(payments|pagos|parts|partes)|split (the |my |our )?(payment|pago|fee|price|precio|cost|coste)s?|(several|multiple|two|three) payments)\b/;
/** Words that only mean it beside a payment ("plazos de entrega" is a delivery time). */
const weakCue = /\b(plazos|cuotas|varias veces|varios pagos|(en|a) (\w+ )?(pagos|meses))\b/;
const payCue = /\b(pag\w*|abon\w*|financ\w*|pay\w*)\b/;
/**
 * How a company pays: an invoice or a bank transfer for a course ("¿emitís factura?", "¿puedo pagar con
 * factura a nombre de mi empresa?", "can we pay by bank transfer?"), which the same FAQ answers. Not
 * the invoices a business wants read or typed in for it ("metemos a mano cientos de facturas").
 */
const invoiceCue =
  /\b((emit\w*|hac\w*|dais|dan|pedir|enviais|mandais) (una |la )?factura|factura (del|de la|por el|por la|a nombre)|(con|por|mediante) (factura|transferencia)|pag\w* (con|por|mediante) (factura|transferencia)|transferencia bancaria|(an |by )?invoice|bank transfer|(get|send|issue|receive) (an? |the )?factura|bank transferencia|pay by (transfer|transferencia))\b/;
const invoiceWork =
  /\b(lectura|leer|procesar|automatiz\w*|registr\w*|extra\w*|contabiliz\w*|digitaliz\w*|escane\w*|introduc\w*|metemos|meter|a mano|cientos|miles)\b/;
const asksInvoice = (text: string) => invoiceCue.test(text) && !invoiceWork.test(text);
/**
 * How to pay at all ("¿de qué forma se paga el curso?", "formas de pago", "how can I pay?"), which the same FAQ
 * answers: an open question, so no "Sí" before it. (Not "¿se puede pagar con tarjeta?": the FAQ does not say.)
 */
const paymentWay =
  /\b((formas?|metodos?|medios?|modos?|opciones) de pago|como (se )?(paga|pago|abona|puedo pagar|se puede pagar|podemos pagar)|de que (forma|manera|modo) (se )?(paga|pago|abona|puedo pagar|se puede pagar|podemos pagar)|payment (methods?|options)|how (do|can|could) (i|we) pay)\b/;
const instalmentCue = {
  test: (text: string) => strongCue.test(text) || (weakCue.test(text) && payCue.test(text)) || asksInvoice(text) || paymentWay.test(text),
};

const countedPayments = new RegExp(
  `\\b(\\d{1,2}|${numberWordPattern(2)}) (plazos|mensualidades|cuotas|pagos|meses|instal?l?ments|payments|monthly payments|months)\\b`,
);

/** The number of payments a simplified text names: "en doce mensualidades" 12, "tres pagos" 3, "6 plazos" 6. */
export function paymentCount(text: string): number | undefined {
  const word = countedPayments.exec(text)?.[1];
  if (!word) return undefined;
  return /^\d+$/.test(word) ? Number(word) : numberWords[word];
}

/** The course FAQ's answer about paying in parts, and the number of payments it allows: content, read once. */
const faq = courseFaqAnswer(/plazos/i);
const offered = faq ? paymentCount(fold(faq)) : undefined;

export function asksInstalments(simplified: string): boolean {
  return instalmentCue.test(simplified);
}

/** The FAQ's answer, as a yes or a no to the number of payments asked for, about one course or all. */
export function instalmentsAnswer(simplified: string, lang: Lang, course?: Course): Found | undefined {
  if (!instalmentCue.test(simplified) || !faq) return undefined;
  const asked = paymentCount(simplified);
  const tooMany = asked !== undefined && offered !== undefined && asked > offered;
  // The FAQ is shown on every course page: the course in question's, else the first one's.
  const url = course ? courseUrl(course) : courseFaqShownAt;
  const firstSentence = faq.match(/^[^.]*\./)?.[0] ?? faq;
  // "¿Emitís factura?": the FAQ's sentence about invoices first, then what it says of paying in parts.
  const invoiceSentence = asked === undefined && asksInvoice(simplified) ? faq.match(/[^.]*factura[^.]*\./i)?.[0]?.trim() : undefined;
  const howToPay = asked === undefined && !invoiceSentence && paymentWay.test(simplified) && !strongCue.test(simplified);
  if (lang === 'en') {
    if (invoiceSentence)
      return {
        reply: `Yes: companies can pay by bank transfer with an invoice, and ${course ? `${course.title} can` : 'every course can'} also be paid in ${offered ?? 'several'} interest-free payments. More at ${url}`,
        urls: [url, '/contacto'],
      };
    const payments = offered ? `${offered} interest-free payments` : 'interest-free payments';
    if (howToPay)
      return {
        reply: `${course ? `${course.title} can` : 'Every course can'} be paid in ${payments}, and companies can pay by bank transfer with an invoice. More at ${url}`,
        urls: [url, '/contacto'],
      };
    const reply = tooMany
      ? `No, we don't offer ${asked} payments: ${course ? `${course.title} can` : 'courses can'} be paid in ${payments}. More at ${url}`
      : `Yes: ${course ? `${course.title} can` : 'every course can'} be paid in ${payments}, and companies can pay by bank transfer with an invoice. More at ${url}`;
    return { reply, urls: [url, '/contacto'] };
  }
  // After "Curso: " the FAQ's sentence goes on in lower case.
  const about = (text: string) => (course ? `${course.title}: ${text.charAt(0).toLowerCase()}${text.slice(1)}` : text);
  // "¿Hay intereses si pago a plazos?": the payments are interest-free, so the answer to that is no.
  const interest = /\b(intereses|interes|recargo|comision|interest|surcharge)\b/.test(simplified) && /\bsin intereses\b/.test(fold(faq));
  if (invoiceSentence) {
    const rest = faq
      .replace(/^Sí\.\s*/, '')
      .replace(invoiceSentence, '')
      .trim();
    return { reply: `Sí. ${about(invoiceSentence)} ${rest} Más información: ${url}`.replace(/\s+/g, ' '), urls: [url, '/contacto'] };
  }
  if (howToPay) return { reply: `${about(faq)} Más información: ${url}`, urls: [url, '/contacto'] };
  const reply = tooMany
    ? `No, no ofrecemos el pago en ${asked} plazos. ${about(firstSentence)} Más información: ${url}`
    : `${interest ? 'No, sin intereses.' : 'Sí.'} ${about(faq)} Más información: ${url}`;
  return { reply, urls: [url, '/contacto'] };
}

learnPatterns([strongCue, weakCue, invoiceCue]);
