import { groupDiscounts } from '../../../site/content/pricing.ts';
import type { Lang } from '../text/language.ts';
import { numberWords } from '../text/numbers.ts';
import type { Found } from './found.ts';

/**
 * "¿Hay descuento si vamos solo dos personas?", "somos 25 de la misma empresa, ¿cuánto nos
 * descontáis?": the group discount for the head count the visitor gives, from the pricing tiers.
 * The price calculator is the page that shows them (and works out the total); in-company training
 * (/cursos/empresas) comes second.
 */

const headCount =
  /\b(\d{1,3}|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte|treinta|two|three|four|five|six|ten|twenty) (personas|compañeros|companeros|colegas|empleados|trabajadores|alumnos|amigos|de (la misma|mi|nuestra) empresa|people|colleagues|employees)\b|\b(somos|vamos|seremos|iremos|we are) (\d{1,3}|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte|treinta)\b/;

/** The number of people the message says will come, if it says one. */
export function statedHeadCount(simplified: string): number | undefined {
  const match = headCount.exec(simplified);
  const raw = match?.[1] ?? match?.[5];
  if (!raw) return undefined;
  return Number(raw) || numberWords[raw];
}

export function groupDiscountFor(count: number, lang: Lang, closed: boolean): Found {
  const tiers = [...groupDiscounts].sort((a, b) => a.minParticipants - b.minParticipants);
  const [first] = tiers;
  const tier = [...tiers].reverse().find((item) => item.minParticipants <= count);
  const urls = ['/herramientas-ia?tab=pricing', '/cursos/empresas'];
  if (!tier || !first) {
    const reply =
      lang === 'es'
        ? `${closed ? 'No: el' : 'El'} descuento por grupo empieza en ${first?.minParticipants ?? 3} personas (un ${first?.percent ?? 10} %). Con ${count} personas, cada una paga el precio del curso. Los tramos están en la calculadora de precios: /herramientas-ia?tab=pricing`
        : `${closed ? 'No: group' : 'Group'} discounts start at ${first?.minParticipants ?? 3} people (${first?.percent ?? 10}%). With ${count}, each pays the course price. The tiers are in the price calculator: /herramientas-ia?tab=pricing`;
    return { reply, urls };
  }
  const reply =
    lang === 'es'
      ? `${closed ? 'Sí: con' : 'Con'} ${count} personas el descuento por grupo es de un ${tier.percent} % (desde ${tier.minParticipants} personas). Calcula el total en la calculadora de precios: /herramientas-ia?tab=pricing`
      : `${closed ? 'Yes: with' : 'With'} ${count} people the group discount is ${tier.percent}% (from ${tier.minParticipants} people). The price calculator gives the total: /herramientas-ia?tab=pricing`;
  return { reply, urls };
}
