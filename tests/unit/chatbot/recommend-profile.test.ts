import { describe, expect, it } from 'vitest';
import { courses } from '../../../site/content/courses.ts';
import { serviceDetails } from '../../../site/content/services.ts';
import { ChatEngine } from '../../../server/chatbot/engine.ts';
import { needsCode } from '../../../server/chatbot/understand/course-data.ts';
import { needsIn } from '../../../server/chatbot/understand/needs.ts';

/**
 * Advice from a stated profile: a person who wants to learn gets the course that fits (and never
 * one that asks for fluent code when they cannot code), with the deciding facts; an organisation
 * that describes a need gets the service that meets it.
 */
const engine = new ChatEngine();
const ask = (message: string) => engine.answer({ message });
/** The page a reply links first. */
const firstPage = (message: string) => ask(message).sources[0]?.url;
const codingCourses = courses.filter(needsCode).map((course) => `/cursos/${course.slug}`);

describe('recommendations from a stated profile', () => {
  it.each([
    'soy enfermera, no sé programar, ¿qué curso me recomiendas?',
    'trabajo en recursos humanos y nunca he programado, ¿por dónde empiezo?',
    'no soy técnico pero quiero aprender IA, ¿qué curso hago?',
    "I work in sales and I can't code, which course should I take?",
  ])('never sends someone who cannot code to a course that requires it: %s', (message) => {
    const answer = ask(message);
    const first = answer.sources[0]?.url ?? '';
    expect(codingCourses).not.toContain(first);
    expect(first.startsWith('/cursos/') || first.startsWith('/servicios/')).toBe(true);
  });

  it.each([
    ['soy desarrolladora backend y me toca entrar en un equipo de datos', '/cursos/machine-learning-avanzado'],
    ['necesito un certificado para el currículum y no sé nada de programación', '/cursos/fundamentos-ia'],
  ])('answers a visitor who only says who they are with the course that fits: %s', (message, url) => {
    const answer = ask(message);
    expect(answer.sources[0]?.url).toBe(url);
    expect(answer.reply).toMatch(/^Te recomiendo /);
  });

  it('takes no profile from the words of an item asked about', () => {
    expect(ask('requisitos de machine learning avanzado').reply).not.toMatch(/recomiendo/);
    expect(ask('curso práctico de IA sin programar').reply).not.toMatch(/recomiendo/);
  });

  it('states the deciding facts of the course: price, modality and the next edition', () => {
    const answer = ask('soy principiante total, ¿qué curso me recomendáis?');
    const course = courses.find((item) => `/cursos/${item.slug}` === answer.sources[0]?.url);
    expect(course).toBeDefined();
    expect(answer.reply).toContain(`${course?.price}€`);
    expect(answer.reply).toMatch(/próxima edición el \d+ de \w+ de \d{4}/);
  });

  it('picks an edition in the month the visitor can start', () => {
    const answer = ask('soy principiante y solo puedo empezar en marzo, ¿qué me recomiendas?');
    expect(answer.reply).toMatch(/próxima edición el \d+ de marzo/);
  });

  it('rules out the courses with no edition that fits "solo online"', () => {
    const answer = ask('programo en Python y solo puedo estudiar online, ¿qué curso me recomiendas?');
    const course = courses.find((item) => `/cursos/${item.slug}` === answer.sources[0]?.url);
    expect(course?.nextDates.some((date) => date.modality === 'Online')).toBe(true);
  });

  it.each([
    ['nuestra panadería quiere prever cuánto pan vamos a vender cada día', '/servicios/desarrollo-ml'],
    ['somos una gestoría y metemos a mano cientos de albaranes cada semana', '/servicios/automatizacion-inteligente'],
    ['queremos cámaras que cuenten las piezas defectuosas de la línea de montaje', '/servicios/vision-computadora'],
    ['necesitamos que los correos de los clientes se clasifiquen y se extraigan los datos', '/servicios/nlp'],
  ])('a company need goes to the service that meets it: %s', (message, url) => {
    expect(ask(message).sources[0]?.url).toBe(url);
  });

  it('scores no need in a message that describes none', () => {
    expect(needsIn('hola que tal')).toEqual([]);
  });
});

