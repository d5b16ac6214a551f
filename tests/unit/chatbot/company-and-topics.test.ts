import { describe, expect, it } from 'vitest';
import { ChatEngine } from '../../../server/chatbot/engine.ts';
import { careerPerks, jobOpenings } from '../../../site/content/careers.ts';
import { company } from '../../../site/content/company.ts';
import { serviceOverviews } from '../../../site/content/services.ts';
import { team } from '../../../site/content/team.ts';
import { timeline } from '../../../site/content/timeline.ts';
import { values } from '../../../site/content/values.ts';

const engine = new ChatEngine();
const ask = (message: string) => engine.answer({ message });

describe('company questions', () => {
  it('names the person behind a role, and the whole team when asked for it', () => {
    const cto = team.find((member) => /CTO/.test(member.role));
    expect(ask('¿Quién es el CTO?').reply).toContain(cto?.name);
    const everyone = ask('¿Quiénes forman el equipo?').reply;
    for (const member of team) expect(everyone).toContain(member.name);
  });

  it('answers hiring, perks, the founding year and the payment methods from the content', () => {
    const hiring = ask('¿Estáis contratando?');
    expect(hiring.sources[0]?.url).toBe('/careers');
    for (const job of jobOpenings) expect(hiring.reply).toContain(job.title);
    expect(ask('¿Qué beneficios tenéis para los empleados?').reply).toContain(careerPerks[1]?.charAt(0).toLowerCase() ?? '');
    expect(ask('¿En qué año se fundó la empresa?').reply).toContain(String(company.foundingYear));
    expect(ask('¿Se puede pagar por transferencia?').reply).toMatch(/^Sí\. .*transferencia/);
  });

  it('answers our values and mission, and reads "la empresa" of a question about us as IA Academy', () => {
    for (const question of ['¿cuáles son los valores de la empresa?', 'cuales son vuestros balores', 'what are your company values?', 'misión y visión']) {
      const answer = ask(question);
      expect(answer.sources[0]?.url, question).toBe('/nosotros');
      expect(answer.reply.toLowerCase(), question).toContain(values[0]?.title.toLowerCase());
    }
    // A course "en la empresa" is no answer to a question about the company itself.
    expect(ask('¿cuántos años lleva funcionando la academia?').reply).toContain(String(company.foundingYear));
  });

  it('knows a person named in full: a member of the team, or an author and what they wrote', () => {
    const pablo = team.find((member) => member.name === 'Pablo Sánchez');
    expect(ask('pablo sanchez que puesto ocupa en vuestra empresa').reply).toContain(pablo?.role);
    const laura = ask('¿qué ha escrito Laura Martín en el blog?');
    expect(laura.sources.map((source) => source.url)).toEqual(['/blog/introduccion-inteligencia-artificial-empresas', '/blog/futuro-trabajo-era-ia']);
    expect(laura.reply).toMatch(/^Laura Martín .*ha escrito en el blog «/);
    // One surname is no name: "Ruiz" is a team member's and an author's.
    expect(ask('¿qué ha escrito Ruiz?').reply).not.toMatch(/ha escrito en el blog/);
  });

  it('reads "¿dónde está / dónde leo …?" about a page of the site as that page, and clients as the case studies', () => {
    expect(ask('¿dónde está la política de privacidad?').sources[0]?.url).toBe('/privacidad');
    expect(ask('donde leo la politica de privacidad').sources[0]?.url).toBe('/privacidad');
    expect(ask('where is your cookie policy?').sources[0]?.url).toBe('/cookies');
    expect(ask('donde esta la pagina de formacion para empresas').sources[0]?.url).toBe('/cursos/empresas');
    // Where we are is still our address, and reading alone is still the blog.
    expect(ask('¿dónde está la oficina de Barcelona?').reply).toMatch(/Barcelona/);
    expect(ask('¿dónde estáis?').sources[0]?.url).toBe('/contacto');
    expect(ask('¿dónde leo vuestros artículos?').sources[0]?.url).toBe('/blog');
    expect(ask('¿quiénes son vuestros clientes?').sources[0]?.url).toBe('/casos-exito');
  });

  it('answers how many we are with the team, who we work with with the case studies, partnerships with the platforms, and the glossary of terms', () => {
    expect(ask('cuantos empleados sois').reply).toMatch(/^Nuestro equipo:/);
    expect(ask('con que empresas colaborais').sources[0]?.url).toBe('/casos-exito');
    expect(ask('sois partners de google?').reply).toMatch(/Google Cloud/);
    expect(ask('teneis glosario de terminos de ia').sources[0]?.url).toBe('/recursos');
    expect(ask('terminos y condiciones').sources[0]?.url).toBe('/terminos');
  });

  it('reads the everyday ways of asking about working here as /careers, not a course or a service', () => {
    for (const question of [
      'are you hiring? which positions are open',
      '¿hay trabajo para programadores?',
      'me gustaría formar parte del equipo',
      'candidatura espontánea',
    ]) {
      expect(ask(question).sources[0]?.url, question).toBe('/careers');
    }
    const engineer = jobOpenings.find((job) => /engineer/i.test(job.title));
    expect(ask(`cuanto pagais al ${engineer?.title.toLowerCase()}`).reply).toContain(engineer?.title);
    expect(ask('¿Qué ventajas tenéis para los empleados?').reply).toContain(careerPerks[1]?.charAt(0).toLowerCase() ?? '');
  });

  it('answers a privacy question with the section that answers it', () => {
    const erase = ask('¿Puedo borrar mis datos?');
    expect(erase.sources[0]?.url).toBe('/privacidad');
    expect(erase.reply).toMatch(/supresión/);
  });
});

