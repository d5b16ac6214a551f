import { describe, expect, it } from 'vitest';
import { ChatEngine } from '../../../server/chatbot/engine.ts';
import { isYesNoQuestion, withPolarity } from '../../../server/chatbot/understand/polarity.ts';
import { getCourse } from '../../../site/content/courses.ts';
import { groupDiscounts } from '../../../site/content/pricing.ts';

const engine = new ChatEngine();
const reply = (message: string) => engine.answer({ message }).reply;
const opening = (message: string) => /^(Sí|No|Yes)(?!\p{L})/u.exec(reply(message))?.[1];

describe('closed questions', () => {
  it('tells closed questions from open ones, with or without a question mark', () => {
    expect(isYesNoQuestion('¿El curso de NLP es online?')).toBe(true);
    expect(isYesNoQuestion('tiene certificado el curso de fundamentos')).toBe(true);
    expect(isYesNoQuestion('Is the NLP course online?')).toBe(true);
    expect(isYesNoQuestion('¿Cuánto cuesta el curso de NLP?')).toBe(false);
    expect(isYesNoQuestion('¿Es online o presencial?')).toBe(false);
    expect(isYesNoQuestion('dime el precio del curso')).toBe(false);
  });

  it('hears a closed question dictated or asked in Latin American Spanish, without a question mark', () => {
    expect(isYesNoQuestion('ustedes trabajan con empresas de méxico aunque estén en españa')).toBe(true);
    expect(isYesNoQuestion('ay clases grabadas por si un día no me puedo conectar')).toBe(true);
    expect(isYesNoQuestion('me pueden mandar la factura a nombre de la empresa')).toBe(true);
    expect(isYesNoQuestion('ustedes cuánto cobran por el curso de NLP')).toBe(false);
    expect(opening('ay clases grabadas por si un día no me puedo conectar')).toBe('Sí');
    // A video call is online: the private lessons are given online or in person.
    expect(opening('¿Ustedes dan clases particulares por videollamada?')).toBe('Sí');
  });

  it('answers a closed question about in-company training from what its page states, with one "Sí" at most', () => {
    expect(reply('la reunión de diagnóstico para la formación de empresa ¿se cobra?')).toMatch(/^No: «Reunión de diagnóstico gratuita/);
    expect(reply('Buscamos un curso adaptado a nuestro equipo de RRHH, ¿lo organizáis vosotros a medida?')).toMatch(/^Sí: «Adaptamos el temario/);
    const free = reply('¿La reunión de diagnóstico para la formación in company es gratuita?');
    expect(free).toMatch(/^Sí: «Reunión de diagnóstico gratuita/);
    expect(free.match(/(?<!\p{L})Sí(?!\p{L})/gu)).toHaveLength(1);
  });

  it('never reads what is said of a course as the subject of a course we lack', () => {
    const answer = reply('¿Para el curso de GPT-4 es obligatorio saber programar?');
    expect(answer).not.toMatch(/No tenemos un curso/);
    expect(answer).toMatch(/^No\. Implementación de GPT-4/);
  });

  it('answers whether we hire a role from the openings, and whether an opening is hybrid or fully remote', () => {
    expect(opening('¿estáis contratando?')).toBe('Sí');
    expect(reply('¿buscáis desarrolladores de iOS?')).toMatch(/^No\. Ahora buscamos /);
    expect(opening('¿Buscáis gente para trabajar?')).toBe('Sí');
    // "Vacantes" with no course in sight are our openings, not places left in a course.
    expect(reply('¿tenéis vacantes?')).toMatch(/^Sí\. Ahora buscamos /);
    expect(opening('el puesto de machine learning engineer es hibrido?')).toBe('Sí');
    expect(opening('la vacante de machine learning engineer se puede hacer en remoto total?')).toBe('No');
  });

  it('hears instalments asked as splitting the fee', () => {
    expect(reply('Is it possible to split the NLP course fee into several payments?')).toMatch(
      /^Yes: NLP con Transformers can be paid in 3 interest-free payments/,
    );
    expect(reply('can I split the payment for the course?')).toMatch(/^Yes: /);
  });

  it('opens with the polarity only once', () => {
    expect(withPolarity('Sí, incluye certificado.', 'yes', 'es')).toBe('Sí, incluye certificado.');
    expect(withPolarity('Modalidad: online.', 'no', 'es')).toBe('No. Modalidad: online.');
    expect(withPolarity('Modalidad: online.', undefined, 'es')).toBe('Modalidad: online.');
  });

  it('answers Sí or No from the structured content, whichever way the question is put', () => {
    const nlp = getCourse('nlp-transformers');
    const online = nlp?.nextDates.some((date) => date.modality === 'Online') ? 'Sí' : 'No';
    expect(opening('¿El curso de NLP es online?')).toBe(online);
    expect(opening('¿La primera reunión es gratis?')).toBe('Sí');
    expect(opening('¿La primera reunión tiene coste?')).toBe('No');
    expect(opening('¿Abrís los sábados?')).toBe('No');
    expect(opening('¿Necesito saber programar para el curso de IA generativa?')).toBe('No');
    expect(opening('¿Puedo hacer machine learning avanzado si no sé programar?')).toBe('No');
    expect(opening('¿El curso de fundamentos es para principiantes?')).toBe('Sí');
  });

  it('states no polarity the content does not decide', () => {
    expect(opening('¿Quedan plazas en el curso de NLP?')).toBeUndefined();
    expect(opening('¿Dais cursos de Excel avanzado?')).not.toBe('Sí');
    expect(reply('¿Tenéis curso de computación cuántica?')).toMatch(/^No tenemos un curso de computación cuántica/);
  });
});