describe('yes/no about coding, from the course requirements', () => {
  it('says "No" when a course that requires code is asked about for someone who has never coded', () => {
    const coding = courses.find(needsCode);
    expect(coding).toBeDefined();
    const reply = ask(`Is the ${coding?.title} course OK for someone who has never programmed?`).reply;
    expect(reply).toMatch(/^No\b/);
  });
});

describe('advice from time, teaching at a school and chatbots for customers', () => {
  const engine = new ChatEngine();
  const ask = (message: string) => engine.answer({ message });

  it('keeps to the weeks the visitor has', () => {
    const answer = ask('Empiezo en enero y solo tengo cinco semanas libres: algo de IA aplicada a la empresa, ¿qué curso me recomiendas?');
    expect(answer.sources[0]?.url).toBe('/cursos/implementacion-gpt4');
    expect(answer.reply).toContain('dura 5 semanas');
  });

  it('sends a teacher for a seminar at a university, whatever subject it names', () => {
    expect(ask('Universidad: necesitamos un seminario de machine learning para un máster').sources[0]?.url).toBe('/servicios/profesor-ai-impartir');
  });

  it('hears a teacher sought for a school as the teacher service, not as a teacher asking for a course', () => {
    for (const message of [
      'Dirijo un instituto de FP y necesitamos un docente para un módulo de IA. ¿Qué servicio encaja?',
      'soy director de un colegio y busco un profesor para un taller de IA con los alumnos',
    ])
      expect(firstPage(message), message).toBe('/servicios/profesor-ai-impartir');
    // A teacher who asks for themselves is still a teacher.
    expect(firstPage('soy profesor de secundaria y quiero aprender a usar la IA en mis clases, ¿qué me recomendáis?')).not.toBe(
      '/servicios/profesor-ai-impartir',
    );
  });

  it("states the option of a service the visitor describes by its length or a word of its title, with that option's price", () => {
    expect(ask('Universidad privada: buscamos docente para un seminario de machine learning de 12 horas').reply).toContain(
      'Seminario: 12 horas, Presencial u online, 1100€ por grupo',
    );
    expect(ask('Necesitamos un docente para un módulo de IA de 40 horas en el ciclo de FP').reply).toContain(
      'Asignatura completa: 40 horas, Presencial, 3400€ por grupo',
    );
    // Two options named, or none, and no single one is picked.
    expect(ask('Necesitamos un docente de IA para el instituto').reply).not.toContain('Para lo que cuentas, la opción');
  });

  it('answers a chatbot for customers with our chatbots line, not our opening hours', () => {
    const answer = ask('Necesito un chatbot para la web de mi clínica que responda horarios y citas');
    expect(answer.sources[0]?.url).toBe('/servicios');
    expect(answer.reply).toMatch(/^Chatbots y asistentes virtuales/);
    expect(ask('haceis chatbots para whatsapp?').reply).toMatch(/^Sí\./);
  });

  it('hears the same need in the problem told instead of the tool, and never a question about our own phone or hours', () => {
    for (const message of [
      'clinica dental con 5 sedes, la mitad de las llamadas son citas y horarios, algo que atienda 24h?',
      'somos una cadena de opticas y el telefono no para de sonar con preguntas de horarios, citas y precios',
      "We're a university admissions office swamped with applicant questions every enrolment period",
    ])
      expect(ask(message).reply, message).toMatch(/^(Sí\. )?Chatbots y asistentes virtuales/);
    for (const message of ['¿cuál es vuestro horario de atención telefónica?', 'no puedo atender llamadas, ¿os puedo escribir por whatsapp?'])
      expect(ask(message).reply, message).not.toMatch(/Chatbots y asistentes virtuales/);
  });

  it('hears it before any advice or scope check: a front desk swamped, a share of the calls, an assistant placed where customers write', () => {
    for (const message of [
      'Somos una clínica con 3 recepcionistas desbordadas de llamadas para pedir cita. ¿Qué servicio nos ayudaría?',
      'Hotel rural en Cuenca: quiero un asistente en la web y en WhatsApp que conteste dudas de reservas. ¿Qué me ofrecéis?',
      'Cadena de gimnasios: el 70% de las consultas son sobre horarios y cuotas. ¿Qué solución nos proponéis?',
      'We are a university admissions office swamped with applicant questions. What would you suggest for us?',
    ])
      expect(firstPage(message), message).toBe('/servicios');
    // Someone who wants to learn to build one asks for a course; two queries are not a flood of calls.
    for (const message of ['Quiero aprender a montar un chatbot para la web de mi empresa, ¿qué curso?', '¿puedo hacer 2 consultas gratis?'])
      expect(ask(message).reply, message).not.toMatch(/Chatbots y asistentes virtuales/);
  });
});