describe('the history on /nosotros', () => {
  const prize = timeline.find((item) => /premio/i.test(item.title));
  const lab = timeline.find((item) => /laboratorio/i.test(item.title));

  it('answers a prize or the lab with its milestone and year, however the prize is asked for', () => {
    for (const question of ['¿Habéis ganado algún premio?', '¿Qué premio ganasteis?', '¿tenéis algún reconocimiento?', 'did you win any awards?']) {
      const reply = ask(question);
      expect(reply.sources[0]?.url, question).toBe('/nosotros');
      expect(reply.reply, question).toContain(String(prize?.year));
    }
    expect(ask('¿Cuándo montasteis el laboratorio de investigación?').reply).toContain(String(lab?.year));
  });

  it('names both cofounders when asked who founded the company, and the year when asked when', () => {
    const founders = team.filter((member) => /fundador/i.test(member.role));
    expect(founders.length).toBeGreaterThan(1);
    for (const question of ['¿Quién fundó IA Academy?', '¿quiénes son los fundadores?', 'who founded IA Academy?']) {
      const reply = ask(question).reply;
      for (const member of founders) expect(reply, question).toContain(member.name);
    }
    expect(ask('¿Cuándo se fundó IA Academy?').reply).toContain(`fundada en ${company.foundingYear}`);
  });

  it('keeps a lottery prize off-topic', () => {
    expect(ask('número premiado del sorteo de Navidad').outcome).toBe('off-topic');
  });
});

