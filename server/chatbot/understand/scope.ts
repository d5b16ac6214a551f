import { hasDomainWord } from '../intents.ts';
import { cues } from '../text/literals.ts';
import { isCueWord, learnPatterns } from '../text/spelling.ts';
import { stopWords } from '../text/stopwords.ts';
import { fold } from '../text/fold.ts';
import { simplify, toTerm } from '../text/terms.ts';
import { asksForTaskNow, asksToProduceArtefact, isThirdPartyAffair } from './not-ours.ts';
import { remembered } from '../text/remember.ts';
import { restatementWords } from './message-cues.ts';

/**
 * Whether a message is about the visitor's private life rather than a business or a training
 * need. Generic business verbs (optimizar, detectar, automatizar, recomendar, predecir) fit both
 * worlds: "optimizar la producción de mi huerto" is a hobby, "optimizar el stock del almacén" a
 * need we meet. The setting decides, so a personal setting is a counter-signal that only a domain
 * or business signal outweighs. Matched on simplified text (folded, aliases applied).
 */

/** Home, hobbies, leisure, health, family, pets, vehicles, travel, personal finances. */
const personalCue = new RegExp(
  `\\b(${[
    '(?<!desde )casa',
    'hogar',
    'piso',
    'jardin',
    'huerto',
    'terraza',
    'balcon',
    'plantas',
    'riego',
    'cesped',
    'piscina',
    'fugas? de agua',
    'goteras?',
    'limpieza de (mi|la) (casa|piso|habitacion)',
    'series?(?! temporal(es)?)',
    'peliculas?',
    'libros? para',
    'novelas?',
    'musica',
    'guitarra',
    'piano',
    'cancion(es)?',
    'videojuegos?',
    'esta noche',
    'fin de semana',
    'recetas?',
    'cena',
    'comida de mi',
    'vinos?',
    'cerveza',
    'mascotas?',
    'perros?',
    'gatos?',
    'caballo',
    'coche',
    'moto',
    'bici(cleta)?',
    'gasolina',
    'viajes?',
    'vacaciones',
    'escapada',
    'gimnasio',
    'entrenamiento',
    'correr',
    'maraton',
    'dieta',
    'adelgazar',
    'sueño',
    'bebe',
    'embarazo',
    'enfermo',
    'enferma',
    'mis hijos',
    'mi hijo',
    'mi hija',
    'mi madre',
    'mi padre',
    'mi pareja',
    'mi novia',
    'mi novio',
    'cumpleaños',
    'regalo',
    'factura de la luz',
    'primitiva',
    'loteria',
    'quiniela',
    'apuestas',
    'mi pueblo',
    'nevar',
    'nieve',
    'fotos de mis',
  ].join('|')})\\b`,
);

/**
 * What ties a message to our offer even in a personal setting: the visitor's organisation, its
 * customers, people or operations, or the training and services themselves.
 */
const businessCue = new RegExp(
  `\\b(${[
    'empresas?',
    'negocios?',
    'clientes?',
    'equipos?',
    'plantilla',
    'empleados',
    'trabajadores',
    'departamento',
    'oficina',
    'fabrica',
    'planta de produccion',
    'tienda',
    'comercio',
    'agencia',
    'hotel(es)?',
    'clinica',
    'hospital',
    'colegio',
    'universidad',
    'academia',
    'restaurante',
    'pizzeria',
    'startup',
    'pyme',
    'autonomo',
    'sector',
    'ventas',
    'pedidos',
    'almacen',
    'stock',
    'facturas',
    'crm',
    'erp',
    'proveedores',
    'produccion industrial',
    'marketing',
    'ecommerce',
    'app',
    'aplicacion',
    'web',
    'cursos?',
    'formacion',
    'servicios?',
    'consultoria',
    'tfm',
    'tfg',
    'tesis',
    'master',
    'programar',
    'python',
    'clases?',
    'sesion(es)?',
    'alumnos?',
    'profesor(es)?',
    'docentes?',
    'certificados?',
    'apunt\\w*',
    'inscrib\\w*',
    'matricul\\w*',
    'plazas',
    'trabaj\\w*',
    'teletrabajo',
    'empleo',
    'vacantes?',
    'puestos?',
    'sede',
    'aparcar',
    'parking',
    // Asking the company itself: "¿cerráis en vacaciones?", "¿se puede aparcar el coche en vuestra sede?".
    'vuestr[oa]s?',
    'teneis',
    'ofreceis',
    'haceis',
    'dais',
    'impartis',
    'abris',
    'cerrais',
    'atendeis',
    'trabajais',
  ].join('|')})\\b`,
);

