import { cues } from '../text/literals.ts';
import { learnPatterns } from '../text/spelling.ts';

/** Asked outright: "hablar con una persona", "¿hay algún humano?", "talk to a human". */
const personAskedOutright =
  /\bhay (algun |alguna )?(humano|persona)\b|\b(humano|persona) (que me|para) (pueda |puedas )?(atienda|atender|ayude|ayudar)\b|\b(hablar|hablarlo|hablarla|habla|conversar|charlar|reunirme|reunirnos|tratar (mi|la|esta) (consulta|caso|duda)|contactar|pasame|pasa me|ponme|pongame|ponganme|(dame|dadme|deme|denme) con|comunicar(me)?|comunicame|comunicadme|atienda|atiende|atender)\b.*\b(persona|humano|alguien|agente|asesor|comercial|operador|empleado|equipo|atencion al cliente|soporte|ventas|departamento|director\w*|responsable|jef[ae]|ceo|cto|fundador\w*|cofundador\w*)\b|\b(agente|persona|asesor) real\b|\b(talk|speak|chat) (to|with) (a |an )?(person|human|agent|someone|real)\b|\bhuman agent\b/;

/**
 * The other ways people ask for a person instead of the assistant, beyond "hablar con…": whether anyone
 * real is there, a person of flesh and blood, someone from sales or the team, a salesperson who
 * does something for them, "no con un bot". "Necesito a alguien que imparta un taller" asks for a
 * service, not a person to talk to, so "alguien" alone is no cue. Matched on simplified text.
 */
