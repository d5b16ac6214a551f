import { cues } from '../text/literals.ts';
import { learnPatterns } from '../text/spelling.ts';

/**
 * Matters that are never ours however they are worded. The site's own vocabulary (IA, datos,
 * modelo, estrategia, automatizar) turns up in questions about taxes, pensions, football or which
 * phone to buy, and makes them look like a need we meet: "¿cómo calculo el IVA del modelo 303?",
 * "¿qué estrategia de datos usa el Real Madrid?". These lexicons name the setting itself, so the
 * business words around it no longer decide. Matched on simplified text (folded, aliases applied).
 */

/** Someone else's affairs or the visitor's private ones: taxes, savings, bets, sport, gadgets, home, family. */
const thirdPartyAffair = new RegExp(
  `\\b(${[
    // Taxes and personal paperwork.
    'irpf',
    'hacienda',
    'modelo \\d{3}',
    'declaracion de la renta',
    // Immigration and civil paperwork.
    'nacionalidad (espanola|española|portuguesa)|permiso de (residencia|trabajo)|visados?|empadronar\\w*|tramites? de extranjeria',
    '(calcul\\w*|liquid\\w*|declar\\w*|presentar|pagar|desgrav\\w*) (el |la |los |mis |mi )?(iva|irpf|impuestos?|renta)',
    // Savings, investments, loans.
    'planes? de pensiones',
    'mi (pension|jubilacion|hipoteca)',
    'jubilarme',
    'hipotecas?',
    '(pedir|solicitar) (un |el )?prestamo',
    'prestamos? (al|del|personal(es)?|hipotecarios?)',
    '(estrategia|cartera|fondos?) de inversion',
    'invertir (en|mis|mi|el dinero)',
    '(mis|nuestros) ahorros',
    'fondos? indexados?',
    '(la|en|de) bolsa(?! de (empleo|trabajo|horas))',
    'bolsa de valores',
    'ibex',
    'nasdaq',
    'cripto\\w*',
    'crypto\\w*',
    'bitcoin',
    'ethereum',
    'trading',
    'forex',
    // Betting and games of chance.
    'ruleta',
    'casinos?',
    'apuestas( deportivas)?',
    'casas? de apuestas',
    'loteria',
    'quiniela',
    'primitiva',
    'euromillon(es)?',
    'bonoloto',
    'bingo',
    'tragaperras',
    'poker',
    'lottery',
    'betting',
    // Sport clubs and matches.
    'real madrid',
    'barca',
    'atletico',
    'futbol( sala)?',
    'baloncesto',
    'liga',
    'champions',
    'fichar',
    'fichajes?',
    'jugadores',
    'club de (futbol|baloncesto|tenis|padel|balonmano)',
    'padel',
    'resultados? del partido',
    'partido de (anoche|ayer|hoy|futbol|baloncesto|tenis|padel)',
    '(ver|echan|dan|televisan) el partido|el partido (de )?(hoy|esta noche|del domingo|del sabado)',
    'partidos (de|del) (futbol|liga|primera|ayer|hoy|la jornada)',
    '(primera|segunda) division',
    // Gadgets to buy or fix, home automation, personal accounts.
    'iphone',
    'ipad',
    'pixel',
    'samsung',
    'xiaomi',
    'huawei',
    'portatil (gaming|para)',
    'que (telefono movil|movil|portatil|ordenador|tablet|tele|television|camara|auriculares|reloj|smartwatch|consola|enchufe|router|robot aspirador)',
    '(merece|vale) la pena comprar',
    // General knowledge about a place: "¿cuántos habitantes tiene Madrid?".
    'habitantes|poblacion de (espana|españa|madrid|barcelona|lisboa|portugal|[a-z]+ capital)',
    '(movil|portatil|ordenador|tablet|tele|television) (me )?(compro|comprar|comprarme)',
    'alexa',
    'google home',
    'domotica',
    'enchufes? inteligentes?',
    'bombillas? inteligentes?',
    'persianas?',
    'termostato',
    'robot aspirador',
    'smart ?home',
    'playstation',
    'xbox',
    'nintendo',
    'instagram',
    'tiktok',
    'mis seguidores',
    'mis amigos',
    'blog personal',
    'windows \\d+',
    'se (me )?queda colgado',
    'laptop',
    'smartphone',
    '(phone|laptop|tablet|tv|camera) should i buy',
    '(what|which) (phone|laptop|tablet|tv|camera|smartwatch)(?! number)',
    'stocks? (should|to) (i )?buy',
    '(my )?tax(es| return)',
    // The visitor's own rights and devices: "¿qué me corresponde por ley?", "las fotos de mi móvil".
    'me corresponden?',
    '(de|del) mi (movil|telefono|ordenador|portatil|tablet|pc)',
    // Other schools: "la mejor academia de inglés de Madrid".
    'academias? de (ingles|idiomas|frances|aleman|italiano|chino|oposiciones|baile|musica|conducir|peluqueria)',
    'autoescuelas?',
    // Someone else's trade done for the visitor: bookkeeping, tax advice.
    '(me|nos) (lleve|lleven|llevais|lleva) la contabilidad',
    'llevar(me|nos)? la contabilidad',
    'gestorias?',
    'asesor(ia)? fiscal',
  ].join('|')})\\b`,
);

