import { describe, expect, it } from 'vitest';
import { getCourse } from '../../../site/content/courses.ts';
import type { DeliveryFormat } from '../../../site/content/pricing.ts';
import { formatEuros } from '../../../site/pages/tools/logic/money.ts';
import { parseServicePrice, serviceQuote, trainingQuote } from '../../../site/pages/tools/logic/pricing.ts';

const fundamentos = getCourse('fundamentos-ia')!;
const machineLearning = getCourse('machine-learning-avanzado')!;

describe('Price calculator: training', () => {
  const cases: Array<{
    name: string;
    course: typeof fundamentos;
    hours: number;
    participants: number;
    format: DeliveryFormat;
    labels: string[];
    net: number;
    vat: number;
    total: number;
    perParticipant: number;
  }> = [
    {
      name: 'one person, catalogue hours, in our classrooms: the catalogue price plus VAT',
      course: fundamentos,
      hours: 30,
      participants: 1,
      format: 'presencial',
      labels: ['Fundamentos de Inteligencia Artificial: 30 h × 1 participante', 'Base imponible', 'IVA (21 %)', 'Total'],
      net: 89_000,
      vat: 18_690,
      total: 107_690,
      perParticipant: 107_690,
    },
    {
      name: 'four people online: 10 % group discount, then 10 % off for online',
      course: fundamentos,
      hours: 30,
      participants: 4,
      format: 'online',
      labels: [
        'Fundamentos de Inteligencia Artificial: 30 h × 4 participantes',
        'Descuento por grupo (10 %)',
        'Formato online en directo (−10 %)',
        'Base imponible',
        'IVA (21 %)',
        'Total',
      ],
      net: 288_360,
      vat: 60_556,
      total: 348_916,
      perParticipant: 87_229,
    },
    {
      name: 'twelve people in company for half the hours: 20 % off and the travel fee',
      course: fundamentos,
      hours: 15,
      participants: 12,
      format: 'in-company',
      labels: [
        'Fundamentos de Inteligencia Artificial: 15 h × 12 participantes',
        'Descuento por grupo (20 %)',
        'Desplazamiento y preparación del aula',
        'Base imponible',
        'IVA (21 %)',
        'Total',
      ],
      net: 462_200,
      vat: 97_062,
      total: 559_262,
      perParticipant: 46_605,
    },
    {
      name: 'twenty-five people hybrid: the largest group discount and 5 % off',
      course: machineLearning,
      hours: 36,
      participants: 25,
      format: 'hibrido',
      labels: [
        'Machine Learning Avanzado: 36 h × 25 participantes',
        'Descuento por grupo (25 %)',
        'Formato híbrido (−5 %)',
        'Base imponible',
        'IVA (21 %)',
        'Total',
      ],
      net: 1_327_031,
      vat: 278_677,
      total: 1_605_708,
      perParticipant: 64_228,
    },
  ];

  it.each(cases)('$name', ({ course, hours, participants, format, labels, net, vat, total, perParticipant }) => {
    const quote = trainingQuote({
      courseTitle: course.title,
      coursePrice: course.price!,
      courseHours: course.hours!,
      participants,
      hours,
      format,
    });
    expect(quote.lines.map((line) => line.label)).toEqual(labels);
    expect([quote.netCents, quote.vatCents, quote.totalCents, quote.perParticipantCents]).toEqual([net, vat, total, perParticipant]);
  });

  it('the breakdown lines add up to the taxable base', () => {
    const quote = trainingQuote({ courseTitle: 'X', coursePrice: 999.99, courseHours: 7, participants: 13, hours: 11, format: 'hibrido' });
    const items = quote.lines.filter((line) => !['net', 'tax', 'total'].includes(line.kind));
    expect(items.reduce((sum, line) => sum + line.cents, 0)).toBe(quote.netCents);
    expect(quote.netCents + quote.vatCents).toBe(quote.totalCents);
  });
});

describe('Price calculator: services', () => {
  it.each([
    ['Desde 40€/h', { amount: 40, unit: 'hour' }],
    ['Desde 250€', { amount: 250, unit: 'project' }],
    ['Desde 7.500€', { amount: 7500, unit: 'project' }],
    ['Desde 1.200 €/hora', { amount: 1200, unit: 'hour' }],
    ['Consultar', undefined],
  ])('reads the catalogue price text %s', (text, expected) => {
    expect(parseServicePrice(text)).toEqual(expected);
  });

  it.each([
    { hours: 10, net: 40_000, total: 48_400, discountLine: undefined },
    { hours: 20, net: 76_000, total: 91_960, discountLine: 'Bono de 20 horas o más (5 %)' },
    { hours: 40, net: 144_000, total: 174_240, discountLine: 'Bono de 40 horas o más (10 %)' },
    { hours: 100, net: 340_000, total: 411_400, discountLine: 'Bono de 80 horas o más (15 %)' },
  ])('hourly service for $hours hours', ({ hours, net, total, discountLine }) => {
    const quote = serviceQuote({ serviceTitle: 'Clases particulares', price: { amount: 40, unit: 'hour' }, hours });
    expect(quote.netCents).toBe(net);
    expect(quote.totalCents).toBe(total);
    expect(quote.lines.find((line) => line.kind === 'discount')?.label).toBe(discountLine);
    expect(quote.isStartingPrice).toBe(false);
  });

  it('a project service shows its starting price with VAT, marked as a starting price', () => {
    const quote = serviceQuote({ serviceTitle: 'Desarrollo de apps', price: { amount: 7500, unit: 'project' }, hours: 10 });
    expect(quote.lines[0]!.label).toBe('Desarrollo de apps: precio de partida del proyecto');
    expect([quote.netCents, quote.vatCents, quote.totalCents]).toEqual([750_000, 157_500, 907_500]);
    expect(quote.isStartingPrice).toBe(true);
  });
});

describe('Price calculator: money', () => {
  it.each([
    [107_690, '1076,90 €'],
    [1_605_708, '16.057,08 €'],
    [-4_000, '-40,00 €'],
  ])('formats %i cents as %s', (cents, text) => {
    expect(formatEuros(cents).replace(/\u00a0/g, ' ')).toBe(text);
  });
});
