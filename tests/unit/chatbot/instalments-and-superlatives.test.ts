import { describe, expect, it } from 'vitest';
import { ChatEngine } from '../../../server/chatbot/engine.ts';
import { courseFaqs, courses } from '../../../site/content/courses.ts';
import { serviceDetails } from '../../../site/content/services.ts';
import { serviceGroups } from '../../../site/content/services/groups.ts';
import { isYesNoQuestion } from '../../../server/chatbot/understand/polarity.ts';
import { needsCode } from '../../../server/chatbot/understand/course-data.ts';

const engine = new ChatEngine();
const ask = (message: string, history: { role: 'user' | 'assistant'; content: string }[] = []) => engine.answer({ message, history });

describe('paying in instalments, from the course FAQ', () => {
  const faq = courseFaqs.find((item) => /plazos/i.test(item.question));

  it('says yes to paying in parts, quoting the FAQ', () => {
    expect(faq?.answer).toMatch(/tres pagos/);
    const answer = ask('¿Se puede pagar a plazos?');
    expect(answer.reply).toMatch(/^Sí\. .*tres pagos sin intereses/);
    expect(answer.handoff).toBe(false);
    // The FAQ is shown on every course page, not on /cursos: the link goes where the visitor will read it.
    expect(answer.sources[0]?.url).toBe(`/cursos/${courses[0]?.slug}`);
  });

  it('answers an invoice or a bank transfer for a course with the same FAQ, its sentence about invoices first', () => {
    for (const message of ['¿Puedo pagar con factura a nombre de mi empresa?', '¿Emitís factura?', '¿La empresa puede pagar por transferencia?']) {
      const answer = ask(message);
      expect(answer.reply, message).toMatch(/^Sí\. Las empresas pueden pagar mediante transferencia con factura\. /);
      expect(answer.sources[0]?.url, message).toBe(`/cursos/${courses[0]?.slug}`);
    }
    // The invoices a business wants typed in for it are a need, not a question about paying us.
    expect(ask('En contabilidad metemos a mano cientos de facturas al mes, ¿qué nos recomendáis?').reply).not.toMatch(/transferencia/);
  });

  it('says no to more payments than the FAQ offers, and what there is instead', () => {
    const course = courses.find((item) => item.slug === 'machine-learning-avanzado');
    const answer = ask(`¿Puedo pagar ${course?.title} en 12 mensualidades?`);
    expect(answer.reply).toMatch(/^No, no ofrecemos el pago en 12 plazos\. Machine Learning Avanzado: puedes fraccionar el importe en tres pagos/);
    expect(answer.sources[0]?.url).toBe('/cursos/machine-learning-avanzado');
    // Financing "a N meses" is the same ask: it used to get the FAQ's own "Sí.".
    expect(ask('¿Me lo financiáis a 18 meses sin intereses?').reply).toMatch(/^No, no ofrecemos el pago en 18 plazos\./);
  });

  it('answers in English with the same figure', () => {
    expect(ask('Can I pay in instalments?').reply).toMatch(/^Yes: .*3 interest-free payments/);
  });

  it('leaves "plazos de entrega" to the services, which is not about paying', () => {
    expect(ask('¿Qué plazos de entrega tiene un proyecto de visión por computador?').reply).not.toMatch(/pagos sin intereses/);
  });
});

