import { LiteralFilter, rewriteAll } from './text/literals.ts';
import { learnPatterns } from './text/spelling.ts';
import { remembered } from './text/remember.ts';

/** What a question asks about, beyond which page it is about. */
export type Facet =
  | 'price'
  | 'originalPrice'
  | 'discount'
  | 'instalments'
  | 'funding'
  | 'dates'
  | 'level'
  | 'requirements'
  | 'audience'
  | 'duration'
  | 'format'
  | 'certificate'
  | 'syllabus'
  | 'instructors'
  | 'missedClasses'
  | 'recordings'
  | 'places'
  | 'enrol'
  | 'reviews'
  | 'phone'
  | 'email'
  | 'whatsapp'
  | 'hours'
  | 'address'
  | 'author'
  | 'technologies'
  | 'useCases';

/** Facets that belong to the company when the question names nothing else. */
export const contactFacets: ReadonlySet<Facet> = new Set(['phone', 'email', 'whatsapp', 'hours', 'address']);

/**
 * The lexicon: the ways visitors ask about one aspect of an item, Spanish and English, on
 * simplified text (folded, typos fixed, aliases applied). Order = priority in replies; the more
 * specific aspect comes before the one it overlaps (original price before price).
 */
const cues: [Facet, RegExp][] = [
  [
    'originalPrice',
    /\b(costaba|valia|costaban|valian|precio (anterior|original|de antes|sin (descuento|oferta)|normal|antiguo)|antes (costaba|valia|era)|cuanto era antes|original price|used to cost|price before|full price|was it before|cost before|previous price)\b/,
  ],
  [
    'discount',
    /\b(descuentos?|descont\w*|rebajas?|me ahorro|cuanto (me )?ahorro|ahorrarme|discounted|on sale|rebajado|en oferta|de oferta|esta de oferta|oferta de lanzamiento|promocion(es)?|cupon(es)?|codigo promocional|discounts?|on offer|(precio|tarifa|condiciones) (especial(es)?|de grupo|por grupo)|mas barato por (cabeza|persona|alumno|plaza)|(varios|varias|unos cuantos|unas cuantas|mas de uno|mas de una)\b.*\bmas barat[oa]|group (rate|price|pricing))\b/,
  ],
  [
    'instalments',
    /\b(plazos|a plazos|fraccionar|fraccionado|financia\w*|mensualidades|cuotas|pago aplazado|pagar poco a poco|(pagar|pagarlo|pago|abonar|abonarlo) en (\d+|dos|tres|cuatro|varias|varios) (veces|pagos|partes|meses)|en (\d+|dos|tres|cuatro|varias|varios) (veces|pagos)|instal?ments?|pay monthly|payment plan|pay in (\d+|two|three|several) (parts|payments|goes))\b/,
  ],
  ['funding', /\b(fundae|bonifica\w*|subvencion\w*|subvencionado|gratis para (trabajadores|empleados)|credito de formacion)\b/],
  [
    'price',
    /\b(precios?|bonos?|packs?|cuesta(?! (creer|entender|comprender|pensar|imaginar|asimilar|aceptar|decidir)\w*)|cuestan|costaria|costarian|saldria|cobrariais|cobrais|cuanto (vale|valen|sale|es|son|cobrais|cobran)|coste|costo|costs?|prices?|how much|tarifas?|pagar|importe|cuanto pago|(que|cuanto) se paga|(que|cuanto) (pagaria|pagariamos|tendria que pagar|tendriamos que pagar)|(a )?cuanto asciende|que vale|fee|fees|euros?|prix|combien|(desde|a partir de|por) cuanto|cuanto (seria|saldria|costaria|me costaria|nos costaria|nos sale|me sale)|que (me|nos) (sale|saldria) (apuntarme|apuntarnos|matricularme|matricularnos|inscribirme|inscribirnos|hacer|el|la)|cobran|cobrarian)\b/,
  ],
  [
    'dates',
    /\b(para cuando|cuando (empieza|empiezan|comienza|comienzan|arranca|arrancan|es|son|hay|sale|inicia)|cuando (abristeis|abrieron|inaugurasteis|montasteis)|fechas?|proximas? (edicion|ediciones|convocatorias?)|convocatorias?|calendario|hay (una |alguna )?edicion|ediciones|(?<!\b(alguien|gente|una persona|personas|quien|quienes) que )(empieza|empiezan|empiece|empiecen|comienza|comienzan|comience|comiencen)(?! (de|desde) cero)|arranca|arranque|arranquen|inicio|fecha de inicio|start|starts|starting|start date|begins?|which day|what day|when|dates?|next edition)\b/,
  ],
  [
    'duration',
    /\b(cuanto (dura|duran|tiempo)|duracion|dura|duran|cuantas (horas|semanas|sesiones)|horas tiene|semanas|how long|duration|hours long|how many hours|weeks|horas (totales|lectivas|de clase|del curso)|total de horas|carga (horaria|lectiva)|horas)\b/,
  ],
  [
    'requirements',
    /\b(requisitos?|prerrequisitos?|conocimientos previos|necesito saber|hay que saber|hace falta saber|que necesito|necesito (programar|python|saber (programar|python|matematicas|algo))|hay que saber|saber antes|antes de empezar|que piden|que se pide|hace falta (programar|python)|(si )?no (se )?program\w*|sin saber programar|tengo que saber|base previa|(venir|llegar|entrar|empezar) con (mucha |alguna |poca |buena )?base|hace falta (mucha |alguna )?base|que base|requirements?|prerequisites?|do i need)\b/,
  ],
  [
    'level',
    /\b(nivel|niveles|dificultad|dificil|facil|para principiantes|basico|level|difficulty|beginner friendly|(es|son|is) (un |una |an? )?(curso |formacion |course )?(avanzad[oa]|intermedi[oa]|advanced|intermediate)|an (avanzad[oa]|advanced|intermedi[oa]|intermediate)|que tan avanzad[oa]|how advanced|principiante,? intermedio o avanzado|para gente con experiencia|(vale|sirve) si (estoy empezando|empiezo|soy principiante)|para (alguien|gente|una persona|personas|quien|quienes) que (empieza|empiezan|esta empezando|estan empezando)|(hace falta|piden|se pide|necesito|hay que) (venir con |tener |llegar con )?(experiencia|mucha experiencia)|(la )?puede seguir (alguien|cualquiera|una persona) sin (mucha |ninguna )?(base|experiencia|idea))\b/,
  ],
  [
    'audience',
    /\b(para quien|a quien (va|esta) dirigido|dirigido a|publico|perfil|es para mi|me sirve|encaja conmigo|who is it for|who (is|it) for|audience)\b/,
  ],
  [
    'format',
    /\b(online|presencial|presenciales|modalidad|a distancia|remoto|desde casa|en remoto|hibrido|en directo|en vivo|in person|on site|face to face|virtual|se (hace|imparte|da|celebra) en|(en que formato|como) se (hace|imparte|imparten|da|dan|sigue)|se (imparte|imparten)|en que ciudad(es)?|donde se (hace|imparte|da)|sin (moverme|salir) de (mi )?casa|por (videollamada|video llamada|zoom|skype|meet|teams)|videollamadas?)\b/,
  ],
  [
    'certificate',
    /\b(certificados?|certificacion|certifica|titulo|titulacion|diplom\w*|acreditacion|certificates?|certification|certified|accredited|degree)\b/,
  ],
  [
    'syllabus',
    /\b(temario|programa|contenidos?|modulos|syllabus|curriculum del curso|que (se aprende|aprendere|voy a aprender|se ve|veremos|ensenais|incluye)|de que trata|what (will i|do you) learn|topics)\b/,
  ],
  [
    'instructors',
    /\b(quien (lo |la |los |las )?(imparte|imparten|da|dan|ensena|ensenan|es el profe\w*|es la profe\w*|son los profe\w*)|quienes (imparten|dan|son los profe\w*)|profes|(el|la|mi|my|tu|su|que|the) (profe|profesor|profesora|docente|teacher)|los profesores|profesores|docentes|equipo docente|instructor(es)?|(?<!\bse )imparten?|tutor(es)?|teachers?|who teaches|trainers?)\b/,
  ],
  [
    'missedClasses',
    /\b(no puedo (asistir|ir|conectarme)|falto|faltar|pierdo|perderme|me pierdo|no asisto|si no (puedo ir|voy|asisto)|miss|missed)( (a|to))?( (una|alguna|la|las|one|a))?( (clases?|sesion(es)?|class(es)?|sessions?))?\b/,
  ],
  [
    'recordings',
    /\b((se (pueden|puede|podran)|puedo|podre) (volver a )?ver (luego|despues|mas tarde|para siempre|en diferido|cuando quiera|otra vez)|(las )?(clases|sesiones) (quedan |se quedan |estan )?)?(grabad[ao]s?|grabaciones|grabais|se graban|en diferido|recorded|recordings?)\b/,
  ],
  [
    'enrol',
    /\b(inscribo|inscribirme|inscribir\w*|inscripcion|apuntarme|me apunto|como me apunto|matricul\w*|reservar (plaza|mi plaza)|enrol\w*|sign up|register)\b/,
  ],
  [
    'reviews',
    /\b(opiniones|opinan|valoracion(es)?|resenas|rating|reviews?|cuantos (alumnos|estudiantes)|alumnos (han|tiene)|cuanta gente (lo |ya )*(ha|han) (hecho|pasado|cursado)|cuantas personas (lo |ya )*(han|ha) (hecho|pasado|cursado)|how many (students|people)|que tal esta|merece la pena|vale la pena)\b/,
  ],
  ['places', /\b(plazas|quedan|vacantes|sitio libre|sitios libres|hay sitio|queda sitio|huecos?|seats|aforo|places left|spots|places are left)\b/],
  [
    'phone',
    /\b(numero de (telefono|contacto|movil)|telefono|movil de contacto|llamar|llamaros|llamar(les|le|os)|(?<!\b(pasa a|vas a|pasas a|ahora a|empieza a) )llamarte(?! [a-z]+ y)|(os|les|le) llamo|(el|su|vuestro|un) numero( de (alli|alla|ahi|esa oficina|esa sede))?$|(a )?que numero (os |los |les |le |la |lo )?(llamo|llamar|marco)|numero de(?= (madrid|barcelona|lisboa|la oficina|la sede|(la|el) de (madrid|barcelona|lisboa)))|como (la|lo|le|les|os) llamo|que numero (tiene|tienen|teneis|es)|(a )?que numero se llama|numero( oficial| de siempre| nuevo| de la (empresa|academia))? (ya |ahora |sigue siendo |pasa a ser )?(es|sera) (el )?\d{6,}|tel|tfno|phone|call|ring (you|us)|number (can|should|do) i (ring|dial))\b/,
  ],
  ['email', /\b(email|correo( electronico)?|e mail|mail)\b/],
  ['whatsapp', /\bwhatsapp\b/],
  [
    'hours',
    /\b(horario|horarios|a que hora|abris|abren|cerrais|atendeis|atienden|(los )?(sabados|domingos|fines de semana|festivos) (abris|atendeis|trabajais|estais)|horas de atencion|atencion al publico|abierto|hay alguien en la oficina|(se puede|puedo|podemos) ir (a|al) (la|vuestra)? ?(oficina|sede)|(hora|horario) de (apertura|cierre)|(en|a) que horas? (se os|os|estais|atendeis|se puede)|se os puede (encontrar|localizar|pillar|visitar)|opening hours|hours|(are|is) (you|it|the office) open|when (are you|do you) open|what time do you (open|close))\b/,
  ],
  [
    'address',
    /\b(direccion|donde (estais|estan|esta|os encuentro|quedais)|ubicacion|ubicados|(en )?que calle|(en )?que (parte|zona|barrio) de la ciudad|address|where is|where are|are you (guys |also )?(in|based in)|(?<!\b(nuestras?|mis?|our|own|propias?) )(sede|oficinas?))\b/,
  ],
  ['technologies', /\b(tecnologias|herramientas|stack|lenguajes de programacion|frameworks?|librerias|technologies|tools)\b/],
  ['author', /\b(quien(es)? (lo |la )?(escribio|ha escrito|escribe|escriben|firma|firmo)|autora?|autores|autoras|escrito por|firmado por|author|wrote)\b/],
  // "¿en qué casos lo usáis?", "casos de uso del servicio de NLP": what a service is used for, not the case studies.
  ['useCases', /\b(casos de uso|en que casos|para que casos|ejemplos de uso|usos (tipicos|habituales)|use cases?|what (is it|do you use it) (used )?for)\b/],
];

