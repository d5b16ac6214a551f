import type { Course } from '../../../site/content/courses.ts';
import { fold } from '../text/fold.ts';
import { needsCode } from './course-data.ts';
import { officeCityAlternatives } from './office-cities.ts';

/** "en Barcelona": a city with an office, where the courses are sought. */
const officeCityAfterEn = new RegExp(`\\ben (${officeCityAlternatives})\\b`);

/** "que pida saber Python" (or, with "no", "que no pida programar"): a course's requirements asked of it. */
const codeRequired =
  /\bque (no )?(pida|pidan|piden|pide|requiera|requieran|requiere|exija|exijan|exige|necesite|necesiten) (saber |conocimientos de |nivel de )?(python|programar|programacion|codigo)\b/;

/**
 * The part of the catalogue a superlative is asked within: "de los de nivel intermedio, ¿cuál sale
 * más económico?", "el próximo curso que empieza en Madrid", "de los online, el más corto". A level
 * keeps the courses of that level; a city, on-site or online keeps each course's editions that fit
 * (so "the soonest in Madrid" is judged by its Madrid edition) and drops the courses with none.
 * Undefined when the message states no such limit.
 */
export function courseSubset(simplified: string): ((courses: readonly Course[]) => Course[]) | undefined {
  const level =
    /\bnivel (principiante|basico|intermedio|avanzado)\b|\b(?:los|las) (intermedios|avanzados)\b|\bpara (principiantes)\b|\bcursos? (principiante|basico|intermedio|avanzado)s?\b/.exec(
      simplified,
    );
  const levelWord = level ? (level[1] ?? level[2] ?? level[3] ?? level[4] ?? '').replace(/s$/, '').replace('basico', 'principiante') : undefined;
  // "el más barato que pida saber Python", "de los que no piden programar": the courses by what they require.
  const code = codeRequired.exec(simplified);
  const needs = code ? !code[1] : undefined;
  const city = officeCityAfterEn.exec(simplified)?.[1];
  const online = /\b(online|a distancia|en remoto)\b/.test(simplified);
  const onSite = /\b(presencial|presenciales|en persona)\b/.test(simplified);
  if (!levelWord && !city && !online && !onSite && needs === undefined) return undefined;
  const fits = (date: Course['nextDates'][number]) =>
    (!city || fold(date.city ?? '') === city) && (!online || date.modality === 'Online') && (!onSite || date.modality !== 'Online');
  return (courses) =>
    courses
      .filter((course) => !levelWord || fold(course.level).includes(levelWord))
      .filter((course) => needs === undefined || needsCode(course) === needs)
      .map((course) => (city || online || onSite ? { ...course, nextDates: course.nextDates.filter(fits) } : course))
      .filter((course) => course.nextDates.length > 0 || !(city || online || onSite));
}