describe('topics, long messages and small talk', () => {
  it('says plainly that a course topic is not offered, and names the service that covers it', () => {
    const powerBi = ask('¿Tenéis curso de Power BI?');
    expect(powerBi.reply).toMatch(/^No tenemos un curso de Power BI/);
    expect(powerBi.unanswered).toBe('not-offered');
    const vision = ask('¿Tenéis curso de visión por computador?');
    expect(vision.reply).toContain('/servicios/vision-computadora');
  });

  it('answers what a long message asks, not the story around it', () => {
    const answer = ask(
      'Buenas, llevo tiempo pensando en formarme en IA porque en mi trabajo (soy contable) cada vez se habla más de automatizar cosas. No sé programar. Me gustaría saber si tenéis algo online, cuánto cuesta y si se puede pagar a plazos.',
    );
    expect(answer.sources[0]?.url).toBe('/cursos/fundamentos-ia');
    expect(answer.reply).toMatch(/€/);
    expect(answer.reply).toMatch(/plazos|fraccionar/);
  });

  it('hands off off-topic requests and answers small talk warmly, never with "no lo sé"', () => {
    for (const message of ['¿Quién ganó el mundial de 2010?', '¿me recomiendas un restaurante en Madrid?', 'escríbeme una consulta SQL']) {
      expect(ask(message).handoff, message).toBe(true);
    }
    for (const message of ['¿qué tal estás?', 'genial, lo miro', 'no entiendo nada', '👍', 'hola, ¿me ayudas?']) {
      const answer = ask(message);
      expect(answer.outcome, message).toBe('small-talk');
      expect(answer.reply, message).not.toMatch(/no lo sé/i);
    }
  });

  it('reads a complaint as small talk even when filler words sit inside it', () => {
    const answer = ask('vaya respuestas más malas das');
    expect(answer.outcome).toBe('small-talk');
    expect(answer.handoff).toBeFalsy();
  });

  it("hands off the market's salaries and other tools weighed against each other, but answers what our trainer costs", () => {
    for (const message of ['¿Cuánto cobra de media un científico de datos en España?', '¿Qué opinas de Gemini frente a ChatGPT, cuál es mejor?']) {
      expect(ask(message).outcome, message).toBe('off-topic');
    }
    expect(ask('¿Cuánto cobra un profesor de IA para dar un taller en nuestra escuela?').sources[0]?.url).toBe('/servicios/profesor-ai-impartir');
  });
});

describe('the company in other words', () => {
  it('names the person behind a role asked as "¿cómo se llama el CTO?"', () => {
    const cto = team.find((member) => /CTO/.test(member.role));
    expect(ask('el cto de la empresa como se yama').reply).toMatch(new RegExp(`^${cto?.name} es CTO`));
  });

  it('reads "misión y visión" and "vuestros valores" as the company, not computer vision or the value of a model', () => {
    expect(ask('mision y vision').sources[0]?.url).toBe('/nosotros');
    expect(ask('¿Cuál es vuestra misión?').sources[0]?.url).toBe('/nosotros');
  });
});

describe('the syllabus generator by what it does', () => {
  it('finds the tool for "generador de temario" and "herramienta para diseñar un temario", and a course syllabus for "temario de…"', () => {
    for (const question of ['herramienta para diseñar un temario', 'generador temario gratis', 'do you have a syllabus generator?']) {
      expect(ask(question).sources[0]?.url, question).toBe('/herramientas-ia?tab=syllabus');
    }
    expect(ask('¿cuál es el temario de fundamentos?').sources[0]?.url).toBe('/cursos/fundamentos-ia');
    // "generador" shares its stem with "generativa": the course's replies no longer link the tool.
    expect(ask('ia generativa cuanto cuesta').sources.map((source) => source.url)).not.toContain('/herramientas-ia?tab=syllabus');
  });

  it('takes a word only one page has in its title as naming that page, whatever else the words match', () => {
    expect(ask('quiero generar un temario de 20 horas adaptado al sector seguros').sources[0]?.url).toBe('/herramientas-ia?tab=syllabus');
    // "plazas libres" are a course's places, not openings.
    expect(ask('¿Quedan plazas libres en el curso de GPT-4?').sources[0]?.url).toBe('/cursos/implementacion-gpt4');
  });
});

describe('a page the question names by a rare word', () => {
  it('answers from the page that outranks every other by far, even when the question says more than it', () => {
    expect(ask('usais cookies de publicidad?').sources[0]?.url).toBe('/cookies');
    expect(ask('tour interactibo').sources[0]?.url).toBe('/tour-ia');
  });

  it('does not take a common word of a page title for its name', () => {
    // "política" is in several titles; the refund policy is not the cookie policy.
    expect(ask('politica de reembolsos').sources[0]?.url).not.toBe('/cookies');
    expect(ask('me hacen un seguro para el auto?').handoff).toBe(true);
  });
});

