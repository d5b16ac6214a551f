import { describe, expect, it } from 'vitest';
import { getCourse } from '../../../site/content/courses.ts';
import type { DeliveryFormat } from '../../../site/content/pricing.ts';
import { formatCents } from '../../../site/domain/format.ts';
import { parseServicePrice, serviceQuote, trainingQuote } from '../../../site/pages/tools/lib/pricing.ts';

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
      name: 'one person, catalogue hours, in our classrooms: the catalogue price, VAT included',
      course: fundamentos,
      hours: 30,
      participants: 1,
      format: 'presencial',
      labels: ['Fundamentos de Inteligencia Artificial: 30 h × 1 participante', 'Total (IVA incluido)', 'Base imponible', 'IVA incluido (21 %)'],
      net: 73_554,
      vat: 15_446,
      total: 89_000,
      perParticipant: 89_000,
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
        'Total (IVA incluido)',
        'Base imponible',
        'IVA incluido (21 %)',
      ],
      net: 238_314,
      vat: 50_046,
      total: 288_360,
      perParticipant: 72_090,
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
        'Total (IVA incluido)',
        'Base imponible',
        'IVA incluido (21 %)',
      ],
      net: 381_983,
      vat: 80_217,
      total: 462_200,
      perParticipant: 38_517,
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
        'Total (IVA incluido)',
        'Base imponible',
        'IVA incluido (21 %)',
      ],
      net: 1_096_720,
      vat: 230_311,
      total: 1_327_031,
      perParticipant: 53_081,
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

  it('the breakdown lines add up to the total: catalogue prices already include VAT', () => {
    const quote = trainingQuote({ courseTitle: 'X', coursePrice: 999.99, courseHours: 7, participants: 13, hours: 11, format: 'hibrido' });
    const items = quote.lines.filter((line) => !['net', 'tax', 'total'].includes(line.kind));
    expect(items.reduce((sum, line) => sum + line.cents, 0)).toBe(quote.totalCents);
    expect(quote.netCents + quote.vatCents).toBe(quote.totalCents);
  });

  it('quotes one person on a course listed at 890€ at 890€, VAT included, never 1076,90€', () => {
    const quote = trainingQuote({ courseTitle: 'Fundamentos', coursePrice: 890, courseHours: 30, participants: 1, hours: 30, format: 'presencial' });
    expect(quote.totalCents).toBe(89_000);
    expect(formatCents(quote.totalCents)).toBe('890€');
    expect(quote.vatCents).toBe(89_000 - Math.round(89_000 / 1.21));
  });
});

describe('Price calculator: services', () => {
  it.each([
    ['Desde 40€/h', { amount: 40, unit: 'hour' }],
    ['Desde 250€', { amount: 250, unit: 'project' }],
    ['Desde 7500€', { amount: 7500, unit: 'project' }],
    ['Desde 12.000€', { amount: 12000, unit: 'project' }],
    ['Desde 120€/hora', { amount: 120, unit: 'hour' }],
    ['Consultar', undefined],
  ])('reads the catalogue price text %s', (text, expected) => {
    expect(parseServicePrice(text)).toEqual(expected);
  });

  it.each([
    { hours: 10, net: 33_058, total: 40_000, discountLine: undefined },
    { hours: 20, net: 62_810, total: 76_000, discountLine: 'Bono de 20 horas o más (5 %)' },
    { hours: 40, net: 119_008, total: 144_000, discountLine: 'Bono de 40 horas o más (10 %)' },
    { hours: 100, net: 280_992, total: 340_000, discountLine: 'Bono de 80 horas o más (15 %)' },
  ])('hourly service for $hours hours', ({ hours, net, total, discountLine }) => {
    const quote = serviceQuote({ serviceTitle: 'Clases particulares', price: { amount: 40, unit: 'hour' }, hours });
    expect(quote.netCents).toBe(net);
    expect(quote.totalCents).toBe(total);
    expect(quote.lines.find((line) => line.kind === 'discount')?.label).toBe(discountLine);
    expect(quote.isStartingPrice).toBe(false);
  });

  it('a project service shows its starting price, VAT included, marked as a starting price', () => {
    const quote = serviceQuote({ serviceTitle: 'Desarrollo de apps', price: { amount: 7500, unit: 'project' }, hours: 10 });
    expect(quote.lines[0]!.label).toBe('Desarrollo de apps: precio de partida del proyecto');
    expect([quote.netCents, quote.vatCents, quote.totalCents]).toEqual([619_835, 130_165, 750_000]);
    expect(quote.isStartingPrice).toBe(true);
  });
});

describe('Price calculator: money', () => {
  it.each([
    [107_690, '1076,90€'],
    [1_605_708, '16.057,08€'],
    [89_000, '890€'],
    [-4_000, '-40€'],
  ])('formats %i cents as %s, with the one site formatter', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });
});
