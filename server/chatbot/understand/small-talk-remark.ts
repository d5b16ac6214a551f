import { detectFacets } from '../facets.ts';
import {
  detectSmallTalk,
  hasDomainWord,
  isStronglyOffTopic,
  looksOffTopic,
  smallTalkFiller,
  socialPhrases,
  someoneClose,
  withoutInjection,
  withoutSmallTalkCue,
  type SmallTalk,
} from '../intents.ts';
import { numberWordPattern } from '../text/numbers.ts';
import { simplify, toTerms } from '../text/terms.ts';
import { asksWhoAnswers, whoAnswersEverywhere } from './person-asked.ts';
import { hasPersonalSetting, speaksForBusiness } from './scope.ts';

/**
 * What a remark beside small talk asks. "Buenas, solo pasaba a saludar, que la web ha quedado
 * chulísima" and "Gracias, lo comento con mi socio y os digo algo" are small talk whatever words the
 * remark uses, since it asks nothing; "Hola, quería información del curso de NLP", "Gracias, ¿y qué
 * tiempo hará mañana?" and "Hola, una persona, por favor" ask something, each by a sign that does not
 * depend on its topic: a question, a request or an order, a person, our offer, an aspect, AI or a
 * business, the visitor's private life, an errand of another kind. Matched on simplified text.
 */

/** Producing a text for the visitor: the assistant's job only when it is about us. */
export const writingTask =
  /(?<!\b(quien|quienes|who) )\b(redacta(me)?|escribe(me)?|traduce(me)?|resume(me)?|corrige(me)?|hazme|dibuja(me)?|componme|(me )?(ayudas|ayudais|puedes|podrias|podeis|ayudarme|ayudame|ayudadme) a? ?(redactar|escribir|traducir|resumir|corregir|dibujar)|genera(me)? (una?|el|la|unas?|unos) (imagen|foto|dibujo|logo|nombre|texto|poema|cancion|cuento|video)|dime un nombre|inventa(me)?|write me|translate|summari[sz]e|draw me)\b/;
/** A translation asked beside a greeting: "Buenos días, pero en francés: solo la traducción". */
const translationAsked = /\b(traduccion|translation)\b/;
/** Small talk that ends or reacts to an exchange: a stray word beside it ("gracias crack") asks nothing. */
export const closingTalk: ReadonlySet<SmallTalk> = new Set(['thanks', 'praise', 'ack', 'rude', 'bye', 'howAreYou', 'confused', 'later', 'sorry']);
/** Small talk that leads in to what is asked ("¿me ayudas a…?", "tengo una duda…", "no entiendo nada de…"), or reacts to a reply. */
export const leadsIn: ReadonlySet<SmallTalk> = new Set(['helpAsk', 'doubt', 'confused', 'rude']);
/** Small talk that is itself a question ("¿qué tal estáis?", "¿eres un bot?", "¿hay alguien ahí?"): its question mark asks nothing more. */
export const questionTalk: ReadonlySet<SmallTalk> = new Set(['howAreYou', 'identity', 'helpAsk']);
/** The assistant spoken of as what it is ("para ser un bot", "siendo una IA", "asistente virtual"): no AI topic asked. */
export const selfReference =
  /\b(eres|siendo|ser|como|sea|seas) (un |una )?(ia|inteligencia artificial|asistente( virtual)?|bot|chatbot|robot|maquina|programa|gpt4|gpt|chatgpt)\b|\b(asistente virtual|este (chat|bot|chatbot|asistente)|esta (ia|web|pagina))\b/g;
/** What a thank-you is for: "por los datos", "por la info", "por tus respuestas". */
const thankedFor =
  /\b(por |agradezco |agradecemos |agradecerles |agradeceros )?(la|las|el|los|tus|tu|vuestros|vuestras|vuestra|sus|su|esos|estos|esa|esta|esas|estas) (info|informacion|datos|detalles|respuestas?|ayuda|atencion|data)( que (me|nos) (enviaron|enviasteis|habeis enviado|han enviado|disteis|dieron|facilitaron|facilitasteis|pasasteis|pasaron))?\b/g;
