import { LiteralFilter, rewriteAll } from './literals.ts';

/**
 * Latin American and colloquial Spanish in the words the content uses (Spain's): "¿qué cursos
 * brindan ustedes?" reads as "¿qué cursos ofrecéis vosotros?", "¿y tú quién sos?" as "…quién
 * eres?", "pa cuándo" as "para cuándo". Applied to folded words before the typo fixes and aliases,
 * at index and query time alike (the content has none of these forms, so only messages change).
 */
const words: ReadonlyMap<string, string> = new Map(
  Object.entries({
    ustedes: 'vosotros',
    uds: 'vosotros',
    brindan: 'ofreceis',
    brindais: 'ofreceis',
    brindar: 'ofrecer',
    brindamos: 'ofrecemos',
    sos: 'eres',
    grax: 'gracias',
    grcs: 'gracias',
    graxias: 'gracias',
    grasias: 'gracias',
    thx: 'thanks',
    chamba: 'trabajo',
    pa: 'para',
    // Andalusian and Murcian speech: "na" is "nada", "al otro lao" is "lado", "agradecío" is "agradecido".
    na: 'nada',
    lao: 'lado',
    agradecio: 'agradecido',
    celular: 'movil',
    carro: 'coche',
    constancia: 'certificado',
    constansia: 'certificado',
    dictan: 'imparten',
    dictais: 'imparten',
    dicta: 'imparte',
    dictar: 'impartir',
    qe: 'que',
    // "¿algún costo adicional?": Latin America's "coste".
    costo: 'coste',
    costos: 'costes',
    // "capacitación" is Latin America's "formación"; "cupos" its "plazas"; "anotarse" its "apuntarse".
    capacitacion: 'formacion',
    capacitaciones: 'formaciones',
    capacitar: 'formar',
    cupo: 'plaza',
    cupos: 'plazas',
    anoto: 'apunto',
    anotarme: 'apuntarme',
    anotarse: 'apuntarse',
    // "para arrancar de cero", "¿cuándo arranca el de NLP?": to start.
    arrancar: 'empezar',
    arranca: 'empieza',
    arrancan: 'empiezan',
    arranco: 'empiezo',
    arrancamos: 'empezamos',
    instructor: 'profesor',
    instructores: 'profesores',
    holis: 'hola',
    holi: 'hola',
    // Catalan and Galician in a Spanish sentence: "¿quina formació teniu?", "¿que cursos tedes?".
    quina: 'que',
    quin: 'que',
    quines: 'que',
    teniu: 'teneis',
    tedes: 'teneis',
    feu: 'haceis',
    oferiu: 'ofreceis',
    ofrecedes: 'ofreceis',
    formacio: 'formacion',
    formacions: 'formaciones',
    preu: 'precio',
    cando: 'cuando',
    quen: 'quien',
    // "fala que…": Portuguese "say that", dropped into Spanish.
    fala: 'di',
    fale: 'di',
    // Chat shorthand: "q formaciones hay", "xq", "tb", "el num de la de lisboa", "dnd estais" ("d" is read in context below).
    q: 'que',
    k: 'que',
    ke: 'que',
    xq: 'porque',
    pq: 'porque',
    porq: 'porque',
    tb: 'tambien',
    tmb: 'tambien',
    tbn: 'tambien',
    dnd: 'donde',
    cdo: 'cuando',
    toy: 'estoy',
    num: 'numero',
    nmu: 'numero',
    tlf: 'telefono',
    tlfn: 'telefono',
    telf: 'telefono',
    tfno: 'telefono',
    semanitas: 'semanas',
    mail: 'email',
    mails: 'email',
    // "aparte de los cursos": besides.
    aparte: 'ademas',
    // The voseo: "¿vos sos un bot?".
    vos: 'tu',
    // "les marco", "para marcarles": to call.
    marcarles: 'llamaros',
    marcarle: 'llamaros',
    marcarte: 'llamaros',
    marcaros: 'llamaros',
    // Dictation's homophone: "ay clases grabadas" is "hay".
    ay: 'hay',
  }),
);

/** Words only a message that addresses us as "usted(es)" uses: "¿podrían indicarme…?", "¿disponen de…?". */
const formalAddress: ReadonlySet<string> = new Set(['ustedes', 'uds', 'usted', 'podrian', 'pudieran', 'disponen']);

