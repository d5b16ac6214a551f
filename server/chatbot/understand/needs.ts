import { cues } from '../text/literals.ts';
import { learnPatterns } from '../text/spelling.ts';

/**
 * How visitors describe a need in their own words, and which course or service meets it: "queremos
 * prever las ventas" is machine learning development, "perdemos horas metiendo facturas a mano"
 * process automation. The lexicon names the ways people say a need (verbs, objects, settings), never
 * one visitor's sentence; each cue that matches adds its weight. On simplified text (folded, aliases
 * applied: "aprendizaje automatico" is "machine learning", "sin codigo" is "sin programar").
 */
interface Need {
  url: string;
  kind: 'course' | 'service';
  cues: [RegExp, number][];
}

const needs: Need[] = [
  {
    url: '/servicios/desarrollo-ml',
    kind: 'service',
    cues: [
      [/\b(predecir|prever|previsiones?|prediccion(es)?|anticipar|pronosticar|forecast\w*|predict\w*)\b/, 2],
      [
        /\b(demanda|ventas|vender|pedidos futuros|ocupacion|stock|inventario|bajas?|abandono|churn|averias?|fallos? de (maquinas?|equipos?)|impagos?|morosidad|fraude\w*|fraudulent\w*|riesgo de credito|scoring)\b/,
        2,
      ],
      [/\b(modelos? predictivos?|mantenimiento predictivo|modelo a medida|modelo propio)\b/, 2],
      [/\bdetectar (el |los |las )?(fraude\w*|impagos?|anomalias|operaciones fraudulentas)\b/, 1],
      // In English: fraud, customers about to leave, machines about to fail.
      [/\b(fraud\w*|loan defaults?|(machines?|equipment) (fail|break)\w*)\b/, 2],
      // Members leaving, or who will: "se nos dan de baja muchos socios", "saber quién se va a ir".
      [
        /\b(se (nos|me) dan de baja|dan de baja|darse de baja)\b.*\b(socios|clientes|usuarios|abonados|alumnos|suscriptores)\b|\b(saber|anticipar|prever|predecir) quien(es)? (se (va|van)|(va|van) a (irse|ir|darse de baja|marcharse))\b/,
        3,
      ],
      // Customers slipping away, said as the problem: "se nos van clientes", "perdemos clientes".
      [/\b(se (nos|me) van (los |muchos )?clientes|perdemos (muchos )?clientes|fuga de clientes|clientes que se (dan de baja|van))\b/, 3],
      [/\b(customers?|clients?|subscribers?) (who |that )?(are )?(about|going|likely) to (leave|cancel|churn)|(customer|client) churn\b/, 3],
      [/\b(spot|detect|catch|flag)\b.*\b(fraud\w*|anomal\w*|before (it|they) happens?)\b/, 1],
      // Ordering by guesswork, told as its waste: "tiramos mucho producto fresco por pedir de más", "pedimos a ojo".
      [
        /\b(merma|mermas|desperdicio|tiramos (mucho |mucha )?(producto|comida|genero|fruta)|se nos (caduca|estropea)\w*|pedir de mas|(pedimos|pedir|pedido|pedidos) (de mas|de menos|a ojo)|haciendo el pedido a ojo|sobra (producto|genero)|over ?order\w*|food waste)\b/,
        3,
      ],
    ],
  },
  {
    url: '/servicios/automatizacion-inteligente',
    kind: 'service',
    cues: [
      [
        /\b(facturas?|albaranes|pedidos|nominas|candidaturas|curriculums?|cvs|expedientes|papeleo|formularios|erp|invoices?|purchase orders|payroll|paperwork)\b/,
        2,
      ],
      [
        /\b(a mano|manualmente|picar|pica|meter (los )?datos|metiendo|copiar y pegar|teclear|tareas repetitivas|procesos repetitivos|trabajo repetitivo|by hand|manually|typing|data entry|copy and paste)\b/,
        2,
      ],
      [/\b(automatizar|automatizacion|automaticamente|automatically|automate)\b/, 1],
    ],
  },
  {
    url: '/servicios/vision-computadora',
    kind: 'service',
    cues: [
      [/\b(camaras?|imagenes|fotos|video|videos|inspeccion visual|visual(es|mente)?|cameras?|images?)\b/, 2],
      [/\b(defectos?|piezas|inspeccion\w*|inspeccionar|control de calidad|contar|conteo|matriculas|linea de (produccion|envasado|montaje))\b/, 2],
      // Shelves in a shop: what a camera checks ("huecos en las estanterías").
      [/\b(estanterias|estantes|lineales|roturas? de stock|reposicion)\b/, 2],
      [/\bdetectar (huecos|productos|objetos|personas|defectos|daños|danos)\b/, 1],
      // An inspection done by eye, and the defects that slip through: what a camera checks.
      [/\b(inspeccion|revision|control)\w* (\w+ ){0,4}a ojo\b|\bse (nos |les )?(escapan|cuelan) (piezas|defectos|productos|fallos)\b/, 2],
      // In English: counting and reading what passes by.
      [/\b(count|counting) (pallets|boxes|items|products|people)\b|\bread(ing)? (labels|plates|number plates)\b/, 3],
      // In English: defects on a line, visual quality control.
      [/\b(defects?|production line|assembly line|packaging line|quality (control|inspection)|visual inspection)\b/, 2],
    ],
  },
  {
    url: '/servicios/nlp',
    kind: 'service',
    cues: [
      [
        /\b(correos?|emails?|e mails?|escritos|mensajes|contratos?|documentos de texto|reclamaciones|incidencias|rese(n|ñ)as|opiniones de (clientes|usuarios)|encuestas|tickets)\b/,
        2,
      ],
      [/\b(clasificar\w*|clasifiquen|clasificacion|extraer|extraccion|entidades|resumir|resumenes|sentimiento|derivar|etiquetar|busqueda semantica)\b/, 2],
      // "buscar información en miles de contratos": searching inside documents.
      [
        /\b(buscar|encontrar|localizar|consultar) (informacion|datos|clausulas|respuestas)? ?(en|dentro de) (\w+ ){0,4}(contratos|documentos|expedientes|escritos|escrituras|pdfs?)\b/,
        2,
      ],
      // What is pulled out of a text or where it is sent: "sacar cláusulas y fechas", "repartirlos por departamento", "buscar por significado".
      [
        /\b(sacar|saque|saquen) (las |los )?(clausulas|fechas|datos|importes|nombres)\b|\b(repartir\w*|enrutar\w*|route|routing) (\w+ ){0,3}(por|entre|a|to) (los |las |cada |su |the |each )?(departamento|departamentos|areas|equipos|departments?|teams?)\b/,
        2,
      ],
      [/\b(por|by) (su |el )?significado\b|\bby meaning\b/, 3],
      // In English: texts the visitor has, and what to do with them.
      [/\b(contracts?|documents|emails|support tickets|tickets|customer reviews|complaints)\b/, 2],
      [/\b(classify|extract|summari[sz]e|sentiment|search (\w+ )?by meaning|semantic search|tag)\b/, 2],
      // "analizar miles de reseñas y saber de qué se quejan", "pull out key clauses and dates".
      [
        /\b(analizar|leer|clasificar) (miles de |cientos de |las |los |nuestras |nuestros )?(rese(n|ñ)as|opiniones|comentarios|valoraciones)\b|\bde que se quejan\b|\bpull out (the )?(key )?(clauses|dates|data)\b|\b(clauses|reviews)\b/,
        2,
      ],
    ],
  },
  {
    url: '/servicios/desarrollo-apps-ai',
    kind: 'service',
    cues: [
      [/\b(app|apps|aplicacion(es)?|aplicacion movil|movil|plataforma web|mobile app)\b/, 2],
      [
        /\b(recomiende|recomendar productos|recomendaciones personalizadas|reserv\w* citas|citas|asistente (para|en) (la web|clientes|mi web|nuestra web)|chatbot\w*|asistente virtual|responda a (los )?clientes|atienda a (los )?clientes)\b/,
        2,
      ],
    ],
  },
  {
    url: '/servicios/analisis-datos',
    kind: 'service',
    cues: [
      // "tableros para ver las ventas", "reportes a mano": a shop's reporting said in its own words.
      [/\b(cuadros? de mando|dashboards?|tableros?|informes|reportes|reporting|kpis?|indicadores|business intelligence|power bi|metricas|margenes)\b/, 2],
      [
        /\b(datos de (ventas|clientes|la empresa)|nadie (los )?mira|nuestros datos|mis datos de|unificar (los )?datos|excel(es)?|planillas?|hojas? de calculo|spreadsheets?)\b/,
        2,
      ],
    ],
  },
  {
    url: '/servicios/consultoria-estrategica',
    kind: 'service',
    cues: [
      [
        /\b(hoja de ruta|plan de ia|plan priorizado|estrategia de ia|reorientar|reglamento europeo|ai act|cumplimiento normativo|(necesitamos|queremos|nos hace falta) un plan)\b/,
        2,
      ],
      [/\b(priorizad\w*|priorizar|retorno|roi|por donde empezar|que hacer primero|que tiene sentido|con numeros)\b/, 2],
      // "en qué invertir primero", "where AI pays off before we spend anything", "para llevarlo al consejo".
      [
        /\b(en que (invertir|apostar)|donde (invertir|apostar)|invertir primero|where (ai|ia|it) (pays off|makes sense)|where to (start|invest)|before we (spend|invest)|roadmap|prioriti[sz]\w*)\b/,
        2,
      ],
      [/\b(llevarlo|presentarlo|presentar) (al|a la|ante el|ante la) (consejo|comite|direccion|junta)\b/, 1],
      [/\b(diagnostico|pilotos?|pruebas de concepto|iniciativas)\b/, 1],
      // Pilots that never reach production: what to back and how, before building more.
      [/\b(pilotos?|pilots?|pruebas de concepto|proofs? of concept|poc)\b.*\b(produccion|production)\b/, 2],
      [/\b(analice|analizara|analizar) (la|mi|nuestra) empresa\b/, 2],
      // "where AI can help us first, we need a plan with a budget" (simplified: "where ia can help us primera").
      [/\b(where|how) (ai|ia|it) can help (us|our \w+)( first| primera| primero| most)?\b|\bdonde (nos )?(puede|podria) ayudar (la ia)?\b/, 2],
      [/\b(a|un) plan\b.*\b(budget|presupuesto|costs?|costes)\b/, 1],
    ],
  },
  {
    url: '/servicios/ia-para-empresas',
    kind: 'service',
    cues: [
      [
        /\b(acompa(ñ|n)amiento|de principio a fin|desde el diagnostico hasta|integral|implantar la ia en (la|mi|nuestra) empresa|incorporar la ia(?!.*\beducacion\b))\b/,
        3,
      ],
      // "meter la IA en el día a día de la empresa", "por dónde empezar a meterla en la empresa".
      [/\b(meter|meterla|aplicar|aplicarla|llevar) (la )?(ia )?(en|a) (la|mi|nuestra) (empresa|negocio|dia a dia)\b|\bmeter (la )?ia en el dia a dia\b/, 3],
    ],
  },
  {
    url: '/servicios/ai-agencias-marketing',
    kind: 'service',
    cues: [
      [/\b(agencias?|agency|agencies)\b/, 2],
      // An agency speaking of itself is the service's audience.
      [/\b(somos|soy de|trabajo en|tenemos|dirijo|llevo) (una |la )?(agencia|agency)\b|\bwe are an agency\b/, 2],
      [/\b(campanas|propuestas comerciales|clientes de la agencia|voz de (cada )?marca|contenidos? para (redes|clientes))\b/, 1],
    ],
  },
  {
    url: '/servicios/profesor-ai-impartir',
    kind: 'service',
    cues: [
      [
        /\b(colegios?|institutos?|universidad(es)?|academias?|centros? educativos?|centros? de formacion|escuelas?|master|mis alumnos|nuestros alumnos|los alumnos)\b/,
        1,
      ],
      [
        /\b(taller|seminario|asignatura completa|ponencia|charla|impartir|imparta|impartan|dictar|dar (una |un )?(clase|curso|taller|charla)|profesor impartir formacion|mandar (un|una) (docente|profesor|profesora|profe))\b/,
        2,
      ],
      // Someone to teach a seminar or a whole subject at a school: the teaching service, whatever subject it names.
      [/\b(seminario|asignatura completa|dictar|run a seminar|teach (a|the) (course|class|seminar))\b/, 1],
      // "someone to teach an AI workshop to my students".
      [/\b(someone|a teacher|an instructor|a trainer) to (teach|run|give|deliver)\b|\bteach (an? )?(ai |ml )?(workshop|seminar|module|class|course) to\b/, 2],
      [/\b(my|our) (students|pupils|learners)\b|\b(language|training) (academy|school|centre|center)\b/, 1],
      [/\b(buscamos a alguien|alguien que (imparta|de|dicte)|un docente|una docente)\b/, 1],
      // "¿cuánto cobráis por enviar un profe?", "alguien que dé las clases allí", "un docente vuestro que les diera el curso".
      [
        /\b(enviar|mandar|mandeis|envieis|enviais|mandais|enviariais|mandariais) (a )?(un |una |algun |alguna )?(alguien|profe\w*|docentes?|formador\w*)\b|\balguien que (de|diera|imparta|impartiera|dicte) (las |los |el |la |un |una )?(clases?|curso|cursos|taller)\b|\b(docente|profesor|profe) vuestro\b/,
        2,
      ],
    ],
  },
  {
    url: '/servicios/clases-particulares-ia',
    kind: 'service',
    cues: [
      [
        // ("sin leerlos uno a uno" is no lesson.)
        /\b(clases particulares|1 a 1|(?<!\b(leerlos|leerlas|revisarlos|revisarlas|mirarlos|mirarlas|hacerlos|hacerlas) )uno a uno|one to one|a mi ritmo|solo para mi|individual\w*|personalizad[ao]s? para mi|tutor privado|(a solas|solo yo|yo solo|yo sola) con (un|una) (profe\w*|tutor\w*|docente))\b/,
        3,
      ],
      // "sin grupo", "a solas con un profe": no class of others around.
      [/\b(sin grupo|no en grupo|a solas|solo yo|yo solo|yo sola|sin (otros )?companeros|without a group|on my own with)\b/, 2],
    ],
  },
  {
    url: '/servicios/apoyo-academico-ia-ml',
    kind: 'service',
    cues: [
      [/\b(trabajo academico|tfm|tfg|tesis|doctorado|doctorando|examen|examenes|thesis|exam)\b/, 4],
      [/\b(asignaturas?|aprobar|suspend\w*|la uni|universidad|carrera|estudio|estudiante|practicas de la|me va fatal|preparar\w*|student)\b/, 1],
      // "soy alumna de un grado universitario": a student, not a school asking for a teacher.
      [/\b(alumn[oa]|estudiante) (de|en) (un |una |el |la |mi )?(grado|master|carrera|universidad|doctorado)\b|\b(grado|master) universitari[oa]\b/, 2],
    ],
  },
  {
    url: '/servicios/ia-sin-programar',
    kind: 'service',
    cues: [
      [/\b(sin programar|no programo|no se programar|sin escribir codigo|can not code|cannot code|cant code|don t code|no code)\b/, 2],
      [
        /\b(ahorrar tiempo|herramientas|automatizar|presupuestos y correos|mi negocio|peque(ñ|n)o negocio|small (business|empresas)|autonom[oa]s?|automate|ia tools|save time)\b/,
        1,
      ],
      [
        /\b(usar (la )?ia (para|en)|usar asistentes|preparar materiales|preparar (mis |las |nuestras )?clases|rubricas|mi dia a dia|taller corto|una tarde|usarl[oa] en (el|mi) (trabajo|dia a dia))\b/,
        1,
      ],
      // "algo rápido, en una tarde": the short workshop.
      [/\b((algo|taller|curso|formacion) (rapid[oa]|cortit[oa]|expres)|en una (tarde|mañana|manana|jornada))\b/, 2],
    ],
  },
  {
    url: '/cursos/machine-learning-avanzado',
    kind: 'course',
    cues: [
      [/\b(produccion|mlops|desplegar|despliegue|deploy\w*|ensamblado|series temporales|equipo de datos|data scientist|cientific[oa] de datos|scikit)\b/, 2],
    ],
  },
  {
    url: '/cursos/nlp-transformers',
    kind: 'course',
    cues: [[/\b(lenguaje|textos?|nlp|entidades|transformers|contratos|documentos|texts?|language)\b/, 2]],
  },
  {
    url: '/cursos/ia-generativa',
    kind: 'course',
    cues: [
      [/\b(generativa|contenidos?|prompts?|crear (textos|imagenes)|community manager|redes sociales|copys?)\b/, 2],
      // Making texts and images, not analysing them: "generar textos e imágenes", "crear posts".
      [
        /\b(generar|crear|producir|hacer|preparar|preparando|redactar) (textos|imagenes|fotos|contenidos?|posts|copys?|videos)\b|\btextos (e|y) imagenes\b|\b(generate|create) (texts?|images|content|posts)\b/,
        3,
      ],
    ],
  },
  {
    url: '/cursos/implementacion-gpt4',
    kind: 'course',
    cues: [
      [/\b(gpt4|implantar|desplegar gpt4|costes y riesgos|rgpd|conectad[oa]s? a (nuestros |los )?(documentos|datos)( internos)?)\b/, 2],
      // Large language models brought into a company: the course on doing exactly that.
      [/\bllm\b.*\b(empresa|produccion|procesos|negocio|company|production)\b/, 3],
    ],
  },
  {
    url: '/cursos/fundamentos-ia',
    kind: 'course',
    cues: [
      [
        /\b(entender (la ia|que es|como funciona|que puede hacer)|conceptos|liderar la adopcion|evalu\w* (a )?proveedores|understand (what|how) ia|what ia can|evaluate (vendors|providers|suppliers))\b/,
        2,
      ],
    ],
  },
];

