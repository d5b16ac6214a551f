import { cues } from '../text/literals.ts';
import { learnPatterns } from '../text/spelling.ts';
import { numberWords } from '../text/numbers.ts';
import { officeCityIn } from './office-cities.ts';

/** What a visitor says about themselves: "soy profesor y no sé programar, presupuesto 1000 €". */
export interface Profile {
  level?: 'beginner' | 'intermediate' | 'advanced';
  code?: 'no' | 'yes';
  /** Words that describe the visitor's role, matched against who each course or service is for. */
  role?: { words: RegExp; organisation: boolean; technical: boolean; student?: boolean };
  budget?: number;
  city?: string;
  online?: boolean;
  /** "solo puedo online", "only online": an edition that is not online does not fit. */
  onlyOnline?: boolean;
  /** "algo presencial", "híbrido con sesiones presenciales": an edition with on-site sessions. */
  onSite?: boolean;
  /** The month the visitor wants to start, 1-12. */
  month?: number;
  /** "solo tengo cinco semanas", "algo de un mes": the longest course that fits, in weeks. */
  maxWeeks?: number;
  /** "necesito el certificado": a course without one does not fit. */
  certificate?: boolean;
  /** "fines de semana", "por las tardes": the visitor can only follow part of the week. */
  schedule?: boolean;
  /** "solo puedo por las tardes", "después del curro": only evenings, which the one-to-one lessons' hours take. */
  evenings?: boolean;
  /** The course the visitor names as what they want to learn. */
  interest?: string;
  /** The interest is the subject the visitor describes, not a course they named. */
  interestDescribed?: boolean;
}

const askCue =
  /\b((que|cual|cuales) (curso|cursos|formacion)$|(que|cual) (curso|formacion) (hago|elijo|escojo|me (va|viene|sirve|conviene|encaja|cuadra))|(que|cual|cuales) (curso|cursos|formacion) (puedo|podria) (hacer|coger|elegir)|(que|cual|cuales) (curso|cursos|formacion|opcion|opciones)? ?(es|son|seria|serian) (para mi|adecuad\w*|mejor para mi)|que opcion(es)? tengo|que me (ofreceis|podeis ofrecer|podriais ofrecer)|me (iria|vendria) bien|que (curso|formacion) (me )?(iria|vendria)|recomienda\w*|recomendais|recomendarias|aconseja\w*|sugier\w*|que (curso|cursos|formacion|servicio) (me|hago|elijo|escojo|deberia|encaja|va)|cual (me|deberia|elijo|escojo|hago)|por donde (empiezo|empezar|comienzo)|que me (conviene|sirve|encaja)|que hago|que puedo hacer|que opciones (hay|tengo|teneis)|which (curso|course|one) should|what (curso|course) should|which (curso|course|one)( fits| suits| is best| would you)?$|which (curso|course|one) (fits|suits|would you recommend|do you recommend|is (best|right) for me)|what (curso|course) fits|recommend|suggest|what should i|(necesito|busco) (un |algun )?(curso|formacion) (para|de nivel|que)|(need|looking for|want|searching for) (a |an )?(curso|course)|any (curso|course)s?|(teneis|hay|tienes|algo) (algo )?(sencillo|facil|basico|para empezar)$|(which|what) (curso|course) (would|will) suit me|(would|will) suit me)\b/;

/**
 * The ways people say they want to learn, in one lexicon. Its readers ask different things of the
 * same wish, so it keeps one form per question.
 */
export const learnCue = {
  /** "Quiero formarme / empezar con la IA": a wish to learn, which a stated profile turns into advice. */
  wish: /\b(aprender|learn|formarme|formarnos|formar a|capacitar|empezar|iniciarme|meterme|reciclarme|get started|get into|(want|like) to understand|(entender|comprender) (que es |como funciona |bien |mejor )?(la )?ia)\b/,
  /** "Quiero aprender yo mismo", "un curso": the visitor learns, rather than has something built. */
  self: /\b(aprender|learn|formarme|especializarme|speciali[sz]e|estudiar|iniciarme|introducirme|curso|cursos|yo mism[oa]|por mi cuenta|course|(entender|comprender) (que es |como funciona |bien |mejor )?(la )?ia)\b/,
  /** "Quiero aprender NLP", "me interesa el lenguaje": the words that put the subject after them. */
  subject:
    /\b(aprender|learn|formarme en|interesa|meterme en|especializarme en|centrarme en|ofrecer|aplicar|dominar|dedicarme a|speciali[sz]e in|focus on|move into|get into|interested in)\b/,
  /** "Un curso", "aprender": someone who asks for a course wants to learn to do it, not to have it done. */
  course: /\b(aprender|curso|cursos|formacion|course)\b/,
};