/** Places people run as a business: "mi peluquería", "el gimnasio que gestiono". */
const establishment =
  '(empresa|negocio|restaurante|hotel|hostal|tienda|clinica|fabrica|oficina|agencia|pyme|startup|despacho|comercio|pizzeria|almacen|colegio|academia|cadena|franquicia|gimnasio|club|bar|cafeteria|taller|granja|bodega|gestoria|asesoria|consulta|farmacia|autoescuela|guarderia|residencia|inmobiliaria|cooperativa|asociacion|ong|ayuntamiento|camping|local|casa de apuestas|(?!loter)[a-zñ]{3,}eria)';

/** "tengo un restaurante", "en el hotel queremos…", "el gimnasio que gestiono": the visitor speaks for a business of their own. */
const ownBusiness = new RegExp(
  `\\b(mi|mis|nuestr[oa]s?|tengo (un|una)|tenemos (un|una)|llevo (un|una)|llevamos (un|una)|dirijo (un|una)|regento (un|una)|somos (un|una)|en (el|la|nuestr[oa]|mi)) ${establishment}\\b|\\b${establishment} (que|donde) (gestiono|gestionamos|dirijo|dirigimos|llevo|llevamos|regento|trabajo|trabajamos)\\b`,
);

/**
 * "startup de reservas de restaurantes, queremos una app…", "fábrica con sensores, queremos avisos…":
 * a message that opens by naming an establishment, then says what "we" want, speaks for it.
 */
const establishmentOpening = new RegExp(
  `^ ?((un|una|el|la|somos (un|una)) )?(${establishment}|bufete|hospital|universidad|instituto|distribuidora|aseguradora|ayuntamiento|comite|equipo|departamento)\\b.*\\b(queremos|necesitamos|buscamos|nos gustaria|quisieramos|nos interesa|tenemos que)\\b`,
);

/** "nuestros contratos", "nuestras facturas": the visitor speaks for an organisation, unless it is their family's. */
const organisationVoice = /\bnuestr[oa]s? (?!(hij|boda|casa|famil|perr|gat|vacacion|padre|madre|pareja|abuel|bebe))[a-zñ]{3,}/;

/** Who gains from what is asked: a business's customers, patients, members or staff (not "mi hijo", "mi pareja"). */
const businessBeneficiary = /\b(mis|nuestros|nuestras|los|las|de) (clientes|pacientes|socios|huespedes|usuarios|empleados|trabajadores|proveedores)\b/;

/** "soy de rrhh", "trabajo en marketing": the visitor speaks from a department of an organisation. */
const departmentVoice =
  /\b(soy|somos|trabajo|trabajamos|estoy|estamos) (de|en) (el departamento de |el area de )?(rrhh|recursos humanos|marketing|ventas|finanzas|contabilidad|administracion|sistemas|it|operaciones|compras|logistica|atencion al cliente|calidad|produccion|legal|juridico|comunicacion|direccion)\b/;

/** "We are a hotel group", "I run a language academy": the same voice in English (the content's own words are Spanish). */
const ownBusinessEnglish =
  /\b(my|our|we are an?|we re an?|we run an?|i run an?|i own an?|i manage an?)( [a-z]+){0,2} (company|empresa|business|empresas|hotels?|restaurants?|shops?|stores?|clinics?|factory|agency|startup|firm|academy|school|group|grupo|chain|team|equipo|department)\b/;

