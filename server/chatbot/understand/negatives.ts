import { englishValue } from '../text/vocabulary.ts';
import type { Course } from '../../../site/content/courses.ts';
import { offices } from '../../../site/content/offices.ts';
import { groupDiscounts } from '../../../site/content/pricing.ts';
import { contactFaqs } from '../../../site/content/contact.ts';
import { euros, list } from '../format.ts';
import { courseFaqAnswer, withoutBareYesNo } from '../sources/faqs.ts';
import { fold } from '../text/fold.ts';
import { officeCities, officeCityAlternatives } from './office-cities.ts';
import { plainTerms, simplify, toTerm } from '../text/terms.ts';
import type { Lang } from '../text/language.ts';
import { courseByUrl, courses, courseUrl, levelRank, needsCode, priceText } from './course-data.ts';
import type { Found } from './found.ts';
import { learnPatterns } from '../text/spelling.ts';
import { restatementWords } from './message-cues.ts';

/** An offered thing said again after "o sea", "es decir"…, cut off. */
const restatedAfter = new RegExp(`,?\\s+(${restatementWords})\\b.*$`, 'i');

/**
 * Honest "no": things visitors ask for that the site does not offer. Each reply says so plainly,
 * then offers what does exist (from the content) and a person.
 */

const scholarshipCue = /\b(becas?|becad[oa]s?|scholarships?|ayudas? (economicas?|al estudio|para estudiar)|financial aid)\b/;
/** A discount for a group of people the site has none for ("descuento para estudiantes"). */
const groupDiscountCue =
  /\b(descuentos?|rebajas?|precio especial|discounts?)\b.*\b(estudiantes?|universitarios?|desempleados?|parados?|jubilados?|antiguos alumnos|students?|unemployed)\b|\b(estudiantes?|desempleados?|parados?|students?|unemployed)\b.*\b(descuentos?|rebajas?|precio especial|discounts?)\b/;
const freeCue = /\b(gratis|gratuitos?|gratuitas?|free|sin coste|sin pagar)\b/;
/** A first meeting, call or talk: what "¿es gratis?" may ask of rather than a course. */
const freeMeeting = /\b(reunion|diagnostico|consulta inicial|primera (reunion|sesion|charla|llamada|consulta)|charla|llamada|videollamada|meeting|call)\b/;
const officialTitleCue =
  /\b((titulo|titulacion|grado|master|diploma|certificado|certificacion) (es |sera |esta )?(oficial|universitari\w*|homologad\w*|acreditad\w*)|reconocid[oa] por (el|la) (ministerio|universidad|estado|administracion)|oficial universitari\w*|ects|creditos universitarios|reconocido por (la|una) universidad|university (degree|title)|official (degree|title|qualification|certificate)|accredited|(teneis|tienen|hay|ofreceis|ofrecen|dais|impartis|do you (have|offer|run)) (algun |un |una |some |a |an )?(master|masters|mba|grado universitario|doctorado)|certificados? de profesionalidad|sepe|examen oficial|examen(es)? de certificacion|official exam|certification exams?)\b/;

/** The visitor's own studies: "soy alumna de un grado universitario", "estoy cursando un máster oficial". */
const studiesOwn =
  /\b(soy|somos|estoy|estudio|estudiamos|curso|cursando|estudiando|haciendo|hago|alumn[oa]s?|estudiantes?)( (de|en))?( (un|una|el|la|mi|mis|primero|segundo|tercero|cuarto|ultimo))? (grado|master|doctorado|carrera)( (oficial|universitari\w*))?\b/g;

/** Where or how a class is given, asked as if it were a subject ("¿ofrecéis clases en Barcelona?"). */
const placeOrModality = new RegExp(`^(${officeCityAlternatives}|online|presencial|remoto|directo)$`, 'i');

/** Cities visitors ask about; the ones with an office come from offices.ts. */
const knownPlaces =
  'sevilla,seville,valencia,bilbao,malaga,zaragoza,murcia,palma,alicante,cordoba,valladolid,vigo,gijon,granada,oviedo,a coruña,la coruña,coruña,santander,pamplona,san sebastian,donostia,salamanca,burgos,leon,cadiz,toledo,tenerife,las palmas,canarias,mallorca,ibiza,oporto,porto,faro,braga,paris,londres,london,berlin,roma,milan,mexico,bogota,lima,santiago,buenos aires,miami,nueva york,new york';
const placePattern = new RegExp(`\\b(${knownPlaces.split(',').join('|')})\\b`);

