import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { checkLead, fromFormFields, leadSchemas, type LeadKind } from '../../../site/domain/leads.ts';

const valid: Record<LeadKind, Record<string, unknown>> = {
  contact: { kind: 'contact', name: 'Ana Pérez', email: 'ana@empresa.es', subject: 'Formación', message: 'Hola', acceptTerms: true },
  callback: { kind: 'callback', name: 'Luis', phone: '+34 600 123 456', slot: 'manana' },
  enrolment: { kind: 'enrolment', fullName: 'Marta Gil', email: 'marta@example.com', modality: 'online', startDate: '2027-01-18', course: 'fundamentos-ia' },
  newsletter: { kind: 'newsletter', email: 'lector@example.org' },
};

/** Inputs the small shared validator must judge exactly as TypeBox's full JSON-schema validator. */
const samples: Record<string, unknown>[] = [
  ...Object.values(valid),
  { ...valid.contact, email: 'ana@empresa' },
  { ...valid.contact, email: 'ana @empresa.es' },
  { ...valid.contact, acceptTerms: false },
  { ...valid.contact, service: 'otro', phone: '', company: '' },
  { ...valid.contact, service: 'marketing' },
  { ...valid.contact, message: 'x'.repeat(5001) },
  { ...valid.contact, phone: 'llámame' },
  { ...valid.contact, startedAt: -1 },
  { ...valid.contact, page: 'contacto' },
  { ...valid.callback, slot: 'noche' },
  { ...valid.callback, phone: '12' },
  { ...valid.enrolment, modality: 'remoto' },
  { ...valid.enrolment, course: '../etc' },
  { ...valid.enrolment, startDate: '18/01/2027' },
  { ...valid.newsletter, email: '' },
];

describe('The lead contract', () => {
  it.each(Object.entries(valid))('accepts a complete %s lead', (_, lead) => {
    expect(checkLead(lead)).toEqual({ ok: true, lead });
  });

  it.each(samples.map((sample, index) => [index, sample]))('judges sample %i as the JSON schema does', (_, sample) => {
    const schema = leadSchemas[sample.kind as LeadKind];
    expect(checkLead(sample).ok).toBe(Value.Check(schema, sample));
  });

  it('names every missing required contact field with its own Spanish message', () => {
    expect(checkLead({ kind: 'contact', name: '  ', email: '', subject: '', message: '\n' })).toEqual({
      ok: false,
      kind: 'contact',
      errors: {
        name: 'Escribe tu nombre.',
        email: 'Escribe tu correo electrónico.',
        subject: 'Escribe el asunto.',
        message: 'Escribe tu mensaje.',
        acceptTerms: 'Acepta el tratamiento de tus datos para que podamos responderte.',
      },
    });
  });

  it('says how long a field may be', () => {
    const result = checkLead({ ...valid.contact, subject: 'x'.repeat(201) });
    expect(result).toMatchObject({ ok: false, errors: { subject: 'Es demasiado largo: como máximo 200 caracteres.' } });
  });

  it('trims text and drops fields the kind does not have', () => {
    const result = checkLead({ ...valid.newsletter, email: '  lector@example.org ', name: 'Intruso' });
    expect(result).toEqual({ ok: true, lead: { kind: 'newsletter', email: 'lector@example.org' } });
  });

  it('rejects an unknown kind without field errors', () => {
    expect(checkLead({ kind: 'pedido', email: 'a@b.es' })).toEqual({ ok: false, errors: {} });
  });

  it('reads a form post: the checkbox as on, the time stamp as digits, a blank time stamp as absent', () => {
    const fields = fromFormFields({ ...valid.contact, acceptTerms: 'on', startedAt: '1732300000000', website: '' });
    expect(checkLead(fields)).toMatchObject({ ok: true, lead: { acceptTerms: true, startedAt: 1732300000000 } });
    expect(fromFormFields({ kind: 'newsletter', startedAt: '' })).toEqual({ kind: 'newsletter' });
    expect(checkLead(fromFormFields({ ...valid.contact, acceptTerms: undefined })).ok).toBe(false);
  });
});