describe('case studies by sector or client', () => {
  const stories = serviceOverviews.flatMap((area) => area.caseStudies);
  const story = (client: RegExp) => stories.find((item) => client.test(item.client));

  it('tells the case study of the sector or client asked about, with its results', () => {
    const hotels = story(/Hostelero/);
    const answer = ask('habeis echo algo para hoteles?');
    expect(answer.reply).toMatch(new RegExp(`^Sí\\. ${hotels?.client}`));
    expect(answer.reply).toContain(hotels?.results[0]?.charAt(0).toLowerCase() + (hotels?.results[0]?.slice(1) ?? ''));
    expect(answer.sources[0]?.url).toBe('/casos-exito');
    expect(ask('¿Qué resultados conseguisteis con Aceros Cantábrico?').reply).toMatch(/^Aceros Cantábrico \(Industria\)/);
    expect(ask('any client success stories in retail?').reply).toContain(story(/Moda/)?.client ?? '—');
    expect(ask('habeis trabajado para algun ayuntamiento?').reply).toContain(story(/Ayuntamiento/)?.client ?? '—');
  });

  it("leaves the visitor's own customers and a question about a service to the rest of the assistant", () => {
    expect(ask('tengo una tienda online y quiero recomendar productos a mis clientes').reply).not.toMatch(/Todos los casos/);
    expect(ask('¿Cuántos alumnos han hecho ya el curso de fundamentos?').reply).not.toMatch(/Todos los casos/);
  });
});

describe('small talk and needs said in other words', () => {
  it('answers "¿eres una persona o un programa?" and a muddle without a question as small talk', () => {
    expect(ask('¿Eres una persona o un programa?').outcome).toBe('small-talk');
    expect(ask('llevo un rato preguntando y no me entero de nada, que lio').outcome).toBe('small-talk');
    // A question in the muddle is a question: "no me entero" does not turn "¿qué es RAG?" into small talk.
    expect(ask('¿qué es RAG? lo he visto por ahí y no me entero').outcome).not.toBe('small-talk');
  });

  it("hears an organisation in «nos entran 2000 tickets» and «we are a hotel group», not someone else's affairs", () => {
    expect(ask('nos entran unos 2000 tickets de soporte al mes y queremos que se clasifiquen solos').sources[0]?.url).toBe('/servicios/nlp');
    expect(ask('We are a hotel group and want to know where AI can help us first, we need a plan with a budget').outcome).not.toBe('off-topic');
  });

  it('reads "¿quién lo firma?" after an article as its author', () => {
    const history = [
      { role: 'user' as const, content: '¿tenéis algo sobre ética?' },
      { role: 'assistant' as const, content: '«Ética de la inteligencia artificial». Más información: /blog/etica-inteligencia-artificial' },
    ];
    expect(engine.answer({ message: '¿quién lo firma?', history }).reply).toContain('Marta Gil');
  });
});

describe('honest negatives asked in other words', () => {
  it('says plainly there are no courses for children, no free courses and no thesis written for the student', () => {
    expect(ask('mi hijo tiene 14 años y quiere aprender ia, teneis cursos para niños?').reply).toMatch(/^No, no tenemos cursos ni campamentos para niños/);
    expect(ask('algun curso gratis para empezar?').reply).toMatch(/^No tenemos cursos gratuitos/);
    expect(ask('el TFM me lo escribis vosotros?').reply).toMatch(/^No, no hacemos trabajos académicos por el alumno/);
  });

  it('does not take who a training is for as its subject', () => {
    expect(ask('¿tenéis formación para profesores de niños?').reply).not.toMatch(/no ofrecemos niños/);
    // An adult student is no child: the academic support, not a refusal.
    expect(ask('mi hijo tiene 19 años y le ha quedado la asignatura de aprendizaje automatico, quiero que alguien le ayude').reply).not.toMatch(/niños/);
  });
});

describe('offices, hours and superlatives in other words', () => {
  it('answers when an office opened from the history, not the courses given in that city', () => {
    expect(ask('¿Cuándo abristeis la oficina de Barcelona?').reply).toMatch(/^En 2018/);
    expect(ask('cuando abristeis en lisboa').reply).toMatch(/^En 2021/);
  });

  it('says no to calling on a Saturday, and reads "más baratito" and "the most hours of class"', () => {
    expect(ask('el sabado por la mañana se os puede llamar?').reply).toMatch(/^No\b/);
    expect(ask('cual es el curso mas varatito que teneis').reply).toMatch(/^El curso más barato es/);
    expect(ask('which course has the most hours of class?').reply).toMatch(/^The longest course is/);
  });
});