/** A city the visitor names that is not one of ours ("presencial en Valencia"), folded. */
export function otherCityNamed(simplified: string): string | undefined {
  const place = placePattern.exec(simplified)?.[1];
  return place && !officeCities.includes(place) ? displayCity(place) : undefined;
}
const placeCue = /\b(oficinas?|sede|sedes|estais|estan|presencial|presenciales|en persona|ir a|a domicilio|office|based)\b/;

/** How the cities whose names carry an accent are written ("malaga" is Málaga). */
const accented: Readonly<Record<string, string>> = {
  malaga: 'Málaga',
  cordoba: 'Córdoba',
  cadiz: 'Cádiz',
  leon: 'León',
  gijon: 'Gijón',
  'san sebastian': 'San Sebastián',
  'a coruña': 'A Coruña',
  'la coruña': 'La Coruña',
  coruña: 'A Coruña',
  paris: 'París',
  berlin: 'Berlín',
  mexico: 'México',
  bogota: 'Bogotá',
};
const displayCity = (place: string) => accented[place] ?? place.replace(/\b[a-zñ]/g, (letter) => letter.toUpperCase());

/** The courses whose price is below their original one today. */
const discountedCourses = () =>
  courses.filter(
    (course): course is Course & { price: number; originalPrice: number } =>
      course.originalPrice !== undefined && course.price !== undefined && course.originalPrice > course.price,
  );

export function noScholarships(simplified: string, lang: Lang): Found | undefined {
  const special = groupDiscountCue.test(simplified);
  if (!scholarshipCue.test(simplified) && !special) return undefined;
  // The first sentence of each FAQ answer is the fact; the rest is detail the page keeps.
  const firstSentence = (text: string | undefined) => text?.match(/^[^.]*\./)?.[0];
  const instalments = firstSentence(courseFaqAnswer(/plazos/i));
  const funding = firstSentence(courseFaqAnswer(/bonificar|fundae/i));
  const discounts = discountedCourses().map((course) => `${course.title} (${priceText(course, lang)})`);
  if (lang === 'en') {
    return {
      reply: `${special ? 'We have no special discount for that group' : "We don't offer scholarships"}. What we do have: payment in three interest-free instalments, FUNDAE funding for employees${discounts.length ? ` and discounted courses such as ${list(discounts, 'en')}` : ''}. A person can look at your case on /contacto.`,
      urls: ['/cursos', '/contacto'],
      notOffered: 'scholarships',
    };
  }
  const options = [instalments, funding ? `Además, el curso se puede bonificar por FUNDAE ${funding.replace(/^Sí,\s*/, '')}` : ''].filter(Boolean).join(' ');
  return {
    reply: `${special ? 'No tenemos un descuento específico para ese colectivo' : 'No ofrecemos becas'}. Lo que sí hay: ${options.charAt(0).toLowerCase()}${options.slice(1)}${discounts.length ? ` Y ahora tienen descuento ${list(discounts, 'es')}.` : ''} Si quieres, lo vemos contigo en /contacto.`,
    urls: ['/cursos', '/contacto'],
    notOffered: 'scholarships',
  };
}

export function noOfficialTitle(simplified: string, lang: Lang, about?: string): Found | undefined {
  // ("soy alumna de un grado universitario", "estudio un máster oficial": what the visitor studies, not a title asked of us.)
  if (!officialTitleCue.test(simplified.replace(studiesOwn, ' '))) return undefined;
  const course = about ? courseByUrl(about) : undefined;
  const names = [
    ...new Set(
      (course ? [course] : courses)
        .filter((item) => item.certificate)
        .map((item) => item.certificates?.[0])
        .filter(Boolean),
    ),
  ];
  const url = course ? courseUrl(course) : '/cursos';
  // A course without a certificate must not be said to include one.
  if (course && !course.certificate) {
    const reply =
      lang === 'es'
        ? `No, no damos títulos oficiales universitarios, y ${course.title} no incluye certificado. Más información: ${url}`
        : `No, we don't offer official university degrees, and ${course.title} does not include a certificate. More at ${url}`;
    return { reply, urls: [url, '/contacto'], notOffered: 'official-title' };
  }
  const reply =
    lang === 'es'
      ? `No, no damos títulos oficiales universitarios. ${course ? `${course.title} incluye` : 'Nuestros cursos incluyen'} ${names.length ? `un «${names[0]}»` : 'un certificado propio'}. Más información: ${url}`
      : `No, we don't offer official university degrees. ${course ? `${course.title} includes` : 'Our courses include'} ${names.length ? `a "${names[0]}" (in Spanish)` : 'our own certificate'}. More at ${url}`;
  return { reply, urls: [url, '/contacto'], notOffered: 'official-title' };
}

