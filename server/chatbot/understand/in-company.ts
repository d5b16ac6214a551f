import type { Course } from '../../../site/content/courses.ts';
import { enterpriseBenefits } from '../../../site/content/enterprise.ts';
import type { Lang } from '../text/language.ts';
import { learnPatterns } from '../text/spelling.ts';
import { courseUrl } from './course-data.ts';
import type { Found } from './found.ts';

/**
 * "¿Podéis dar el curso de NLP en exclusiva para nuestro equipo?", "¿lo hacéis en nuestra
 * oficina?": a catalogue course given to one company's team. /cursos/empresas says any course is
 * adapted and given at the company, in our classrooms or online, so the answer is a yes with the
 * page's own words, never a "no tenemos un curso de NLP en exclusiva".
 */
const inCompanyCue =
  /\b(en exclusiva|exclusiv[oa]s? para|solo para (nuestro|mi) (equipo|plantilla)|in ?company|en (nuestra|mi) (propia )?(oficina|sede)|(en|a) (nuestras|mis) (propias )?(oficinas|instalaciones)|at our (own )?(office|offices|premises|oficinas?)|in empresa|on ?site|in house|private (course|training) for|formacion (interna|a medida) (para|de) (mi|nuestro|nuestra|el|la) (personal|plantilla|equipo|empresa)|formar a (mi|nuestro|toda la|todo el) (personal|plantilla)|(propias )?instalaciones (de|del) (nuestra|mi|la) (empresa|fabrica|oficina|compañia|sede)|solo (para|pa) (nuestra|mi|nuestros|mis) (gente|personal|plantilla|equipo|trabajadores|empleados)|(formaciones?|cursos?|clases|capacitaciones?) (personalizad\w*|a medida|adaptad\w*) (para|a) (una|la|mi|nuestra) (empresa|plantilla|organizacion)|(todo el personal|toda la plantilla) (\w+ ){0,4}(se ponga al dia|se forme|aprenda|formarse|formacion)|adapt\w* (el temario|el contenido|los contenidos|el curso|la formacion|el programa)( de (un|el|la) (curso|formacion))? a (nuestro|nuestra|mi|vuestro) (sector|empresa|negocio|caso|datos))\b/;

export function asksInCompany(simplified: string): boolean {
  return inCompanyCue.test(simplified);
}

/** A whole organisation or its leadership, not one visitor: "toda la plantilla", "3.000 empleados", "el comité de dirección". */
const wholeOrganisation =
  /\b(plantilla|toda la (empresa|organizacion|compania)|todo el personal|todos a la vez|comite de direccion|equipo directivo|directivos|(\d{2,}|\d+ \d{3}) (empleados|trabajadores|docentes|profesores|comerciales|personas)|whole (company|staff|organisation|organization)|all (our|the) staff|board|(\d{2,}|\d+ \d{3}) (employees|staff|people))\b/;
/** Their training asked for, without naming a course: a format, a training, learning, something for them. */
const trainingWord = /\b(formacion|formaciones|formar|formarlos|formato|formatos|capacitacion|capacitar|aprendan|aprender|in company|training|train)\b/;
const askedForIt =
  /\b(que (formato|formatos|formacion|opcion|opciones)|recomendais|proponeis|ofreceis|teneis algo|hay algo|algo corto|what (format|training|would you recommend)|do you have (something|anything))\b/;

/**
 * "Banco regional: 3.000 empleados… ¿qué formación recomendáis a esa escala?", "somos el comité de
 * dirección: ¿qué formato tenéis?": training for a whole organisation, no course named. The answer
 * is the in-company formats of /cursos/empresas, not one catalogue course or one service.
 */
export function asksTeamTraining(simplified: string): boolean {
  return wholeOrganisation.test(simplified) && trainingWord.test(simplified) && askedForIt.test(simplified);
}

export function inCompanyAnswer(lang: Lang, course?: Course, simplified = ''): Found {
  const [tailored, where] = enterpriseBenefits;
  // "¿Es solo en vuestras aulas?": given at the company, in our classrooms or online, so no.
  const onlyOnePlace = /\b(solo|solamente|unicamente|only) (en|online|presencial|a distancia|in|at|online)\b/.test(simplified);
  const url = '/cursos/empresas';
  const urls = course ? [url, courseUrl(course), '/contacto'] : [url, '/contacto'];
  if (lang === 'en') {
    return {
      reply: `${onlyOnePlace ? 'No:' : 'Yes:'} ${course ? `${course.title}, like every course in the catalogue,` : 'every course in the catalogue'} can be given to your team alone, adapted to your sector and tools, at your offices, in our classrooms or live online. More at ${url}`,
      urls,
    };
  }
  const subject = course ? `${course.title}, como cualquier curso del catálogo, se puede impartir` : 'Cualquier curso del catálogo se puede impartir';
  return {
    reply:
      `${onlyOnePlace ? 'No.' : 'Sí.'} ${subject} solo para vuestro equipo: ${lowerFirst(tailored?.text ?? '')} ${where?.text ?? ''} Más información: ${url}`.replace(
        /\s+/g,
        ' ',
      ),
    urls,
  };
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

learnPatterns([inCompanyCue]);
learnPatterns([wholeOrganisation, trainingWord, askedForIt], false);