describe('yes/no answered by what a service or an opening states', () => {
  it('quotes the service statement that answers the question, and says no to "¿tiene coste?" when it is free', () => {
    expect(reply('Si me desarrolláis una app, ¿el código fuente es mío?')).toMatch(/^Sí: «Código fuente y propiedad intelectual para ti»/);
    expect(reply('¿El sistema de visión puede funcionar sin mandar las imágenes a la nube?')).toMatch(/^Sí: «Funcionamiento en dispositivos locales/);
    expect(reply('¿La sesión de diagnóstico de las clases particulares tiene coste?')).toMatch(/^No: «Sesión de diagnóstico: .*sin coste/);
    // The first step of a service's process is its "primera sesión", however it is titled.
    expect(reply('¿la primera sesión de las clases particulares es gratis?')).toMatch(/^Sí: «Sesión de diagnóstico: .*sin coste/);
    expect(reply('Are the private lessons free for the first session?')).toMatch(/^Yes: «Sesión de diagnóstico/);
    expect(opening('¿La primera sesión del desarrollo de apps es gratis?')).not.toBe('Sí');
    // A feature never answers what something costs unless it says it is free.
    expect(opening('¿El taller exprés de IA sin programar es gratis?')).not.toBe('Sí');
  });

  it('answers hours and place of an opening from what it states', () => {
    expect(opening('¿El puesto de formador de IA generativa es a jornada completa?')).toBe('No');
    expect(opening('¿La oferta de Machine Learning Engineer es 100% remota?')).toBe('No');
  });
});

describe('whether something costs, asked with a service named', () => {
  it('answers from the FAQ that says it is free, linking the service after it', () => {
    const answer = engine.answer({ message: '¿Cobráis la primera reunión de consultoría?' });
    expect(answer.reply).toMatch(/^No\. La primera reunión/);
    expect(answer.sources.map((source) => source.url)).toEqual(['/contacto', '/servicios/consultoria-estrategica']);
  });
});

describe('closed questions the privacy policy answers', () => {
  it('quotes the sentence that answers, with its "no"', () => {
    expect(reply('¿Asociáis lo que escribo en este chat a mi identidad?')).toMatch(/^No: «No lo asociamos a tu identidad»/);
    expect(opening('si os dejo mis datos se los pasais a otras empresas?')).toBe('No');
  });
});