/** Verbs that order the assistant to produce something now: "escríbeme", "hazme", "¿me redactas…?". */
const produceVerb =
  '(escribe|escribeme|escribirme|escribas|escribes|haces|redactas|preparas|redacta|redactame|redactarme|redactes|genera|generame|generarme|generes|crea|creame|hazme|haz|hagas|prepara|preparame|prepares|optimiza|optimizame|optimices|revisa|revisame|revises|corrige|corrigeme|corrijas|traduce|traduceme|traduzcas|resume|resumeme|resumas|write|draft|generate|fix|rewrite|translate)';

/** What the visitor wants made for them that no page of ours is: letters, code, plans, a CV, homework. */
const artefact =
  '(trabajo (de|sobre) (historia|lengua|filosofia|mates|matematicas|biologia|fisica|quimica|ingles|literatura|geografia|arte)|plan de (negocio|empresa|marketing|viabilidad)|business plan|correos?|emails?|e mail|mails?|cartas?|letter|cv|curriculum|resume|posts?|tuits?|tweets?|articulos?|ensayos?|essay|poemas?|poem|canciones?|song|cuentos?|story|redaccion|codigo|code|scripts?|funcion|consulta sql|sql|formulas?|excel|hoja de calculo|contratos?|informes?|report|trabajo (de|para) (clase|la uni|el instituto)|deberes|homework|traduccion|discurso|speech|felicitacion)';

/** "Escríbeme el plan de negocio de…", "optimiza mi cv", "write me an essay": a piece of work, not a question. */
const producesArtefact = new RegExp(
  // "…un trabajo de historia sobre la guerra de Cuba, ¿me lo haces?": the piece first, then the order.
  `\\b${produceVerb}( (me|nos|lo|la))?( (\\w+)){0,3} ${artefact}\\b|\\b${artefact}( \\w+){0,10} (me|nos) (lo|la) ${produceVerb}\\b`,
);

/** Doing the visitor's own sum, forecast, translation or fix: "calcula…", "¿el IBEX sube o baja mañana?". */
const doesNow =
  /\b(calculame|calcules|calcula(me)? (mi|mis)|predime|predigas|adivina|adivinas|traduce|traduceme|traduzcas|arreglame|arregla|arregles|debug\w*|depura|depurame|resuelveme|resuelvas|sube o baja|subira o bajara|can you (debug|fix|write|translate|calculate|solve))\b/;

/** Verbs that ask us to recommend, advise or suggest something. */
const recommendVerb =
  '(?:recomiendas|recomendais|recomienda|recomiendan|recomendas|recomendarias|recomendariais|recomendaria|recomendarian|aconsejas|aconsejais|aconseja|aconsejan|aconsejarias|aconsejaria|aconsejarian|sugieres|sugeris|sugieren|sugeririas)';

/** The thing a visitor asks us to recommend, and what it is of or for: "qué empresa de mudanzas me recomiendas". */
const thingToRecommend = [
  new RegExp(
    `\\b(?:que|cual|cuales|algun|alguna|algunos|algunas|buen|buena|buenos|buenas) ([a-z]+)(?: (?:de|para) ([a-z]+))?(?: [a-z]+)? (?:me|nos|le|les) ${recommendVerb}\\b`,
  ),
  new RegExp(`\\b(?:me|nos|le|les) ${recommendVerb} (?:algun|alguna|algunos|algunas|un|una|unos|unas) (?:buen |buena )?([a-z]+)(?: (?:de|para) ([a-z]+))?`),
  /\b(?:recomiendame|recomiendanos|recomendadme|recomiendeme|aconsejame|aconsejadme|sugiereme) (?:algun |alguna |algunos |algunas |un |una |unos |unas |el |la |los |las )?(?:buen |buena )?([a-z]+)(?: (?:de|para) ([a-z]+))?/,
  /\b(?:recommend|suggest) (?:me )?(?:a|an|some|any) (?:good )?([a-z]+)/,
  /\b(?:which|what) (?:[a-z]+ )?([a-z]+) (?:do|would|should) you (?:recommend|suggest)\b/,
];