/** What a riddle asks of its reader, a guess and no question: "¿lo adivinas?", "¿quién soy?", "what am I?". */
const riddleAsks = '(a que no )?lo adivinas|adivinas|quien soy|que soy|what am i';
/**
 * A tag that ends a statement to seek agreement or a verdict on it, not to ask anything more: "¿no?",
 * "¿verdad?", "¿a que sí?", "¿sabes?", "¿me equivoco?", "¿quién tiene razón?", "right?", "I take it?".
 */
const agreementTag = new RegExp(
  `(^| )(no|verdad|a que (si|no)|sabes|${riddleAsks}|me equivoco|cierto|eh|o no|o que|no crees|quien tiene (la )?razon|(me|nos) lo (dices|dirias|cuentas|contarias|puedes decir|podrias decir)|right|i take it|isn ?t it|don ?t you|aren ?t you|correct|who s right)\\s*$`,
);
/** A call the visitor did not have to make: "otro problema resuelto sin llamar a mi cuñado" asks for no phone. */
const callsSomeoneClose = new RegExp(`\\b(llamar|llamo|llame|preguntar|pregunto|pregunte) a ${someoneClose}\\b`, 'g');
/** A farewell unsure of the next visit: "hasta otro día, que no sé cuándo volveré por aquí" asks no date. */
const returnUnsure = /\bno se (cuando|si) (volvere|vuelva|vuelvo|volveremos|volvamos|pasare|me pasare|podre volver)\b/g;
/** Time the visitor spent on something of their own: "hoy por fin he dormido ocho horas seguidas" asks no duration. */
const timeSpent = new RegExp(`\\b[a-z]+(ado|ido|ando|iendo) (\\d+|${numberWordPattern()}) (horas|minutos|dias|semanas|meses)( seguid[oa]s)?\\b`, 'g');
/**
 * A question someone else asked the visitor, told as part of a story: "mi hermano me preguntó con
 * quién hablaba; no supe qué decirle" asks us nothing by those words.
 */
const reportedQuestion =
  /\b(me|le|les|nos) (pregunto|preguntaba|preguntaron|preguntaban|ha preguntado|han preguntado) (con quien|a quien|quien|que|cual|cuando|donde|si|como)( [a-z]+){0,2}|\bno (supe|sabia|sabiamos|supimos) (que|como) (decirle|decirles|contestarle|contestarles|responderle|responderles|responder|contestar|decir)\b/g;
/**
 * Where or when the visitor is writing, told beside small talk: "hola desde la parada del
 * autobús", "te escribo mientras se hace la cena", "estoy en la cola de la farmacia y me aburro",
 * "estoy llegando a mi parada del metro". The place is no topic asked; a business is (it stays:
 * "os escribo desde una empresa de logística").
 */
const business = '(?!(empresa|negocio|compañia|startup|agencia|despacho|consultora|clinica|tienda|academia|colegio|universidad|ayuntamiento|departamento)\\b)';
const visitorSituation = new RegExp(
  [
    `\\b((te|os|les) )?(escribo|estoy|ando|sigo|voy|vengo|(estoy |voy )?(llegando|saliendo|volviendo|yendo|entrando)|acabo de (llegar|salir|entrar)) (desde|en|a|al|por|de camino a|de camino al) (el |la |los |las |mi |mis |un |una )?${business}[a-z]+( (de la|de los|de las|del|de) [a-z]+){0,2}`,
    `\\bdesde (el|la|mi|un|una) ${business}[a-z]+( (de la|de los|de las|del|de) [a-z]+){0,2}`,
    '\\bmientras (espero|esperamos|se hace|hago|como|ceno|desayuno|voy|llega|viene|cocino|hierve)( [a-z]+){0,3}',
    '\\bde camino (a|al) [a-z]+',
    '\\b(y |que )?me aburro\\b|\\bpara matar el rato\\b|\\bhaciendo tiempo\\b',
  ].join('|'),
  'g',
);
/**
 * How the visitor feels about asking, told beside small talk: "ando un poco agobiada con la
 * semana", "me inquieta no saberlo", "I always get a little nervous starting these chats".
 */