describe('superlatives said in other words', () => {
  it('finds the priciest course however it is asked', () => {
    const priciest = [...courses].sort((a, b) => (b.price ?? 0) - (a.price ?? 0))[0];
    for (const question of ['¿Qué curso es el que más cuesta?', '¿cuál es el curso de precio más alto?']) {
      expect(ask(question).reply).toContain(`El curso más caro es ${priciest?.title}`);
    }
  });

  it('weighs the subset a question sets: a budget, a level asked as "exige más nivel", services beside a course of the same name', () => {
    const underBudget = [...courses].filter((course) => (course.price ?? Infinity) < 1000);
    expect(underBudget.length).toBeGreaterThan(1);
    expect(
      ask('de los cursos de menos de 1000 euros cual es el mas corto')
        .sources.map((source) => source.url)
        .slice(0, 2)
        .sort(),
    ).toEqual(underBudget.map((course) => `/cursos/${course.slug}`).sort());
    expect(ask('que curso del catalogo exige mas nivel').reply).toMatch(/^El curso más avanzado es Machine Learning Avanzado/);
    expect(ask('entre automatizacion, analisis de datos y nlp cual sale mas barato').reply).toMatch(/^El servicio más barato es Análisis de datos/);
  });

  it('answers English superlatives in English word order', () => {
    expect(ask('Which of your courses starts first?').reply).toMatch(/^The course that starts first is /);
    expect(ask('Which course has the biggest discount right now?').reply).toMatch(/^The course with the biggest discount is /);
    expect(ask('NLP course vs ML course: which one is cheaper?').reply).toMatch(/^Of the two, the cheapest one is NLP con Transformers/);
  });

  it('finds the lowest level and the biggest markdown', () => {
    expect(ask('cual es el curso de nivel mas bajo').reply).toMatch(/^El curso más sencillo para empezar es Fundamentos de Inteligencia Artificial/);
    expect(ask('¿Qué curso tiene la rebaja más grande ahora mismo?').reply).toMatch(/^El curso con mayor descuento es /);
  });

  it('compares the starting prices of the services named, not the courses', () => {
    const named = ['clases-particulares-ia', 'apoyo-academico-ia-ml'].map((slug) => serviceDetails.find((service) => service.slug === slug));
    const answer = ask('clases particulares o apoyo académico, ¿cuál me sale más barato?');
    expect(answer.reply).toMatch(/^De los dos, el más barato es Clases particulares de IA \(Desde 40€\/h\), frente a Apoyo académico/);
    expect(named.map((service) => `/servicios/${service?.slug}`)).toContain(answer.sources[0]?.url);
  });

  it('weighs two services a closed question compares, and says whether the claim holds', () => {
    const vision = serviceDetails.find((service) => service.slug === 'vision-computadora');
    const nlp = serviceDetails.find((service) => service.slug === 'nlp');
    const answer = ask('¿Es más barato el servicio de visión que el de NLP?');
    expect(answer.reply).toMatch(/^No\. De los dos, el más barato es Procesamiento del lenguaje natural/);
    expect(answer.reply).toContain(`(${nlp?.price})`);
    expect(answer.reply).toContain(`(${vision?.price})`);
    // "¿… o …?" asks which one, so no "Sí"/"No" opens the reply.
    expect(ask('¿Es más caro el curso de GPT-4 o el de IA generativa?').reply).toMatch(/^De los dos, el más caro es Implementación de GPT-4/);
    expect(ask('Which is cheaper, computer vision or NLP services?').reply).toMatch(/^Of the two, the cheapest one is Procesamiento del lenguaje natural/);
  });

  it('finds each side of an "X o Y" in the visitor\'s own words before weighing them', () => {
    const answer = ask('¿Qué sale más barato, un modelo de machine learning a medida o un sistema de visión por computador?');
    expect(answer.sources.map((source) => source.url)).toEqual(['/servicios/desarrollo-ml', '/servicios/vision-computadora']);
  });

  it('ranks the options of the one service named, by price, by price per hour or by length', () => {
    const teacher = serviceDetails.find((service) => service.slug === 'profesor-ai-impartir')?.formationOptions ?? [];
    expect(ask('opcion mas barata del servicio de profesor para centros').reply).toMatch(
      new RegExp(`^La opción más barata de Profesor de IA para impartir formación es ${teacher[0]?.title} \\(${teacher[0]?.price}`),
    );
    expect(ask('¿Cuál es la opción más cara de apoyo académico?').reply).toMatch(/^La opción más cara de .* es Acompañamiento de TFM \(600€/);
    // 760 € for 20 hours is less per hour than the 10-hour pack (40 €/h) or a single hour (45 €).
    expect(ask('¿Cuál es la forma más económica de pagar las clases particulares por hora?').reply).toMatch(
      /^La opción más barata por hora de .* es Programa intensivo/,
    );
    // The service in the conversation, when the question names none.
    const teacherTalk = [
      { role: 'user' as const, content: 'Quiero contratar un profesor de IA para mi academia' },
      { role: 'assistant' as const, content: 'Profesor de IA para impartir formación: docentes expertos… Más información: /servicios/profesor-ai-impartir' },
    ];
    expect(ask('¿cuánto cuesta el taller más corto?', teacherTalk).reply).toMatch(
      /^La opción más corta de Profesor de IA para impartir formación es Taller de una sesión/,
    );
    // Lengths in days and hours cannot be ranked, so the service's own answer stands.
    expect(ask('¿cuál es la opción más corta de IA sin programar?').reply).not.toMatch(/^La opción más corta/);
  });
});

describe('small talk in other words', () => {
  it.each([
    'wenas 🙂',
    'okey 👍',
    'muchisimas gracias, me has salvado la tarde',
    'vaya birria de asistente, no entiendes nada',
    'me voy, chao!',
    'hi! anyone there?',
    'y tu quien eres exactamente?',
    'eres una persona o un bot?',
    'eres tonto o que te pasa',
    'respuesta malisima, eh',
    'menuda basura de chat',
    'heyy good morning',
    'who am I talking to?',
    'pues vaya asistente, no me entiendes',
    'Thanks so much, that really helps',
    'gracias, eso nos ayuda a decidir',
  ])('%s is small talk, never a hand-off', (message) => {
    const answer = ask(message);
    expect(answer.handoff).toBe(false);
    expect(answer.reply).not.toMatch(/No lo sé|I don't know|Solo puedo ayudarte/);
  });
});

describe('a catalogue course for one company', () => {
  it('says yes to a course given only to the visitor’s team, with the in-company page', () => {
    const answer = ask('¿Podéis dar el curso de NLP en exclusiva para nuestro equipo?');
    expect(answer.reply).toMatch(/^Sí\. NLP con Transformers, como cualquier curso del catálogo, se puede impartir solo para vuestro equipo/);
    expect(answer.sources.map((source) => source.url)).toEqual(['/cursos/empresas', '/cursos/nlp-transformers', '/contacto']);
  });

  it('keeps an unknown topic a plain no', () => {
    expect(ask('¿Tenéis curso de blockchain?').reply).toMatch(/^No tenemos un curso de blockchain/);
  });

  it('hears training at the company told in a longer message, when it asks whether we do it', () => {
    for (const message of [
      'Trabajo en administración de una bodega de cincuenta personas y la dirección quiere que alguien forme a la plantilla en nuestras propias instalaciones. ¿Lo ofrecéis?',
      'somos un hotel de sesenta empleados, el director quiere que todo el personal se ponga al día con la IA, ¿podéis montar capacitaciones personalizadas para una empresa como la nuestra?',
      'Quería consultar si imparten cursos en las propias instalaciones de nuestra empresa para el personal de administración',
    ]) {
      expect(ask(message).sources[0]?.url, message).toBe('/cursos/empresas');
    }
    // What in-company training costs: the formats and group discounts, and the calculator or a quote, never a "Sí" or a course's price.
    for (const message of ['¿Cuánto cuesta la formación in company?', '¿La formación in company tiene algún coste de desplazamiento?']) {
      const answer = ask(message);
      expect(answer.sources[0]?.url, message).toBe('/cursos/empresas');
      expect(answer.reply, message).toContain('/herramientas-ia?tab=pricing');
      expect(answer.reply, message).not.toMatch(/^Sí/);
    }
    // A school that seeks a teacher for its students is the teacher service.
    expect(
      ask(
        'Dirijo una academia de idiomas en Murcia. ¿Podríais enviarnos a un profesor de IA que imparta un curso a nuestros alumnos en nuestras instalaciones?',
      ).sources[0]?.url,
    ).toBe('/servicios/profesor-ai-impartir');
  });

  it('reads "compañeros" with its ñ as a group asking for the group discount', () => {
    expect(ask('¿Hacéis descuento si nos apuntamos cinco compañeros juntos?').reply).toMatch(/^Sí: con 5 personas el descuento por grupo es de un 10 %/);
    expect(ask('¿Hacéis descuento a grupos de compañeros?').reply).toMatch(/^Sí, hay descuento por grupo: un 10 % desde 3 personas/);
  });
});

describe('what a training firm does not do, said plainly', () => {
  it.each([
    ['¿Garantizáis un empleo al acabar el curso?', /^No, no ofrecemos garantía de empleo/],
    ['¿Me hacéis el TFG entero? Pago bien', /^No, no hacemos trabajos académicos por el alumno\. .*\/servicios\/apoyo-academico-ia-ml/],
    ['¿Vendéis licencias de Copilot?', /^No, no vendemos licencias/],
    ['¿Le hacéis el TFM al becario si contratamos el apoyo académico?', /^No, no hacemos trabajos académicos por el alumno/],
    ['¿Garantizáis por contrato un retorno mínimo de la inversión?', /^No, no garantizamos por contrato un retorno .*primera reunión gratuita/],
    ['Do you guarantee results for the project?', /^No, we don't guarantee a return or specific results/],
    // An article that mentions translation does not make translation something we offer.
    ['¿Ofrecéis servicio de traducción jurada de documentos?', /^No, no ofrecemos servicio de traducción jurada de documentos\./],
    ['Do you offer scholarships or any financial aid?', /^We don't offer scholarships\. /],
    ['curso excel avanzado?', /^No tenemos un curso de excel avanzado\./],
    ['Necesito un curso de Power BI para mí', /^No tenemos un curso de Power BI\. .*Lo más cercano es el servicio /],
  ])('%s', (question, reply) => {
    expect(ask(question).reply).toMatch(reply);
  });

  it('leaves refunds to a person: the site states no refund terms, so no guessed "no"', () => {
    const answer = ask('¿Si me doy de baja del curso me devolvéis el dinero?');
    expect(answer.reply).not.toMatch(/^No[,.:]/);
    expect(answer.sources[0]?.url).toBe('/contacto');
  });

  it('passes "operador por favor" to a person and keeps bookkeeping out of scope', () => {
    expect(ask('operador por favor').reply).toMatch(/una persona del equipo/);
    expect(ask('Quiero contratar a alguien que me lleve la contabilidad de la empresa').reply).toMatch(/^Solo puedo ayudarte con /);
  });
});

describe('platforms, tax and places from the content', () => {
  it('names the platforms /nosotros lists, without claiming more', () => {
    expect(ask('¿Trabajáis con Microsoft Azure?').reply).toMatch(/^Sí, trabajamos con Microsoft Azure \(nube e IA generativa\), y también con Google Cloud/);
    expect(ask('¿Con qué plataformas en la nube trabajáis?').reply).toMatch(/^Trabajamos con Microsoft Azure .*No vendemos licencias/);
    // A service's own technologies are that service's page, not the platform list.
    expect(ask('¿Qué tecnologías usáis para visión por computador?').sources[0]?.url).toBe('/servicios/vision-computadora');
  });

  it('says once, the way the pages do, that prices include VAT', () => {
    expect(ask('¿El precio de los cursos lleva el IVA incluido?').reply).toMatch(/^Sí\. Precios finales con IVA incluido\./);
    expect(ask('¿los precios son más IVA?').reply).toMatch(/^No, no se suma nada\. Precios finales con IVA incluido\./);
  });

  it('reads "sitio libre" as asking for places left', () => {
    expect(ask('¿Todavía hay sitio libre en la próxima edición de GPT-4?').reply).toMatch(/^Sí\. .*Quedan \d+ plazas/);
  });
});

describe('off-topic in either language', () => {
  it.each(["what's the capital of France?", 'quiero reservar una mesa para cuatro', '¿qué opinas del gobierno?'])('%s is out of scope', (message) => {
    expect(ask(message).reply).toMatch(/^(Solo puedo ayudarte con los cursos|I can only help with IA Academy)/);
  });
});

describe('an option of the service in the conversation', () => {
  const noCode = [
    { role: 'user' as const, content: '¿Qué es lo de IA sin programar?' },
    { role: 'assistant' as const, content: 'IA sin programar: aprende a usar la IA sin escribir código. Más información: /servicios/ia-sin-programar' },
  ];

  it('answers "¿y el curso práctico cuánto cuesta?" with that option, not a course', () => {
    const option = serviceDetails.find((service) => service.slug === 'ia-sin-programar')?.formationOptions?.find((item) => item.title === 'Curso práctico');
    const answer = ask('¿y el curso práctico cuánto cuesta?', noCode);
    expect(answer.reply).toMatch(new RegExp(`^Curso práctico \\(IA sin programar\\): ${option?.price}`));
    expect(answer.sources[0]?.url).toBe('/servicios/ia-sin-programar');
  });

  it('does not answer "¿y el bono de 10 horas?" with a yes or a no: it asks what about it', () => {
    const lessons = [
      { role: 'user' as const, content: 'clases particulares de IA' },
      { role: 'assistant' as const, content: 'Clases particulares de IA: desde 40€/h. Más información: /servicios/clases-particulares-ia' },
    ];
    expect(ask('y el bono de 10 horas?', lessons).reply).toMatch(/^Bono 10 horas \(Clases particulares de IA\): 400€/);
  });
});

describe('two options of one service weighed, the service unnamed', () => {
  it('compares the options the message names, with their prices, and says no yes/no', () => {
    const answer = ask('¿Sale más a cuenta el bono de 10 horas o ir pagando las clases sueltas?');
    expect(answer.reply).toMatch(/^Clases particulares de IA tiene estas dos opciones: Sesión suelta \(1 hora, Online o presencial, 45€\) y Bono 10 horas/);
    expect(ask('acompañamiento de TFM o preparacion de examen, que trae cada uno').sources[0]?.url).toBe('/servicios/apoyo-academico-ia-ml');
  });

  it('does not take the words of one option of another service for two options', () => {
    // "Taller para equipos creativos" is the agencies' workshop, not IA sin programar's "Taller exprés" and "Formación para equipos".
    expect(ask('taller de ia para equipos creativos').reply).not.toMatch(/^IA sin programar tiene/);
  });

  it('reads "¿qué día…?" and "¿cómo la llamo?" anywhere in the question as open questions', () => {
    expect(isYesNoQuestion('¿y la de Madrid qué día empieza?')).toBe(false);
    expect(isYesNoQuestion('y a esa sede como la llamo?')).toBe(false);
  });
});

describe('how long a project service takes, asked as a follow-up', () => {
  it('answers "¿y cuánto tarda?" about the service in the conversation from the services FAQ on project length', () => {
    const consulting = [
      { role: 'user' as const, content: 'consultoría estratégica, ¿qué es?' },
      { role: 'assistant' as const, content: 'Consultoría estratégica en IA: una hoja de ruta de IA… Más información: /servicios/consultoria-estrategica' },
    ];
    const answer = ask('cuanto tarda?', consulting);
    expect(answer.reply).toMatch(/^Consultoría estratégica en IA: Depende del alcance.*de 2 a 4 semanas/);
    expect(answer.sources[0]?.url).toBe('/servicios/consultoria-estrategica');
    // How long we take to answer is the contact FAQ's.
    expect(ask('¿y cuánto tardáis en responder?', consulting).reply).not.toMatch(/^Consultoría estratégica en IA: Depende/);
  });
});

describe('"más avanzado" between the courses named', () => {
  it('weighs the two courses named, not Machine Learning Avanzado that the word "avanzado" resembles', () => {
    const spanish = ask('cual es mas avanzado, nlp o ia generativa');
    expect(spanish.reply).toMatch(/^De los dos, el más avanzado es NLP con Transformers/);
    expect(spanish.reply).not.toContain('Machine Learning Avanzado');
    const english = ask('Which is more advanced, NLP with Transformers or Generative AI for Professionals?');
    expect(english.reply).toMatch(/^Of the two, the most advanced one is NLP con Transformers .*compared with IA Generativa/);
  });
});

describe('students and discounts asked in other words', () => {
  const nlp = [
    { role: 'user' as const, content: '¿qué tal el curso de NLP?' },
    {
      role: 'assistant' as const,
      content: 'NLP con Transformers: Domina el procesamiento del lenguaje natural moderno. Más información: /cursos/nlp-transformers',
    },
  ];

  it('counts the students of the course named or meant by a pronoun, not the company figures', () => {
    expect(ask('¿Cuánta gente ha hecho ya el curso de Fundamentos de IA?').reply).toMatch(/lo han hecho 1240 alumnos/);
    expect(ask('¿cuántos alumnos lo han hecho ya?', nlp).sources[0]?.url).toBe('/cursos/nlp-transformers');
    expect(ask('¿Cuál es vuestro curso con más matriculados hasta ahora?').reply).toMatch(/^El curso con más alumnos es Fundamentos/);
  });

  it('weighs discounts however they are asked, and says "sin descuento" rather than "0 %"', () => {
    expect(ask('Out of your courses, which one is discounted the most?').reply).toMatch(/^The course with the biggest discount is IA Generativa/);
    const pair = ask('¿Cuál tiene más porcentaje de rebaja, Fundamentos o IA generativa?').reply;
    expect(pair).toMatch(/^De los dos, el que tiene mayor descuento es IA Generativa/);
    expect(pair).toContain('sin descuento');
    expect(pair).not.toMatch(/\b0 %/);
  });
});

describe('a superlative within the part of the catalogue the message names', () => {
  it('keeps the level, city or modality asked, and judges dates by the editions that fit', () => {
    expect(ask('de los de nivel intermedio, cual sale mas economico').reply).toMatch(/^El curso más barato es IA Generativa para Profesionales/);
    // IA Generativa starts online in January, but in Madrid only in April: Machine Learning Avanzado starts first there.
    expect(ask('el proximo curso que empieza en Madrid').reply).toMatch(/^El curso que empieza antes es Machine Learning Avanzado/);
    expect(ask('¿cuál es el curso más barato?').reply).toMatch(/^El curso más barato es Fundamentos/);
  });
});

describe('superlatives by rating, places left, requirements, level and budget', () => {
  const top = (message: string) => engine.answer({ message }).sources[0]?.url;
  const byRating = [...courses].sort((a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount);

  it('weighs the rating, then the number of reviews, for "el mejor valorado"', () => {
    expect(top('curso mejor valorado')).toBe(`/cursos/${byRating[0]?.slug}`);
    expect(engine.answer({ message: 'which course has the best reviews?' }).reply).toMatch(/out of 5/);
  });

  it('names the course with places left, and only courses that state them', () => {
    const limited = courses.filter((course) => course.placesLeft !== undefined);
    const answer = engine.answer({ message: 'en que curso quedan menos plazas' });
    expect(answer.sources[0]?.url).toBe(`/cursos/${[...limited].sort((a, b) => (a.placesLeft ?? 0) - (b.placesLeft ?? 0))[0]?.slug}`);
    for (const course of courses.filter((item) => item.placesLeft === undefined)) expect(answer.reply).not.toContain(course.title);
  });

  it('keeps to the courses that require code, the level named beside "curso", and a budget that is not "the cheapest"', () => {
    const coding = courses.filter(needsCode).sort((a, b) => (a.price ?? 0) - (b.price ?? 0));
    expect(top('el curso mas barato que pida saber python')).toBe(`/cursos/${coding[0]?.slug}`);
    const intermediate = courses.filter((course) => course.level === 'Intermedio').sort((a, b) => (a.price ?? 0) - (b.price ?? 0));
    expect(top('el curso intermedio mas barato')).toBe(`/cursos/${intermediate[0]?.slug}`);
    const longest = courses.filter((course) => (course.price ?? Infinity) < 1000).sort((a, b) => (b.hours ?? 0) - (a.hours ?? 0));
    expect(engine.answer({ message: 'de los que cuestan menos de 1000 euros, cual dura mas' }).reply).toMatch(
      new RegExp(`^El curso más largo es ${longest[0]?.title}`),
    );
  });

  it('names the course whose next edition in the year asked starts first', () => {
    const firstIn = (year: string) =>
      courses
        .flatMap((course) => course.nextDates.filter(({ date }) => date.startsWith(year)).map(({ date }) => ({ slug: course.slug, date })))
        .sort((a, b) => a.date.localeCompare(b.date))[0]?.slug;
    expect(firstIn('2027')).toBeDefined();
    expect(top("What's the earliest course starting in 2027?")).toBe(`/cursos/${firstIn('2027')}`);
    expect(top('¿qué curso empieza antes en 2027?')).toBe(`/cursos/${firstIn('2027')}`);
  });
});

describe('an option of a service, asked its price, length or format', () => {
  const optionOf = (slug: string, title: string) =>
    serviceDetails.find((item) => item.slug === slug)?.formationOptions?.find((option) => option.title === title);

  it('answers the option named by its whole title, even without its service, and "10h" as ten hours', () => {
    const bono = optionOf('clases-particulares-ia', 'Bono 10 horas');
    expect(bono).toBeDefined();
    for (const message of ['precio bono 10h', 'precio bono 10 horas'])
      expect(ask(message).reply, message).toContain(`Bono 10 horas (Clases particulares de IA): ${bono?.price}`);
  });

  it('answers the option of the one service named, not a course that shares a word', () => {
    const practical = optionOf('ia-sin-programar', 'Curso práctico');
    const answer = ask('cuanto cuesta el curso practico de 16 horas de ia sin codigo');
    expect(answer.sources[0]?.url).toBe('/servicios/ia-sin-programar');
    expect(answer.reply).toContain(practical?.price);
    expect(ask('cuanto dura el taller expres sin codigo').reply).toMatch(/^Taller exprés \(IA sin programar\)/);
    // Asked whether, the service's own statement answers: no option card without its "Sí".
    expect(ask('¿Me ayudáis con el trabajo de fin de grado sobre redes neuronales?').reply).toMatch(/^Sí/);
  });
});

describe('two courses compared on their hours and their discount', () => {
  const course = (slug: string) => courses.find((item) => item.slug === slug)!;

  it('gives the hours beside the weeks, and names the bigger discount', () => {
    const hours = engine.answer({ message: 'horas totales de ML avanzado frente a las de NLP' }).reply;
    for (const slug of ['machine-learning-avanzado', 'nlp-transformers']) expect(hours).toContain(`${course(slug).hours} horas`);
    const discount = engine.answer({ message: 'que rebaja es mayor, la de ML avanzado o la de ia generativa' }).reply;
    const share = (slug: string) => Math.round((1 - course(slug).price! / course(slug).originalPrice!) * 100);
    const bigger = ['machine-learning-avanzado', 'ia-generativa'].sort((a, b) => share(b) - share(a))[0]!;
    expect(discount).toContain(`${share('ia-generativa')} % de descuento`);
    expect(discount).toContain(`El de mayor descuento es ${course(bigger).title}`);
  });
});

describe('superlatives over a part of the catalogue, framed before the question', () => {
  const top = (message: string) => engine.answer({ message }).sources[0]?.url;
  const cheapestOf = (level: string) => courses.filter((course) => course.level.includes(level)).sort((a, b) => (a.price ?? 0) - (b.price ?? 0))[0]?.slug;
  const soonest = [...courses].sort((a, b) => (a.nextDates[0]?.date ?? '9').localeCompare(b.nextDates[0]?.date ?? '9'))[0]?.slug;

  it('keeps "entre los cursos de nivel intermedio," with the question after it, and reads "los cursos avanzados" as a level', () => {
    expect(top('Entre los cursos de nivel intermedio, ¿cuál cuesta menos?')).toBe(`/cursos/${cheapestOf('Intermedio')}`);
    expect(top('De los cursos avanzados, ¿cuál es el más barato?')).toBe(`/cursos/${cheapestOf('Avanzado')}`);
    // One course called "avanzado" is still that course.
    expect(top('el curso avanzado cuanto cuesta')).toBe('/cursos/machine-learning-avanzado');
  });

  it('reads "la convocatoria más próxima" as the soonest start, and a "cursillo" as a course', () => {
    expect(engine.answer({ message: '¿Qué curso tiene la convocatoria más próxima?' }).reply).toContain(courses.find((c) => c.slug === soonest)!.title);
    expect(engine.answer({ message: 'cursillo más corto' }).reply).toMatch(/^El curso más corto es/);
  });
});

describe('yes/no on how often, how fully online, and whether we have it', () => {
  it('says no to a frequency the answer states otherwise, and no to "todo online" for a hybrid course', () => {
    expect(engine.answer({ message: 'Is your newsletter weekly?' }).reply).toMatch(/^No\b/);
    expect(engine.answer({ message: '¿tenéis newsletter?' }).reply).toMatch(/^Sí[.:,]/);
    expect(engine.answer({ message: '¿Machine learning avanzado es todo online?' }).reply).toMatch(/^No\b/);
    expect(engine.answer({ message: 'Vivo en Portugal, ¿tenéis sede física en Lisboa?' }).reply).toMatch(/^Sí[.:,]/);
  });
});

describe('services weighed when a course only seems named by a service’s words', () => {
  const engine = new ChatEngine();
  const ask = (message: string) => engine.answer({ message });

  it('weighs the two services, not the course whose title shares "machine learning"', () => {
    const dearer = ask('¿Qué es más caro, un proyecto de visión o uno de desarrollo de modelos de ML?');
    expect(dearer.sources.map((source) => source.url).slice(0, 2)).toEqual(['/servicios/vision-computadora', '/servicios/desarrollo-ml']);
    expect(dearer.reply).toContain('7500€');
    const cheaper = ask('¿Qué es más barato, que me desarrolléis una app con IA o un modelo de machine learning a medida?');
    expect(cheaper.sources[0]?.url).toBe('/servicios/desarrollo-apps-ai');
    expect(cheaper.reply).toContain('6000€');
  });

  it('keeps the course when its own word is there', () => {
    const answer = ask('¿Qué es más caro, el curso de machine learning avanzado o el de NLP?');
    expect(answer.sources.map((source) => source.url)).toContain('/cursos/machine-learning-avanzado');
  });
});

describe('the extreme among the projects for companies', () => {
  it('weighs the services /servicios groups as "Proyectos para empresas", not the courses or the hourly classes', () => {
    const answer = engine.answer({ message: 'Entre los proyectos para empresas, ¿cuál sale más barato?' });
    const projects = serviceGroups.find((group) => group.id === 'projects')?.slugs ?? [];
    expect(projects.length).toBeGreaterThan(2);
    expect(projects.map((slug) => `/servicios/${slug}`)).toContain(answer.sources[0]?.url);
    expect(answer.reply).not.toMatch(/Clases particulares|Fundamentos/);
  });
});