describe('closed questions about the company', () => {
  it('says whether a named person holds a role, whether an opening is full-time or remote, and whether the office opens on Saturdays', () => {
    expect(reply('¿Javier Ortega es vuestro CTO?')).toMatch(/^No\. Javier Morales es CTO/);
    expect(opening('¿Javier Morales es vuestro CTO?')).toBe('Sí');
    expect(reply('¿El formador de IA generativa es a jornada completa?')).toMatch(/^No\. Buscamos Formador\/a de IA generativa: media jornada/);
    expect(opening('el sabado se puede ir a la ofi?')).toBe('No');
    // "le habéis puesto" is a verb, not an opening.
    expect(engine.answer({ message: '¿Qué % de descuento le habéis puesto al curso avanzado de ML?' }).sources[0]?.url).toBe(
      '/cursos/machine-learning-avanzado',
    );
  });

  it('reads when the company was founded and how many companies it has worked with', () => {
    expect(reply('¿Desde qué año existe la empresa?')).toContain('2015');
    expect(engine.answer({ message: '¿Con cuántas empresas habéis trabajado ya?' }).sources[0]?.url).toBe('/nosotros');
  });
});

describe('no "sí" the content does not support', () => {
  it('answers a role, an option, a time limit and a free session by what the content states', () => {
    expect(opening('Lucia Fernandez es la directora de formacion?')).toBe('No');
    expect(opening('¿El de ML avanzado se hace entero desde casa, sin ir nunca a clase?')).toBe('No');
    expect(opening('la formacion para equipos de IA sin programar es online?')).toBe('No');
    expect(opening('las grabaciones del curso de fundamentos se quedan para siempre?')).toBe('No');
    expect(opening('¿La consultoría inicial dura varios meses?')).not.toBe('Sí');
    expect(reply('¿La sesión de diagnóstico de las clases particulares es gratis?')).not.toMatch(/^No tenemos cursos gratuitos/);
    // The same figure on both sides still restates the question.
    expect(opening('¿Respondéis en menos de 24 horas?')).toBe('Sí');
  });
});

describe('a figure stated in a closed question', () => {
  it('is checked against the figure of the same unit the reply gives', () => {
    expect(opening('fundamentos dura 3 meses?')).toBe('No');
    expect(opening('¿Fundamentos dura 6 semanas?')).toBe('Sí');
    expect(opening('el de machine learning avanzado cuesta 1790?')).toBe('No');
    expect(opening('¿Os fundasteis en 2010?')).toBe('No');
    expect(opening('el sabado a media mañana hay alguien en la oficina?')).toBe('No');
  });
});

describe('probes for a "sí" the content does not give', () => {
  it('says no to "solo online" for what is also on site, reads an option by its own word, and never quotes a feature for doing the work for you', () => {
    expect(opening('¿Las clases particulares son solo online?')).toBe('No');
    expect(opening('the TFM support, can it be done fully online?')).toBe('Yes');
    expect(opening('¿El apoyo académico incluye hacerme el TFM?')).not.toBe('Sí');
  });
});