const visitorFeeling = new RegExp(
  [
    '\\b(estoy|ando|me siento|me pongo|sigo)( un poco| algo| muy| bastante| super| tan)? (nervios[oa]|agobiad[oa]|preocupad[oa]|inquiet[oa]|estresad[oa]|cansad[oa]|angustiad[oa]|rayad[oa])( con (el|la|los|las|esta|este) [a-z]+)?',
    '\\bme (preocupa|inquieta|agobia|angustia|da (un poco de |algo de )?(apuro|corte|verguenza|miedo|cosa)|pone nervios[oa]) (no saberlo|preguntar(lo|te)?|escribir(te|os)?|molestar(te|os)?)',
    '\\bi (always |usually |often )?(get|feel|am|m) (a little |a bit |so |really |quite )?(nervous|anxious|worried|shy)( (starting|writing|asking) (these|this|the|a) [a-z]+)?',
  ].join('|'),
  'g',
);
/**
 * Set phrases whose words name no topic: "aquí hay gato encerrado", "me viene como anillo al dedo",
 * "me suena a chino", "es pan comido", "y colorín colorado".
 */
const setPhrases =
  /\b((aqui )?hay gato encerrado|(me )?(viene|vienen|va|van) como anillo al dedo|(me )?suena a chino|(es |ser )?pan comido|al pie de la letra|en un abrir y cerrar de ojos|(y )?colorin colorado( este cuento se ha acabado)?|a otra cosa mariposa|ponerse las pilas|me pongo las pilas|meter la pata|meti la pata|estar en las nubes|estoy en las nubes|tirar la toalla|de pe a pa|(llevo (un )?rato )?dando(le)? vueltas( a (esto|la cabeza|lo mismo))?|dime la verdad|se sincer[oa]|con sinceridad|(para|a) quien (este|lea|me lea|me escuche|me oiga)( esto)?( al otro lado)?)\b/g;
/**
 * A game a greeting or a thanks is wrapped in, a riddle or a recipe: "Adivina adivinanza: …",
 * "Acertijo: …", "Receta de despedida: …", "Ingredientes: mil gracias y una pizca de cariño.
 * Preparación: servir enseguida", "Riddle me this: …". The frame's words ask nothing; a dish or a
 * riddle asked about ("la receta de la paella") is no frame and stays.
 */
const playfulFrame = new RegExp(
  [
    `\\b(adivina adivinanza|adivinanza|acertijo|enigma|riddle me this|here s a riddle|a riddle|riddle|pista|${riddleAsks})\\b`,
    // A riddle's clue spells the answer: "cuatro letras, empieza por hache".
    '\\b(\\w+ letras|(empieza|acaba|termina) (por|en) (la )?(letra )?([a-z]|hache|jota|ene|ele|eme|ese|erre|uve|zeta|equis|efe|ge|ka|pe|cu|te))\\b',
    '\\badivina (quien|que)( [a-z]+){0,4}? (te|me|sale|dice|digo)\\b',
    '\\b(receta|recipe)( rapida| facil| casera)? (de|for|para) (un |una |el |la |a )?(saludo|despedida|charla|bienvenida|agradecimiento|gracias|merienda|warm welcome|welcome|greeting|goodbye|thanks)\\b',
    '\\b(ingredientes( desconocidos| para (la|el|mi) [a-z]+)?|ingredients|preparacion|emplatado|method|paso \\d|step \\d)\\b',
    '\\b(una pizca de|al gusto|mezclar y servir|remover con calma|sin guarnicion|servir (enseguida|al marcharse|con una sonrisa)|serve with a smile)\\b',
  ].join('|'),
  'g',
);
/** Where the visitor is, how they feel, a set phrase, a game the small talk is wrapped in: what a remark tells of its own and asks nothing by. */
export const visitorContext = new RegExp(`${visitorSituation.source}|${visitorFeeling.source}|${setPhrases.source}|${playfulFrame.source}`, 'g');