/** "Nos entran 2000 tickets al mes", "nos llegan pedidos por correo": work arriving at an organisation. */
const incomingWork = /\b(nos|les) (entran|llegan|escriben|llaman|piden|mandan|envian)\b/;

export function speaksForBusiness(simplified: string): boolean {
  return (
    cues.test(ownBusiness, simplified) ||
    cues.test(establishmentOpening, simplified) ||
    cues.test(businessBeneficiary, simplified) ||
    cues.test(organisationVoice, simplified) ||
    cues.test(departmentVoice, simplified) ||
    cues.test(ownBusinessEnglish, simplified) ||
    cues.test(incomingWork, simplified)
  );
}

/** "¿Ofrecéis un curso de blockchain?", "¿hacéis cursos de cocina?": whether we offer something, which an honest "no" answers. */
const ourOfferAsked =
  /\b(teneis|tienen|ofreceis|ofrecen|haceis|hacen|dais|dan|impartis|imparten|organizais|hay)\b.*\b(cursos?|formacion|clases|talleres?|servicios?)\b|^(algun |un )?(cursos?|formacion|clases|talleres?) (de|sobre|en)\b|\b(desarrollais|programais|llevais|gestionais|traducis|vendeis|montais|disenais|creais)\b|\b(lo|la|los|las) (haceis|llevais|ofreceis|tocais|trabajais)\b/;

export function asksAboutOurOffer(simplified: string): boolean {
  return cues.test(ourOfferAsked, simplified);
}

export function hasPersonalSetting(simplified: string): boolean {
  return cues.test(personalCue, simplified);
}

/** "¿las máquinas me dejarán en el paro?": machines and jobs, the future of work our blog writes about. */
const futureOfWork = new RegExp(
  [
    '\\b(maquinas|robots?|automatizacion|algoritmos?)\\b.*\\b(paro|trabajos?|empleos?|curro|puestos? de trabajo)\\b',
    '\\b(quitar|quitara|quitaran|dejara|dejaran|me dejen?|sustituir|sustituira|sustituiran|reemplazar|reemplazara)\\w* (el |mi |nuestro |los )?(trabajo|empleo|curro|puesto|en el paro)\\b',
    // "¿qué pasará con el trabajo en unos años con tanta IA?": work, years ahead, and AI.
    '^(?=.*\\b(ia|automatizacion|robots?|maquinas)\\b)(?=.*\\b(trabajo|empleo|curro)\\b)(?=.*\\b((en|dentro de) (unos|pocos|diez|cinco|veinte) (anos|años)|con tanta (ia|automatizacion|inteligencia artificial))\\b)',
    // "la IA va a cambiar todos los oficios", "el impacto de la IA en el empleo", "will AI take our jobs?": AI and jobs, and a change.
    // ("quiero cambiar de trabajo y dedicarme a la IA" is the visitor's own career.)
    '^(?!.*\\b(cambiar|cambio|cambie|cambiarme) de (trabajo|empleo|profesion|carrera|sector|oficio)\\b)(?=.*\\b(ia|automatizacion|robots?|maquinas|algoritmos)\\b)(?=.*\\b(empleos?|oficios|trabajos|puestos|profesiones|mundo laboral|mercado laboral|paro)\\b)(?=.*\\b(cambi\\w*|afect\\w*|acabar|quitar\\w*|destru\\w*|impacto|desaparec\\w*|pasar con|futuro|take|replace\\w*|sustitu\\w*|reemplaz\\w*))',
  ].join('|'),
);

export const speaksOfFutureOfWork = (simplified: string): boolean => cues.test(futureOfWork, simplified);

/** A domain word (IA, datos, modelos…) or a business setting. */
export function hasDomainSignal(simplified: string): boolean {
  return hasDomainWord(simplified) || cues.test(businessCue, simplified) || cues.test(futureOfWork, simplified) || cues.test(productIdea, simplified);
}

/** "una idea de app que reconozca plantas": something to build, whatever private-life word it is about. */
const productIdea = /\b(idea (de|para) (una? )?(app|apps|aplicacion(es)?|negocio|startup|producto)|(app|apps|aplicacion(es)?) (movil|moviles|web))\b/;