/** With "ustedes" in the message, its verbs are the visitor's "vosotros": "¿ustedes tienen…?" asks us, not about a third party. */
const addressedVerbs: ReadonlyMap<string, string> = new Map(
  Object.entries({
    tienen: 'teneis',
    dan: 'dais',
    ofrecen: 'ofreceis',
    hacen: 'haceis',
    son: 'sois',
    estan: 'estais',
    cobran: 'cobrais',
    trabajan: 'trabajais',
    pueden: 'podeis',
    imparten: 'impartis',
    hablan: 'hablais',
    atienden: 'atendeis',
    venden: 'vendeis',
    ensenan: 'ensenais',
    quedan: 'quedais',
    disponen: 'teneis',
    prestan: 'ofreceis',
    aplican: 'aplicais',
    mandan: 'mandais',
    envian: 'enviais',
  }),
);

const phrases: [RegExp, string][] = [
  [/\bque onda\b/g, 'hola'],
  // Calling someone in the south and east of Spain ("quillo", "miarma", "acho", "zagal", "chacho"): nobody's question.
  [/\b(quillo|illo|chiquillo|chiquilla|miarma|mi arma|acho|zagal|zagala|chacho|pisha|ozu)\b/g, ' '],
  // "con to eso": "todo".
  [/\bcon to (eso|esto|lo)\b/g, 'con todo $1'],
  // Catalan and Basque courtesies: "si us plau", "eskerrik asko".
  [/\bsi us plau\b/g, 'por favor'],
  [/\beskerrik asko\b/g, 'muchas gracias'],
  // "¿a qué número les puedo marcar?": to call.
  [/\b(les|le|os|te) (puedo |podemos )?marcar\b/g, '$1 $2llamar'],
  // "ocupo un curso", "lo ocupamos en la oficina": Mexico's "necesito" ("me ocupo de…" is Spain's "I handle").
  [/(?<!\b(me|nos|se|te|lo|la) )\bocupo\b/g, 'necesito'],
  [/(?<!\b(nos|se) )\bocupamos\b/g, 'necesitamos'],
  [/\b(lo|la|los|las) (ocupo|ocupamos)\b/g, '$1 necesito'],
  // "¿cuánta plata sale?", "¿y de plata cómo es?": money is the price.
  [/\b(cuanta|mucha|poca) plata\b/g, 'cuanto precio'],
  [/\bde plata\b/g, 'de precio'],
  // "¿cuánta pasta es?": money in Spain's slang.
  [/\b(cuanta|mucha|poca) pasta\b/g, 'cuanto precio'],
  [/\bcomo andan\b/g, 'como estas'],
  // "me re sirvió": very much.
  [/\bre (sirvio|util|bueno|claro)\b/g, 'muy $1'],
  [/\bsuccess stories\b/g, 'casos de exito'],
  [/\bbuen dia\b/g, 'buenos dias'],
  // "¿a cómo la hora?", "¿a cómo sale?": the price.
  [/\ba como (sale|esta|es|la|el|los|las|queda)\b/g, 'cuanto cuesta $1'],
  // "¿tienen local en Lisboa?": premises are an office.
  [/\blocal(es)? (en|in)\b/g, 'oficina $2'],
  // A shop or a business that sells online is no course format: "tienda online", "an online shop".
  [/\b(tiendas?|negocios?|comercios?|ventas?) online\b/g, '$1 web'],
  [/\bonline (shops?|stores?|business(es)?|retail(ers?)?|sales|marketplaces?)\b/g, 'web $1'],
  // The frame of a formal letter, which asks nothing itself: "me pongo en contacto con ustedes para consultar si…".
  [/\b(me pongo|nos ponemos) en contacto con (vosotros|ustedes|usted)( para| porque| ya que)?\b/g, ' '],
  [/\b(les|os|le) (escribo|escribimos) (porque|ya que|para (?=consultar|preguntar|saber|informarme))/g, ' '],
  [/\bpara (consultar(les|os|le)?|preguntar(les|os|le)?)( si)?\b/g, ' '],
  // "le ruego me facilite información sobre…", "les agradecería que me remitieran…": the request's frame.
  [
    /\b(le|les|os) (ruego|rogaria|rogamos|agradeceria|agradeceriamos|agradecere)( que)? (me |nos )?(facilite|facilitara|facilitase|facilitaran|indique|indicara|indicaran|envie|enviara|enviaran|remita|remitiera|remitieran|informe|informara|informaran|haga llegar|hicieran llegar)\b/g,
    ' ',
  ],
];