/** A verb of starting, told beside small talk: no date asked unless something of ours or a question comes with it. */
const startsNow = /\b(empieza|empiezan|comienza|comienzan|arranca|arrancan|starts?|begins?)\b/g;
/** Something we offer, named by its kind. */
const offerWord = /\b(cursos?|formacion|formaciones|programas|servicios?|clases?|talleres?|consultoria|courses?|services?|training|classes)\b/;
/**
 * An order to the assistant: a verb with "me" after it ("recomiéndame", "búscame", "hazme") or a bare imperative
 * ("recomienda una peli", "calcula…", "recommend a film"), whatever it asks for.
 */
const orderCue =
  /\b(?!(?:time|game|name|same|came|frame|theme|prime|crime|blame|shame|became|madame)\b)[a-zñ]{2,}(ame|eme|ime)\b|\b(recomienda|sugiere|busca|calcula|resuelve|haz|predice|adivina|canta|juega|cuenta|compon|dibuja|genera|crea|inventa|elige|convierte|explica|recommend|suggest|find|calculate|solve|make|guess|sing|play|explain|translate|draw|generate|create|pick|choose)\b/;
const personWord = /\b(persona|humano|humana|alguien|agente|asesor|asesora|comercial|operador|operadora|human|someone|agent|person)\b/;
/** A question word, once the small talk's own ("¿cómo estás?", "what's up") is gone: a question without its marks. ("Que" is as often "because".) */
const questionWord =
  /\b(cual|cuales|quien|quienes|cuanto|cuanta|cuantos|cuantas|cuando|donde|por que|what|whats|who|whos|where|when|which|why|how (much|many|do|does|can|long))\b/;
/** "Que" opening a question without its marks ("hola que tiempo hace hoy"); elsewhere it is as often "because" or "which" ("me cuesta creerlo"). */
const queAsks = /(^|\b(y|pero|oye|pues|entonces|dime|sabes) )que (tiempo|hora|dia|tal es|es|son|significa|hago|puedo|me)\b/;
/** "Qué tal" with a verb and a thing after it asks how that thing is; "¿qué tal va todo?" and "¿qué tal estás?" greet. */
const howSomethingIs =
  /\bque tal (es|son|va|van|esta|estan|fue|fueron|salio|salieron|quedo|quedaron|anda|andan|funciona|funcionan) (el|la|los|las|lo|mi|mis|tu|tus|su|sus|vuestro|vuestra|vuestros|vuestras|este|esta|estos|estas|ese|esa)\b/;
/** A request in so many words, whatever it is about: "quería información", "dime", "necesito", "I want" (not "no necesito nada más"). */
const requestCue =
  /(?<!\bno )\b(quiero|queria|quisiera|queremos|necesito|necesitamos|busco|buscamos|me interesa|nos interesa|me gustaria|nos gustaria|(le|te|os|les) agradeceria(mos)?|informacion|info|dime|dame|pasame|cuentame|explicame|enseñame|muestrame|hazme|traduce\w*|(me )?(puedes|podrias|podeis|podriais|puede|podria)|precios?|ignora|olvida|repite|por favor|porfa|porfavor|plis|i want|i need|tell me|give me|looking for|interested|price|can you|could you|please|pls|reply|respond|write|say|type|print|show|ignore|forget|scrap|drop|skip|pretend|act as)\b/;

/**
 * Whether a message with small talk in it also asks something: a question besides the small talk's
 * own ("¿qué tal?"), a request, an aspect, our offer, AI or a business, an errand of another kind, or,
 * opening a conversation, one of our items (`namesOurs`). Thanking for "la info del curso de NLP"
 * asks nothing more of it.
 */
