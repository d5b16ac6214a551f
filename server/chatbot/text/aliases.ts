import { LiteralFilter, rewriteAll } from './literals.ts';

/**
 * Rewrites applied to folded text, at index time and at query time alike, so an alias and the
 * name it stands for become the same terms: "ML" and "aprendizaje automático" both index as
 * "machine learning", "GPT-4" and "gpt 4" as "gpt4".
 */
/** Exported for the test that the literal filter skips no rewrite that would have changed a text. */
/** The formal ("usted") imperative of an order, and the familiar one the cues are written in. */
const formalOrders: Readonly<Record<string, string>> = {
  transfiera: 'transfiere',
  transcriba: 'transcribe',
  enumere: 'enumera',
  traduzca: 'traduce',
  calcule: 'calcula',
  indique: 'indica',
  muestre: 'muestra',
  aconseje: 'aconseja',
  recomiende: 'recomienda',
  incluya: 'incluye',
  explique: 'explica',
  describa: 'describe',
  redacte: 'redacta',
  resuelva: 'resuelve',
  conteste: 'contesta',
  olvide: 'olvida',
  ignore: 'ignora',
  repita: 'repite',
  copie: 'copia',
  pegue: 'pega',
  sostenga: 'sosten',
  identifiquese: 'identificate',
};