const personAsked = new RegExp(
  [
    // "¿hay alguien real ahí?", "una persona de verdad", "alguien de carne y hueso".
    '\\b(?<!(eres|es|sois|son) (un |una )?)(?<!\\b(eres|es|sois|son) (un |una )?[a-z]+ o )(alguien|persona|personal|humano|humana|agente|asesor|asesora|operador|operadora) (real|reales|de verdad|d verdad|de carne y hueso|humano|humana|en persona)\\b',
    '\\b(un|una) ser humano\\b',
    // "transfiera esta conversación a un empleado humano".
    '\\b(empleado|empleada|agente|operador|operadora|trabajador|trabajadora|asesor|asesora) (humano|humana|de carne y hueso)\\b',
    // ("¿eres una máquina o alguien de carne y hueso?" asks who answers.)
    // (Nor who runs the chat, told: "mi tía juró que estos chats los lleva gente de carne y hueso".)
    '(?<!\\b(eres|sois|es) (un |una )?[a-z]+ o (alguien|una persona|un humano) )(?<!\\b(lleva|llevan|escribe|escriben|contesta|contestan|responde|responden|maneja|manejan) (gente|personas|alguien|una persona|un humano) )\\bde carne y hueso\\b',
    '\\b(una persona|alguien) del equipo\\b',
    // "solicito que una persona de su equipo, y no un sistema automático, lleve mi caso", "alguien de su departamento de ventas".
    '\\b(?<!\\bo (con )?)(una persona|alguien|un empleado|una empleada) (de (su|vuestro|tu) (equipo|departamento|empresa|plantilla)|de iaacademy)\\b',
    '\\by no (un|una|el|la) (sistema automatico|maquina|bot|robot|chatbots?|asistente virtual)\\b',
    // "¿hay algún asesor de ustedes que me conteste en persona?".
    '\\b(algun|alguna|un|una) (asesor|asesora|comercial|agente|empleado|empleada|persona)( de (ustedes|vosotros|su equipo|vuestro equipo)| vuestr[oa]| suy[oa])? que (me|nos) (conteste|contesten|responda|respondan|atienda|atiendan) (en persona|personalmente|directamente|de tu a tu)\\b',
    '\\b(?<!(eres|es|sois|son|pasar|pasa|derivar|deriva|escalar|escala|transferir)( la conversacion| las consultas| el caso)?( a)? )(un|una|algun|alguna) (humano|humana)\\b(?! (revise|revisa|supervise|supervisa|valide|valida|en el bucle))',
    // "comercial, por favor", "un asesor porfa", "hola, una persona por favor": a person asked for in one word.
    '^ ?((hola|buenas|buenos dias|buenas tardes|buenas noches|hey|hi|hello) )?(un |una |el |la )?(comercial|asesor|asesora|agente|humano|persona|vendedor|vendedora) (por favor|porfa|porfavor|please)\\b',
    // "alguien de ventas", "alguien de vuestro equipo", "alguien del equipo comercial", "alguien del área de ventas".
    '\\balguien (del|de vuestro|de tu|de la|de) ((area|departamento|seccion) (de |del )?)?(equipo|ventas|comercial|atencion al cliente|soporte|academia|oficina)\\b',
    // "quiero tratarlo cara a cara", "verlo en persona con alguien": face to face.
    '\\b(tratarlo|hablarlo|verlo|comentarlo|tratar esto|hablar esto|hablar|tratar|reunirme|vernos) cara a cara\\b',
    // "que un comercial me prepare un presupuesto", "un asesor que me llame".
    '\\b(comercial|comerciales|vendedor|vendedora|asesor|asesora|operador|operadora|humano|humana) (que )?(me|nos) (\\w+ )?(prepare|preparen|haga|hagan|llame|llamen|atienda|atiendan|escriba|escriban|contacte|contacten|envie|envien|mande|manden|conteste|contesten|responda|respondan)\\b',
    // "¿hay alguien ahí que no sea una máquina?", "que alguien me ayude personalmente".
    '\\balguien (ahi |alli )?que no sea (un |una |el |la )?(maquina|bot|robot|chatbot|ia)\\b',
    '\\balguien (que )?(me|nos) (ayude|ayuden|atienda|atiendan|lo explique) (personalmente|en persona|directamente|de tu a tu)\\b',
    // "no con un bot", "no quiero hablar con una máquina".
    '\\bno (quiero )?(hablar )?con (un|una|el|la) (bot|robot|maquina|chatbot|asistente virtual)\\b',
    // English: "a real person" (not "are you a real person?", which asks who answers), "someone from sales", "not a bot".
    '\\b(?<!are you (a |an )?)(real|actual|live) (person|human|people|agent)\\b',
    '\\bsomeone (from|on|in) (your|the) (team|equipo|sales|staff|plantilla|office|oficina)\\b',
    '\\bsales (rep|representative|person)\\b',
    '\\bnot (with )?(a|an) (bot|robot|machine)\\b',
    // "¿tenéis a alguien que me asesore?", "que alguien me lo explique en persona", "¿me puede escribir alguien?".
    '\\balguien (que )?(me|nos) (asesore|asesoren|atienda|atiendan)\\b|\\balguien (que )?(me|nos) (lo |la |esto )?(explique|explicara|explicase)( esto)? en persona\\b',
    '\\b(me|nos) (puede|pueden|podeis|podria|podrian) (escribir|contactar|llamar|atender) alguien\\b',
    '\\b(reunion|cita|videollamada|llamada) con (vuestro|vuestra|el|la|un|una|algun|alguna) (equipo|asesor|asesora|comercial|consultor|consultora|experto|experta|responsable|director|directora|jefe|jefa)\\b',
    '\\batencion personalizada\\b',
    '\\b(put me through|transfer me|connect me) (to|with)\\b',
    // "¡exijo que venga alguien con pulso y corazón!".
    // "solicito conversación humana", "reclamo a una persona al teclado", "una persona, no un programa".
    '\\b(solicito|reclamo|pido|exijo|quiero|necesito) (una )?(conversacion|atencion|trato) (humana|humano|personal)\\b|\\b(reclamo|exijo|solicito) (a )?(una persona|un humano|una humana|alguien)\\b|\\b(una persona|un humano|alguien real) no (un|una) (programa|bot|maquina|robot)\\b',
    // "tráiganme a uno de sus comerciales".
    '\\b(traiganme|traedme|traeme|traigame|mandenme|mandadme|mandame) (a )?(uno de (sus|vuestros|tus) |un |una |algun |alguna )?(comerciales|comercial|asesores|asesor|asesora|vendedores|vendedor|agentes|agente|responsable)\\b',
    '\\b(exijo|quiero|pido|necesito) que (venga|me atienda|se ponga|me hable) alguien\\b|\\balguien con pulso\\b',
    // "can you put someone on the line for me?", "get a person on the phone".
    '\\b(put|get) (someone|somebody|a person|a human|a real person)( [a-z]+){0,2} on the (line|phone)\\b',
    // "connect you with someone on their side, not the machine", "¿me derivas a alguien del otro lado?".
    '\\bconnect (me|us|you) (to|with) (someone|somebody|a person|a human|a real person)\\b|\\bsomeone on (your|their) side\\b',
    '\\b(me derivas|me derivais|derivame|derivadme|me conectas|me conectais|conectame|conectadme) (con|a) (alguien|una persona|un humano|una humana)\\b',
    '\\balguien (del|al) otro lado\\b(?! (hay|o))',
    '\\b(que )?(me|nos) (derives|derive|deriven|derivais|pases|pase|pasen|paseis|pongas|ponga|pongan|conectes|conecte|conecten|transfieras|transfiera) (con|a) (una persona|alguien|un humano|una humana|un asesor|una asesora|un comercial|una comercial|un agente)\\b',
    '\\b(is there|are there|have you got|do you have) (a |an |any )?(human|real person|person|agent|someone)( i| we)? (can|could) (talk|speak|chat)\\b',
    // "me gustaría que me asesorara una persona", "¿con quién puedo hablar para contratar?".
    '\\b(me|nos) (asesore|asesoren|asesorara|asesorase|atienda|atiendan|atendiera|atendiese) (una persona|un humano|una humana|alguien)\\b',
    '\\bcon quien (puedo|podria|debo|tengo que|hay que) (hablar|contactar|tratar)\\b',
    '\\b(quiero|necesito|dame|pasame|prefiero) (un |una |con (un|una) )?(operador|operadora|humano|humana|agente|asesor|asesora)\\b',
    // "me pasas con atención al cliente", "conéctame con soporte", "derívame a un asesor".
    '\\b(me pas(as|ais)|pasadme|conectame|conectadme|derivame|derivadme|transfiereme|me conectas|me derivas|ponedme|me pones|me poneis) (con|a) (el |la |un |una |alguien |algun |los de |las de |el de |la de )?(atencion al cliente|soporte|ventas|comercial|equipo|persona|humano|asesor|asesora|agente|departamento)\\b',
    // "les agradecería que me transfirieran a uno de sus empleados", "pónganme con un asesor".
    '\\b(transfir\\w*|transfier\\w*|transferir\\w*|pongan(me)?|pongame|pasen(me)?|paseme) (me )?(con|a) (uno de (sus|vuestros|los) |alguno de (sus|vuestros|los) |un |una |algun |alguna )?(empleados?|trabajador\\w*|agentes?|comerciales?|asesor\\w*|personas?|humanos?|operador\\w*|compañer[oa]s?)\\b',
    // "¿me pasas con alguien que me pueda hacer un presupuesto?": someone, put through.
    '\\b(me pasas|me pasais|pasame|pasadme|ponme|ponedme|me pones|me poneis) con alguien\\b',
    // "¿me ponéis en contacto (con quien lleva las ventas)?", "put me in touch": a person, whoever it is.
    '\\b(me poneis|me pones|ponedme|ponme|me podeis poner|me puedes poner|me podriais poner|me pondriais|ponerme|ponernos) en contacto\\b',
    '\\b(put|get) me in touch\\b',
    // Spanish and English in one breath: "necesito hablar with someone de sales".
    '\\b(hablar|hablarlo|conversar) with (someone|somebody|a person|a human)\\b|\\b(talk|speak|chat) (con|a) (alguien|una persona|un humano)\\b',
    // "no quiero un bot, quiero una persona", "prefiero una persona", "hoy prefiero también una persona".
    '\\b(quiero|prefiero|necesito) (tambien |mas bien |antes )?(a )?(una persona|un humano|una humana|alguien real)\\b',
    // "prefiero que lo lleve una persona", "quiero que me atienda un humano".
    '\\b(quiero|prefiero|preferiria|necesito) que (lo|me|mi caso|mi caso lo|esto|esto lo) (lleve|atienda|gestione|vea|revise|mire) (una persona|un humano|una humana|alguien de carne y hueso)\\b',
    // "Para: departamento de ventas. Motivo: necesito hablar con ellos": the people named before, asked for by a pronoun.
    '\\b(departamento|area|equipo|seccion) (de |del )?(ventas|comercial|atencion al cliente|admisiones|matriculas?)\\b.*\\b(hablar|conversar|contactar|comunicarme|ponerme en contacto) con (ellos|ellas)\\b',
    // "dame el contacto de alguien que me pueda ayudar", "¿a quién le puedo preguntar esto?".
    '\\b(el )?contacto de (alguien|una persona)\\b',
    '\\ba quien (le )?(puedo|podria|debo|tengo que) (preguntar|consultar|escribir|llamar|dirigirme)\\b',
    '\\b(let me|can i|could i|i d like to|i want to) (speak|talk|chat) (with|to) (your|the|someone on your|someone in your) (team|equipo|staff|plantilla|sales|office|oficina|people)\\b',
    // A bare call for one: "operador por favor", "¡un humano!", "agent please".
    '^(un |una |el |la |an? )?(operador|operadora|humano|humana|agente|persona|asesor|asesora|operator|human|agent)( por favor| porfa| porfavor| plis| pls| please| ya)?$',
  ].join('|'),
);