/** What we recommend: our courses, services and their options, and what to read or use to learn. */
const ourThings =
  /^(cursos?|formacion(es)?|programas?|servicios?|talleres?|taller|clases?|opcion(es)?|modalidad(es)?|planes|plan|nivel(es)?|edicion(es)?|itinerarios?|ruta|camino|recursos?|libros?|lecturas?|articulos?|posts?|herramientas?|academia|consultora|consultoria|courses?|training|services?|programmes?|programs?|options?|levels?|way|path|books?|tools?|resources?|reading|workshops?|classes?)$/;

/** Words that name no thing on their own: "qué empresa de …", "algún sitio para …" are decided by what follows. */
const placeholder =
  /^(empresa|empresas|sitio|sitios|lugar|lugares|web|webs|pagina|paginas|marca|marcas|tienda|tiendas|profesional|profesionales|persona|personas|alguien|tipo|company|place|brand|shop|site)$/;

/**
 * "¿Qué gestoría me recomendáis?", "me recomiendas algún teléfono barato", "recomiéndame un abogado",
 * "which laptop do you recommend?": a recommendation of something that is none of ours to give (the
 * caller checks that the message names nothing of ours). "¿Qué curso me recomiendas?" and "¿qué
 * empresa me recomiendas para formar al equipo?" are ours.
 */
export function asksToRecommendOthers(simplified: string, isFrameWord: (word: string) => boolean): boolean {
  for (const pattern of thingToRecommend) {
    const match = pattern.exec(simplified);
    if (!match) continue;
    const [thing, of] = match.slice(1).filter((word): word is string => Boolean(word));
    if (!thing || isFrameWord(thing) || ourThings.test(thing)) return false;
    if (placeholder.test(thing)) return Boolean(of) && !isFrameWord(of!) && !ourThings.test(of!);
    return true;
  }
  return false;
}

/** AI products people ask about by name. */
export const aiTools = 'chatgpt|chat gpt|gpt4|gpt|gemini|claude|copilot|perplexity|midjourney|llama|mistral|deepseek|grok';
/** The ones sold to consumers by plan ("chatgpt" is simplified to "gpt4", which our GPT-4 course shares: the patterns guard it). */
const consumerAiTools = 'gpt4|chatgpt|chat gpt|gemini|claude|copilot|perplexity|midjourney|deepseek|grok';

/**
 * Another provider's product, programme, price or job: "¿cuánto cuesta ChatGPT Plus?", "el máster
 * de IA de la Complutense", "el curso de Andrew Ng en Coursera", "ofertas de empleo en Amazon". An
 * AI word or "curso" in it does not make it ours; asking us about it does ("¿enseñáis la API de
 * OpenAI?").
 */
