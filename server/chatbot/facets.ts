/** What a question asks about, beyond which page it is about. */
export type Facet =
  | 'price'
  | 'dates'
  | 'level'
  | 'duration'
  | 'format'
  | 'certificate'
  | 'syllabus'
  | 'instructors'
  | 'places'
  | 'phone'
  | 'email'
  | 'whatsapp'
  | 'hours'
  | 'address'
  | 'author'
  | 'technologies';

/** Facets that belong to the company when the question names nothing else. */
export const contactFacets: ReadonlySet<Facet> = new Set(['phone', 'email', 'whatsapp', 'hours', 'address']);

/** Cue phrases on simplified text (folded, aliases applied). Order = priority in replies. */
const cues: [Facet, RegExp][] = [
  ['price', /\b(precios?|cuesta|cuestan|cuanto (vale|valen|sale|es|son)|coste|costo|costs?|prices?|how much|tarifas?|pagar|importe|descuentos?|vale la pena pagar)\b/],
  ['dates', /\b(cuando (empieza|empiezan|comienza|comienzan|arranca|es|son|hay|sale)|fechas?|proximas? (edicion|ediciones|convocatorias?)|calendario|empieza|empiezan|comienza|start|starts|when|dates?)\b/],
  ['duration', /\b(cuanto dura|duracion|dura|duran|cuantas (horas|semanas)|how long|duration)\b/],
  ['level', /\b(nivel|niveles|requisitos|conocimientos previos|necesito saber|hace falta|level|prerequisites?)\b/],
  ['format', /\b(online|presencial|modalidad|a distancia|remoto|hibrido|en directo|in person|on site)\b/],
  ['certificate', /\b(certificados?|certificacion|titulo|diploma|certificates?)\b/],
  ['syllabus', /\b(temario|programa|contenidos?|modulos|syllabus|que (se aprende|aprendere|voy a aprender))\b/],
  ['instructors', /\b(quien (imparte|da|enseña)|profesores|docentes|instructor(es)?|imparte|imparten|teachers?)\b/],
  ['places', /\b(plazas|quedan|vacantes|seats)\b/],
  ['phone', /\b(telefono|llamar|llamaros|llamo|phone|call)\b/],
  ['email', /\b(email|correo( electronico)?|e mail)\b/],
  ['whatsapp', /\bwhatsapp\b/],
  ['hours', /\b(horario|horarios|a que hora|abris|abren|cerrais|opening hours|hours)\b/],
  ['address', /\b(direccion|donde (estais|estan|esta|os encuentro|quedais)|ubicacion|ubicados|address|where is|where are|sede|oficinas?)\b/],
  ['technologies', /\b(tecnologias|herramientas|stack|lenguajes de programacion|frameworks?|librerias|technologies|tools)\b/],
  ['author', /\b(quien (escribio|ha escrito)|autora?|escrito por|author|wrote)\b/],
];

export function detectFacets(simplified: string): Facet[] {
  return cues.filter(([, pattern]) => pattern.test(simplified)).map(([facet]) => facet);
}

/** The question without its facet cues, so "precio" does not steer the search to pricing pages. */
export function withoutFacetCues(simplified: string): string {
  return cues.reduce((text, [, pattern]) => text.replace(new RegExp(pattern.source, 'g'), ' '), simplified);
}