const machineWord = '(maquina|bot|robot|programa|chatbot|ia|ordenador|algoritmo|sistema automatico|inteligencia artificial|machine|program|ai)';
/** "De verdad", "real", "verdadero": the genuine article. */
const genuine = '( de verdad| real| verdader[oa])';
const personWord = '(persona|humano|humana|alguien|de carne y hueso|cristiano|person|human|real person|someone)';
/** Spoken to the one who answers ("¿eres…?", "¿me contesta…?", "¿con quién hablo?"), then a machine or a person, either first. */
export const whoAnswersCue = new RegExp(
  `\\b(eres|estas|sois|(me|las|los|lo|la|nos) (contesta|contestan|responde|responden|escribe|escriben|atiende)|(hablo|estoy hablando|chateo) con|hay detras|al otro lado|tengo delante( a)?|are you|am i (talking|speaking|chatting) (to|with)) ([a-z]+ ){0,3}(${machineWord}${genuine}? (o|or) ([a-z]+ ){0,3}${personWord}|${personWord}${genuine}? (o|or) ([a-z]+ ){0,3}${machineWord})${genuine}?\\b` +
    // Or whether it is a machine one writes to: "¿estoy escribiendo a un programa o qué?".
    `|\\b(estoy (escribiendo|hablando|chateando)|escribo|hablo) (a|con) (un |una )?${machineWord}( o que)?$` +
    // Or the choice alone: "¿bot o humano?", "¿máquina o persona de verdad?".
    `|^(un |una )?(${machineWord}${genuine}? (o|or) (un |una |a )?${personWord}|${personWord}${genuine}? (o|or) (un |una |a )?${machineWord})${genuine}?$`,
);