/**
 * What we do, asked in so many words: learning or teaching, our courses and services, their
 * prices, or a question put to us ("¿desarrolláis…?", "vuestro equipo"). Only this, not a stray
 * "IA" or "datos", makes a third-party matter or a task ours.
 */
const whatWeDo =
  /\b(aprender|aprendo|aprenda|aprendan|estudiar|formarme|formarnos|formar a|formacion|enseñar|enseñen|enseñais|learn|teach|training|courses?|services?|consultancy|do you (offer|build|develop|run|have|do)|can you (build|develop|help (us|my|our)))\b/;

/** The price or terms of what we sell: "¿el precio incluye impuestos?", "¿puedo pagar a plazos?". */
const ourTerms = /\b(precios?|cuesta|cuestan|coste|costes|tarifas?|presupuesto|descuentos?|plazos|incluye|incluido|incluidos|bonific\w*|fundae)\b/;

/** "trabajo en un banco y…", "en mi departamento": the matter is the visitor's work, not their private affairs. */
const worksIn = /\b(trabajo|trabajamos|curro) (en|para|como)\b|\ben (mi|nuestro) (trabajo|puesto|departamento|sector)\b/;

function asksForWhatWeDo(simplified: string): boolean {
  return cues.test(offerCue, simplified) || cues.test(addressesUs, simplified) || /\bvuestr[oa]s?\b/.test(simplified) || cues.test(whatWeDo, simplified);
}

/**
 * A personal setting and nothing that ties the message to our offer; someone's taxes, savings,
 * bets, club or gadgets unless the visitor speaks for a business or asks for what we do; a piece of
 * work or a sum to be done for the visitor now ("escríbeme el plan de negocio", "calcula mi IVA"),
 * however many AI words it carries. The hand-off, not a page.
 */
export const isPersonalMatter: (simplified: string) => boolean = remembered(personalMatter);

function personalMatter(simplified: string): boolean {
  // ("Somos un gimnasio y se nos dan de baja muchos socios": a place of leisure the visitor runs is their business.)
  if (hasPersonalSetting(simplified) && !hasDomainSignal(simplified) && !cues.test(ownBusiness, simplified) && !cues.test(establishmentOpening, simplified))
    return true;
  if (asksForWhatWeDo(simplified)) return false;
  if (asksToProduceArtefact(simplified)) return true;
  if (speaksForBusiness(simplified) || cues.test(worksIn, simplified) || cues.test(ourTerms, simplified)) return false;
  return isThirdPartyAffair(simplified) || asksForTaskNow(simplified);
}

/**
 * Words that say nothing about what a question is about: how people frame a question or a wish
 * ("¿qué opinas de…?", "recomiéndame", "la mejor manera de…") and the business and AI vocabulary
 * that every page of the site shares ("optimizar", "estrategia", "datos", "IA"). What is left once
 * they, the function words and the assistant's own cue words are gone is the question's topic.
 */
const frameWords = new Set(
  `opinas opinion piensas crees parece mejor mejores peor buen buena buenos buenas bueno gran
  recomienda recomiendas recomiendame recomendarias aconsejas aconsejame sugieres consejo consejos idea ideas truco trucos
  ayuda ayudas ayudame ayudarme explica explicas explicame cuenta cuentame hablame dime dame quiero necesito puedo
  como hago hacer haria haces aprender aprendo empezar mejorar mejoro optimizar optimizo automatizar automatizo
  gestionar gestiono organizar organizo planificar estrategia estrategias datos dato ia inteligencia artificial
  tecnica tecnicas metodo forma manera sistema herramienta herramientas app aplicacion aplicaciones programa
  usar utilizar conseguir lograr ganar perder dejar tener poner ver saber elegir comprar encontrar
  rapido rapida facil barato barata hoy mañana ahora siempre nunca algo cosa cosas vez veces dia dias año años`.split(/\s+/),
);