describe('a need described in the visitor own words', () => {
  const engine = new ChatEngine();
  const first = (message: string) => engine.answer({ message }).sources[0]?.url;

  it('meets it with the service for it, however it is asked', () => {
    expect(first('En contabilidad pasamos horas metiendo facturas a mano, ¿qué nos proponéis?')).toBe('/servicios/automatizacion-inteligente');
    expect(first('nuestra cadena de supermercados quiere detectar huecos en las estanterias de forma automatica')).toBe('/servicios/vision-computadora');
    expect(first('tengo el examen de aprendizaje automatico en 3 semanas y no me entero de nada, ayuda')).toBe('/servicios/apoyo-academico-ia-ml');
    // "más rápido" in a need is no superlative over the courses.
    expect(first('Somos una agencia de publicidad de 8 personas y queremos producir contenido más rápido sin perder el tono de cada cliente')).toBe(
      '/servicios/ai-agencias-marketing',
    );
  });

  it('hears a worry as a need, and the same needs in English', () => {
    expect(first('trabajo en un banco y nos preocupa detectar los fraudes antes de q pasen')).toBe('/servicios/desarrollo-ml');
    expect(first('We are an online shop and want to spot fraudulent orders before they ship')).toBe('/servicios/desarrollo-ml');
    expect(first('We are a retail chain and want to know which customers are about to leave us')).toBe('/servicios/desarrollo-ml');
    expect(first('We are a hotel group and want to know where AI can help us first, we need a plan with a budget')).toBe('/servicios/consultoria-estrategica');
    expect(first('I run a language academy and need someone to teach an AI workshop to my students')).toBe('/servicios/profesor-ai-impartir');
  });
});

describe('the subject is what comes after the wish', () => {
  it('reads "con algo de machine learning; me interesa trabajar con textos" as wanting NLP, not the course named as background', () => {
    const engine = new ChatEngine();
    const answer = engine.answer({
      message: 'Desarrollador Python con algo de machine learning; me interesa trabajar con textos y buscadores semánticos. ¿Qué curso hago?',
    });
    expect(answer.sources[0]?.url).toBe('/cursos/nlp-transformers');
  });
});

describe('a beginner who does not code', () => {
  const beginnerCourse = [...courses].sort((a, b) => a.price! - b.price!).find((course) => course.level === 'Principiante');

  it("starts with the course for beginners, even when a harder course names the visitor's role", () => {
    for (const message of [
      'soy administrativa, no se nada de programar y quiero empezar con la IA, que curso me pega?',
      'soy administrativa, nunca he programado y quiero empezar con la IA para mi trabajo, ¿qué me aconsejáis?',
      'need a course for complete beginners who cant code',
    ]) {
      expect(engine.answer({ message }).sources[0]?.url, message).toBe(`/cursos/${beginnerCourse?.slug}`);
    }
  });

  it('hears an English developer who already trains models in Python', () => {
    const answer = engine.answer({ message: 'I already train models in Python and want to learn MLOps and deployment. Which course should I take?' });
    expect(answer.sources[0]?.url).toBe('/cursos/machine-learning-avanzado');
  });
});

describe("a service's use case told task by task", () => {
  const useCaseOf = (slug: string, title: RegExp) =>
    serviceDetails.find((service) => service.slug === slug)?.details.useCases.find((item) => title.test(item.title));

  it('leads with the service whose use case the visitor describes, with that use case as the reason', () => {
    const freelancers = useCaseOf('ia-sin-programar', /aut[oó]nom/i);
    expect(freelancers).toBeDefined();
    const answer = ask('soy autonomo y pierdo horas con presupuestos y correos');
    expect(answer.sources[0]?.url).toBe('/servicios/ia-sin-programar');
    expect(answer.reply).toContain(freelancers?.title);
    expect(ask('Soy profesora de secundaria y quiero usar la IA para preparar materiales y rúbricas').sources[0]?.url).toBe('/servicios/ia-sin-programar');
  });

  it('keeps the course first for a technical visitor who wants to do it themselves, and the use case words that only name a field out', () => {
    expect(ask('Trabajo en legal-tech con perfil técnico y quiero extraer entidades de contratos yo mismo').sources[0]?.url).toBe('/cursos/nlp-transformers');
    // "NLP" is spelled out as "procesamiento del lenguaje natural": a field, not a use case's task.
    expect(ask('trabajo en una legaltech con perfil tecnico, programo en python y quiero meterme en NLP').sources[0]?.url).not.toBe(
      '/servicios/desarrollo-apps-ai',
    );
  });

  it('reads a profession in a request for advice as a profile, not as an off-topic subject', () => {
    const answer = ask('soy abogado y no sé programar, ¿por dónde empiezo?');
    expect(answer.handoff).toBeFalsy();
    expect(codingCourses).not.toContain(answer.sources[0]?.url);
  });
});