describe('places, certification exams and FUNDAE for the self-employed', () => {
  it('says no where the content gives a condition the visitor does not meet', () => {
    expect(reply('¿Puedo hacer el curso de IA generativa presencial en Valencia?')).toMatch(
      /^No: no hay ediciones de IA Generativa para Profesionales en Valencia\./,
    );
    expect(reply('soy autonomo, puedo bonificar el curso por fundae?')).toMatch(/^No: solo si lo realizas como trabajador por cuenta ajena/);
    expect(opening('¿puedo bonificar el curso por fundae?')).toBe('Sí');
    expect(reply('preparais los examenes de certificacion de AWS o de Google?')).toMatch(/^No\b/);
    expect(reply('ciberseguridad, ¿algun curso?')).toMatch(/^No, no ofrecemos ciberseguridad/);
  });

  it('says "Sí" when the answer states back what the closed question ends on, and only then', () => {
    expect(opening('¿Los empleados tienen seguro médico privado?')).toBe('Sí');
    expect(opening('¿Hacéis apps móviles con reconocimiento de imágenes?')).toBe('Sí');
    // The subject echoed is not the predicate: the reply says the initial consultancy takes weeks.
    expect(opening('¿La consultoría inicial dura varios meses?')).not.toBe('Sí');
    // An extreme answers "which", not "whether".
    expect(opening('¿El curso más caro que tenéis?')).toBeUndefined();
  });

  it('says "No" to "for ever" when the content states a period, and to "only on site" when it also runs online', () => {
    expect(opening('las grabaciones se pueden ver para siempre?')).toBe('No');
    expect(opening('las clases en directo se graban?')).toBe('Sí');
    expect(reply('IA generativa es solo presencial?')).toMatch(/^No: IA Generativa para Profesionales también se imparte online\./);
    expect(opening('el taller para equipos creativos de agencias es solo presencial?')).toBe('No');
  });

  it('answers an on-site question in a city with where the service says it is given on site', () => {
    expect(reply('dais clases particulares presenciales en barcelona?')).toMatch(/^No: las sesiones presenciales son en Madrid\./);
    expect(opening('dais clases particulares presenciales en madrid?')).toBe('Sí');
  });

  it('says yes to the newsletter the blog offers in every article', () => {
    expect(reply('teneis newsletter?')).toMatch(/^Sí\. Tenemos newsletter/);
  });

  it('checks a bound the question states against the figure the content gives ("¿cuesta más de mil euros?")', () => {
    expect(opening('el curso de ia generativa cuesta mas de mil euros?')).toBe('No');
    expect(opening('¿el curso de NLP cuesta menos de 1500 euros?')).toBe('Sí');
    expect(opening('¿Fundamentos dura más de un mes?')).toBe('Sí');
    // Two periods in the answer (projects and the first consultancy): no bound decides it.
    expect(opening('¿La consultoría inicial dura varios meses?')).toBeUndefined();
  });

  it('answers the group discount for the head count given, and no below the first tier', () => {
    const tiers = [...groupDiscounts].sort((a, b) => a.minParticipants - b.minParticipants);
    expect(reply('hay descuento de grupo si vamos solo dos personas?')).toMatch(
      new RegExp(`^No: el descuento por grupo empieza en ${tiers[0]?.minParticipants} personas`),
    );
    expect(reply('si vamos 25 personas de la misma empresa cuanto nos descontais')).toMatch(/^Con 25 personas el descuento por grupo es de un 25 %/);
    expect(opening('Is there a group discount for 4 people?')).toBe('Yes');
  });

  it('links the price calculator first for a group discount: it is the page that shows the tiers', () => {
    const answer = engine.answer({ message: 'descuento por grupo si somos 8 personas' });
    expect(answer.sources[0]?.url).toBe('/herramientas-ia?tab=pricing');
    expect(answer.reply).toMatch(/\/herramientas-ia\?tab=pricing$/);
  });

  it('says no to what the answer says is absent ("sin intereses"), not to an absence the question asks for', () => {
    expect(reply('hay intereses si pago fundamentos a plazos')).toMatch(/^No, sin intereses\./);
    expect(opening('La sesión de diagnóstico de las clases particulares se paga?')).toBe('No');
    expect(opening('¿Se puede usar IA sin saber programar?')).not.toBe('No');
  });

  it('says "Sí" when the one rare word asked of an item is in its own description', () => {
    expect(opening('en machine learning avanzado se ve MLOps?')).toBe('Sí');
    expect(opening('¿En IA generativa se aprende a crear imágenes?')).toBe('Sí');
  });

  it('drops a fact\'s own "Sí:" when the question is open, and keeps a conditional "Sí, si…"', () => {
    expect(reply('cuanto me ahorro si pillo ahora el de ia generativa')).toMatch(/^IA Generativa para Profesionales tiene un 21 % de descuento/);
    expect(reply('Is Machine Learning Avanzado discounted at the moment?')).toMatch(/^Yes: Machine Learning Avanzado is 17% off/);
    expect(reply('formacion para empresas bonificada')).toMatch(/^Sí, si lo realizas/);
  });
});

describe('yes or no about where, when and for whom a course runs', () => {
  it('answers a city, a season or a classroom from the editions', () => {
    expect(reply('el machine learning avanzado tiene edicion en barcelona tambien?')).toMatch(
      /^No: no hay ediciones de Machine Learning Avanzado en Barcelona/,
    );
    expect(opening('el de nlp tiene alguna fecha en verano?')).toBe('No');
    expect(reply('Is the NLP course taught in a classroom in Madrid?')).toMatch(/^No: NLP con Transformers is not offered in Madrid/);
    expect(opening('¿IA generativa se puede hacer en Barcelona?')).toBe('Sí');
  });

  it('answers "¿sirve para alguien que empieza de cero?" from the level', () => {
    expect(opening('¿ML Avanzado sirve para alguien que empieza de cero?')).toBe('No');
    expect(opening('¿Fundamentos sirve para alguien que empieza de cero?')).toBe('Sí');
  });

  it('weighs a length in words or other units against the one the course states', () => {
    expect(opening('fundamentos dura tres meses?')).toBe('No');
    expect(opening('¿ML avanzado dura 3 meses?')).toBe('Sí');
  });
});