/** "¿Tenéis oficina en Sevilla?": the offices there are, and remote work from the contact FAQ. */
/** A city the visitor names that is not one of ours ("Málaga"), as they would write it. */
export function foreignPlace(simplified: string): string | undefined {
  const place = placePattern.exec(simplified)?.[1];
  return place && !officeCities.includes(place) ? displayCity(place) : undefined;
}

export function noOfficeIn(simplified: string, lang: Lang): Found | undefined {
  if (!placeCue.test(simplified)) return undefined;
  const place = placePattern.exec(simplified)?.[1];
  if (!place || officeCities.includes(place)) return undefined;
  const cities = offices.map((office) => office.city);
  const remote = contactFaqs.find((faq) => /fuera de/i.test(faq.question));
  const courseCities = [...new Set(courses.flatMap((course) => course.nextDates.map((date) => date.city).filter(Boolean)))] as string[];
  const reply =
    lang === 'es'
      ? `No tenemos oficina en ${displayCity(place)}. ${remote ? withoutBareYesNo(remote.answer) : `Estamos en ${list(cities, 'es')}.`} Las ediciones presenciales de los cursos son en ${list(courseCities, 'es')}; las online, desde cualquier sitio. Más información: /nosotros`
      : `We have no office in ${displayCity(place)}: we are in ${list(cities, 'en')}, and we work remotely with clients across Spain, Portugal and Latin America. In-person course editions are in ${list(courseCities, 'en')}; online ones from anywhere. More at /nosotros`;
  return { reply: reply.replace(/\s+/g, ' '), urls: ['/nosotros', '/contacto'], notOffered: 'city' };
}

const courseAskCue = /\b(cursos?|formacion|formaciones|clases|taller|course|courses|training|aprender|learn)\b/;
const beginnerCue = /\b(desde cero|de cero|principiante|basico|iniciacion|empezar|nunca|no se|beginner|from scratch|intro\w*)\b/;

/** Requirement words that name no subject ("conocimientos básicos de…", "haber probado…"). */
const requirementFiller =
  /^(conocimient\w*|basic\w*|experiencia|manejo|habitual\w*|haber|prob\w*|algun\w*|nocion\w*|soltura|similar|usar|herramient\w*|proyect\w*|proces\w*|entren\w*|model\w*|tecnolog\w*|imprescind\w*|necesit\w*|ordenador|distribu\w*|contrast\w*|hipotesis)$/;

/**
 * A course about something the catalogue only asks for ("curso de Python desde cero"): no such
 * course, the ones that require it, and the lowest-level course that does not.
 */
/** "Quiero aprender a programar desde cero", "¿tenéis curso de Python para principiantes?": learning to code itself. */
const learnToCode =
  /\b(aprender a programar|aprender (a programar en )?python|programar (en python )?desde (cero|lo mas basico)|curso (de|para) (aprender a )?(programar|programacion)|cursos? de python|python (desde cero|para principiantes|basico|from scratch|for beginners)|learn (to code|to program|python|programming)|teach (python|programming|coding))\b/;
/** An AI subject besides the code: "python para machine learning" asks about a course we have. */
const aiSubject = /\b(machine learning|deep learning|nlp|generativa|gpt4|llm|datos|modelos?|transformers|redes neuronales|ia)\b/;
/** "sin aprender a programar", "without learning to code": the wish is the opposite. */
const notWanted =
  /\b(sin|no quiero|no necesito|ni) (tener que )?(aprender a programar|aprender python|programar)\b|\bwithout (learning to code|coding|programming)\b/;

export function asksToLearnToCode(simplified: string): boolean {
  return learnToCode.test(simplified) && !aiSubject.test(simplified) && !notWanted.test(simplified);
}