/** Spanish letter names, as a phone's dictation writes an acronym said aloud ("ene ele pe"). */
const letterNames: Readonly<Record<string, string>> = {
  a: 'a',
  c: 'ce',
  d: 'de',
  e: 'e',
  f: 'efe',
  g: 'ge',
  i: 'i',
  k: 'ka',
  l: 'ele',
  m: 'eme',
  n: 'ene',
  o: 'o',
  p: 'pe',
  q: 'cu',
  r: '(?:erre|ere)',
  s: 'ese',
  t: 'te',
};

/** The acronyms of the content, said letter by letter: "ene ele pe" is NLP, "te efe ge" a TFG, "ge pe te cuatro" GPT-4. */
const spelledAcronyms: [RegExp, string][] = ['nlp', 'gpt', 'llm', 'tfg', 'tfm', 'rgpd', 'api', 'erp', 'crm', 'kpi', 'roi', 'sql', 'ocr', 'rag'].map(
  (acronym) => [new RegExp(`\\b${[...acronym].map((letter) => letterNames[letter]).join(' ')}\\b`, 'g'), acronym],
);

/**
 * Portuguese, as a visitor near the Lisbon office may write: "Quanto custa o curso de NLP?", "Vocês têm
 * escritório em Lisboa?", "Quero falar com uma pessoa". Its common words in Spanish, once a word only
 * Portuguese uses says the message is Portuguese (a word like "escritorio" or "tem" alone proves
 * nothing). Replies stay in Spanish, which a Portuguese reader follows.
 */
const portugueseMarkers: ReadonlySet<string> = new Set(
  'voces voce vcs nao obrigado obrigada quero gostaria gostariamos tenho pessoa falar tambem muito sao estao comeca formacao inscricao preco precos equipa oferecem fazem podem posso qual quais quanto custa onde telefone passe tudo quem estou falando agora disponiveis disponivel ainda verdade pra hoje tchau'.split(
    ' ',
  ),
);
const portugueseWords: ReadonlyMap<string, string> = new Map(
  Object.entries({
    voces: 'vosotros',
    vcs: 'vosotros',
    voce: 'tu',
    tem: 'teneis',
    tenho: 'tengo',
    quero: 'quiero',
    gostaria: 'me gustaria',
    falar: 'hablar',
    com: 'con',
    em: 'en',
    um: 'un',
    uma: 'una',
    pessoa: 'persona',
    ola: 'hola',
    bom: 'buen',
    boa: 'buena',
    obrigado: 'gracias',
    obrigada: 'gracias',
    qual: 'cual',
    quais: 'cuales',
    quanto: 'cuanto',
    custa: 'cuesta',
    custam: 'cuestan',
    onde: 'donde',
    fica: 'esta',
    ficam: 'estan',
    escritorio: 'oficina',
    escritorios: 'oficinas',
    telefone: 'telefono',
    dao: 'dais',
    oferecem: 'ofreceis',
    fazem: 'haceis',
    podem: 'podeis',
    posso: 'puedo',
    nao: 'no',
    sim: 'si',
    muito: 'muy',
    tambem: 'tambien',
    aulas: 'clases',
    aula: 'clase',
    quando: 'cuando',
    comeca: 'empieza',
    preco: 'precio',
    precos: 'precios',
    formacao: 'formacion',
    inscricao: 'inscripcion',
    equipa: 'equipo',
    passe: 'pasa',
    do: 'del',
    da: 'de la',
    na: 'en la',
    // "Oi! Tudo bem por aí?", "Você é uma máquina ou gente de verdade?", "Quais cursos vocês têm disponíveis agora?".
    oi: 'hola',
    tudo: 'todo',
    bem: 'bien',
    ai: 'ahi',
    quem: 'quien',
    estou: 'estoy',
    falando: 'hablando',
    agora: 'ahora',
    hoje: 'hoy',
    ainda: 'todavia',
    sei: 'se',
    ou: 'o',
    verdade: 'verdad',
    pra: 'para',
    disponivel: 'disponible',
    disponiveis: 'disponibles',
    tchau: 'adios',
    // "quem é?": the verb, folded to the letter that is also "and" (a stop word either way).
    e: 'es',
    o: 'el',
    os: 'los',
    tempo: 'tiempo',
    faz: 'hace',
  }),
);