/** Something the visitor builds or sells: "una app que recomiende productos", "los usuarios de mi proyecto". */
const productCue =
  /\b(productos?|usuarios|proyectos?|prototipos?|mvp|idea de (negocio|app|aplicaciones|aplicacion|startup|producto)|(app|apps|aplicacion|aplicaciones) (movil|moviles|web|con ia)|(app|apps|aplicacion|aplicaciones) para (iphone|android|movil|moviles|mi (empresa|negocio|tienda|clinica)|nuestra|la empresa))\b/;

/** A verb addressed to us ("¿desarrolláis…?", "¿protegéis…?", "¿ustedes hacen…?"): a question about our offer. */
const addressesUs = /\b([a-zñ]{3,}(ais|eis|aros|eros|iros)|ustedes|vosotros|os)\b/;

/** A verb or pronoun that puts the question to us. */
export function isAddressedToUs(simplified: string): boolean {
  return cues.test(addressesUs, simplified);
}

/** A word this few pages use, in passing and in none of their names, is no topic of the site's ("batería", "relatividad"). */
const RARE_SHARE = 0.03;

/** A name this many of the pages share ("cursos", "seguridad", "empresa") says nothing of which topic is meant. */
const SHARED_SHARE = 0.3;

/** Asking about what we offer: a course, a service, a class, enrolling. */
const offerCue =
  /\b(cursos?|bootcamps?|masters?|formacion|formaciones|catalogo|servicios?|clases?|consultoria|talleres|taller|matricul\w*|inscrib\w*|apunt\w*|certificad\w*)\b/;

/** The visitor's own money, devices, home and rights: personal affairs, not a business need. */
const personalAffairs =
  /\b(mis? (ahorros|dinero|sueldo|nomina|pension|ordenador|portatil|pc|movil|telefono|tablet|fotos|tarifa|vivienda|alquiler|casero|casera|declaracion)|me corresponden?|por ley)\b/;

/** What the search index knows of the site's words. */
export interface SiteVocabulary {
  knowsLoosely(term: string): boolean;
  frequency(term: string): number;
  names(term: string): boolean;
}

/**
 * "¿Cuál es la mejor estrategia para dejar de fumar?": once the framing, the shared vocabulary and
 * the cue words are set aside, the question's own topic words are foreign to the site and none is
 * something the site names. Unless the visitor speaks for a business or asks about our offer, it
 * is about something else, however businesslike its wording. Spanish only: the content is Spanish,
 * so most English words would look foreign.
 */
export function aboutSomethingElse(simplified: string, site: SiteVocabulary, suspicious = false): boolean {
  const tokens = simplified.split(' ');
  // "qwerty zxcvb": no sentence at all, not a question about something else (that is a "no lo sé").
  if (!suspicious && !tokens.some((word) => stopWords.has(word) || frameWords.has(word) || isCueWord(word))) return false;
  const words = tokens.filter((word) => word.length > 2 && !frameWords.has(word));
  const anchored = isAnchored(words, site);
  // A message that tried to steer the assistant is answered only about something the site names or offers.
  if (suspicious) return !anchored && !cues.test(offerCue, simplified) && !cues.test(addressesUs, simplified);
  if (cues.test(addressesUs, simplified) || cues.test(offerCue, simplified)) return false;
  // "mis ahorros", "mi móvil", "me corresponden por ley": the visitor's own affairs, whatever business words come with them.
  if (cues.test(personalAffairs, simplified) && !cues.test(ownBusiness, simplified) && !anchored) return true;
  if (cues.test(businessCue, simplified) || cues.test(productCue, simplified) || speaksForBusiness(simplified)) return false;
  return foreignTerms(words, site).length > 0;
}

/**
 * Words of everyday Spanish that some title happens to use ("tu primer proyecto", "paso a paso", "a
 * medida", "casos reales", "en tiempo real"): as terms, they name nothing ("la jornada de primera",
 * "pasaba a saludar", "¿cuánto mide?", "¿qué pasó en la final?", "¿cuándo se formó la Tierra?").
 */