describe('yes or no about openings by city, work done for the visitor, and an ordinal over a list with a city', () => {
  it('says no to openings in a city with none, and yes where there is one, after what an opening says of its hours', () => {
    expect(opening('hay ofertas de trabajo en lisboa?')).toBe('No');
    expect(opening('¿buscáis gente en Madrid?')).toBe('Sí');
    expect(opening('el puesto de formador de ia en barcelona es a jornada completa?')).toBe('No');
  });

  it("answers a request to write the visitor's thesis with the service's own no", () => {
    expect(reply('el TFM me lo escribis vosotros?')).toMatch(/^No, no hacemos trabajos académicos por el alumno/);
    expect(opening('¿me ayudáis con el TFM?')).toBe('Sí');
  });

  it('reads "el primero" over the courses a reply listed, not the city it named first', () => {
    const history = [
      { role: 'user' as const, content: 'cursos en madrid' },
      {
        role: 'assistant' as const,
        content: 'En Madrid: Machine Learning Avanzado (híbrido, desde el 1 de febrero de 2027) e IA Generativa (presencial, 12 de abril de 2027).',
      },
    ];
    const answer = engine.answer({ message: '¿para el primero hace falta saber programar?', history });
    expect(answer.sources[0]?.url).toBe('/cursos/machine-learning-avanzado');
    expect(answer.reply).toMatch(/^Sí/);
  });
});

describe('a yes said back in the visitor’s own words, before any alias rewrote them', () => {
  const engine = new ChatEngine();
  const ask = (message: string) => engine.answer({ message }).reply;

  it('says yes to "¿tienen seguro médico?", which the perks state, and never to "¿son lo mismo?"', () => {
    expect(ask('¿Los que trabajan con vosotros tienen seguro médico?')).toMatch(/^Sí\./);
    expect(
      ask('En la portada sale un Fundamentos de IA para Empresas a 499 € y en el catálogo un Fundamentos de Inteligencia Artificial, ¿son lo mismo?'),
    ).not.toMatch(/^Sí/);
  });
});

describe('a level asked as "¿es un curso avanzado?"', () => {
  const engine = new ChatEngine();
  const ask = (message: string) => engine.answer({ message }).reply;

  it('answers it from the course’s own level, not by comparing with Machine Learning Avanzado', () => {
    expect(ask('¿IA generativa es un curso avanzado?')).toMatch(/^No\. IA Generativa para Profesionales es de nivel Intermedio/);
    expect(ask('¿IA generativa es de nivel intermedio?')).toMatch(/^Sí/);
    expect(ask('Is the GPT-4 course an advanced course?')).toMatch(/^No\./);
    expect(ask('¿fundamentos es un curso avanzado?')).toMatch(/^No\./);
  });
});

describe('closed questions about in-company training, free meetings and places', () => {
  const engine = new ChatEngine();
  const ask = (message: string) => engine.answer({ message }).reply;

  it('answers each from what the content says', () => {
    expect(ask('¿La formación in company es solo en vuestras aulas?')).toMatch(/^No\./);
    expect(ask('¿Podéis dar el curso de NLP solo para nuestro equipo?')).toMatch(/^Sí\./);
    expect(ask('¿Quedan plazas ilimitadas en la próxima edición de GPT-4?')).toMatch(/^No\./);
    expect(ask('¿La reunión de diagnóstico para la formación in company es gratuita?')).not.toMatch(/No tenemos cursos gratuitos/);
    expect(ask('¿tenéis cursos gratis?')).toMatch(/^No tenemos cursos gratuitos/);
  });
});