const englishSubjects = new Set(['i', 'you', 'we', 'they', 'he', 'she', 'it', 'who', 'that', 'there', 'u']);

/** Words only an English sentence has: two of them make a message English enough for its chat shorthand. */
const englishMarkers = new Set(['what', 'how', 'can', 'the', 'you', 'your', 'is', 'are', 'does', 'we', 'guys', 'with', 'about', 'any', 'have', 'i']);
/** English chat shorthand: "what can i study w u guys", "r ur courses online", "thx". (Spanish "u" in "siete u ocho" stays.) */
const englishShorthand = new Map(
  Object.entries({ u: 'you', ur: 'your', w: 'with', r: 'are', pls: 'please', plz: 'please', thx: 'thanks', abt: 'about', bc: 'because', cuz: 'because' }),
);

/** Words that end in "-ao" as written: no participle lost its "d" in them. */
const endsInAo: ReadonlySet<string> = new Set(['bacalao', 'cacao', 'sarao', 'bilbao', 'callao', 'macao', 'colacao']);

/** Folded words, in the content's Spanish. */
export function inContentSpanish(folded: readonly string[]): string[] {
  const addressed = folded.some((word) => formalAddress.has(word));
  const portuguese = folded.some((word) => portugueseMarkers.has(word));
  if (portuguese) folded = folded.map((word) => portugueseWords.get(word) ?? word);
  if (folded.filter((word) => englishMarkers.has(word)).length >= 2) folded = folded.map((word) => englishShorthand.get(word) ?? word);
  return folded.map((written, at) => {
    // "holaaa", "graciasss", "siii": a letter held down is the word.
    const word = hasLetterHeldDown(written) ? written.replace(/([a-zñ])\1{2,}/g, '$1') : written;
    // "alguien d ventas": chat's "d" is "de", except after an English subject ("we d like").
    if (word === 'd' && !englishSubjects.has(folded[at - 1] ?? '')) return 'de';
    // "los que trabajan con ustedes" are other people: the verb stays theirs.
    const theirs =
      (folded[at - 1] === 'quienes' && (folded[at - 2] ?? '') !== '') || (folded[at - 1] === 'que' && /^(los|las|el|la)$/.test(folded[at - 2] ?? ''));
    // "me has dejao apañao", "ando despistao": the participle, as the south of Spain says it (not Portuguese "formação").
    if (!portuguese && word.length >= 5 && word.endsWith('ao') && !endsInAo.has(word)) return `${word.slice(0, -2)}ado`;
    return (addressed && !theirs ? addressedVerbs.get(word) : undefined) ?? words.get(word) ?? word;
  });
}

/** Whether a letter comes three times in a row, as the pattern above finds it: most words have none, and skip its run. */
function hasLetterHeldDown(word: string): boolean {
  for (let at = 0; at + 2 < word.length; at += 1) {
    const letter = word[at]!;
    if (word[at + 1] === letter && word[at + 2] === letter && ((letter >= 'a' && letter <= 'z') || letter === 'ñ')) return true;
  }
  return false;
}

/** Folded text with colloquial phrases in the content's words. */
export function inContentPhrases(folded: string): string {
  // "1.490 €": a thousands point is part of the figure, not the end of a sentence.
  const figures = folded.replace(/\b(\d{1,3})\.(\d{3})\b/g, '$1$2');
  return rewriteAll(figures, contentPhrases, contentPhrasesFilter);
}

const contentPhrases = [...spelledAcronyms, ...phrases];
/** Most texts have none of the words of most phrases: those are not run on them. */
const contentPhrasesFilter = new LiteralFilter(contentPhrases.map(([pattern]) => pattern));