const everydayTerms = new Set('primer prim pas form med cas real tiemp final bas llev años'.split(' '));

/** A word a page names and not every page shares ("generativa", "machine learning", "Lisboa") anchors the question. */
function isAnchored(words: readonly string[], site: SiteVocabulary): boolean {
  return words.some((word) => {
    const term = toTerm(word);
    return term !== null && !everydayTerms.has(term) && site.names(term) && site.frequency(term) < SHARED_SHARE;
  });
}

/** The words of a question foreign to the site, or none when it is anchored in something the site names. */
function foreignTerms(words: readonly string[], site: SiteVocabulary, rareIsForeign = true): string[] {
  if (isAnchored(words, site)) return [];
  const topic = words.filter((word) => !isCueWord(word)).flatMap((word) => toTerm(word) ?? []);
  // A typo of a site word ("desarroyo") is known loosely, not rare.
  const rare = (term: string) => rareIsForeign && site.frequency(term) > 0 && site.frequency(term) < RARE_SHARE;
  return topic.filter((term) => !site.knowsLoosely(term) || rare(term));
}

/**
 * The words a question asks about, without its opening and its verbs: "¿qué me sugerís?" asks of
 * nothing, "¿cuánto costaría algo así?" of "algo así", "¿qué capital tiene Australia?" of "capital"
 * and "Australia". A verb is the visitor's (the one after a pronoun, a conditional, an infinitive:
 * forms the site seldom writes), not the topic.
 */
function asked(ask: string): string[] {
  const [opening = ''] = askOpening.exec(ask) ?? [];
  const words = ask.slice(opening.length).trim().split(' ');
  return words.filter((word, index) => !clitics.has(words[index - 1] ?? '') && word.length > 2 && !frameWords.has(word) && !verbForm.test(word));
}

/** A conditional or an infinitive ("tendría", "traer"): the visitor's verbs, which the site seldom writes, not a topic. */
const verbForm = /(ria|rias|riamos|riais|rian|[aei]r)$/;

const enrols = /\b(inscrib\w*|apunt(o|arme|arnos|aros)|matricul\w*)\b/;

// (Not "la", "los", "las", which are more often articles: "¿quién pintó las Meninas?".)
const clitics = new Set(['me', 'te', 'se', 'nos', 'os', 'le', 'les', 'lo']);

/** Where a question or a request starts: "¿qué…", "¿quién…", "dime…", "necesito saber…". */
const askOpening =
  /^(?:(?:y|pero|oye|bueno|pues|entonces|vale|a ver) )*(que|cual|cuales|quien|quienes|cuanto|cuanta|cuantos|cuantas|cuando|donde|por que|en que|a que|de que|dime|dinos|cuentame|recuerdame|me recuerdas|me dices|me cuentas|me explicas|sabes|sabrias|tienes idea|alguna idea|necesito saber|quiero saber|me gustaria saber|explicame|recomiendame|me recomiendas|me recomendarias)\b/;

/** A question about what the context said: "¿dónde lo leo?", "¿qué trae cada uno?", "¿qué me recomendarías para quitarnos eso?". */
/** (Or asks for more of it with no topic of its own: "Lo de NLP está genial. Cuéntame algo".) */
const pointsBack =
  /\b(lo|eso|esto|ello|ese|esa|esos|esas|cada uno|cada una|ambos|ambas|alguno|alguna|ninguno|uno de|una de|aquello|algo asi)\b|^(cuentame|cuentanos|dime|dinos|explicame|explicanos) (algo|mas)( mas)?( y\b.*)?$/;

/** A clause of its own: the punctuation, and a request that follows a context without it ("Para mi TFG de IA necesito saber…"). */
const clauseBoundary = /[.:;!?¡¿,—–\n]+|\s(?=(?:necesito|quiero|me gustaria) saber\b)/;

/**
 * The question a message ends on after a clause of context, simplified: "Estoy comparando academias
 * para mi equipo. ¿Cuál es vuestro catálogo de formaciones?" asks for the catalogue, whatever the
 * context's words. Undefined for a message of one clause, or one whose last clause asks nothing.
 */