const othersOffer = new RegExp(
  `\\b(${[
    `(${aiTools}) (plus|pro|team|premium)`,
    `(api|tokens?|suscripcion|licencias?|cuenta|plan de pago) (de |del |en |a |para )?(la |el )?(${aiTools}|openai|dall e|stable diffusion|midj\\w*)`,
    'millon(es)? de tokens',
    'coursera|udemy|edx|platzi|domestika|linkedin learning|andrew ng|khan academy',
    'complutense|uned|(universidad )?politecnica de [a-z]+|autonoma de [a-z]+|carlos iii|pompeu fabra',
    '(trabajo|empleo|curro|entrevistas?|ofertas? de (empleo|trabajo)|vacantes?|puestos?)( de [a-z]+( [a-z]+)?)? (en|de|para) (google|amazon|microsoft|meta|apple|openai|ibm|accenture|indra|deloitte|telefonica|santander|bbva|inditex|mercadona|tesla)',
    '(acciones|accion|cotizacion|cotiza|share price|stock price|shares) (de |del |of |in )?(nvidia|google|apple|tesla|microsoft|amazon|meta|openai)',
    '(nvidia|google|apple|tesla|microsoft|amazon|meta) (cotiza|share price|stock price|stock)',
    // Another AI product's price or plan: "¿ChatGPT es gratis?", "is Claude free?" (not "el curso de GPT-4", ours).
    `(?<!\\b(curso|formacion|programa|course|el|la) (de |del |sobre |on )?)(${consumerAiTools}) (es |sigue siendo |is )?(gratis|gratuito|de pago|free|paid)|(cuanto|que) (cuesta|vale|sale|cobran por) (el |la )?(${consumerAiTools})|how much (is|does) (${consumerAiTools})`,
    // Which of two other products or languages: "¿Google Bard o ChatGPT?", "¿es mejor Python o Java para conseguir trabajo?".
    // (The pair alone or weighed by us: "¿en el curso usáis ChatGPT o Claude?" asks about the course.)
    `^ ?(google |openai |microsoft )?(${consumerAiTools}|bard) (o|vs|versus|or|u) (${consumerAiTools}|bard)( (que|cual) (es )?mejor| which is better)? ?$|(mejor|better|prefieres|prefer|recomiendas) (\\w+ )?(${consumerAiTools}|bard) (o|vs|versus|or|u) (${consumerAiTools}|bard)`,
    `(mejor|better) (aprender |learn |learning )?(python|java|javascript|c|r|go|rust|php|kotlin|swift|typescript) (o|or|vs|u) (python|java|javascript|c|r|go|rust|php|kotlin|swift|typescript)`,
    // Installing or fixing other software: "¿cómo se instala Python en Windows?".
    '(como|how (do|can) i|how to) (se )?(instalo|instalar|instala|instalan|configuro|configurar|configura|install|set up|setup) (el |la |los |un |una )?(python|java|anaconda|jupyter|pip|office|windows|linux|drivers?|impresora|printer|router|antivirus|vpn|correo|email|outlook|gmail|wifi|movil)',
    'despido improcedente|demandar a (mi|la|una) empresa',
    // The visitor's own job troubles: "mi jefe me quiere despedir sin pagarme la indemnización".
    '(me|nos) (quiere|quieren|van a|han) (despedir|echar)|indemnizacion|finiquito',
    // News of other companies: "¿qué anunció OpenAI esta semana?", "lo último que ha lanzado Google".
    `(que|what) (ha |han |has )?(anuncio|anunciado|lanzo|lanzado|presento|presentado|announced|released|launched) (${aiTools}|openai|google|microsoft|meta|apple|anthropic|nvidia|amazon)`,
    '(ultimas|latest) (noticias|news)|noticias (de|sobre) (la )?(ia|inteligencia artificial)',
    // Other professionals' work for a business: software to buy, legal, tax and payroll advice, trademarks.
    // (Only which one to choose: "metemos las facturas a mano en el programa de contabilidad" is a need we meet.)
    '(que|cual|mejor|recomienda\\w*|aconseja\\w*) (programas?|software|herramientas?|apps?|aplicacion(es)?) (de|para) (contabilidad|facturacion|nominas|gestion de (nominas|inventario|stock|clientes)|crm|erp)',
    '(which|what|best|recommend\\w*|suggest\\w*|choose) (an? )?(accounting|payroll|invoicing|bookkeeping|crm|erp) (software|tool|tools|system|app|package)',
    '(que|cual|which|what) (crm|erp)',
    '(salesforce|hubspot|holded|sage|quickbooks|xero|odoo|zoho|pipedrive|sap) (o|vs|versus|or|u) (salesforce|hubspot|holded|sage|quickbooks|xero|odoo|zoho|pipedrive|sap)',
    'asesoramiento (legal|juridico|fiscal|laboral)|asesoria (juridica|legal|fiscal|laboral)|legal advice',
    '(review|revisar|revisa|revisad|revisadme|revisarnos) (our|my|the|nuestro|mi|el) (employment |de trabajo |laboral )?(contract|contrato)( clause)?',
    '(calcul\\w*|hacer|hago|hacemos) (la |una |las )?nominas?|nominas? de (un|una|los|mis|nuestros)',
    'tipos? de iva|vat rate',
    '(despido|despedir|despid\\w*) (a|de) (un|una|mi|nuestro|nuestra)',
    '(registr\\w*|patent\\w*) (una |la |mi |nuestra )?(marca|patente)|registr\\w* (el |un )?nombre (\\w+ ){0,4}como marca|oepm|trademark',
    // Salaries in the market, another product's internals, another company's customer service.
    'cuanto (gana|ganan|se gana) (un|una)|(cuanto|que) (cobra|cobran|gana|ganan) (un|una|los|las) [a-z]+( [a-z]+){0,2} en (espana|españa|europa|el mercado|latinoamerica|mexico|portugal|estados unidos|eeuu|madrid|barcelona)|cuanto (cobra|cobran|se cobra|gana|ganan) (de media|de promedio|al mes|al ano) (un|una)|(sueldo|salario) (medio )?de (un|una)',
    `(cuantos )?parametros (tiene|de) (el |la )?(${aiTools})|(${aiTools}) tiene (cuantos )?parametros`,
    '(telefono|numero|email|correo|contacto) (de|del) (la )?(atencion al cliente|servicio tecnico|soporte tecnico|soporte) (de|del) (?!iaacademy)[a-z]+',
    'como se dice',
  ].join('|')})\\b`,
);