describe('a profile stated in English', () => {
  it('reads "newbie", "zero coding" and "technical background", and a wish to understand or get into a subject', () => {
    const newbie = ask('Complete newbie here, zero coding, I just want to understand what AI can do for my job');
    expect(newbie.handoff).toBeFalsy();
    expect(codingCourses).not.toContain(newbie.sources[0]?.url);
    expect(ask('I work in customer support, I have a technical background and want to get into language models').sources[0]?.url).toBe(
      '/cursos/nlp-transformers',
    );
  });
});

describe('code as something the visitor has, or does not want', () => {
  it('does not answer "no Python course" to someone who already codes or who wants to avoid coding', () => {
    expect(ask('my team of data analysts already writes python, we want to learn how to put models into production').reply).not.toMatch(/python course/i);
    expect(ask('autonomo con una gestoria pequeña, quiero que la ia me ayude con correos y presupuestos sin aprender a programar').reply).not.toMatch(
      /No tenemos un curso de programación/,
    );
    expect(ask('¿tenéis curso de python?').reply).toMatch(/^No tenemos un curso de Python/);
  });
});

describe('one-to-one lessons in other words', () => {
  it('reads "one-to-one AI lessons" and "clases a solas con un profe particular" as the private classes', () => {
    expect(ask('I live in Madrid and would like one-to-one AI lessons in person').sources[0]?.url).toBe('/servicios/clases-particulares-ia');
    expect(ask('quiero clases a solas con un profe particular').sources[0]?.url).toBe('/servicios/clases-particulares-ia');
  });
});

describe('advice from a list of criteria, a role that opens the message and a need told in English', () => {
  it('reads "presupuesto, nivel y certificado" as a profile and recommends what meets all three', () => {
    const answer = ask('presupuesto maximo 900 euros, nivel cero y quiero que tenga certificado');
    const fits = courses.filter((course) => course.level === 'Principiante' && (course.price ?? Infinity) <= 900).map((course) => `/cursos/${course.slug}`);
    expect(fits.length).toBeGreaterThan(0);
    expect(fits).toContain(answer.sources[0]?.url);
    expect(answer.reply).toMatch(/^Te recomiendo .*presupuesto/);
  });

  it('takes "director general de una cadena hotelera" for the visitor, not our CEO, and weighs the strategy asked', () => {
    const answer = ask('director general de una cadena hotelera, quiero saber en que invertir primero en ia y con que presupuesto, para llevarlo al consejo');
    expect(answer.sources[0]?.url).toBe('/servicios/consultoria-estrategica');
    expect(ask('For my company: a 40-person logistics firm that wants someone to tell us where AI pays off before we spend anything.').sources[0]?.url).toBe(
      '/servicios/consultoria-estrategica',
    );
    // Asked who it is, the role is ours.
    expect(ask('¿quién es el director general?').sources[0]?.url).toBe('/nosotros');
  });

  it('meets a need told by hand in English, not the service an everyday word ("data") happens to name', () => {
    const answer = ask(
      "We're a 25-person accounting firm, nobody here codes, and every month we lose days typing invoice data into our accounting software by hand. What would you suggest for us?",
    );
    expect(answer.sources[0]?.url).toBe('/servicios/automatizacion-inteligente');
    expect(ask('We are a chain of shops with messy sales data and no dashboards. Which service fits?').sources[0]?.url).toBe('/servicios/analisis-datos');
  });
});