export const rewrites: readonly (readonly [RegExp, string])[] = [
  // "Ejercicio 3: enumere…", "transfiera esta conversación…": an order in the formal "usted" form is the same order.
  // (Not the same form as a subjunctive: "que la app les recomiende", "le ruego me aconseje", "que conteste dudas".)
  ...Object.entries(formalOrders).map(
    ([formal, familiar]) => [new RegExp(`(?<!\\b(que|me|te|le|les|nos|os|lo|la|los|las|se|no|ya) )\\b${formal}\\b`, 'g'), familiar] as const,
  ),
  // "a ver, ¿qué cursos tenéis?", "oye a ver…": a filler that opens the question, no "ver la grabación" asked.
  [/(^ ?|\b(hola|buenas|oye|mira|bueno|vale|pues|eh|ok|venga|vamos) )a ver\b(?! (si|que tal|como|cuando)\b)/g, '$1'],
  // "¿y tú quién narices eres?": a word for emphasis after a question word.
  [/\b(que|quien|quienes|donde|cuando|como|cual|cuanto) (narices|demonios|diablos|leches|rayos|carajo|cojones)\b/g, '$1'],
  // "No sé si hace falta saludar, pero buenas", "not sure if people say this to a machine, but hello": a hedge before what is said.
  [
    /^ ?(no se si [a-z ]{1,60}?|not sure if [a-z ]{1,60}?|a lo mejor [a-z ]{1,60}?|perdona la curiosidad|perdon por la curiosidad|sorry to (ask|bother)) (pero|but)( bueno)?\b/g,
    ' ',
  ],
  // "si no es molestia", "perdona, ¿me podrías decir…?": courtesy around a question, which asks nothing of its own.
  [/\b(si no es (mucha |ninguna )?molestia|si no te importa|if you don t mind)\b/g, ' '],
  [
    /^ ?(perdona|perdone|disculpa|disculpe)(?= (pero )?((no )?(me |nos )?(podrias|puedes|podria|puede|sabrias|sabes|dices|dirias)|que|cual|cuales|cuando|donde|como|quien|cuanto)\b)/g,
    ' ',
  ],
  // "y ahora en serio, ¿qué cursos dais?", "bromas aparte": a turn back to the point, nothing asked by it.
  [/\b(y )?(ahora |ya )?(hablando )?en serio\b|\b(fuera de bromas|bromas aparte)\b/g, ' '],
  // "bono 10h", "24h": hours in full.
  [/\b(\d+) ?h\b/g, '$1 horas'],
  [/\bchat ?gpt\b|\bgpt ?-? ?4o?\b|\bgpt\b|\bopenai\b/g, 'gpt4 '],
  [/\bml\b|\baprendizaje (automatico|de (las )?maquinas?)\b|\bmachine ?learning\b/g, 'machine learning'],
  [/\bdeep ?learning\b|\baprendizaje profundo\b|\bredes neuronales\b/g, 'deep learning redes neuronales'],
  [/\bnlp\b|\bpln\b|\bprocesamiento (del?|de) lenguaje( natural)?\b|\bnatural language processing\b/g, 'nlp procesamiento lenguaje natural'],
  // "que las computadoras entiendan el lenguaje humano": what NLP is, said in everyday words.
  [
    /\b(maquinas?|computadoras?|ordenador(es)?|sistemas?|la maquina|el ordenador)( que)? (a )?(entiendan|entienda|comprendan|comprenda|entienden|entiende|entender|comprender|redactan|redacten) (el |los )?(lenguaje|textos?|idioma|lo que (escribimos|escribe|escriben|decimos|dice))\b/g,
    '$& nlp',
  ],
  // "enseñar a los ordenadores a predecir", "máquinas que aprenden de los datos", "programas que aprenden solos": machine learning.
  [
    /\b(ensenar|enseñar) a (los|las) (ordenadores|maquinas|computadoras) a (predecir|adivinar|aprender)\b|\b(maquinas|ordenadores|computadoras|programas|sistemas) que aprenden( solos| solas| de los datos| a partir de (los )?(datos|ejemplos))\b|\b(maquinas|ordenadores|programas) (aprendan|aprenden) (solos|solas)\b/g,
    '$& machine learning',
  ],
  // "la formación de crear imágenes y textos con IA", "que la inteligencia artificial cree imágenes y textos": generative AI.
  [
    /\b(crear|generar|cree|genere|creen|generen|crea|genera|sacar|saca|sacando|creando|generando) (imagenes|fotos|dibujos|ilustraciones) y (textos|contenidos|videos)\b|\b(crear|generar|creando|generando) (textos|contenidos|imagenes) (con|usando|mediante) (la )?(ia|inteligencia artificial)\b/g,
    '$& generativa',
  ],
  // "la versión exigente", "de nivel alto", "el del nivel más difícil": the advanced level.
  [/\b(version|nivel|formacion) (mas )?(exigente|alto|dificil)\b|\bnivel mas (alto|dificil|exigente)\b/g, '$& avanzado'],
  [/\bllms?\b|\bmodelos? (grandes )?de lenguaje\b|\b(large )?language models?\b/g, 'llm modelos lenguaje transformers'],
  // "opiniones de alumnos", "qué dicen los alumnos", "student reviews": the testimonials the course pages show.
  [
    /\b(opiniones|valoraciones|resenas|comentarios|testimonios) de (los |las |sus |vuestros |antiguos )*(alumnos|alumnas|estudiantes|participantes)\b|\b(que (dicen|opinan) (los |vuestros |sus |antiguos )*(alumnos|estudiantes))\b|\b(student|students|customer) reviews\b/g,
    'opiniones testimonios',
  ],
  // "fine-tuning", "ajuste fino": what the NLP course calls "ajustar modelos Transformer a textos propios".
  [/\bfine ?-? ?tun(e|ed|ing)\b|\bfinetun(e|ed|ing)\b|\bajuste fino\b/g, 'ajustar modelos transformers'],
  [/\bia generativa\b|\bgenerative ai\b|\binteligencia artificial generativa\b|\bgenai\b/g, 'generativa'],
  [/\bvision (por|artificial|de) (computador|computadora|ordenador)\b|\bvision artificial\b|\bcomputer vision\b/g, 'vision computadora'],
  [/\bno ?code\b|\bsin codigo\b|\bsin saber programar\b|\bsin programacion\b|\bwithout cod(e|ing)\b/g, 'sin programar'],
  [/\bsin tocar (una linea de )?codigo\b/g, '$& sin programar'],
  // "cursos que no requieran programar", "donde no haga falta saber Python", "a course that does not require coding":
  // a course without the requirement is looked for. (Asked of one course, "¿el de NLP no requiere programar?" is its requirement.)
  [
    /\b(que|donde|en (el|los|la|las) que|that|which) (no|doesn t|don t|does not|do not) (requier\w*|pid[ae]n?|exij[ae]n?|necesit\w*|haga falta|hagan falta|requires?|needs?)( (saber|tener|conocimientos? de|nociones de|to know))? (programar|programacion|python|codigo|coding|code|programming)\b|\bsin (necesidad de|tener que) (saber )?programar\b|\bwithout (needing|having) to (code|program)\b/g,
    'sin programar',
  ],
  // "no tengo ni idea de código", "sin picar código": no code.
  // (Not "sin escribir código": the service's own words, indexed through these rewrites too.)
  [/\b(ni|sin) idea de codigo\b|\bsin picar codigo\b/g, 'sin programar'],
  [/\binteligencia artificial\b|\bartificial intelligence\b|\bai\b/g, 'ia'],
  // "curso de fundamentos de contabilidad": the basics of a subject other than AI, not our course Fundamentos de Inteligencia Artificial;
  // the subject is what is left.
  [/\bfundamentos (de|sobre) (?!(la |el )?(ia|machine learning|deep learning|nlp|llm|generativa|gpt4|datos|vision)\b)(?=[a-z])/g, ' '],
  [
    /\bprofe(sor|sora)?s? (particular(es)?|particlar|privad[oa]s?|individual(es)?)\b|\bclases? privadas?\b|\b(clases?|sesion|sesiones) individual(es)?\b|\b(tutorias?|clases?|sesiones?) (uno a uno|1 a 1|one to one)\b|\btutor(a|es)? (privad[oa]|priva[a-z]*|particular|personal)\b|\bprivate (lessons|tutor(ing)?)\b|\bone to one (\w+ )?(lessons?|classes|clases|tutoring|tutorias|sessions?|sesiones)\b|\b((con|with) )?(un|una|a) (profe|profesor|profesora|tutor|tutora|teacher) (particular|personal|para mi solo|para mi sola|solo para mi|para mi)\b(?! (centro|academia|colegio|escuela|instituto|universidad|facultad|empresa|equipo|alumnos|clase|asignatura|departamento|organizacion|negocio))|\bclases? (a solas|para mi solo|para mi sola)\b|\b(clases?|tutorias?|sesiones?)( de [a-z]+( [a-z]+)?)? (a|para) una (sola )?persona\b/g,
    'clases particulares',
  ],
  [/\bpara (negocios|pymes|companias|organizaciones)\b/g, 'para empresas'],
  // "para el mundo empresarial", "orientadas a compañías": for companies.
  [
    /\b(el )?(mundo|sector|ambito|tejido) empresarial\b|\b(orientad[oa]s?|dirigid[oa]s?|pensad[oa]s?) (a|para) (companias|compañias|negocios|pymes|organizaciones)\b/g,
    'para empresas',
  ],
  // "¿dónde veo todas las formaciones que tenéis?": the catalogue.
  [
    /\b(ver|veo|vea|mirar|miro|consultar|consulto|encuentro|encontrar|lista de|listado de) tod[oa]s (las|los|vuestras|vuestros) (formaciones|cursos)( que (teneis|hay|ofreceis|dais|impartis))?\b/g,
    'que cursos teneis',
  ],
  // "IA aplicada a la enseñanza": applied to a field is about that field, no app to develop.
  // "meterle IA al negocio": bringing AI into a company.
  [/\bmeter(le)? (la )?ia (a|al|en|en el|en mi|a mi|en nuestro|a nuestro) (negocio|empresa|pyme|compania)\b/g, 'incorporar ia en la empresa'],
  // "IA aplicada a negocios": for companies.
  [/\baplicad[oa]s? (a|al|en) (los |las |la |el )?(negocios?|pymes?|companias)\b/g, 'para empresas'],
  [/\baplicad[oa]s? (a|al|en) (?!(la |el |los |las )?(empresas?|negocios?|procesos|produccion)\b)/g, 'en '],
  // "la lista completa de vuestros cursos", "el listado completo de vuestra formación": the catalogue.
  [
    /\b((ver|consultar|mirar|encontrar|leer) )?(la |el )?(lista|listado|relacion|catalogo) (complet[oa] )?de (vuestros |vuestras |los |las |sus |vuestra |la )?(cursos|formaciones|formacion|programas formativos)\b/g,
    'que cursos teneis',
  ],
  // "¿qué formaciones hay disponibles ahora mismo?", "a ver qué formaciones hay": the catalogue.
  [
    /\bque (formaciones|cursos|programas formativos) (hay|teneis|ofreceis|tienen|ofrecen) disponibles( ahora( mismo)?| actualmente| hoy)?\b|\bque (formaciones|programas formativos) (hay|teneis|tienen)\b/g,
    'que cursos teneis',
  ],
  // "¿tenéis programas para gente que empieza?": programmes offered are courses, not programming (nor "IA sin programar").
  [/\b(teneis|tienen|hay|ofreceis|ofrecen|impartis|imparten|dais|dan) (algun |algunos )?programas? (?=para|sobre|en)\b/g, '$1 cursos '],
  // "¿qué otras cosas hacéis además de formar?": the services, besides the training.
  [/\b(ademas|aparte) de (formar|ensenar|dar (cursos|clases|formacion))\b/g, ' '],
  // "¿qué cosas hacéis aparte de la formación?": the services.
  [/\bque (cosas|otras cosas) (haceis|ofreceis|hacen|ofrecen)\b/g, 'que servicios ofreceis'],
  // "me hace falta alguien que dé las clases de IA allí": a teacher for the visitor's centre.
  [
    /\balguien que (de|diera|imparta|impartiera|dicte|pueda dar|venga a dar) (las |los |el |la |un |una |unas |unos )?(clases?|curso|cursos|taller|talleres|formacion)\b/g,
    '$& profesor impartir formacion',
  ],
  // "me falta un docente de IA, ¿podéis cederme uno?": a teacher for the visitor's centre.
  [
    /\b(me|nos) (falta|hace falta) (un|una) (docente|profesor|profesora|formador|formadora)\b|\bceder(me|nos) (un|una|uno|una) ?(docente|profesor\w*|formador\w*)?\b/g,
    '$& profesor impartir formacion',
  ],
  // "¿ayudáis a universitarios con sus trabajos?": academic support.
  [/\b(universitari[oa]s|estudiantes)\b(.*)\b(trabajos|practicas|tfg|tfm)\b/g, '$& apoyo academico'],
  // "una calculadora para estimar lo que costaría", "calculadora de precios": the price calculator (the site's only one).
  [/\bcalculadora( (de )?(precios?|presupuestos?|costes?))?\b/g, 'calculadoraprecios'],
  // "¿habéis escrito algo sobre…?": an article.
  [/\b(habeis|han|has) escrito (algo|algun articulo|alguna cosa)( sobre| de| acerca de)?\b/g, 'articulo sobre'],
  // "la capital portuguesa": our cities by another name.
  [/\bcapital (portuguesa|de portugal|lusa)\b/g, 'lisboa'],
  [/\bciudad condal\b/g, 'barcelona'],
  // "¿me habláis un poco de la empresa?": who we are.
  [
    /\b(hablais|habladme|hablame|contadme|cuentame|contais|me contais|me hablais) (un poco |algo )?(de|sobre) (la|vuestra|esta) (empresa|academia|compania|consultora)\b/g,
    'quienes sois nosotros',
  ],
  // "vuestras condiciones de protección de datos": the privacy policy ("formar en protección de datos" is a subject).
  [/\b(condiciones|politica|normas|aviso|clausulas?) de proteccion de datos\b/g, 'privacidad'],
  // "natural langauge processing": NLP, whatever the typo.
  [/\bnatural lan\w* process\w*\b/g, 'nlp procesamiento lenguaje natural'],
  // "listado de servicios": the services.
  [/\b(listado|lista|catalogo|relacion) (de )?(los |vuestros |sus )?servicios\b/g, 'que servicios ofreceis'],
  // "IA para gente que no programa": no code.
  [/\b(gente|personas|alguien) que no (programa|programan|sabe programar|saben programar)\b/g, 'sin programar'],
  // "cursos personalizados para la plantilla": training tailored for a company's team.
  [
    /\b(cursos?|formacion(es)?|capacitacion(es)?) (personalizad[oa]s?|a medida) (para|de) (la |mi |nuestra |vuestra |los |nuestros )?(plantilla|empresa|equipo|empleados|trabajadores)\b/g,
    'formacion a medida para equipos de empresa',
  ],
  // "información sobre todos los programas formativos disponibles": the catalogue.
  [
    /\b(informacion|info) (sobre|de) tod[oa]s (los|las|vuestros|vuestras|sus) (programas formativos|programas de formacion|formaciones|cursos)( disponibles)?\b|\btod[oa]s (los|las|vuestros|vuestras|sus) (programas formativos|programas de formacion|formaciones|cursos) disponibles\b/g,
    'que cursos teneis',
  ],
  // "¿tenéis WhatsApp de atención al cliente?": our contact, not the NLP service's customer care use case.
  [/\b(whatsapp|telefono|numero|email|correo)\b((?: \w+){0,2}) (de|para) (atencion|servicio) al cliente\b/g, '$1$2'],
  // "la gente que trabaja ahí", "¿quiénes trabajáis en la academia?": the team, not our job openings.
  [
    /(?<!\bpara (la |las )?)\b(la )?(gente|personas) que trabaja(n)? (ahi|alli|aqui|con vosotros|en (la academia|iaacademy))\b|\bquienes (trabajais|sois)\b(?! (en|para) (mi|nuestra))/g,
    'equipo nosotros',
  ],
  [/\bque (gente|personas) (trabaja|trabajan|hay) (ahi|alli|aqui|con vosotros|en (la academia|iaacademy))\b/g, 'equipo nosotros'],
  // "los perfiles de las personas que integran su organización": the team.
  [
    /\b(personas|gente|profesionales) que (integran|forman|componen) (su|vuestra|la|esta) (organizacion|empresa|compania|academia|plantilla)\b/g,
    'equipo nosotros',
  ],
  // "el número de los de Lisboa": the people of that office.
  [/\b(los|las) de (madrid|barcelona|lisboa)\b/g, 'oficina de $2'],
  // "¿tenéis algo escrito sobre…?": an article.
  [/\balgo escrito (sobre|de|acerca de)\b/g, 'articulo sobre'],
  // "cómo arrancar con IA en un negocio": the first step, the article on starting with AI in a company.
  // (The words stay: "por dónde empezar… necesitamos un plan" is the strategy consultancy.)
  [
    /\b(empezar|comenzar|iniciarse|arrancar|dar el primer paso) (con|en) (la )?ia (en|para) (un|mi|una|el|tu|nuestro|nuestra) (negocio|empresa|pyme|compania)\b/g,
    '$& primer paso ia en la empresa',
  ],
  // "usar ChatGPT para preparar mis clases": a tool used for a task, not the course on bringing GPT-4 into a company.
  [
    /\b(usar|utilizar|aprovechar) (el |la )?gpt4\s+(para (preparar|hacer|escribir|redactar|crear|corregir|organizar)|en (mis|mi) (clases|trabajo|dia a dia))\b/g,
    '$1 la ia $3',
  ],
  // "¿algún sitio vuestro por aquí?", "anywhere of yours in Lisbon": one of our offices.
  [/\b(algun|un|otro) (sitio|lugar|local|espacio) (vuestro|de vosotros)\b|\b(anywhere|a place|somewhere) of yours\b/g, 'oficina'],
  // "nunca he usado ChatGPT": a beginner, not someone asking about the GPT-4 course.
  [/\b(nunca|jamas) (he|e|hemos) (usado|utilizado|probado|tocado) (el |la |los |las |un |una )?[a-z0-9]+\b/g, 'nunca he usado nada'],
  [/\b(never|not yet) (used|tried|touched) [a-z0-9]+\b/g, 'never used anything'],
  // "los cursos avanzados", "de los intermedios": a level (plural), not Machine Learning Avanzado named.
  [/\b(cursos|formaciones|los|las) (avanzad|intermedi|basic)(os|as)\b/g, '$1 de nivel $2o'],
  // Topics of the blog in other words: teaching is education, moral dilemmas are ethics, the labour market is the future of work.
  [
    /\bense[nñ]anza\b|\b(en|dentro de) (el |las |la )?(aulas?|salon de clases?)\b|\b(en|a|con) (mis|las|nuestras|sus) clases\b|\b(escuelas|colegios|institutos|classrooms?|schools)\b|\b(con|a) (mis|nuestros|los) alumnos\b|\ben clase\b(?! de)/g,
    '$& educacion',
  ],
  // "doy clases de lengua en secundaria", "ejerzo como docente": who the visitor is (a teacher), not a course on that subject asked for.
  [
    /\b(doy|imparto) (clases?|clase) (de|en) [a-zñ]+( en [a-zñ]+)?\b|\b(ejerzo|trabajo) (como|de) (docente|profesora?|maestr[oa])( de [a-zñ]+)?\b/g,
    'soy docente',
  ],
  [/\b(dilemas?|cuestiones|problemas) (morales|eticos)\b|\bmoralidad\b/g, '$& etica'],
  [/\b(mundo|mercado) laboral\b|\boficios\b|\bpuestos de trabajo\b/g, '$& empleo trabajo'],
  // (English reaches here half translated: "privacy policy" is "privacidad policy".)
  [/\baviso (de )?privacidad\b|\bpolitica de privacidad\b|\b(privacy|privacidad) (policy|notice)\b/g, 'privacidad'],
  [/\bgen ?(ai|ia)\b/g, 'generativa'],
  [/\bin ?company\b/g, 'empresas equipos'],
  [/\b(buscamos|busco|necesitamos|necesito|contratar) (a )?(un|una) (docente|profesor|profesora|formador|formadora)\b/g, 'profesor impartir formacion'],
  // "¿cuánto cobráis por mandar a alguien a dar un taller en mi colegio?", "que venga un docente vuestro": a teacher sent to the visitor's centre.
  [
    /\b(mandar|enviar|mandeis|envieis|mandais|enviais|mandarnos|enviarnos|poneis|pongais) (a )?(alguien|un profe\w*|una profe\w*|un docente|una docente|un formador|una formadora|profes|profesores|docentes|formadores)\b|\b(un|una) (docente|profe|profesor|profesora|formador|formadora) (vuestr[oa]|de los vuestros)\b/g,
    '$& profesor impartir formacion',
  ],
  [/\bcompañias?\b/g, 'empresa'],
  // "no busco curso, sino que lo hagáis": a service, and the course is what the visitor does not want.
  [/\bno (busco|quiero|necesito|buscamos|queremos|necesitamos) (un |una |ningun |ninguna )?(curso|cursos|formacion|clases)( sino)?\b/g, '$1 servicio'],
  [/\b(not|don t want|no) (a |any )?(course|courses|training)\b/g, 'service'],
  [/\bno (el|un|una|la) (curso|formacion)\b/g, 'servicio'],
  // "la academia", "vuestra empresa" is us, not academic support or the service for companies.
  [/\b(la|vuestra|esta|esa|vuestro|tu|your|the) (academia|academy)\b/g, 'iaacademy'],
  [/\b(vuestra|tu|your) (empresa|compania|consultora|company|firm)\b/g, 'iaacademy nosotros'],
  // "el equipo que la integra": who makes up a team, not the integration service.
  [/\bque (la|lo|los|las) (integra|integran|forma|forman|compone|componen)\b/g, ' '],
  // "me gustaría saber algo más sobre su empresa": a formal "su" asked of us.
  [/\b(sobre|acerca de|de) su (empresa|compania|academia|consultora|equipo)\b/g, '$1 iaacademy nosotros'],
  // How people name our cities and countries: "barna", "BCN", "la de Portugal".
  [/\bbarna\b|\bbcn\b/g, 'barcelona'],
  [/\bportugal\b|\blisbon\b/g, 'lisboa'],
  [/\bmadriz\b|\bmad\b/g, 'madrid'],
  // "vuestra sede madrileña": the office named by its city's demonym.
  [/\bmadrile(n|ñ)[oa]s?\b/g, 'madrid'],
  [/\bbarcelones(a|es|as)?\b/g, 'barcelona'],
  [/\blisboetas?\b/g, 'lisboa'],
  // The syllabus generator by what it does: "generador de temario" shares its stem with "generativa", and "temario" alone asks for a course's syllabus.
  [
    /\bgenerador(es)? (de )?(temarios?|programas?|syllabus)\b|\bsyllabus (generator|builder|generador)\b|\b(generar|crear|dise(ñ|n)ar|montar|preparar|armar|hacer)(me|nos)? (un |el |mi |nuestro |una )?(temario|programa formativo|plan formativo)\b|\bherramienta\b(\s\w+){0,6}\s(temarios?|programa formativo|plan formativo)\b/g,
    'generadortemarios',
  ],
  [/\bfund(o|aron|ador|adora|adores|adoras)\b/g, 'fundadores fundada'],
  // "¿quién creó IA Academy?": its founders.
  [/\b(creo|crearon|monto|montaron) (ia academy|iaacademy|la academia|la empresa|vuestra empresa)\b/g, 'fundadores fundada $2'],
  // "¿habéis ganado algún premio?": the prize is what is asked; winning it says nothing more.
  [
    /\b(ganado|ganasteis|ganaron|gano|recibido|recibisteis|won|win) (un |una |algun |ningun |el |any |an? )?(premios?|galardon(es)?|reconocimientos?|awards?|prizes?)\b/g,
    '$3',
  ],
  [/\b(premios?|galardon(es)?|reconocimientos?|awards?|prizes?) (ganasteis|ganaron|habeis ganado|recibisteis|os dieron|did you win|have you won)\b/g, '$1'],
  // "¿le pasáis mi correo a…?": the visitor's own address is personal data (not "mi correo es…", which gives it).
  [/\b(mi|mis) (correo|email|e mail|direccion de correo)\b(?! es\b)/g, 'mis datos'],
  [/\b(mis|tus) datos( personales)?\b/g, 'datos personales privacidad rgpd'],
  [/\binformacion personal\b/g, 'datos personales privacidad rgpd'],
  // "¿se los pasáis a otras empresas?": giving data to third parties, in the privacy policy's words.
  [/\b(otras empresas|empresas externas|terceras empresas|third parties)\b/g, 'terceros'],
  [
    /\b(pasais|pasareis|vendeis|compartis|cedeis|dais) (mis |los |tus )?(datos|los|me los|se los)\b|\bse (lo|los|la|las) (pasais|dais|vendeis|cedeis)\b/g,
    'cedemos datos',
  ],
  [/\b(con|para) (los |las )?(que|quienes|quien) (habeis|han|has) trabajado\b|\bvuestros clientes\b/g, 'casos exito clientes'],
  [/\bformador(a|as|es)?\b|\bdocente externo\b/g, 'profesor formador'],
  [/\btfm\b|\btfg\b|\btrabajo de fin de (grado|master)\b|\btrabajo fin de (grado|master)\b/g, 'trabajo academico tfm tfg'],
  [
    /\b(estais|estan) contratando\b|\b(buscais|estais buscando|necesitais) (gente|personal|trabajadores|perfiles|profesionales|candidatos)\b|\bbuscais (ingenier\w*|desarrollador\w*|programador\w*|formador\w*|profesor\w*)\b|\b(quiero|me gustaria|quisiera|puedo|podria|busco|como) trabajar (con|en|para) vosotros\b|\bofertas de (empleo|trabajo)\b|\b(are you|you are|we are) hiring\b|\bjob openings?\b|\bwork (for|with) you\b|\b(mandar|enviar|enviaros|mandaros|mando|envio|os mando|os envio) (mi |el |un )?(cv|curriculum)\b/g,
    'empleo vacantes',
  ],
  // More ways to ask about working here: "¿hay trabajo para programadores?", "formar parte del equipo", "any open positions?".
  [
    /\b(hay|teneis) (trabajo|empleo|curro) (para|de)\b|\b(formar parte|unirme|incorporarme) (de|del|a|al) (vuestro |tu )?equipo\b|\b(candidatura|solicitud) espontanea\b|\bautocandidatura\b|\bpuestos? (abiertos|disponibles|libres|vacantes)\b|\b(open|available) (positions?|roles|jobs)\b|\bcareers?\b|\bteletrabajar (en|con) (vosotros|iaacademy)\b/g,
    'empleo vacantes',
  ],
  // "¿Qué ventajas tenéis para los empleados?", "¿cuánto pagáis al ML engineer?": working here, not a course's advantages or price.
  [
    /\b(ventajas|beneficios|perks)( \w+){0,2} (para|de|que tienen) (los |las |vuestros |vuestras )?(empleados|trabajadores|plantilla|employees|staff)\b/g,
    'empleo vacantes beneficios',
  ],
  [/\b(employees|staff) (get|have)\b/g, 'empleo vacantes beneficios'],
  [/\b(pagais|pagan) (al|a la|a los|a las)\b/g, 'salario empleo vacantes'],
  [/\b(contestar|contestais|contestan|respondeis|responden)\b/g, 'responder tardais'],
  [
    /\bcon (que|cuales) (empresas|clientes|companias|marcas) (habeis|han|has) trabajado\b|\bcon (que|cuales) (empresas|clientes|companias|marcas) (colaborais|trabajais|colaboran|trabajan)\b/g,
    'casos exito clientes',
  ],
  // "glosario de términos de IA": the glossary, not the terms and conditions.
  [/\bglosario( de (terminos|conceptos|palabras))?\b|\b(terminos|conceptos) (de|sobre) (ia|inteligencia artificial)\b/g, 'glosario recursos'],
  // "¿desde qué año existís?", "¿en qué año empezasteis?": when the company was founded.
  [
    /\b(en )?que a[nñ]o (empezasteis|empezaron|nacisteis|nacio|abristeis|arrancasteis|os fundasteis|se fundo)\b|\bdesde (que a[nñ]o|q a[nñ]o|cuando) (existe|existis|existen|estais|funcionais|funciona|funcionan|opera|operais|trabaja|trabajais)( (la|vuestra|esta) (empresa|academia|consultora))?\b|\ba[nñ]o de (fundacion|creacion)\b/g,
    'iaacademy fundada',
  ],
  [/\bseguro medico\b/g, 'beneficios seguro'],
  [/\bofi\b/g, 'oficina'],
  // English names of what the content says in Spanish.
  [/\bchief executive( officer)?\b|\bmanaging director\b/g, 'ceo'],
  [/\bdashboards?\b/g, 'cuadros de mando'],
  // "misión y visión", "vuestros valores": the company's, not the computer vision service or the value a model creates.
  [/\bmision( y|,)? vision\b/g, 'mision valores nosotros'],
  [/\b(vuestros|sus|tus) valores\b/g, '$& nosotros'],
  // "¿dónde leo vuestros artículos?": reading is the blog.
  [/\b(donde|como|cuando) (leo|lees|leeis)\b/g, '$1 leer'],
  // "tutorías para universitarios": academic support, not private lessons (the words stay: the content uses them too).
  [/\b(tutorias?|clases de apoyo) (para )?((los |las )?(alumnos|estudiantes) )?universitari\w*\b/g, '$& apoyo academico'],
  // "tutoría suelta de ML para la uni": a tutoring hour for a university student is academic support.
  [/\btutorias?\b(?=.*\b(uni|universidad|universitari\w*|facultad|carrera)\b)/g, '$& apoyo academico'],
  // "¿qué hacéis con esa información?", "¿la guardáis o la compartís?": what becomes of the visitor's data.
  [
    /\bque (haceis|hacen|hariais|hacemos)( vosotros| ustedes)? con (esa|esta|mi|mis|la|los|nuestra|nuestros) (informacion|datos|privacidad)\b|\b(la|los|lo|las) (guardais|guardan|compartis|comparten|cedeis|ceden)\b/g,
    'datos personales privacidad',
  ],
  // "clases virtuales": online.
  [/\b(clases?|cursos?|formacion|sesiones) virtual(es)?\b/g, '$1 online'],
  // "¿qué se les puede contratar?": the services.
  [/\bque (se )?(les|os) (puede|podemos|puedo) contratar\b/g, 'que servicios ofreceis'],
  // "¿la dais en persona?", "clases cara a cara", "in-person classes": on site (the words stay, for "hablar en persona con alguien").
  // (Not after an office: "¿una sede donde pueda ir en persona?" asks where we are.)
  // (Nor before one: "visitar sus instalaciones en persona… la dirección de su sede"; nor meeting people: "conocer en persona a su equipo".)
  [
    /(\ben persona\b|\bcara a cara\b|\bin person\b|\bface to face\b)(?<!\b(sede|sedes|oficina|oficinas|office|instalaciones)\b.*)(?!.*\b(sede|sedes|oficinas?|offices?|direccion|instalaciones|address)\b)(?! (a|al|con) (su |vuestro |tu |el |the |your )?(equipo|alguien|alguno|una persona|vosotros|ustedes|team|someone))(?<!\b(veros|verte|verles|visitaros|visitarles|conoceros|conocerles|hablar|hablaros|charlar) (\w+ )?(en persona|cara a cara))/g,
    '$& presencial',
  ],
  // "el curso básico de IA", "curso de iniciación": the one course for beginners.
  // "the intro to AI course": the beginners' course.
  [/\b(intro|introductory|introduction) (to )?ia (curso|clase)\b/g, '$& fundamentos'],
  // ("the beginner AI class" reaches here as "the principiante ia clase".)
  [
    /\b(curso|formacion) (basico|basica|de iniciacion|introductori[oa]|de introduccion|inicial)\b|\b(the|el|la) principiantes? (ia )?(curso|clase)\b/g,
    '$& fundamentos',
  ],
  // "¿hay presencia vuestra en Lisboa?", "¿estáis presentes en Oporto?": an office there.
  [
    /\b(hay|teneis|tienen) (presencia|presencial)( vuestra| fisica)? en\b|\b(presencia|presencial) vuestra en\b|\b(estais|estan) presentes en\b|\b(your |a )?presence in\b/g,
    'oficina en',
  ],
  // "¿qué se puede estudiar con vosotros?": the catalogue.
  [
    /\b(que|what|wat) (se puede|puedo|podria|can i|could i) (estudiar|aprender|study|learn)( con vosotros| with you( guys| all)?| aqui| here)?\s*$/g,
    'que cursos teneis ',
  ],
  // "pásame la lista de todo lo que se puede estudiar": the catalogue.
  [
    /\b((la )?lista (de |d )?)?(todo )?lo que (se puede|puedo|podria) (estudiar|aprender)( con vosotros| aqui| ahi| en (la academia|iaacademy))?\b/g,
    'que cursos teneis ',
  ],
  // "que nos enviarais una propuesta con precio", "una propuesta económica": a quote asked for.
  [
    /\bpropuesta (economica|con (el )?precio|de precio|con presupuesto)\b|\b(enviarais|enviaseis|preparaseis|prepararais|mandarais|mandaseis|hicierais|hicieseis) (una |la )?propuesta\b/g,
    'pedir presupuesto',
  ],
  // "¿qué empresa hay detrás de esta página?": who we are.
  [/\b(que|quien|quienes) (empresa )?(hay|esta|estan) detras (de )?(esta|la|vuestra) (pagina|web)\b/g, 'quienes sois vosotros nosotros'],
  // "los archivos que se guardan en el navegador": cookies.
  [/\b(archivos|ficheros|datos) (de esos )?(que se guardan|guardados|que guarda\w*) en (el|mi|tu) navegador\b/g, 'cookies'],
  // "¿firmáis un NDA?": the confidentiality agreement.
  [/\bnda\b/g, 'acuerdo de confidencialidad'],
  // "alguna checklist para arrancar un proyecto": the checklist among the free resources.
  [/\bcheck ?lists?\b/g, 'lista de comprobacion gratuita recursos'],
  // "hiring an AI instructor for our school" ("hiring" reaches this as "empleo vacantes"): engaging one for the visitor, not our job openings
  // ("are you hiring an ML engineer?" stays our openings).
  [/\bempleo vacantes (an?|un|una) (([a-z0-9]+ ){1,3}(for|para) (our|my|mi|nuestr[oa]))/g, 'contratar $1 $2'],
  // "calcular cuánto nos cuesta formar a 12 personas": the price calculator.
  [/\b(calcular|estimar|simular) cuanto (nos|me|les?) (cuesta|costaria|saldria|sale)\b/g, 'calculadoraprecios'],
  // "an overview of the programmes your academy runs": the catalogue.
  [/\b(overview|list|summary) of (the |your |all )?(programmes|programs|cursos|courses)\b/g, 'que cursos teneis'],
  [/\bcasos de exito\b|\bcase stud(y|ies)\b/g, 'casos exito clientes'],
  // "proyectos que hayáis hecho para clientes y cómo les fue", "ejemplos de proyectos que os hayan salido bien": the case studies.
  [
    /\b(ejemplos? de )?(algun |un )?proyectos? (que )?(habeis|hayais|hayan|han) (hecho|realizado|salido bien)\b|\bproyectos (que )?(os|les) (hayan|han) salido bien\b|\bproyectos (hechos|realizados) (para|con) clientes\b/g,
    'casos exito clientes',
  ],
  // "¿dónde puedo leer la política de privacidad?", "where can I find the terms?": where to read a page is that page.
  [
    /\b(donde|where) (puedo |se puede |podria |can i |could i )?(leer|ver|consultar|encontrar|read|find|see) (la |el |los |las |vuestra |vuestro |vuestras |vuestros |your |the )?(?=(privacidad|terminos|condiciones|cookies|aviso legal|politica)\b)/g,
    '',
  ],
  // "tenemos un consultorio dental": a clinic, not our consultancy (the two share a stem).
  [/\bconsultorios?\b/g, 'clinica'],
  // "¿qué empresas han trabajado con vosotros?", "¿para qué empresas habéis trabajado?": the case studies.
  [
    /\b(que|cuales|algunas) empresas (han trabajado|trabajan|trabajaron|han confiado|confian) con (vosotros|ustedes)\b|\b(ejemplos?|casos) de (empresas|clientes|negocios) que (hayan|han) (trabajado|confiado|colaborado) con (vosotros|ustedes)\b|\b(para|con) (que|cuales) (empresas|clientes) (habeis|han) trabajado\b/g,
    'casos exito clientes',
  ],
  // "¿el asistente guarda mis conversaciones?", "¿guardáis mis mensajes?": what the chat keeps, in the privacy notice.
  [
    /\b(el|este|vuestro|tu) (asistente|chat|chatbot)\b(\s\w+){0,3}\s(guarda|almacena|registra|graba|conserva)\w*\b|\b(guardais|almacenais|registrais|grabais|conservais|guardas) (mis |las |estas |nuestras )?(conversaciones|mensajes|chats|lo que (escribo|pregunto))\b/g,
    '$& datos asistente de chat privacidad',
  ],
  // "el recorrido guiado por la IA", "una visita interactiva": the interactive tour.
  [/\b(recorrido|visita) (guiad[oa]|interactiv[oa])\b/g, 'tour interactivo'],
  // "la asesoría que prestan a empresas": consultancy.
  // (A lawyer's or an accountant's is not ours: "asesoramiento legal".)
  [/\b(asesoria|asesoramiento)( profesional)?\b(?! (legal|juridic[oa]|fiscal|laboral|contable|financier[oa]))/g, 'consultoria'],
  // "¿qué trabajos de consultoría hacéis?", "la consultoría que prestan a empresas": what we do as consultants, all the services.
  [
    /\b(trabajos|tipos|clases) de consultoria\b|\b(la )?consultoria que (haceis|hacen|prestan|prestais|ofreceis|ofrecen|dais|dan)\b/g,
    'servicios de consultoria',
  ],
  // "¿publicáis artículos?", "¿escribís en algún blog?": the blog.
  [/\b(publicais|escribis|sacais|teneis) (algun |un )?(articulos?|blog|posts?)\b/g, 'blog articulos'],
  // "¿os encargáis de programar apps?": building apps, not the no-code service.
  [/\b(programar|programais|programan|programeis) (una |unas |vuestras? )?(apps?|aplicacion(es)?)\b/g, 'desarrollo aplicaciones'],
  // "¿qué más hacéis además de los cursos?": the services.
  // ("aparte de los cursos, ¿qué más hacéis?": "aparte" reads as "además"; the clause alone, a sentence of its own, only frames the question.)
  [/^\s*(ademas|besides) (de )?(los |las |la |the )?(cursos|formacion|formaciones|clases|courses)\s*$/, ' '],
  [
    /\b((ademas|besides) (de )?(los |las |la |the )?(cursos|formacion|formaciones|clases|courses) )?(que mas|what else) (haceis|ofreceis|hay|do you (do|offer))( ademas de (los )?(cursos|formacion)| besides (the )?courses)?\b/g,
    'que servicios ofreceis',
  ],
  // "herramienta para estimar cuánto costaría un proyecto": the price calculator.
  // One word of its own, as the syllabus generator has, so the page is named, not searched.
  [
    /\b(herramienta|simulador|tool) (para|de|que|to) (estimar|calcular|presupuestar|estime|calcule|estimate|calculate)\b|\bpresupuestador\b|\bsimulador(es)? (de )?(presupuestos?|precios?|costes?)\b|\b(calcular|estimar|simular)( el| un| mi| nuestro)? (presupuesto|precio|coste|costo)\b|\b(price|pricing|cost) calculator\b|\b(cuanto|que) (cuesta|vale|sale|costaria|saldria|precio tiene|precio tendria) (mas o menos |aproximadamente |de media )?un proyecto( de (ia|inteligencia artificial))?( mas o menos| aproximadamente| de media)?(?=\W*$)|\bhow much (does|would) an? (ai )?project cost(?=\W*$)/g,
    'calculadoraprecios',
  ],
];

/** Most texts have none of the words most rewrites look for: those are not run on them. */
const rewritesFilter = new LiteralFilter(rewrites.map(([pattern]) => pattern));

export function applyAliases(folded: string): string {
  return rewriteAll(folded, rewrites, rewritesFilter);
}