describe('the blog topics in other words, and group prices', () => {
  const first = (message: string) => ask(message).sources[0]?.url;

  it('reads teaching, moral dilemmas and the labour market as the articles on education, ethics and the future of work', () => {
    expect(first('IA aplicada a la enseñanza')).toBe('/blog/inteligencia-artificial-educacion');
    expect(first('dilemas morales de la inteligencia artificial')).toBe('/blog/etica-inteligencia-artificial');
    expect(first('la inteligencia artificial va a cambiar el mercado laboral?')).toBe('/blog/futuro-trabajo-era-ia');
    // A surname is no moral dilemma.
    expect(first('javier morales es doctor?')).toBe('/nosotros');
  });

  it('hears a special price for several people as the group discount, and a cheaper price per head as no superlative', () => {
    expect(first('precio especial si anoto a varios de mi equipo?')).toBe('/cursos/empresas');
    const perHead = ask('Si inscribimos a ocho personas de la oficina, ¿sale más barato por cabeza?');
    expect(perHead.reply).toMatch(/^Sí: con 8 personas el descuento por grupo es de un \d+ %/);
    expect(first('hacen capacitacion interna para mi personal?')).toBe('/cursos/empresas');
  });
});

describe('what we sell before the article on its topic, and the item named before a generic word', () => {
  const first = (message: string) => ask(message).sources[0]?.url;

  it('answers a price or an offer with the service, and "what is it for in practice" with the article', () => {
    expect(first('cuanto sale el acompañamiento de IA empresarial?')).toBe('/servicios/ia-para-empresas');
    expect(first('que le ofrecen a las compañias en temas de inteligencia artificial?')).toBe('/servicios/ia-para-empresas');
    expect(first('para que sirve el machine learning en la practica')).toBe('/blog/machine-learning-aplicaciones-practicas');
    // Asked for the article, still the article.
    expect(first('articulo sobre inteligencia artificial en la empresa')).toBe('/blog/introduccion-inteligencia-artificial-empresas');
  });

  it('keeps to the course named beside a generic word such as "training"', () => {
    const answer = ask('which is the price for gen AI training?');
    expect(answer.sources[0]?.url).toBe('/cursos/ia-generativa');
    expect(answer.reply).toContain('€990');
  });

  it('reads "la gente que trabaja ahí" as the team, and the perks of those who work here as careers', () => {
    expect(first('me presentan a la gente que trabaja ahi?')).toBe('/nosotros');
    expect(first('quienes trabajais en la academia')).toBe('/nosotros');
    expect(first('¿Qué ventajas tenéis para la gente que trabaja con vosotros?')).toBe('/careers');
  });
});

describe('yes/no about paying and personal data, in other words', () => {
  it('reads "pagar en 3 veces" as the instalments and "mi correo" as personal data', () => {
    const instalments = ask('se puede pagar en 3 veces?');
    expect(instalments.reply).toMatch(/^Sí\. Puedes fraccionar el importe en tres pagos/);
    const privacy = ask('le pasais mi correo a empresas de publicidad?');
    expect(privacy.sources[0]?.url).toBe('/privacidad');
    expect(privacy.reply).toMatch(/^No\b/);
  });
});

describe('the blog as a whole, and AI at school', () => {
  const first = (message: string) => ask(message).sources[0]?.url;

  it('sends "¿publicáis artículos?" to the blog, and AI at school to the education article', () => {
    expect(first('¿publican articulos en algun lado?')).toBe('/blog');
    expect(first('donde estan vuestros articulos')).toBe('/blog');
    expect(first('ia en las escuelas')).toBe('/blog/inteligencia-artificial-educacion');
    // A school that asks for a teacher still gets the teaching service.
    expect(first('buscamos un profesor de IA para dar un seminario en nuestros colegios')).toBe('/servicios/profesor-ai-impartir');
  });
});

