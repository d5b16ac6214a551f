import { describe, expect, it } from 'vitest';
import { ENROLMENT_MODALITIES, enrolmentMessage } from '../../../site/pages/courses/lib/enrolment.ts';

describe('enrolment form', () => {
  it('offers the modalities online, presencial (Madrid) and hibrido', () => {
    expect(ENROLMENT_MODALITIES.map((option) => option.value)).toEqual(['online', 'presencial', 'hibrido']);
    expect(ENROLMENT_MODALITIES.map((option) => option.label)).toEqual(['Online', 'Presencial (Madrid)', 'Híbrido']);
  });

  it('writes every answer into the WhatsApp message, skipping an empty phone', () => {
    const request = {
      course: 'NLP con Transformers',
      name: 'Ana Pérez',
      email: 'ana@example.com',
      phone: '',
      modality: 'Online',
      startDate: '15 de febrero de 2027 · Online',
    };
    expect(enrolmentMessage(request)).toBe(
      [
        'Hola, quiero reservar plaza en el curso "NLP con Transformers".',
        'Nombre: Ana Pérez',
        'Email: ana@example.com',
        'Modalidad: Online',
        'Fecha de inicio: 15 de febrero de 2027 · Online',
      ].join('\n'),
    );
    expect(enrolmentMessage({ ...request, phone: '600 000 000' })).toContain('Teléfono: 600 000 000');
  });
});