describe('closed questions a statement of the page answers in fewer words', () => {
  const engine = new ChatEngine();
  const reply = (message: string) => engine.answer({ message }).reply;

  it('says no to a cost when the page says that very thing is free', () => {
    expect(reply('¿El diagnóstico de la formación in company se paga?')).toMatch(/^No: «Reunión de diagnóstico gratuita/);
  });

  it('says yes to what a service does when its own description names it', () => {
    expect(reply('¿Desarrolláis aplicaciones móviles?')).toMatch(/^Sí\./);
    // Nothing on the page about it: no yes.
    expect(reply('¿Hacéis apps de realidad virtual?')).not.toMatch(/^Sí/);
    expect(reply('¿Ofrecéis clases particulares de Python?')).toMatch(/^Sí\./);
    // What the question rules out, the page states: no yes either.
    expect(reply('¿Hacéis desarrollo web sin IA?')).not.toMatch(/^Sí/);
  });

  it('reads "certified" as the certificate', () => {
    expect(reply('Is the generative AI course certified?')).toMatch(/^No\./);
  });
});

describe('the weekend, asked of an office', () => {
  it("is a no: every office keeps the company's weekday hours", () => {
    const engine = new ChatEngine();
    expect(engine.answer({ message: '¿La oficina de Lisboa abre los sábados?' }).reply).toMatch(/^No\./);
    expect(engine.answer({ message: 'Is the Madrid office open on Sundays?' }).reply).toMatch(/^No\./);
  });
});

describe("an FAQ's bare yes or no, asked about something else", () => {
  it("says yes to what the answer goes on to state, and keeps the bare no for the FAQ's own question", () => {
    // The services FAQ "¿Necesitamos tener un equipo técnico propio?" answers "No. Podemos… formar a tu equipo…".
    expect(opening('¿Formaríais a nuestro equipo para que lo mantenga después?')).toBe('Sí');
    expect(opening('Antes de nada, ¿necesitamos un equipo técnico en casa?')).toBe('No');
  });

  it('keeps a cost FAQ\'s bare "No." for questions about cost', () => {
    // The contact FAQ "¿La primera consultoría tiene coste?" answers "No. La primera reunión… es gratuita".
    expect(opening('¿La primera consultoría es en persona?')).toBeUndefined();
    expect(opening('¿Cobráis la primera consultoría?')).toBe('No');
  });
});

describe('something more to pay, asked about and said to be absent', () => {
  it('says no to a surcharge, interest typed with a z, or an extra cost the answer says there is none of', () => {
    expect(reply('¿Me cobráis algún recargo si lo pago en tres veces?')).toMatch(/^No\. Puedes fraccionar/);
    expect(reply('si lo pago a plazos, ¿tiene interezes?')).toMatch(/^No, sin intereses/);
  });

  it('answers the cost of the FUNDAE paperwork with the sentence that says it is free, not the FAQ’s own "Sí, si…"', () => {
    for (const question of ['¿Gestionar la bonificación de FUNDAE me cuesta algo extra?', '¿tiene algún costo adicional la gestión de la bonificación?']) {
      const answered = reply(question);
      expect(answered, question).toMatch(/^No: nos encargamos de la gestión de la bonificación con tu empresa sin coste adicional\./);
      expect(answered, question).not.toMatch(/solo si|Sí, si/);
    }
  });
});

describe('a follow-up about the one edition the last reply gave', () => {
  const afterEdition = (lastReply: string, question: string) =>
    engine.answer({
      message: question,
      history: [
        { role: 'user', content: '¿cuándo empieza el de IA generativa?' },
        { role: 'assistant', content: lastReply },
      ],
    }).reply;

  it('answers the modality of that edition, not of the course', () => {
    const online = 'La siguiente edición de IA Generativa para Profesionales arranca el 25 de enero de 2027, online.';
    expect(afterEdition(online, '¿y esa es en persona?')).toMatch(/^No: la edición del 25 de enero de 2027 es online\./);
    const barcelona = 'Hay una edición presencial en Barcelona el 7 de junio de 2027.';
    expect(afterEdition(barcelona, '¿esa misma es online?')).toMatch(/^No: la edición del 7 de junio de 2027 es presencial en Barcelona\./);
    expect(afterEdition(barcelona, '¿y esa es presencial?')).toMatch(/^Sí\./);
  });

  it('answers for the course when the reply gave no edition, or more than one', () => {
    const two = 'Hay ediciones el 25 de enero de 2027 (online) y el 12 de abril de 2027 (presencial en Madrid).';
    expect(afterEdition(two, '¿y esa es presencial?')).toMatch(/^Sí\./);
  });
});