describe('our address and phone asked in a letter or by demonym', () => {
  it('gives the address asked of our offices whatever other words come with it, and not a pharmacy’s', () => {
    expect(ask('Buenas tardes: ¿en qué dirección se encuentran sus oficinas centrales? Gracias.').reply).toContain('Calle de Alcalá');
    expect(ask('me indicais la calle de vuestra sede madrileña').reply).toContain('Calle de Alcalá');
    expect(ask('¿dónde está la farmacia más cercana?').outcome).toBe('off-topic');
    expect(ask('¿Cómo configuro la VPN del portátil de la oficina?').reply).not.toContain('Calle de Alcalá');
  });

  it('gives the phone to "un número al que llamarles", and reads "llevar cifras a dirección" as management', () => {
    expect(ask('Buenas tardes: ¿podrían facilitarme un número al que llamarles? Gracias.').reply).toContain('+34 910 123 456');
    expect(ask('tengo que llevar cifras a dirección la semana que viene, ¿me preparáis una propuesta económica?').reply).not.toContain('Calle de Alcalá');
  });
});

describe('the case studies and our consultancy in other words', () => {
  it('reads projects done for clients as the case studies, and kinds of consultancy as all the services', () => {
    expect(ask('me muestran proyectos que hayan hecho para clientes y como les fue?').sources[0]?.url).toBe('/casos-exito');
    expect(ask('eh y algun ejemplo de proyectos que os hayan salido bien con clientes').sources[0]?.url).toBe('/casos-exito');
    expect(ask('quisiera saber que trabajos de consultoria haceis').sources[0]?.url).toBe('/servicios');
    expect(ask('¿cuánto cuesta la consultoría estratégica?').sources[0]?.url).toBe('/servicios/consultoria-estrategica');
  });
});

