import { describe, expect, it } from 'vitest';
import { getCourse } from '../../../site/content/courses.ts';
import { ENROLMENT_MODALITIES as WIRE_MODALITIES } from '../../../site/domain/leads.ts';
import { datesFor, ENROLMENT_MODALITIES, enrolmentChoices, enrolmentMessage } from '../../../site/pages/courses/lib/enrolment.ts';
import { FALLBACK_START_DATES } from '../../../site/pages/courses/lib/start-dates.ts';

const course = (slug: string) => getCourse(slug)!;

describe('enrolment form: modalities and dates agree with the course', () => {
  it('knows the spec modalities online, presencial (Madrid) and hibrido, the values the server accepts', () => {
    expect(ENROLMENT_MODALITIES.map((option) => option.value)).toEqual([...WIRE_MODALITIES]);
    expect(ENROLMENT_MODALITIES.map((option) => option.label)).toEqual(['Online', 'Presencial (Madrid)', 'Híbrido']);
  });

  it('a hybrid-only course offers only Híbrido, with its hybrid editions', () => {
    const choices = enrolmentChoices(course('machine-learning-avanzado'));
    expect(choices.modalities).toEqual([{ value: 'hibrido', label: 'Híbrido' }]);
    expect(datesFor(choices, 'hibrido').map((date) => date.value)).toEqual(['2027-02-01', '2027-09-20']);
    expect(datesFor(choices, 'online')).toEqual([]);
  });

  it('an online-only course does not offer Presencial or Híbrido', () => {
    expect(enrolmentChoices(course('fundamentos-ia')).modalities.map((option) => option.value)).toEqual(['online']);
  });

  it('a mixed course offers each edition under its own modality, naming the on-site cities', () => {
    const choices = enrolmentChoices(course('ia-generativa'));
    expect(choices.modalities).toEqual([
      { value: 'online', label: 'Online' },
      { value: 'presencial', label: 'Presencial (Madrid o Barcelona)' },
    ]);
    expect(datesFor(choices, 'online').map((date) => date.label)).toEqual(['25 de enero de 2027 · Online']);
    expect(datesFor(choices, 'presencial').map((date) => date.label)).toEqual([
      '12 de abril de 2027 · Presencial (Madrid)',
      '7 de junio de 2027 · Presencial (Barcelona)',
    ]);
  });

  it("a course without a calendar offers the spec's three modalities and its generic dates for each", () => {
    const choices = enrolmentChoices({ ...course('fundamentos-ia'), nextDates: [] });
    expect(choices.modalities.map((option) => option.label)).toEqual(['Online', 'Presencial (Madrid)', 'Híbrido']);
    for (const modality of ['online', 'presencial', 'hibrido']) expect(datesFor(choices, modality)).toEqual(FALLBACK_START_DATES);
  });
});

describe('enrolment form: the optional WhatsApp hand-off', () => {
  it('carries the course, modality and date, and nothing personal', () => {
    expect(enrolmentMessage({ course: 'NLP con Transformers', modality: 'Online', startDate: '15 de febrero de 2027 · Online' })).toBe(
      ['Hola, quiero reservar plaza en el curso "NLP con Transformers".', 'Modalidad: Online', 'Fecha de inicio: 15 de febrero de 2027 · Online'].join('\n'),
    );
  });
});