export function prerequisiteOnly(message: string, simplified: string, terms: readonly string[], lang: Lang): Found | undefined {
  if (!courseAskCue.test(simplified) && !asksToLearnToCode(simplified)) return undefined;
  // Learning to code is the requirement "Programación en Python", whichever word says it.
  if (asksToLearnToCode(simplified)) {
    // "curso de programación en Java": the visitor's own words; "aprender Python": Python.
    const word = /\bpython\b/.test(simplified) ? 'Python' : (topicWords(message) ?? (lang === 'es' ? 'programación' : 'programming'));
    return notTheSyllabus(toTerm('python') ?? 'python', word, beginnerCue.test(simplified) || /\b(de|desde) (0|lo mas basico)\b/.test(simplified), lang);
  }
  const { inTitles, waived, required } = requirementWords();
  const topic = terms.find((term) => !inTitles.has(term) && !waived.has(term) && !requirementFiller.test(term) && required.has(term));
  if (!topic) return undefined;
  // Only a topic asked for: "curso de estadística", "quiero aprender estadística"; "6 data scientists con Python que ya
  // entrenan modelos, ¿qué curso les encaja?" says what the team knows, not what it wants to learn.
  const asked = topicWords(message);
  const wanted = new RegExp(`\\b(aprender|aprenda|aprendan|estudiar|learn|study|repasar|reforzar|mejorar)( (a|en|mas|de|un poco de|algo de))* ${topic}`).test(
    simplified,
  );
  if (!(asked && plainTerms(asked).includes(topic)) && !wanted) return undefined;
  const said = asked ?? message.match(new RegExp(`\\b${topic}\\w*`, 'i'))?.[0] ?? topic;
  // A language's name keeps its capital ("python" → "Python").
  const word = /^python$/i.test(said) ? 'Python' : said;
  const beginner = beginnerCue.test(simplified) && !/cero|scratch|beginner|principiante/i.test(word);
  return notTheSyllabus(topic, word, beginner, lang);
}

/** No course teaches `topic`: the courses that ask for it, and the lowest-level course that does not. */
function notTheSyllabus(topic: string, word: string, beginner: boolean, lang: Lang): Found | undefined {
  // "No se necesita saber programar" waives what it names.
  const requirementOf = (course: Course, term: string) => course.requirements.find((item) => !/\bno\b/i.test(item) && requirementTerms(item).includes(term));
  const requiring = courses.filter((course) => requirementOf(course, topic));
  if (requiring.length === 0) return undefined;
  const starter = courses.filter((course) => !requirementOf(course, topic) && !needsCode(course)).sort((a, b) => levelRank(a) - levelRank(b))[0];
  const starterNote = starter?.requirements.find((item) => /program/i.test(item));
  const quotedRequirements = requiring.map((course) => `${course.title} («${requirementOf(course, topic)}»)`);
  const reply =
    lang === 'es'
      ? `No tenemos un curso de ${word}${beginner ? ' desde cero' : ''}: en ${list(quotedRequirements, 'es')} es un requisito, no el temario.${starter ? ` Para empezar te encaja ${starter.title} (nivel ${starter.level}${starterNote ? `, «${starterNote}»` : ''}): ${courseUrl(starter)}` : ''}`
      : `We don't have a ${word} course${beginner ? ' for beginners' : ''}: ${list(
          requiring.map((course) => course.title),
          'en',
        )} require it. ${starter ? `To start, ${starter.title} (${englishValue(starter.level)}) is the one that fits: ${courseUrl(starter)}` : ''}`;
  return { reply: reply.trim(), urls: [...(starter ? [courseUrl(starter)] : []), '/cursos'], notOffered: 'course-topic' };
}

/** The terms of a course's title or requirement: the content's few texts, each worked out once. */
const requirementTermsOf = new Map<string, string[]>();

function requirementTerms(text: string): string[] {
  let terms = requirementTermsOf.get(text);
  if (!terms)
    requirementTermsOf.set(
      text,
      (terms = fold(text)
        .split(/[^a-z0-9ñ]+/)
        .flatMap((word) => toTerm(word) ?? [])),
    );
  return terms;
}

/**
 * What the courses ask for, by term, worked out once: the terms of their titles (a topic we teach),
 * those a requirement waives ("No se necesita saber programar") and those some requirement names.
 */
let requirementIndex: { inTitles: Set<string>; waived: Set<string>; required: Set<string> } | undefined;

function requirementWords() {
  requirementIndex ??= {
    inTitles: new Set(courses.flatMap((course) => requirementTerms(course.title))),
    waived: new Set(courses.flatMap((course) => course.requirements.filter((item) => /\bno\b/i.test(item)).flatMap(requirementTerms))),
    required: new Set(courses.flatMap((course) => course.requirements.flatMap(requirementTerms))),
  };
  return requirementIndex;
}

/** A verb or pronoun that starts what is said about a topic: "(curso de GPT-4) es obligatorio…", "(curso de NLP) me interesa". */
const predicateStart =
  /\s+(y (luego|despu[eé]s|acaba|termina|finaliza|remata|cierra|di|dime|a[nñ]ade|pon|escribe|responde|contesta)|es|son|está|esta|están|estan|era|será|sera|tiene|tienen|cuesta|cuestan|dura|empieza|se|hay|me|te|le|les|nos|os|lo|la|puedo|puede|pueden|podéis|podeis|sirve|vale|incluye|is|are|was|does|do|has|have|costs?|starts?)(\s.*)?$/i;