describe('AI and jobs, in any words', () => {
  it('points to the article on the future of work', () => {
    for (const message of [
      'Llevo días leyendo noticias de que la inteligencia artificial va a cambiar todos los oficios y me tiene preocupada; ¿cómo lo veis?',
      'Estimados señores: me gustaría conocer su opinión sobre el impacto que tendrá la inteligencia artificial en el empleo durante la próxima década.',
      'will AI take our jobs?',
    ]) {
      expect(ask(message).sources[0]?.url, message).toBe('/blog/futuro-trabajo-era-ia');
    }
  });

  it('keeps a visitor’s own career change a request for advice', () => {
    expect(ask('quiero cambiar de trabajo y dedicarme a la IA, que curso me recomendais').sources[0]?.url).toMatch(/^\/cursos\//);
  });
});

describe('a teacher asking how to use AI in class', () => {
  it('reads the article on AI in the classroom, not a course on the subject they teach', () => {
    for (const message of [
      'doy clases de lengua en secundaria y me gustaria meter la IA con mis alumnos sin que me copien todo, algun consejo?',
      'Buenas tardes: ejerzo como docente de secundaria y quisiera saber de qué forma puedo incorporar la inteligencia artificial a mis clases. Un saludo.',
      'Soy maestra de primaria y quiero probar cosas nuevas este curso, ¿tenéis ideas para usar la inteligencia artificial en clase con los niños?',
    ]) {
      expect(ask(message).sources[0]?.url, message).toBe('/blog/inteligencia-artificial-educacion');
    }
  });

  it('keeps a teacher who asks what to take an advice, and a career change a person’s own', () => {
    expect(ask('doy clase en primaria y no se nada de codigo, que me sirve para usar ia con mis alumnos').sources[0]?.url).not.toBe(
      '/blog/inteligencia-artificial-educacion',
    );
    expect(
      ask('Llevo diez años dando clase de física en un instituto y quiero cambiar de carrera hacia el machine learning. ¿Tenéis algo personalizado para mí?')
        .reply,
    ).not.toMatch(/No tenemos un curso de física/);
  });
});

describe('a quote asked for in other words', () => {
  it('is the contact page', () => {
    expect(ask('Tenemos un proyecto en mente y nos gustaría que nos enviarais una propuesta con precio, ¿cómo os la pedimos?').reply).toMatch(
      /^Puedes escribirnos desde \/contacto/,
    );
    expect(ask('me vendría bien que me preparaseis una propuesta económica').sources[0]?.url).toBe('/contacto');
  });
});

describe('words for things the site names otherwise', () => {
  it('reads an NDA, a checklist, the newsletter sent, hiring a teacher for a school and working out a cost', () => {
    expect(ask('antes de enseñaros nuestros datos firmais algun NDA?').reply).toMatch(/^Sí\. Firmamos un acuerdo de confidencialidad/);
    expect(ask('checklist para preparar los datos de un modelo').sources[0]?.url).toBe('/recursos');
    expect(ask('¿hay algún checklist para empezar un proyecto de IA?').sources[0]?.url).toBe('/recursos');
    expect(ask('checklist de primer proyecto').sources[0]?.url).toBe('/recursos');
    expect(ask('¿tenéis alguna herramienta para crear un temario de formación?').sources[0]?.url).toBe('/herramientas-ia?tab=syllabus');
    expect(ask('me apetece hacer el recorrido interactivo por la IA').sources[0]?.url).toBe('/tour-ia');
    expect(ask('¿con qué empresas habéis trabajado?').sources[0]?.url).toBe('/casos-exito');
    expect(ask('¿cuáles son vuestros socios tecnológicos?').sources[0]?.url).toBe('/nosotros');
    expect(ask('¿habéis trabajado con algún hospital?').sources[0]?.url).toBe('/casos-exito');
    expect(ask('¿me enseñáis algún proyecto que hayáis hecho?').sources[0]?.url).toBe('/casos-exito');
    expect(ask('¿este chat almacena lo que le pregunto?').sources[0]?.url).toBe('/privacidad');
    expect(ask('¿se puede meter vuestro chat en la web de mi tienda?').sources[0]?.url).toBe('/integracion');
    expect(ask('¿cuánto vale más o menos un proyecto de IA?').sources[0]?.url).toBe('/herramientas-ia?tab=pricing');
    expect(ask('simulador de costes').sources[0]?.url).toBe('/herramientas-ia?tab=pricing');
    expect(ask('¿Dónde puedo leer vuestra política de privacidad?').sources[0]?.url).toBe('/privacidad');
    expect(ask('where can I read your privacy policy?').sources[0]?.url).toBe('/privacidad');
    expect(ask('¿quiénes escriben los artículos del blog?').reply).toMatch(/^En el blog escriben .*Marta Gil/);
    expect(ask('cada cuanto mandais el boletin').reply).toContain('un correo al mes');
    expect(ask('What does hiring an AI instructor for our school cost?').sources[0]?.url).toBe('/servicios/profesor-ai-impartir');
    expect(ask('are you hiring a data scientist?').sources[0]?.url).toBe('/careers');
    expect(ask('calcular cuanto nos cuesta formar a 12 personas').sources[0]?.url).toBe('/herramientas-ia?tab=pricing');
    expect(ask('Who wrote the article about AI in classrooms?').reply).toContain('Elena Sánchez');
  });
});

describe('our phone and founding year, asked plainly', () => {
  it('gives the phone to "which phone number can I call you on?" and keeps "which phone should I buy?" off-topic', () => {
    expect(ask('Which phone number can I call you on?').reply).toContain('+34 910 123 456');
    expect(ask('which number can I ring you on?').reply).toContain('+34 910 123 456');
    expect(ask('which phone should I buy?').outcome).toBe('off-topic');
    expect(ask('desde q año funciona la empresa').reply).toContain('2015');
  });
});

describe('who we are, what the site stores, and who answers', () => {
  it('answers each in the visitor’s words', () => {
    expect(ask('He llegado aquí por casualidad. ¿Qué empresa hay detrás de esta página?').handoff).toBe(false);
    expect(ask('¿Qué archivos de esos que se guardan en el navegador instala vuestra web?').sources[0]?.url).toBe('/cookies');
    expect(ask('oye tu eres una maquina o alguien de carne y hueso jajaja').outcome).toBe('small-talk');
    expect(ask('esto es automatico? quiero que me conteste alguien real').outcome).toBe('human');
    expect(ask('quiero hablar con alguien de carne y hueso').outcome).toBe('human');
  });
});