export interface NeedMatch {
  url: string;
  kind: 'course' | 'service';
  score: number;
}

/** The courses and services whose need the message describes, best first (score ≥ 2). */
export function needsIn(simplified: string): NeedMatch[] {
  return needs
    .map((need) => ({ url: need.url, kind: need.kind, score: need.cues.reduce((sum, [cue, weight]) => sum + (cues.test(cue, simplified) ? weight : 0), 0) }))
    .filter((match) => match.score >= 2)
    .sort((a, b) => b.score - a.score);
}

/** A need this clear outweighs an item the message happens to name ("el examen de aprendizaje automático"). */
export const CLEAR_NEED = 4;

/** The best match when it is clearly ahead of the next one (a tie points nowhere). */
function ahead(matches: readonly NeedMatch[]): NeedMatch | undefined {
  const [first, second] = matches;
  return first && !(second && second.score >= first.score) ? first : undefined;
}

/** The one course or service the message's need points to, of any kind. */
export function needFor(simplified: string): NeedMatch | undefined {
  return ahead(needsIn(simplified));
}

/** The one service the message's need points to: clearly ahead of the next one. */
export function serviceForNeed(simplified: string): NeedMatch | undefined {
  const found = ahead(needsIn(simplified).filter((match) => match.kind === 'service'));
  return found && found.score >= 3 ? found : undefined;
}

/** The course the message's subject points to, for a visitor who wants to learn. */
export function courseForNeed(simplified: string): NeedMatch | undefined {
  return ahead(needsIn(simplified).filter((match) => match.kind === 'course'));
}

learnPatterns(needs.flatMap((need) => need.cues.map(([cue]) => cue)));
// Asked of every message, behind the shared literal filter.
cues.add(...needs.flatMap((need) => need.cues.map(([cue]) => cue)));
