import { VAT_NOTE } from '../../../site/domain/format.ts';
import type { Lang } from '../text/language.ts';
import { learnPatterns } from '../text/spelling.ts';
import type { Found } from './found.ts';

/**
 * "¿El precio lleva el IVA incluido?", "¿hay que sumar el IVA?": every price on the site is final,
 * VAT included (site/domain/format.ts VAT_NOTE), and the assistant says so the same way.
 */
const taxCue = /\b(iva|vat|impuestos?|taxes|tax)\b/;
/** Asks whether VAT comes on top, so the truthful answer is "no". */
const onTopCue = /\b(sin (el )?iva|mas (el )?iva|\+ ?iva|sumar (el )?iva|anadir (el )?iva|aparte|before tax|plus vat|excluding vat|vat on top|excl)\b/;

export function taxAnswer(simplified: string, message: string, lang: Lang, url = '/cursos'): Found | undefined {
  if (!taxCue.test(simplified) || !/\b(precios?|cuesta|cuestan|coste|importe|tarifas?|prices?|cost|fee)\b/.test(simplified)) return undefined;
  const onTop = onTopCue.test(simplified) || /\+\s*IVA/i.test(message);
  const reply =
    lang === 'es'
      ? `${onTop ? 'No, no se suma nada' : 'Sí'}. ${VAT_NOTE} La cifra que ves es la que pagas. Más información: ${url}`
      : `${onTop ? 'No, nothing is added on top' : 'Yes'}: the prices we publish are final, VAT included. More at ${url}`;
  return { reply, urls: [url, '/contacto'] };
}

learnPatterns([taxCue]);