/** The visitor studies: "soy estudiante", "alumna de un grado", "mi TFM". */
const studentSelf = /\b(estudiante|alumn[oa]|estudio|estoy (haciendo|cursando|en)|mi (tfm|tfg|tesis|carrera|grado|master|doctorado)|student)\b/;

const roles: { cue: RegExp; words: RegExp; organisation: boolean; technical?: boolean; student?: boolean }[] = [
  { cue: /\b(profesor|profesora|docente|maestr[oa]|educador[a]?|teacher|ensen(o|ante))\b/, words: /docente|profesor|educa|aula/i, organisation: false },
  {
    cue: /\b(marketing|marketer|comunicacion|contenidos|community manager|redes sociales)\b/,
    words: /marketing|comunicaci|contenido|agencia/i,
    organisation: false,
  },
  {
    cue: /\b(estudiante|universidad|uni|facultad|carrera|master|grado|tfm|tfg|tesis|doctorado|examen|asignatura|student|university|thesis|phd)\b/,
    words: /estudiante|grado|m[aá]ster|universit|acad[eé]mic/i,
    organisation: false,
    student: true,
  },
  {
    cue: /\b(desarrollador|programador|developer|programmer|ingenier[oa]|engineer|(data|datos) scientist|cientific[oa] de datos|analista|analyst|cto|director\w* (tecnic\w*|de tecnologia|de sistemas|de ingenieria)|tech lead|arquitect[oa] de software)\b/,
    words: /desarroll|ingenier|cient[ií]fic|analista|t[eé]cnic/i,
    organisation: false,
    technical: true,
  },
  {
    cue: /\b(jef[ae]s? de (producto|proyecto)s?|product (manager|owner)|project manager|gestor[a]? de proyectos|responsable de (innovacion|operaciones|sistemas|producto|proyectos?))\b/,
    words: /jefes de producto|proyecto|responsables de innovaci|sistemas/i,
    organisation: false,
  },
  // The visitor speaks for an organisation ("mi empresa", "somos una pyme"), not just works in one.
  {
    cue: /\b(mi empresa|nuestra empresa|tengo una (empresa|pyme|tienda|negocio|clinica|despacho)|somos una|somos un|mi equipo|nuestro equipo|(nuestro|el) comite de direccion|equipo (de direccion|directivo)|plantilla|empleados|trabajadores|pyme|gerente|director\w* de|directiv\w+|mi negocio|my company|our company|my team|our team)\b/,
    words: /empresa|equipo|responsable|innovaci|operaciones|mandos|directi/i,
    organisation: true,
  },
  { cue: /\b(agencia)\b/, words: /agencia|marketing/i, organisation: true },
  { cue: /\b(administracion|administrativ[oa]|operaciones|oficina|secretari[oa])\b/, words: /administraci|operaciones|administrativ/i, organisation: false },
  { cue: /\b(autonomo|freelance|emprendedor\w*|negocio)\b/, words: /aut[oó]nom|freelance|emprendedor|negocio/i, organisation: false },
];

/**
 * A teacher or trainer the visitor looks for, hires or asks us to send: "buscamos un docente", "need a
 * trainer" (the aliases already read "necesitamos un docente" as the service's name, "profesor impartir").
 */
const soughtPerson =
  /\bprofesor impartir\b|\b(necesit\w*|busc\w*|contrat\w*|quiero|queremos|pedir|mandeis|envieis|mandarnos|enviarnos|need|looking for|hire)( a)? (un|una|algun|alguna|el|la|an?|the|some) (docente|profesor\w*|formador\w*|maestr[oa]|teacher|trainer|instructor|lecturer)\b/g;

/** "solo tengo cinco semanas", "algo corto, de un mes o poco más", "only 6 weeks": the time the visitor has. */
function weeksAvailable(simplified: string): number | undefined {
  const weeks =
    /\b(?:solo|tengo|dispongo de|only|max|maximo|como mucho)\b[^.]{0,20}?\b(\d+|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez) (semanas|weeks)\b/.exec(
      simplified,
    );
  if (weeks?.[1]) return Number(weeks[1]) || numberWords[weeks[1]];
  const months = /\b(?:solo|tengo|de|en|only|within)\b[^.]{0,12}?\b(un|una|dos|1|2) (mes|meses|month|months)\b/.exec(simplified);
  if (months?.[1]) return (Number(months[1]) || numberWords[months[1]] || 1) * 4 + 1;
  return undefined;
}