export function remarkAsks(simplified: string, written: string, kind: SmallTalk, namesOurs: (remark: string) => boolean): boolean {
  // "¿Qué tal? ¿Sabes quién ganó la liga?": a question besides the small talk's own ("¿qué tal estáis?", "¿eres un bot?").
  // (A tag that only seeks agreement asks nothing more: "me has sacado del apuro, ¿sabes?", "seguro que te va genial, ¿a que sí?".)
  const questions = (written.match(/[^.!?¿¡;\n]*\?/g) ?? [])
    .map((question) => simplify(question).replace(agreementTag, ''))
    .filter((question) => question.trim());
  if (questions.some((question) => !isOnlyTalk(question))) return true;
  if (withoutInjection(written || simplified).suspicious) return true;
  // ("¿Eres de carne y hueso o un programa?": the machine named in who answers is no syllabus asked.)
  // ("Gracias por los datos": what is thanked for is no data asked about.)
  // (Nor the phrases that wrap small talk: "quiero expresarles mi agradecimiento" requests nothing.)
  // (Nor the farewell's own words: "hasta el próximo sync" asks for no next date.)
  // (Who answers, asked beside a greeting, is small talk too: "Hola: ¿las escribe alguien de carne y hueso o un programa?".)
  const remark = (kind === 'identity' || kind === 'bye' ? withoutSmallTalkCue(simplified, kind) : simplified)
    .replace(whoAnswersEverywhere, ' ')
    .replace(selfReference, ' ')
    .replace(thankedFor, ' ')
    .replace(callsSomeoneClose, ' ')
    .replace(socialPhrases, ' ')
    .replace(reportedQuestion, ' ')
    .replace(visitorContext, ' ')
    .replace(returnUnsure, ' ')
    .replace(timeSpent, ' ');
  // "¡Ojo, que el comentarista quiere saber con quién comparte micrófono! ¿Quién eres tú?": when the small talk is itself
  // the question, the words around it are its setting; they ask something more only by naming a topic, not by their grammar.
  const askedAsTalk = questionTalk.has(kind) && questions.length > 0;
  return (
    (!askedAsTalk && requestCue.test(remark)) ||
    (!askedAsTalk && orderCue.test(remark)) ||
    // "Hola, mi perro está malo": the visitor's private life, a matter for someone else.
    // (Unless the small talk is the question, and the private life its context: "Mi abuela dice que aquí teclea alguien. ¿Eres un programa?".)
    // (Nor thanks that tell what the answer is good for: "gracias, ahora puedo fingir en la cena que lo sabía".)
    (hasPersonalSetting(remark) && !askedAsTalk && kind !== 'thanks') ||
    // "Hola, una persona, por favor": someone to talk to, asked without a verb. (Not "¿eres un bot o una persona?".)
    (kind !== 'identity' && !asksWhoAnswers(remark) && personWord.test(remark)) ||
    // "hola que tiempo hace hoy", "hi whats the score": a question typed without its marks.
    (!askedAsTalk && questionWord.test(withoutSmallTalkCue(remark, kind))) ||
    (!askedAsTalk && queAsks.test(withoutSmallTalkCue(remark, kind).trim())) ||
    // "qué tal van los marcadores", "¿qué tal es el curso?": how something is, not how we are.
    howSomethingIs.test(remark) ||
    offerWord.test(remark) ||
    // ("Hola, pasa y ponte cómoda, que enseguida empieza la entrevista": something of the visitor's own that starts asks no date.)
    detectFacets(remark.replace(startsNow, ' ')).length > 0 ||
    hasDomainWord(remark) ||
    speaksForBusiness(remark) ||
    looksOffTopic(remark) ||
    isStronglyOffTopic(remark) ||
    // ("¿…o me escribe alguien?" asks who writes, no writing task.)
    (kind !== 'identity' && (writingTask.test(remark) || translationAsked.test(remark))) ||
    (!closingTalk.has(kind) && namesOurs(remark))
  );
}

/** A question that is small talk by itself, a word or two aside: "¿qué tal va todo?", "¿tú eres una IA de verdad o me escribe alguien?". */
function isOnlyTalk(question: string): boolean {
  const kind = detectSmallTalk(question);
  if (!kind || !questionTalk.has(kind)) return false;
  return toTerms(withoutSmallTalkCue(question, kind).replace(socialPhrases, ' ').replace(smallTalkFiller, ' ')).length <= 2;
}