/** Two or three words of the visitor's topic to name it back ("un curso de blockchain"). */
/** A language a course is given in: "clases en inglés", "training in Spanish". */
const taughtIn =
  /\b(cursos?|formaci[oó]n|formaciones|clases?|courses?|training|classes)\s+(en|in)\s+(ingl[eé]s|espa[nñ]ol|castellano|catal[aá]n|portugu[eé]s|franc[eé]s|alem[aá]n|italiano|euskera|gallego|english|spanish|french|german|portuguese)\b/i;

/** Whether a message asks the language something is given in ("¿dais clases en inglés?"), which names no subject. */
export function asksLanguageTaughtIn(message: string): boolean {
  return taughtIn.test(message);
}

export function topicWords(message: string): string | undefined {
  // ("¿dais clases en inglés?" asks the language they are given in, not about a course of English.)
  if (taughtIn.test(message)) return undefined;
  const match =
    // ("doy clases de lengua", "imparto cursos de inglés": the subject the visitor teaches, not one asked of us;
    // "el curso en nuestra escuela": where it is given.)
    /(?<!\b(?:doy|imparto|ense[nñ]o|preparo|dicto|dando|impartiendo|ense[nñ]ando|dictando)\s+(?:\w+\s+)?)(?<!\b(?:toda|todas|cualquier|qu[eé]|esa|esta|otra)\s+)\b(?:cursos?|formaci[oó]n|clases?|courses?|training)\s+(?:espec[ií]fic[oa]s?\s+|monogr[aá]fic[oa]s?\s+|dedicad[oa]s?\s+(?:a|al)\s+)?(?:de|sobre|on|about|(?:en|in)(?!\s+(?:mi|mis|nuestr[oa]s?|vuestr[oa]s?|su|sus|tu|tus|my|our|your)\s))\s+([a-záéíóúüñ0-9+#.-]+(?:\s+[a-záéíóúüñ0-9+#.-]+){0,2})/i.exec(
      message,
    ) ??
    /\b(?:a|an|any)\s+([a-z0-9+#.-]+(?:\s+[a-z0-9+#.-]+)?)\s+(?:course|courses|training|classes)\b/i.exec(message) ??
    // "curso excel avanzado?": the topic straight after the word, in a short question.
    (message.split(/\s+/).length <= 6
      ? /^\W*(?:cursos?|formaci[oó]n)\s+(?!(?:de|del|sobre|en|para|con|online|presencial|gratis|intensivo|completo)\b)([a-záéíóúüñ0-9+#.-]+(?:\s+[a-záéíóúüñ0-9+#.-]+)?)\W*$/i.exec(
          message,
        )
      : null);
  // Never end on a linking word: "robótica submarina para (perros)" names "robótica submarina".
  // A topic ends with its sentence: "curso de NLP. PD: …" names "NLP"; and where a verb starts what is said of it:
  // "el curso de GPT-4 es obligatorio…" names "GPT-4", "el curso de NLP y acaba diciendo…" names "NLP".
  const words = match?.[1]
    ?.split(/[.:;,!?](?:\s|$)/)[0]
    // "un curso de IA a nuestras oficinas": where it would be given ends the topic.
    ?.replace(/\s+(a|al|en|para|de|to|at|in|for) (mi|mis|nuestr[oa]s?|vuestr[oa]s?|su|sus|my|our|your)\b.*$/i, '')
    ?.replace(predicateStart, '')
    ?.replace(/[?¿!.,]+$/, '')
    .replace(/(\s+(para|por|de|del|en|con|y|o|a|al|el|la|los|las|un|una|alli|alla|aqui|ahi|for|with|and|or|to|the|a|an|here|there))+$/i, '')
    .trim();
  // ("¿ofrecéis clases en Barcelona?" asks where, not about a subject.)
  // ("a course in Lisbon": the city in English is the same office.)
  if (words && (placeOrModality.test(words) || placeOrModality.test(simplify(words).trim()))) return undefined;
  // ("un curso de 40 horas", "una formación de dos semanas", "curso de 3 meses" say how long, not what about.)
  if (
    words &&
    /^(\d+|un|una|dos|tres|cuatro|cinco|seis|ocho|diez|doce|veinte|treinta|cuarenta|medio|media|one|two|three|four|five|ten)\s+(horas?|semanas?|meses|mes|dias?|jornadas?|sesiones?|personas?|alumnos?|hours?|weeks?|months?|days?|people)\b/i.test(
      words,
    )
  )
    return undefined;
  return words && /^[\p{L}\d+# .-]{2,40}$/u.test(words) ? words : undefined;
}

/** "¿Tenéis curso de blockchain?": nothing in the catalogue matches the topic. */
export function courseNotOffered(topic: string, lang: Lang): Found {
  const titles = courses.map((course) => course.title);
  return {
    reply:
      lang === 'es'
        ? `No tenemos un curso de ${topic}. Nuestros cursos son ${list(titles, 'es')}; si buscas algo a medida, cuéntanoslo en /contacto.`
        : `We don't have a course on ${topic}. Our courses are ${list(titles, 'en')}; for something tailored, tell us on /contacto.`,
    urls: ['/cursos', '/contacto'],
    notOffered: 'course-topic',
  };
}

/** "¿Vendéis…?", "¿Ofrecéis…?", "do you sell…": the thing asked whether we offer, as the visitor wrote it. */
const offerVerb =
  /(?:^|[¿¡,.;:!]\s*)(?:y\s+|pero\s+|and\s+)?(?:tenéis|teneis|tienen|ofrecéis|ofreceis|ofrecen|hacéis|haceis|hacen|vendéis|vendeis|venden|dais|dan|impartís|impartis|organizáis|organizais|gestionáis|gestionais|proporcionáis|proporcionais|facilitáis|facilitais|desarrolláis|desarrollais|programáis|programais|traducís|traducis|(?:me |nos )?(?:podéis|podeis|pueden|podríais|podriais|podrían|podrian) (?:llevar|gestionar|traducir|vender|alquilar|prestar)|lleváis|llevais|diseñáis|diseñais|disenais|creáis|creais|montáis|montais|do you (?:have|offer|sell|provide|run|do|arrange|develop|build|make))\s+([^?.!;]+)/i;

/** "¿Alquiláis aulas?": an activity asked of us, named as what we would offer. */
const activityVerb = /(?:^|[¿¡,.;:!]\s*)(?:y\s+)?(alquiláis|alquilais|alquilan)\s+([^?.!;]+)/i;
const activityNoun: Record<string, string> = { alqui: 'alquiler de' };

/** "excel avanzado ¿tenéis?": the thing first, the verb last. */
const offerVerbLast =
  /^\s*¿?(?!(?:qu[eé]|cu[aá]l(?:es)?|d[oó]nde|cu[aá]ndo|c[oó]mo|qui[eé]n(?:es)?|cu[aá]nt[oa]s?)\s)([\p{L}\d+# .-]{3,40}?)\s*,?\s+(?:(?:lo|la|los|las|eso)\s+)?(?:tenéis|teneis|tienen|dais|dan|ofrecéis|ofreceis|hacéis|haceis|lleváis|llevais|tocáis|tocais)\s*\??\s*$/iu;

export function offeredThing(message: string): string | undefined {
  // A long story asks about its own case ("¿tenéis experiencia en algo parecido?"), not about a product.
  if (message.split(/\s+/).length > 20) return undefined;
  if (taughtIn.test(message)) return undefined;
  const activity = activityVerb.exec(message);
  const noun = activity ? activityNoun[fold(activity[1] ?? '').slice(0, 5)] : undefined;
  const found = noun && activity?.[2] ? `${noun} ${activity[2]}` : (offerVerb.exec(message)?.[1] ?? offerVerbLast.exec(message)?.[1]);
  // "el posicionamiento SEO de mi tienda": the thing, not whose it would be.
  const thing = found
    ?.trim()
    .replace(/^(algún|algun|alguna|algo de|el|la|los|las|any|some)\s+/i, '')
    .replace(/\s+(de|para|en|of|for) (mi|mis|nuestr[oa]s?|my|our)\s.*$/i, '')
    // "asesoramiento a empresas, o sea, alguien que venga…": the thing, not the same thing said again.
    .replace(restatedAfter, '');
  return thing && thing.length >= 3 && thing.length <= 80 ? thing : undefined;
}

/** What is asked for before the clause that says what for or when: "ordenadores (para entrenar modelos)", "prácticas garantizadas (al terminar el curso)". */
export function thingHead(thing: string): string {
  return thing.replace(/\s+(para|al|cuando|despu[eé]s de|antes de|que|for|to|when|after|so that|that)\s.*$/i, '').trim();
}

/** "¿Vendéis tarjetas gráficas?": plainly not, what we do offer, and a person for anything else. */
export function thingNotOffered(thing: string, lang: Lang): Found {
  return {
    reply:
      lang === 'es'
        ? `No, no ofrecemos ${thing}. Lo que sí hacemos: cursos de IA (/cursos) y servicios de IA para empresas y particulares (/servicios). Si buscas algo concreto, cuéntanoslo en /contacto.`
        : `No, we don't offer ${thing}. What we do offer: AI courses (/cursos) and AI services (/servicios). If you need something specific, tell us on /contacto.`,
    urls: ['/cursos', '/servicios', '/contacto'],
    notOffered: 'course-topic',
  };
}

/** "¿Tenéis cursos gratis?": no free course; the free guides and the free first meeting do exist. */
export function noFreeCourse(simplified: string, lang: Lang, resources: string | undefined): Found | undefined {
  if (!freeCue.test(simplified) || !courseAskCue.test(simplified)) return undefined;
  // "¿La reunión de diagnóstico para la formación es gratuita?": a meeting is what is asked free, not a course.
  if (freeMeeting.test(simplified)) return undefined;
  const cheapest = [...courses].filter((course) => course.price !== undefined).sort((a, b) => (a.price ?? 0) - (b.price ?? 0))[0];
  const reply =
    lang === 'es'
      ? `No tenemos cursos gratuitos${cheapest ? `; el más asequible es ${cheapest.title} (${priceText(cheapest, 'es')})` : ''}. ${resources ?? ''} Más información: /recursos`
      : `We don't offer free courses${cheapest ? `; the most affordable is ${cheapest.title} (${priceText(cheapest, 'en')})` : ''}. Our free guides (in Spanish) are on /recursos.`;
  return { reply: reply.replace(/\s+/g, ' '), urls: ['/recursos', '/cursos'], notOffered: 'free-course' };
}

learnPatterns([placePattern], false);
learnPatterns([scholarshipCue, groupDiscountCue, freeCue, officialTitleCue, placeCue, courseAskCue, beginnerCue]);

/**
 * Things a training and consultancy firm is often asked for and does not do, each answered with
 * a plain "no" and the nearest thing the content does offer (never a promise it does not make).
 */
const jobGuaranteeCue =
  /\b(garantiz\w*|asegur\w*|guarantee\w*) (un |el |algun )?(empleo|trabajo|puesto|contrato|job|employment)\b|\b(bolsa de (empleo|trabajo|practicas)|practicas (en|de) (la |las )?empresas?|practicas (remuneradas|garantizadas)|ofreceis practicas|internships?|job placement)\b/;
const doneForYouCue =
  /\b(me|nos|le|les) (haceis|hagais|hace|hacen|hagan|hagas|podeis hacer|puedes hacer|escribis|escribais|redactais) (el|la|mi|su|los|las|un|una) (tfg|tfm|trabajo de fin|tesis|practica|practicas|examen|trabajo)\b|\b(tfg|tfm|tesis) (entero|entera|completo|completa)\b|\bdo my (homework|thesis|assignment)\b|\b(tfg|tfm|tesis|trabajo de fin \w+)\b.*\b(me|nos) (lo|la) (escribis|haceis|redactais|hacen|escriben|redactan)\b/;
/**
 * A promised result: "¿garantizáis por contrato un retorno mínimo?", "guaranteed ROI". (Refunds are
 * another matter: the site states no refund terms, so a person answers them, never a guessed "no".)
 */
const guaranteeCue =
  /\b(garantia de (resultados?|retorno|ahorro)|resultados garantizados|retorno garantizado|guaranteed (results|roi|return|savings))\b|\b(garantiz\w*|asegur\w*|guarantee\w*) (por contrato )?(un |el |unos |los |unas |any )?(retorno|roi|resultados?|ahorro|results|return|savings)\b/;
const licenceCue = /\b(licencias?|licenses?|licences?|suscripciones?|subscriptions?)\b/;

/** Children or teenagers as the learners: "cursos para niños", "campamento de verano", "mi hijo tiene 14 años". */
const childrenCue =
  /\b(para|a) (los |las |mis |nuestros |nuestras )?(ninos|ninas|niños|niñas|chavales|chavalas|adolescentes|menores|peques|crios)\b|\bcampamentos?\b|\b(for|to) (kids|children|teenagers)\b|\bsummer camps?\b/;
const minorAge = (simplified: string) =>
  [...simplified.matchAll(/\b(hij[oa]s?|sobrin[oa]s?|nieto|nieta|alumnos?|chaval\w*)\b[^.]{0,30}?\b(\d{1,2}) (anos|años|years)\b/g)].some(
    (match) => Number(match[2]) < 16,
  );

export function notOurTrade(simplified: string, lang: Lang): Found | undefined {
  if ((childrenCue.test(simplified) || minorAge(simplified)) && courseAskCue.test(simplified)) {
    return {
      reply:
        lang === 'es'
          ? 'No, no tenemos cursos ni campamentos para niños o adolescentes: nuestros cursos están pensados para adultos y profesionales (/cursos).'
          : "No, we don't have courses or camps for children or teenagers: our courses are for adults and professionals (/cursos).",
      urls: ['/cursos', '/contacto'],
      notOffered: 'children',
    };
  }
  if (jobGuaranteeCue.test(simplified)) {
    return {
      reply:
        lang === 'es'
          ? 'No, no ofrecemos garantía de empleo, bolsa de trabajo ni prácticas en empresa al terminar un curso. Cada curso detalla en /cursos su programa y lo que incluye; si quieres orientación para tu caso, cuéntanoslo en /contacto.'
          : "No, we don't offer a job guarantee, a job board or internships after a course. Each course lists its programme and what it includes on /cursos; for advice on your case, tell us on /contacto.",
      urls: ['/cursos', '/contacto'],
      notOffered: 'job-guarantee',
    };
  }
  if (doneForYouCue.test(simplified)) {
    return {
      reply:
        lang === 'es'
          ? 'No, no hacemos trabajos académicos por el alumno. Lo que sí hacemos es acompañarte para que lo hagas tú, con tutorías de Apoyo académico en IA y machine learning: /servicios/apoyo-academico-ia-ml'
          : "No, we don't do academic work for students. We do help you do it yourself, with tutoring from our academic support service: /servicios/apoyo-academico-ia-ml",
      urls: ['/servicios/apoyo-academico-ia-ml', '/contacto'],
      notOffered: 'done-for-you',
    };
  }
  if (guaranteeCue.test(simplified)) {
    return {
      reply:
        lang === 'es'
          ? 'No, no garantizamos por contrato un retorno ni unos resultados concretos. Lo que sí hacemos es una primera reunión gratuita, de unos 45 minutos, para entender tu reto y decirte con franqueza si la IA es la herramienta adecuada: pídela en /contacto.'
          : "No, we don't guarantee a return or specific results by contract. What we do offer is a free first meeting of about 45 minutes to understand your challenge and tell you frankly whether AI is the right tool: ask for it on /contacto.",
      urls: ['/contacto', '/servicios'],
      notOffered: 'guarantee',
    };
  }
  if (licenceCue.test(simplified) && /\b(vend\w*|compr\w*|revend\w*|sell|buy|resell)\b/.test(simplified)) {
    return {
      reply:
        lang === 'es'
          ? 'No, no vendemos licencias ni suscripciones de software. Lo que sí hacemos es ayudarte a elegir la herramienta y a implantarla con IA para empresas (/servicios/ia-para-empresas), y formar a tu equipo en usarla (/cursos).'
          : "No, we don't sell software licences or subscriptions. We do help you choose the tool and put it in place (/servicios/ia-para-empresas), and train your team to use it (/cursos).",
      urls: ['/servicios/ia-para-empresas', '/cursos', '/contacto'],
      notOffered: 'licences',
    };
  }
  return undefined;
}

learnPatterns([jobGuaranteeCue, doneForYouCue, guaranteeCue, licenceCue]);

/**
 * "¿Hay algún descuento ahora?", "any discounts?": the courses with a price below their original one
 * today, and where the group discounts start. Read from the content, so it changes with it.
 */
export function currentDiscounts(lang: Lang): Found | undefined {
  const discounted = discountedCourses();
  const [first] = [...groupDiscounts].sort((a, b) => a.minParticipants - b.minParticipants);
  if (discounted.length === 0 && !first) return undefined;
  const items = discounted.map((course) =>
    lang === 'es'
      ? `${course.title} (${priceText(course, lang)}, antes ${euros(course.originalPrice, lang)})`
      : `${course.title} (${priceText(course, lang)}, was ${euros(course.originalPrice, lang)})`,
  );
  const groups = first
    ? lang === 'es'
      ? ` Para grupos, el descuento empieza en ${first.minParticipants} personas (un ${first.percent} %): /herramientas-ia?tab=pricing`
      : ` For groups, discounts start at ${first.minParticipants} people (${first.percent}%): /herramientas-ia?tab=pricing`
    : '';
  const reply =
    lang === 'es'
      ? `${items.length ? `Ahora tienen descuento ${list(items, lang)}.` : 'Ahora ningún curso tiene un precio rebajado.'}${groups}`
      : `${items.length ? `Discounted right now: ${list(items, lang)}.` : 'No course has a reduced price right now.'}${groups}`;
  return { reply, urls: [...discounted.map(courseUrl), '/herramientas-ia?tab=pricing'] };
}
