import { serviceOverviews } from '../../../site/content/services.ts';
import { list } from '../format.ts';
import type { Lang } from '../text/language.ts';
import { toTerms } from '../text/terms.ts';
import type { Found } from './found.ts';

/**
 * "¿Habéis hecho algo para hoteles?", "any client success stories in retail?", "¿qué resultados
 * sacasteis con la óptica?": the published case studies (/casos-exito) whose client or sector the
 * question names, told one by one with their results.
 */

/** Asked for our track record: case studies, clients, examples of work done, experience in a sector. */
const casesAsked =
  /\b(casos?( de)? exito|casos? (reales?|practicos?|de clientes?)|(vuestros|sus) clientes|clientes (vuestros|que teneis|que habeis tenido)|ejemplos? (reales?|de (clientes?|proyectos?|casos?))|proyectos? (reales?|que (hayais|hayan|habeis) hecho)|(habeis|hayais) (hecho|trabajado|montado|desarrollado|implantado)|(teneis|tienen) experiencia (en|con)|resultados (sacasteis|conseguisteis|obtuvisteis|tuvisteis|sacaron|consiguieron)|success stor(y|ies)|case stud(y|ies)|(have|did) you (done|worked|built))\b/;

/** Words of the question that say only that it asks for cases, not which. */
const askingWords = new Set(
  toTerms(
    'caso casos exito reales practicos cliente clientes ejemplo ejemplos proyecto proyectos hecho trabajado montado desarrollado implantado experiencia resultados sacasteis conseguisteis obtuvisteis tuvisteis sacaron consiguieron algo alguno alguna vuestro vuestros success story stories case studies client clients done worked built sector iaacademy',
  ),
);

/** Sector words a visitor uses that the stories word otherwise ("hotel" for "Turismo y hostelería"). */
const sectorWords: Record<string, string> = {
  'Turismo y hostelería': 'hotel hoteles hosteleria turismo hospitality tourism',
  'Seguros y salud': 'seguros aseguradora mutua salud insurance',
  'Distribución y logística': 'distribucion logistica almacen almacenes logistics',
  Industria: 'industria fabrica fabricas planta acero industrial manufacturing factory',
  'Servicios profesionales': 'asesoria gestoria despacho contabilidad',
  Construcción: 'construccion constructora obra obras construction',
  'Banca y finanzas': 'banca banco bancos finanzas financiero banking bank finance',
  'Administración pública': 'ayuntamiento administracion publica sector publico government public',
  'Comercio minorista': 'retail tienda tiendas comercio moda minorista shop',
  Telecomunicaciones: 'telecomunicaciones operadora telecom telco',
  'Salud y bienestar': 'optica clinica clinicas salud bienestar hospital hospitales sanidad sanitario sanitarios health clinic hospitals healthcare',
  Educación: 'educacion universidad colegio escuela education university school',
};

const stories = serviceOverviews.flatMap((area) => area.caseStudies);
/** A story is pointed to by its client or its sector, not by a word its challenge happens to use. */
const storyTerms = stories.map((story) => new Set(toTerms(`${story.client} ${sectorWords[story.sector] ?? ''}`)));

export function asksForCases(simplified: string): boolean {
  return casesAsked.test(simplified);
}

/** The case studies the question points to, best first; undefined when it names none. `closed`: asked as a yes/no question. */
export function casesFor(simplified: string, lang: Lang, closed: boolean): Found | undefined {
  if (!casesAsked.test(simplified)) return undefined;
  const wanted = [...new Set(toTerms(simplified))].filter((term) => !askingWords.has(term));
  if (wanted.length === 0) return undefined;
  const scored = stories
    .map((story, index) => ({ story, shared: wanted.filter((term) => storyTerms[index]?.has(term)).length }))
    .filter((item) => item.shared > 0)
    .sort((a, b) => b.shared - a.shared);
  const best = scored[0];
  if (!best) return undefined;
  const chosen = scored.filter((item) => item.shared === best.shared).slice(0, 2);
  const told = chosen.map(({ story }) =>
    lang === 'es'
      ? `${story.client} (${story.sector}): ${story.solution.charAt(0).toLowerCase()}${story.solution.slice(1).replace(/\.$/, '')}; resultados: ${list(
          story.results.map((result) => result.charAt(0).toLowerCase() + result.slice(1)),
          'es',
        )}.`
      : `${story.client} (${story.sector}): results (in Spanish on the page): ${list(story.results, 'en')}.`,
  );
  // "¿Habéis trabajado para algún ayuntamiento?" has a yes; "¿qué resultados sacasteis…?" only the story.
  const yes = closed ? (lang === 'es' ? 'Sí. ' : 'Yes. ') : '';
  const reply =
    lang === 'es' ? `${yes}${told.join(' ')} Todos los casos en /casos-exito.` : `${yes}${told.join(' ')} All our case studies are on /casos-exito.`;
  return { reply, urls: ['/casos-exito'] };
}