/** "mi tienda online" is a shop, not a course modality. */
const notModality = /\b(tienda|negocio|venta|ventas|comercio|ecommerce|shop|store|marketing|presencia|reputacion) online\b/g;
/** "el comité de dirección", "la dirección quiere…": the management, not an address. */
const management =
  /\b((comite|equipo|consejo|miembros|puestos?|cargos?) de direccion|para (la )?direccion|la direccion (quiere|nos|me|ha|pide|decide|esta)|(llevar|presentar|proponer|elevar|ensenar)( [a-z]+){0,3} a (la )?direccion|direccion (general|comercial|financiera|tecnica|de (ventas|marketing|proyectos|operaciones|personas|rrhh)))\b/g;

/** "¿dónde está la política de privacidad?", "where is the pricing page?": a page of the site looked for, not our address. */
const pageSought =
  /\b(donde (esta|estan|encuentro|veo|puedo ver|puedo encontrar)|where (is|are|can i find|do i find)) (?=((la|el|las|los|the|your|vuestra|vuestro|vuestras|vuestros) )?(pagina|politica|seccion|apartado|enlace|link|formulario|informacion|condiciones|terminos|aviso|privacidad|cookies?|privacy|blog|calculadora|herramienta|generador|temario|guias?|recursos|articulos?|page|policy|section|form|terms|calculator|tool|guides?)s?\b)/g;