/** The same, to remove every match: "¿me contesta una máquina o una persona?" without its who-answers part. */
export const whoAnswersEverywhere = new RegExp(whoAnswersCue.source, 'g');

/**
 * Who answers, asked as a choice between a machine and a person: "¿me contesta una máquina o una
 * persona de verdad?", "¿tú eres de carne y hueso o un programa?". The person in it is not asked for.
 */
export function asksWhoAnswers(simplified: string): boolean {
  return cues.test(whoAnswersCue, simplified);
}

/** Someone on the company's side, whatever their role. */
const someone =
  /\b(personal de (la|vuestra|su|tu) (empresa|academia|oficina)|persona|personas|alguien|humano|humana|empleado|empleada|empleados|trabajador|trabajadora|agente|agentes|asesor|asesora|asesores|comercial|comerciales|operador|operadora|operadores|responsable|del personal|somebody|someone|anybody|anyone|person|human|employee|representative|rep|staff|member of (your|the) team)\b/;
/** Serving the visitor: a verb of attending, answering or putting through, with "me" or "nos" as its object. */
const servesMe =
  /\b(?:(me|nos) ([a-z]+ ){0,2}(atienda|atiendan|atiende|atienden|atender|atenderia|atendiera|conteste|contesten|contesta|contestan|contestar|contestara|responda|respondan|responde|responden|responder|respondiera)|(me|nos) ([a-z]+ ){0,2}(pasar|pasen|pase|pasais|pasas|poner|ponga|pongan|poneis) con|(pasar|poner|conectar)(me|nos) con|(atender|contestar|responder|atienda|atiendan|conteste|contesten|responda|respondan)(me|nos)|(call|talk|speak|chat|meet|get back) (with |to )?(me|us))\b/;
/** The two within a few words of each other, in either order. */
const someoneServesMe = new RegExp(`${someone.source}( [a-z]+){0,6} ${servesMe.source}|${servesMe.source}( [a-z]+){0,6} ${someone.source}`);

/**
 * A person asked to serve the visitor, however the request is worded: someone of theirs and a verb
 * of attending with the visitor as its object in one clause ("¿podría atenderme algún empleado
 * vuestro?", "quisiera que me conteste una persona", "¿me podéis pasar con la persona que lleve las
 * ventas?", "could somebody from your staff get on a call with me?"). Not who answers ("¿me contesta
 * una máquina o una persona?"), and not a service ("alguien que imparta un taller" has no "me").
 */
function personServesMe(simplified: string): boolean {
  return cues.test(someoneServesMe, simplified);
}

/** One lexicon for a person asked for; a call-back request counts only when the person is asked for outright. */
export function asksForPerson(simplified: string, callback: boolean): boolean {
  // ("¿Me responde un robot o una persona real?" asks who answers; "quiero hablar con una persona: ¿eres un bot o qué?" asks for one.)
  const whoAnswers = asksWhoAnswers(simplified);
  if (cues.test(personAskedOutright, whoAnswers ? simplified.replace(whoAnswersEverywhere, ' ') : simplified)) return true;
  if (callback || whoAnswers) return false;
  return cues.test(personAsked, simplified) || personServesMe(simplified);
}

learnPatterns([personAskedOutright, personAsked, someoneServesMe]);
// Asked of every message, behind the shared literal filter.
cues.add(whoAnswersCue, personAskedOutright, personAsked, someoneServesMe);