describe('who the visitor is, read from how they say it', () => {
  const first = (message: string) => ask(message).sources[0]?.url;

  it('takes "specialise in" as the subject, and "solid Python" as someone who codes', () => {
    expect(first('I am a data scientist comfortable with ML and I want to specialise in language models')).toBe('/cursos/nlp-transformers');
    const analyst = ask('Data analyst here with solid Python. I want to specialise and get my models into production. Which of your courses fits me best?');
    expect(analyst.sources[0]?.url).toBe('/cursos/machine-learning-avanzado');
    expect(analyst.reply).not.toMatch(/We don't have a Python course/);
  });

  it('hears "nunca he usado ChatGPT" as a beginner, not as a question about the GPT-4 course', () => {
    expect(first('nunca e usado chatgpt ni nada parecido, q curso hago primero?')).toBe('/cursos/fundamentos-ia');
  });

  it('reads "mandos intermedios" as middle managers, not the intermediate level', () => {
    expect(first('mandos intermedios que tienen que liderar la adopcion de ia, que curso?')).toBe('/cursos/fundamentos-ia');
    expect(first('¿qué cursos de nivel intermedio tenéis?')).toBe('/cursos');
  });

  it('answers a wish to learn deep learning with the programme that teaches it, never a course that does not', () => {
    for (const message of ['¿tenéis curso de deep learning?', 'quiero deep learning y redes neuronales a fondo, nivel especializado']) {
      const answer = ask(message);
      expect(answer.sources[0]?.url, message).toBe('/cursos');
      expect(answer.reply, message).toMatch(/Deep Learning y Redes Neuronales/);
    }
    // Social networks are no neural networks.
    expect(first('quiero aprender a crear contenido para las redes con ia, que curso me recomiendas')).toBe('/cursos/ia-generativa');
  });
});

describe('a coder telling their story before asking for advice', () => {
  it('advises from the whole message, and what the visitor already knows names no course', () => {
    const deployer = ask('Llevo dos años entrenando modelos con scikit-learn en Python y quiero aprender a desplegarlos en producción. ¿Qué me recomendáis?');
    expect(deployer.sources[0]?.url).toBe('/cursos/machine-learning-avanzado');
    const backend = ask(
      'Soy desarrollador backend, manejo Python y algo de machine learning, y en mi empresa procesamos miles de contratos. ¿Qué formación me encaja?',
    );
    expect(codingCourses).toContain(backend.sources[0]?.url);
    expect(backend.reply).toMatch(/^Te recomiendo/);
  });
});

describe('no code, said as "sin tocar código"', () => {
  it('reads "sin tocar código" as without programming', () => {
    expect(ask('soluciones visuales de IA sin tocar codigo').sources[0]?.url).toBe('/servicios/ia-sin-programar');
  });
});

describe('a student with coursework to get through', () => {
  it('is advised the academic tutoring before any course', () => {
    expect(firstPage('tengo examen de aprendizaje automático en la uni en enero y voy fatal, que me recomendáis')).toBe('/servicios/apoyo-academico-ia-ml');
    expect(firstPage('Soy estudiante de máster y solo quiero una hora puntual para resolver dudas de una práctica. ¿Qué me recomiendas?')).toBe(
      '/servicios/apoyo-academico-ia-ml',
    );
    expect(firstPage("I'm a university student struggling with my machine learning course, what do you recommend?")).toBe('/servicios/apoyo-academico-ia-ml');
  });

  it('keeps a course first for a student who only wants to learn', () => {
    expect(firstPage('soy estudiante de ingeniería, ¿qué me recomendáis?')).toBe('/cursos/fundamentos-ia');
  });
});

describe('needs told in English, or as the problem', () => {
  it('meets each with the service for it', () => {
    expect(firstPage('We run a factory and need automatic defect detection on the production line, which service fits?')).toBe('/servicios/vision-computadora');
    expect(firstPage('Our lawyers need to search contracts by meaning')).toBe('/servicios/nlp');
    expect(firstPage('our pilots never make it to production, what should we hire you for?')).toBe('/servicios/consultoria-estrategica');
    expect(firstPage('Llevamos un año con pilotos de IA que nunca llegan a producción. ¿Qué nos recomiendas contratar?')).toBe(
      '/servicios/consultoria-estrategica',
    );
    expect(firstPage('Somos una teleco pequeña y se nos van clientes sin darnos cuenta, queremos anticiparnos')).toBe('/servicios/desarrollo-ml');
  });

  it('reads in-company training in English, whose words reach the cue translated', () => {
    expect(firstPage('My company has 40 staff and we want in-company AI training at our office, what do you offer?')).toBe('/cursos/empresas');
    expect(firstPage('formacion in company para 20 personas')).toBe('/cursos/empresas');
  });
});

describe('the course a need names, and the tools a visitor already uses', () => {
  it('advises the course whose subject the visitor describes, even named by a near word ("generar" for generativa)', () => {
    expect(firstPage('Soy responsable de marketing, no programo y quiero generar textos e imágenes con IA. ¿Qué curso me encaja?')).toBe(
      '/cursos/ia-generativa',
    );
    expect(firstPage('quiero empezar cuanto antes, en enero, con algo de gpt para la empresa')).toBe('/cursos/implementacion-gpt4');
  });

  it('does not read ChatGPT used every day as the GPT-4 course wanted', () => {
    expect(firstPage('que me recomiendas si ya uso chatgpt a diario y quiero automatizar tareas de la oficina')).not.toBe('/cursos/implementacion-gpt4');
  });
});

describe('needs and levels asked in other words', () => {
  it('meets each with its page', () => {
    expect(firstPage('cada semana me paso horas preparando textos para redes y buscando imagenes, me encantaria aprender a crear todo eso con IA')).toBe(
      '/cursos/ia-generativa',
    );
    expect(firstPage('Tenemos una distribuidora de cuarenta empleados y no se por donde empezar a meterla en la empresa')).toBe('/servicios/ia-para-empresas');
    expect(firstPage('Somos una universidad y queremos que un docente vuestro dé una asignatura entera de machine learning. ¿Qué opción es?')).toBe(
      '/servicios/profesor-ai-impartir',
    );
    expect(firstPage('wat can I study with you guys?')).toBe('/cursos');
    expect(firstPage('¿qué tan avanzado hay que estar para lo de transformers?')).toBe('/cursos/nlp-transformers');
  });
});

describe('"¿cuál curso me conviene?" from someone who has never programmed', () => {
  it('is advised the beginners’ course, not the no-code service its words happen to name', () => {
    const engine = new ChatEngine();
    expect(engine.answer({ message: 'no tengo idea de programacion y empiezo desde cero, cual curso me conviene tomar' }).sources[0]?.url).toBe(
      '/cursos/fundamentos-ia',
    );
  });
});

describe('a course described instead of named', () => {
  it('finds the course by what it teaches', () => {
    expect(firstPage('Mi hija me ha enseñado que tenéis un curso para que los ordenadores entiendan lo que escribimos las personas. ¿Qué precio tiene?')).toBe(
      '/cursos/nlp-transformers',
    );
    expect(firstPage('Me interesa la formación de nivel alto sobre máquinas que aprenden de los datos.')).toBe('/cursos/machine-learning-avanzado');
    expect(firstPage('un curso sobre enseñar a las máquinas a predecir cosas, el del nivel más difícil. ¿Cuánto sale?')).toBe(
      '/cursos/machine-learning-avanzado',
    );
  });
});

describe("a business need in the buyer's everyday words", () => {
  const engine = new ChatEngine();
  const first = (message: string) => engine.answer({ message }).sources[0]?.url;

  it('hears waste from ordering by guesswork as demand forecasting, but a visual check done by eye stays vision', () => {
    expect(first('tenemos tres fruterías y se nos estropea mucha fruta por pedir de más, ¿qué nos ofrecéis?')).toBe('/servicios/desarrollo-ml');
    expect(first('en la fábrica la inspección de las piezas es a ojo y se nos escapan defectos')).toBe('/servicios/vision-computadora');
  });

  it('hears reporting in spreadsheets and boards as data analysis', () => {
    expect(first('llevamos las ventas en planillas y queremos un tablero para verlas cada semana, ¿qué servicio es?')).toBe('/servicios/analisis-datos');
  });

  it('hears more needs told as the problem, in more places', () => {
    expect(first('En el almacén la revisión de las cajas se hace a ojo y se nos cuelan productos rotos')).toBe('/servicios/vision-computadora');
    expect(first('Tenemos un gimnasio y queremos anticipar quién se va a dar de baja')).toBe('/servicios/desarrollo-ml');
    expect(first('Nos entran cientos de albaranes que alguien teclea a mano, ¿qué solución tenéis?')).toBe('/servicios/automatizacion-inteligente');
    expect(first('Banco pequeño: necesitamos detectar transacciones fraudulentas en tiempo real con el histórico')).toBe('/servicios/desarrollo-ml');
    expect(first('queremos leer las reseñas de la app y saber de qué se quejan los usuarios')).toBe('/servicios/nlp');
    expect(first('We need to count boxes on the conveyor belt automatically. What do you offer?')).toBe('/servicios/vision-computadora');
    expect(first('quiero aprender Python y machine learning desde cero, a solas con un profe y sin grupo')).toBe('/servicios/clases-particulares-ia');
    // A use case told for someone who cannot code stands ("presupuestos y facturas" is the no-code service's own), "no sé programar" said.
    expect(first('soy autónoma, hago presupuestos y facturas a mano y no sé programar; busco algo barato para automatizar con IA')).toBe(
      '/servicios/ia-sin-programar',
    );
  });

  it('hears teachers sent to schools, however many', () => {
    expect(first('¿mandáis profesores a colegios?')).toBe('/servicios/profesor-ai-impartir');
    expect(first('¿el bono de 10 horas cuánto es?')).toBe('/servicios/clases-particulares-ia');
  });

  it('hears pulling clauses out of contracts, routing mail and searching by meaning as language processing', () => {
    expect(first('Somos una asesoría y nos interesa sacar las fechas y los importes de los contratos sin leerlos uno a uno')).toBe('/servicios/nlp');
    expect(first('recibimos cientos de correos al día y hay que repartirlos entre los departamentos a mano')).toBe('/servicios/nlp');
    expect(first('bufete pequeño: queremos buscar en los expedientes por significado, no por palabra exacta')).toBe('/servicios/nlp');
  });

  it('hears a clinic ("consultorio") that wants its patients answered, not our consultancy', () => {
    expect(first('tengo un consultorio de fisioterapia y quiero un asistente que conteste a los pacientes por whatsapp')).toBe('/servicios');
    expect(first('We manage holiday flats and want to answer guest questions automatically. What do you offer?')).toBe('/servicios');
  });
});

describe('a learner free only in the evenings', () => {
  const engine = new ChatEngine();
  const urls = (message: string) => engine.answer({ message }).sources.map((source) => source.url);

  it('is offered the one-to-one lessons, whose hours take evenings, with the course that fits after them', () => {
    const answer = engine.answer({ message: 'salgo de trabajar a las siete y solo puedo por las tardes, ¿qué me aconsejáis para empezar con la IA?' });
    expect(answer.sources.map((source) => source.url).slice(0, 2)).toEqual(['/servicios/clases-particulares-ia', '/cursos/fundamentos-ia']);
    expect(answer.reply).toContain('también por las tardes');
    expect(urls('I am only free in the evenings after work; what would you suggest to get into AI?')[0]).toBe('/servicios/clases-particulares-ia');
  });

  it('still gets a course when a course is what they ask for', () => {
    expect(urls('solo puedo por las tardes, ¿qué curso me recomendáis para empezar?')[0]).toBe('/cursos/fundamentos-ia');
  });
});

describe('a subject described by what it does, with no level stated', () => {
  const engine = new ChatEngine();
  const first = (message: string) => engine.answer({ message }).sources[0]?.url;

  it('is the course on it, not the beginners’ course a level only assumed would pick', () => {
    expect(first('necesito aprender a desplegar modelos en producción, ¿qué curso hago?')).toBe('/cursos/machine-learning-avanzado');
    // Someone who says they cannot code still starts with the beginners' course.
    expect(first('no sé programar y quiero aprender a desplegar modelos en producción, ¿qué curso hago?')).toBe('/cursos/fundamentos-ia');
  });

  it('hears a need in a question with "cuántos clientes", and a short course as the shortest', () => {
    expect(first('queremos prever cuántos clientes se van a dar de baja el año que viene')).toBe('/servicios/desarrollo-ml');
    expect(first('¿con cuántas empresas habéis trabajado?')).toBe('/nosotros');
    expect(first('¿tenéis algún curso cortito?')).toBe('/cursos/implementacion-gpt4');
    expect(first('do you have a short course?')).toBe('/cursos/implementacion-gpt4');
  });

  it('reads "el de …" as one of the courses', () => {
    expect(first('¿qué hay que saber antes de apuntarse al de machine learning?')).toBe('/cursos/machine-learning-avanzado');
    expect(first('¿el de ML tiene clases en Madrid?')).toBe('/cursos/machine-learning-avanzado');
  });
});

describe('advice from a profile told in everyday words (probes of my own)', () => {
  it('offers the beginners’ course to someone who wants to understand AI, not a project service for their department', () => {
    expect(firstPage('Soy de administración, no programo y quiero comprender qué es la IA. ¿Qué me recomendáis?')).toBe('/cursos/fundamentos-ia');
  });

  it('reads curiosity, a pensioner and "algo sencillo" as a beginner asking for advice', () => {
    expect(firstPage('Estoy jubilada y me pica la curiosidad por la IA, ¿tenéis algo sencillo?')).toBe('/cursos/fundamentos-ia');
  });

  it('hears a plan asked for as the strategy consultancy, and searching inside contracts as language processing, whatever the profession', () => {
    expect(firstPage('No sabemos por dónde empezar con la IA en nuestra pyme y necesitamos un plan')).toBe('/servicios/consultoria-estrategica');
    expect(firstPage('Soy notario y quiero encontrar datos dentro de cientos de escrituras y contratos sin leerlos uno a uno')).toBe('/servicios/nlp');
  });

  it('reads ChatGPT used for one’s own classes as no-code help, and an afternoon workshop as the no-code service', () => {
    expect(firstPage('Soy maestro y quiero usar ChatGPT para preparar las clases, sin programar nada')).toBe('/servicios/ia-sin-programar');
    expect(firstPage('quiero algo de IA rápido, en una tarde, para usarlo en el trabajo')).toBe('/servicios/ia-sin-programar');
  });

  it('advises in English from "which course would suit me?" and "language models"', () => {
    expect(firstPage('I work in sales and can’t code, which course would suit me?')).toMatch(/^\/cursos\//);
    expect(firstPage('I am a developer who knows Python and want to work with large language models')).toBe('/cursos/nlp-transformers');
  });
});

describe('a course asked for in so many words', () => {
  it('recommends a course from the profile, not the services its words happen to name', () => {
    const answer = ask('Soy ingeniera de software y me trasladan al equipo de datos; programo en Python sin problema. ¿Qué curso me prepara mejor?');
    expect(answer.sources[0]?.url).toMatch(/^\/cursos\//);
    expect(answer.reply).toMatch(/^Te recomiendo /);
  });

  it('puts the course first for someone without a technical profile who asks which course', () => {
    expect(ask('Gerente sin perfil técnico: ¿qué curso me recomiendas para entender la IA?').sources[0]?.url).toBe('/cursos/fundamentos-ia');
  });

  it('never sends someone who programs to the service made for those who do not', () => {
    const answer = ask('Soy programador y en mi oficina queremos resumir actas y documentos con IA, ¿qué me recomiendas?');
    expect(answer.sources.map((source) => source.url)).not.toContain('/servicios/ia-sin-programar');
  });
});

describe('someone close who wants to learn AI', () => {
  it('recommends instead of handing off when a daughter or a son wants to learn AI from scratch', () => {
    for (const message of [
      'Mi hija de 15 quiere aprender inteligencia artificial desde cero, ¿qué le va mejor?',
      'Mi hijo de 16 quiere aprender inteligencia artificial, ¿qué le conviene?',
    ]) {
      const answer = engine.answer({ message });
      expect(answer.handoff, message).toBe(false);
      expect(answer.sources[0]?.url, message).toMatch(/^\/(cursos|servicios)\//);
    }
  });
});

describe('"¿qué hago?" about something else', () => {
  it.each([
    'Mi jefe me grita todos los días. ¿Qué hago?',
    'Tengo una entrevista mañana, ¿qué hago?',
    'Ingredientes: sal y agua. Preparación: ¿qué hago para limpiarla?',
  ])('recommends no course for what to do about the visitor’s own affairs: %s', (message) => {
    const answer = ask(message);
    expect(answer.handoff).toBe(true);
    expect(answer.sources.map((source) => source.url)).toEqual(['/contacto']);
  });

  it.each(['¿Qué hago?', 'No sé nada de IA, ¿qué hago?', 'Soy contable y quiero aprender, ¿qué hago?'])(
    'still advises where to start when it is about learning: %s',
    (message) => {
      expect(firstPage(message)).toMatch(/^\/cursos\//);
    },
  );
});
