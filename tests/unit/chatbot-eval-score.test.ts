import { describe, expect, it } from 'vitest';
import { company } from '../../site/content/company.ts';
import { getCourse } from '../../site/content/courses.ts';
import type { EvalCase } from '../fixtures/chatbot-eval.ts';
import { inventedNumbers, numberKey } from '../fixtures/chatbot-eval-numbers.ts';
import { polarityOf, saysNotOffered, scoreEval, type ReplyUnderTest } from '../fixtures/chatbot-eval-score.ts';

/** The scorer itself, on hand-made replies: it must pass a right answer and catch each kind of wrong one. */
const fundamentos = getCourse('fundamentos-ia')!;
const price = new Intl.NumberFormat('es-ES', { useGrouping: 'always' }).format(fundamentos.price!);

const priceCase: EvalCase = {
  question: '¿Cuánto cuesta fundamentos?',
  lang: 'es',
  tags: ['short'],
  expect: { kind: 'page', page: '/cursos/fundamentos-ia', facts: ['course:fundamentos-ia:price'] },
};
const freeMeeting: EvalCase = {
  question: '¿La primera reunión es gratis?',
  lang: 'es',
  tags: ['yes-no'],
  expect: { kind: 'page', page: '/contacto', polarity: 'yes' },
};
const scholarships: EvalCase = { question: '¿Ofrecéis becas?', lang: 'es', tags: ['not-offered'], expect: { kind: 'not-offered' } };
const thanks: EvalCase = { question: 'gracias, muy amable', lang: 'es', tags: ['small-talk'], expect: { kind: 'small-talk' } };

const score = (cases: EvalCase[], replies: ReplyUnderTest[]) => scoreEval(async (testCase) => replies[cases.indexOf(testCase)]!, cases);
const onPage = (url: string, reply: string): ReplyUnderTest => ({ reply, sources: [{ title: 'Página', url }] });

describe('eval scorer', () => {
  it('passes correct replies on every check', async () => {
    const cases = [priceCase, freeMeeting, scholarships, thanks];
    const scores = await score(cases, [
      onPage('/cursos/fundamentos-ia', `Fundamentos de Inteligencia Artificial cuesta ${price} € y empieza el 18 de enero de 2027.`),
      onPage('/contacto', `Sí. La primera reunión, de unos 45 minutos, es gratuita. Llámanos al ${company.phone}.`),
      { reply: 'No ofrecemos becas, pero puedes pagar en tres plazos sin intereses o bonificar el curso por FUNDAE.', sources: [], handoff: true },
      { reply: '¡A ti! Aquí estoy si necesitas algo más.', sources: [] },
    ]);
    expect(scores.failures).toEqual([]);
    expect(scores).toMatchObject({
      casesPassed: 1,
      rightPageFirst: 1,
      factsContained: 1,
      inventedNumbers: 0,
      polarityCorrect: 1,
      notOfferedHonest: 1,
      smallTalkHandled: 1,
    });
    expect(scores.byTag['yes-no']).toEqual({ cases: 1, passed: 1 });
  });

  it('fails an invented price even when the page is right', async () => {
    const scores = await score([priceCase], [onPage('/cursos/fundamentos-ia', 'Fundamentos de Inteligencia Artificial cuesta 1.390 €.')]);
    expect(scores.inventedNumbers).toBe(1);
    expect(scores.factsContained).toBe(0);
    expect(scores.casesPassed).toBe(0);
    expect(scores.failures.join('\n')).toContain('invented number 1390');
  });

  it('fails a reply that opens with the wrong polarity, and one that states none', async () => {
    const wrong = await score([freeMeeting], [onPage('/contacto', 'No. La primera reunión, de unos 45 minutos, es gratuita.')]);
    expect(wrong).toMatchObject({ polarityCorrect: 0, wrongPolarity: 1, casesPassed: 0 });
    const unstated = await score([freeMeeting], [onPage('/contacto', 'La primera reunión dura unos 45 minutos.')]);
    expect(unstated).toMatchObject({ polarityCorrect: 0, wrongPolarity: 0, casesPassed: 0 });
  });

  it('fails a "yes" or a "no lo sé" to something not offered', async () => {
    const yes = await score([scholarships], [{ reply: 'Sí, tenemos becas para todos los cursos.', sources: [{ title: 'Cursos', url: '/cursos' }] }]);
    expect(yes.notOfferedHonest).toBe(0);
    const unknown = await score(
      [scholarships],
      [{ reply: 'No lo sé con seguridad. Escríbenos por WhatsApp.', sources: [{ title: 'Contacto', url: '/contacto' }], handoff: true }],
    );
    expect(unknown.notOfferedHonest).toBe(0);
  });

  it('fails small talk answered with "no lo sé" or handed off', async () => {
    const scores = await score(
      [thanks, { ...thanks, question: 'ok' }],
      [
        { reply: 'No lo sé con seguridad.', sources: [] },
        { reply: 'Te paso con el equipo.', handoff: true },
      ],
    );
    expect(scores.smallTalkHandled).toBe(0);
    expect(scores.onTopicHandedOff).toBe(0.5);
  });
});

describe('numbers in replies', () => {
  it('reads "1.490", "1490", "1490,00" and "1,490" as the same number and decimals as decimals', () => {
    expect(['1.490', '1490', '1490,00', '1,490', '1.490,00'].map(numberKey)).toEqual(['1490', '1490', '1490', '1490', '1490']);
    expect(numberKey('4,8')).toBe('4.8');
  });

  it('accepts prices, discounts, dates, phones and hours from the content, ignores links, allows what the visitor wrote', () => {
    const reply = `Cuesta ${price} €, empieza el 18 de enero de 2027 (9:00-18:00). Llama al ${company.phone} o mira /cursos/implementacion-gpt4.`;
    expect(inventedNumbers(reply)).toEqual([]);
    expect(inventedNumbers('Con un 17 % de descuento, 1.490 € en vez de 1.790 €.')).toEqual([]);
    expect(inventedNumbers('Para 37 personas sale a 712 €.', 'somos 37 personas')).toEqual(['712']);
  });

  it('tells the opening polarity and a plain negative apart from "no lo sé"', () => {
    expect(polarityOf('Sí, se graban todas.')).toBe('yes');
    expect(polarityOf('No hace falta programar.')).toBe('no');
    expect(polarityOf('IA Generativa para Profesionales no incluye certificación. Más en /cursos/ia-generativa')).toBe('no');
    expect(polarityOf('No lo sé con seguridad.')).toBeUndefined();
    expect(polarityOf('Modalidad: Online en directo.')).toBeUndefined();
    expect(saysNotOffered('De momento no tenemos oficina en Valencia; estamos en Madrid, Barcelona y Lisboa.')).toBe(true);
    expect(saysNotOffered("We don't offer scholarships, but you can pay in three instalments.")).toBe(true);
    expect(saysNotOffered('No lo sé con seguridad.')).toBe(false);
  });
});