/** Most questions have none of the words of most cues: those are not tried on them. */
const cuesFilter = new LiteralFilter(cues.map(([, pattern]) => pattern));

/** The aspects a question asks about, in the order of `cues`. */
export const detectFacets: (simplified: string) => readonly Facet[] = remembered(facetsIn);

function facetsIn(simplified: string): readonly Facet[] {
  const text = simplified.replace(notModality, '$1').replace(management, ' directivos ').replace(pageSought, ' ');
  const maybe = cuesFilter.candidates(text);
  const cued = cues.filter(([, pattern], index) => maybe[index] && pattern.test(text)).map(([facet]) => facet);
  // "antes de dejar mi mail… ¿qué hacéis con esa información?": the e-mail is what is asked about, not ours.
  const found = /\bdatos personales privacidad\b/.test(text) ? cued.filter((facet) => !contactFacets.has(facet)) : cued;
  // "¿cuánto costaba antes?" or "¿puedo pagar a plazos?" ask for one way of paying, not the price as well.
  const specific = found.some((facet) => facet === 'originalPrice' || facet === 'instalments' || facet === 'funding');
  // "…si se puede pagar a plazos y cuánto cuesta": the price is asked as well.
  const priceToo = /\b(cuanto (cuesta|vale|sale|cuestan|valen)|precio|how much)\b/.test(text);
  return specific && !priceToo ? found.filter((facet) => facet !== 'price') : found;
}

/** Every cue as a global pattern, compiled once (each question is stripped of its cues several times). */
const globalCues = cues.map(([, pattern]): [RegExp, string] => [new RegExp(pattern.source, 'g'), ' ']);

/** The question without its facet cues, so "precio" does not steer the search to pricing pages. */
export function withoutFacetCues(simplified: string): string {
  return rewriteAll(simplified, globalCues, cuesFilter);
}

learnPatterns(cues.map(([, pattern]) => pattern));