export function questionAfterContext(message: string): string | undefined {
  const pieces = message.split(clauseBoundary).filter((piece) => piece.trim() !== '');
  const last = pieces.at(-1);
  if (pieces.length < 2 || last === undefined) return undefined;
  const ask = simplify(last);
  // ("…en el aparato y yo solo quiero saber qué cursos ofrecéis.": a question asked indirectly needs no question mark.)
  if (!message.trim().endsWith('?') && !/^(necesito|quiero|me gustaria) saber\b/.test(ask)) return undefined;
  return askOpening.test(ask) ? ask : undefined;
}

/**
 * "Para un trivial del trabajo, ¿qué capital tiene Australia?", "Estoy aprendiendo machine learning:
 * ¿quién pintó Las Meninas?", "¿Cómo se hace una paella? Lo pregunto porque vuestra IA sabe de todo":
 * a clause of context around the question, and every question asked is about something else. The
 * context may name our world (the AI homework, the office, the chatbot being built); what is asked
 * decides whether the message is ours, so an AI word in the pretext does not make it so. A question
 * that names anything of ours, puts itself to us ("¿tenéis…?"), asks about AI or a business, or has
 * no word foreign to the site ("¿por dónde empiezo?", "¿cuánto cuesta?") is ours.
 */
/** A question said again in other words (and English "that is", too common to cut an offered thing at in negatives.ts). */
const restatement = new RegExp(`\\b(${restatementWords}|that is)\\b`);

export function asksAfterContextAboutSomethingElse(message: string, site: SiteVocabulary): boolean {
  const pieces = message
    .replace(/https?:\/\/\S+|www\.\S+|\b[a-z0-9-]+(\.[a-z0-9-]+)*\.(com|net|org|es|io|xyz|info|biz|co|pt)\b/gi, ' ')
    .split(clauseBoundary)
    .filter((piece) => piece.trim() !== '');
  // Most messages are one clause, or open no question after a context: settled on the folded words, before any simplifying.
  // ("¿Hacéis consultoría, es decir, que alguien venga a explicarnos qué hacer?": a question said again in other words, no context.)
  if (
    pieces.length < 2 ||
    restatement.test(fold(message)) ||
    !pieces.some((piece) =>
      askOpening.test(
        fold(piece)
          .replace(/[^a-zñ0-9 ]+/g, ' ')
          .trim(),
      ),
    )
  )
    return false;
  const clauses = pieces.map(simplify).filter((clause) => clause.trim() !== '');
  const asks = clauses.filter((clause) => askOpening.test(clause));
  if (asks.length === 0 || asks.length === clauses.length) return false;
  // "Antes de inscribirme en el curso avanzado, ¿qué conocimientos tendría que traer?": a question about enrolling with us.
  if (clauses.some((clause) => !asks.includes(clause) && enrols.test(clause))) return false;
  return asks.every(
    (ask) =>
      !hasDomainWord(ask) &&
      !addressesUs.test(ask) &&
      !offerCue.test(ask) &&
      !businessCue.test(ask) &&
      !productCue.test(ask) &&
      !speaksForBusiness(ask) &&
      !personalAffairs.test(ask) &&
      !pointsBack.test(ask) &&
      foreignTerms(asked(ask), site, false).length > 0,
  );
}

learnPatterns([businessCue], false);
// Private-life words are not typos of the site's words ("huerto" is not "hueco"), nor targets.
learnPatterns([personalCue], false);

// Asked of every message, behind the shared literal filter.
cues.add(
  ownBusiness,
  establishmentOpening,
  businessBeneficiary,
  organisationVoice,
  departmentVoice,
  ownBusinessEnglish,
  incomingWork,
  ourOfferAsked,
  personalCue,
  futureOfWork,
  businessCue,
  productIdea,
  offerCue,
  addressesUs,
  whatWeDo,
  worksIn,
  ourTerms,
  personalAffairs,
  productCue,
);