/** Another company's news, weighed by us: "¿qué opinas (qué os parece) que OpenAI saque un modelo nuevo cada mes?" (not "el curso de GPT-4 presenta…"). */
const othersNews =
  /(?<!\b(curso|formacion|programa|course|el|la) (de |del |sobre )?)\b(openai|gpt4|google|microsoft|meta|apple|anthropic|nvidia|amazon) (saque|saca|sacan|saquen|lance|lanza|lancen|lanzan|publique|publica|presente|presenta)\b/;

/** Another company's launch or news, whoever the question is put to. */
export function namesOthersNews(simplified: string): boolean {
  return cues.test(othersNews, simplified);
}

export function namesOthersOffer(simplified: string): boolean {
  return cues.test(othersOffer, simplified);
}

/** Gifts and raffles we do not run: "si te apuntas hoy te regalan un portátil", "¿sorteáis un coche entre los alumnos?". */
const giftClaim =
  // ("te dan un iPhone si te inscribes": a device given for enrolling; "¿me dais un teléfono?" asks for our number.)
  // ("matricularse hoy trae un iPhone incluido"; not "¿el curso incluye un portátil?", a question about what it comes with.)
  /\b(trae|traen|viene con|vienen con) (de regalo )?(un |una )?(iphone|ipad|portatil|tablet|consola|reloj|cheque regalo)\b|\b(incluye|incluyen) (un |una )?(iphone|ipad|portatil|tablet|consola|reloj) (de regalo|gratis)\b|\b(te dan|os dan|dais|les dan|nos dan) (un |una )?(iphone|ipad|portatil|tablet|coche|viaje|consola|reloj|cheque regalo)\b|\b(regalan|regalais|regalamos|regala|sortean|sorteais|sorteamos|sortea|dan de regalo|dais de regalo|give away|giving away|raffle) (un |una |el |la |an? )?(iphone|ipad|portatil|ordenador|movil|telefono|tablet|coche|viaje|tele|television|consola|reloj|cheque|tarjeta regalo|moto|bici|bicicleta|laptop|phone|car|trip)\b|\b(iphone|ipad|portatil|ordenador|movil|tablet|coche|viaje|consola|reloj|cheque) (de regalo|gratis)\b|\b(se llevan|se lleva|te llevas|os llevais|reciben|recibis|recibes) (un |una |el |la )?([a-z]+ ){0,4}de regalo\b/;

/** A gift or raffle claimed of us: never a promotion of ours to confirm. */
export function claimsGift(simplified: string): boolean {
  return cues.test(giftClaim, simplified);
}

/** A private or third-party matter named by its setting. */
export function isThirdPartyAffair(simplified: string): boolean {
  return cues.test(thirdPartyAffair, simplified);
}

/** A piece of work to be produced for the visitor now (a letter, a plan, code, a CV). */
export function asksToProduceArtefact(simplified: string): boolean {
  return cues.test(producesArtefact, simplified);
}

/** A sum, forecast, translation or fix to be done for the visitor now. */
export function asksForTaskNow(simplified: string): boolean {
  return cues.test(doesNow, simplified);
}

// Other domains' words are not typos of the site's words ("ruleta" is not "ruta"), nor targets.
learnPatterns([thirdPartyAffair, artefact, doesNow, othersOffer, othersNews, giftClaim], false);
// Asked of every message, behind the shared literal filter.
cues.add(othersNews, othersOffer, giftClaim, thirdPartyAffair, producesArtefact, doesNow);