const monthNames = [
  ...['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  ...['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'],
];

/** Compiled once: readProfile runs at least twice per question. */
const monthPatterns = monthNames.map((name) => new RegExp(`\\b(en|in|de|para|desde) ${name}\\b`));

export function asksForAdvice(simplified: string): boolean {
  return cues.test(askCue, simplified);
}

/** "¿Qué hago?", "¿qué puedo hacer?": what to do about anything, advice on our offer only when the message is about learning or AI. */
const whatToDo = /\b(que hago|que puedo hacer)\b/g;

/** Whether the message asks for advice only by "¿qué hago?" ("mi jefe me grita, ¿qué hago?"), not by a word about courses or advice. */
export function asksOnlyWhatToDo(simplified: string): boolean {
  return asksForAdvice(simplified) && !asksForAdvice(simplified.replace(whatToDo, ' '));
}

/** The cue as a global pattern, compiled once, not on each answer. */
const askCueEverywhere = new RegExp(askCue.source, 'g');

/** The message without the words that ask for advice ("¿cuál me recomiendan?" names no need). */
export function withoutAdviceCue(simplified: string): string {
  return simplified.replace(askCueEverywhere, ' ');
}

export function readProfile(simplified: string): Profile {
  const profile: Profile = {};
  if (
    /\b(no se programar|(ninguno|nadie|ninguna) (de nosotros |del equipo )?sabe programar|no sabemos programar|no programamos|no se nada de (programacion|programar|codigo)|no tengo conocimientos de programacion|sin conocimientos (tecnicos|de programacion)|sin programar|no programo|no tengo (ni )?idea de (programar|programacion|codigo)|sin (picar|escribir|saber) codigo|no soy (tecnic[oa]|programador\w*|informatic[oa])|cero codigo|nunca he programado|(nunca|en mi vida) he (escrito|tocado|programado) (una linea de |nada de )?codigo|en mi vida he programado|cant code|cannot code|can not code|don t code|dont code|do not code|don t program|do not program|no coding|no programming|non technical|not technical|no technical background|no tengo base tecnica|sin base tecnica|no tengo (un )?perfil tecnico|sin (un )?perfil tecnico|no soy de perfil tecnico|no tengo formacion tecnica|no se python|zero (coding|code|programming)|never (coded|programmed)|no coding (experience|background))\b/.test(
      simplified,
    )
  )
    profile.code = 'no';
  else if (
    /\b(se programar|programo|programador\w*|desarrollador\w*|developer|se python|domino python|manejo python|experiencia (con|en) python|python a diario|programo bien|perfil tecnico|(data|datos) scientist|cientific[oa] de datos|ingenier[oa] de (software|datos)|software engineer|(ml|machine learning) engineer|(a |some )?(technical|tech) background|(already )?(writes?|writing|uses?) python|programo en python|se python|i code|can code|i program|i know python|fluent in python|(i )?(already )?(code|program|train models|build models|work) (in|with) python|python developer|(with|con) (solid|good|strong|buen|mucho|bastante) python|(solid|good|strong|decent) python|comfortable with (python|code|coding|programming)|(entreno|entrenando|he entrenado|construyo|despliego) modelos|(buen|buena) (nivel|base) (de|en) python|python (con soltura|fluido))\b/.test(
      simplified,
    )
  )
    profile.code = 'yes';
  if (
    /\b(no tengo ni idea de (tecnologia|informatica|programar|programacion)|no soy de tecnologia|negad[oa] con (la tecnologia|los ordenadores))\b/.test(
      simplified,
    )
  )
    profile.code = 'no';
  if (
    /\b(principiantes?|desde cero|de cero|nivel (cero|0|nulo|basico|inicial)|novat[oa]s?|nunca he|never used anything|iniciacion|iniciarme|complete beginners?|no tengo experiencia|sin experiencia|no se nada|no tengo ni idea|no tengo conocimientos|no tengo base|sin base|ninguna base|(algo|curso|formacion) (sencill[oa]|facil|basic[oa]|para empezar)|(tengo|por) curiosidad|soy (jubilad[oa]|pensionista)|beginner|from scratch|new to|know nothing|no experience|newbie|newcomer|novice)\b/.test(
      simplified,
    )
  )
    profile.level = 'beginner';
  else if (/\b(avanzado|experto|senior|con experiencia|mucha experiencia|advanced|experienced)\b/.test(simplified)) profile.level = 'advanced';
  else if (
    /\b(intermedio|algo de experiencia|ya he usado|he hecho algo|he trabajado con|tengo nociones|tengo base|some experience|intermediate)\b/.test(simplified)
  )
    profile.level = 'intermediate';
  // "Necesitamos un docente para un módulo": the teacher sought is not who asks.
  const said = simplified.replace(soughtPerson, ' ');
  const matched = roles.filter((item) => cues.test(item.cue, said));
  // "somos una agencia de marketing": the role's words, spoken for an organisation.
  // "Soy emprendedora y para mi negocio…": what the person is says who a course is for, every role they state; the organisation they speak for only when nothing else is said.
  const organisation = matched.some((item) => item.organisation);
  const personal = matched.filter((item) => !item.organisation);
  const stated = personal.length ? personal : matched;
  const [role] = stated;
  const words = stated.length > 1 ? new RegExp(stated.map((item) => item.words.source).join('|'), 'i') : role?.words;
  if (role && words) {
    profile.role = { words, organisation: role.organisation || organisation, technical: role.technical ?? false };
    // (Only someone who says they study: "somos una universidad y buscamos docente para un máster" is no student.)
    if (!organisation && stated.every((item) => item.student) && studentSelf.test(said)) profile.role.student = true;
  }
  // "Tengo 500 €" reads "tengo 500" once simplified: an amount the visitor has, unless it counts something else.
  const budget =
    /\b(\d{2,5}) ?(e|eur|euros)\b|\b(presupuesto|budget|maximo|hasta|menos de) (de )?(\d{2,5})\b|\b(\d{3,5}) (de presupuesto|of budget|para gastar|to spend)\b|\b(?:tengo|dispongo de|cuento con|i have|i ve got) (?:unos |about |around )?(\d{3,5})\b(?! (empleados|personas|trabajadores|alumnos|horas|anos|clientes|people|employees|hours|years))/.exec(
      simplified,
    );
  if (budget) profile.budget = Number(budget[1] ?? budget[5] ?? budget[6] ?? budget[8]);
  const thousands = /\b(mil|dos mil|tres mil) (e|eur|euros)\b/.exec(simplified)?.[1];
  if (!budget && thousands) profile.budget = { mil: 1000, 'dos mil': 2000, 'tres mil': 3000 }[thousands];
  profile.city = officeCityIn(simplified);
  if (/\b(online|a distancia|remoto|desde casa)\b/.test(simplified)) profile.online = true;
  if (/\b(solo (puedo )?(estudiar |hacerlo |hacer )?online|solo a distancia|only online|online only|can only do (evenings and )?online)\b/.test(simplified))
    profile.onlyOnline = true;
  if (/\b(presencial\w*|hibrid[oa]|en persona|in person|on site|face to face)\b/.test(simplified) && !profile.onlyOnline) profile.onSite = true;
  const month = monthPatterns.findIndex((pattern) => cues.test(pattern, simplified));
  if (month >= 0) profile.month = (month % 12) + 1;
  const weeks = weeksAvailable(simplified);
  if (weeks) profile.maxWeeks = weeks;
  if (/\b(certificad[oa]|certificacion|titulo|certificate)\b/.test(simplified)) profile.certificate = true;
  const evenings = /\b(por las tardes|tardes|por la noche|noches|evenings?|after work|despues del (trabajo|curro|laburo))\b/;
  if (evenings.test(simplified)) profile.evenings = true;
  if (profile.evenings || /\b(fines de semana|fin de semana|weekends?)\b/.test(simplified)) profile.schedule = true;
  return profile;
}

export function hasProfile(profile: Profile): boolean {
  return Boolean(
    profile.level ||
    profile.code ||
    profile.role ||
    profile.budget ||
    profile.city ||
    profile.online ||
    profile.onSite ||
    profile.month ||
    profile.maxWeeks ||
    profile.evenings,
  );
}

learnPatterns([askCue, ...roles.flatMap((role) => [role.cue, role.words])]);
// Asked of every message, behind the shared literal filter.
cues.add(askCue, ...monthPatterns, ...roles.map((role) => role.cue));
