import { describe, expect, it } from 'vitest';
import { leadFieldMessage } from '../../../site/domain/leads.ts';
import { readLeadForm, validateLead } from '../../../site/lib/leads/validate.ts';

/** The form data a browser builds from the site's forms (hidden fields included). */
function formData(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const hidden = { page: '/contacto', consentVersion: '2026-11-22', website: '' };
const contact = {
  ...hidden,
  kind: 'contact',
  name: 'Ana Martín',
  email: 'ana@example.com',
  phone: '',
  company: '',
  subject: 'Formación',
  message: 'Hola',
  service: '',
  acceptTerms: 'on',
};

describe('lead forms: reading the fields', () => {
  it('turns the terms checkbox into true, as the server does for a post without JavaScript', () => {
    expect(readLeadForm(formData(contact))).toMatchObject({ acceptTerms: true, kind: 'contact', page: '/contacto' });
  });

  it('an unchecked checkbox is simply absent', () => {
    const { acceptTerms: _, ...rest } = contact;
    expect(readLeadForm(formData(rest))).not.toHaveProperty('acceptTerms');
  });
});

describe('lead forms: the shared rules, in the browser', () => {
  const check = (fields: Record<string, string>) => validateLead(readLeadForm(formData(fields)));

  it('accepts a complete contact form with the optional fields empty', () => {
    expect(check(contact)).toEqual({});
  });

  it('names each missing required field of the contact form with its own message', () => {
    const { acceptTerms: _, ...unchecked } = contact;
    expect(check({ ...unchecked, name: '  ', email: '', subject: '', message: '\n' })).toEqual({
      name: leadFieldMessage('name', 'missing'),
      email: leadFieldMessage('email', 'missing'),
      subject: leadFieldMessage('subject', 'missing'),
      message: leadFieldMessage('message', 'missing'),
      acceptTerms: leadFieldMessage('acceptTerms', 'missing'),
    });
  });

  it('rejects a malformed email, a phone with letters and an unknown service', () => {
    expect(check({ ...contact, email: 'ana@', phone: 'llámame', service: 'magia' })).toEqual({
      email: 'Escribe un correo electrónico válido, por ejemplo nombre@empresa.es.',
      phone: 'Escribe un teléfono válido: solo números, espacios y el prefijo +.',
      service: leadFieldMessage('service', 'invalid'),
    });
  });

  it('says how long a field may be', () => {
    expect(check({ ...contact, message: 'x'.repeat(5001) })).toEqual({ message: 'Es demasiado largo: como máximo 5000 caracteres.' });
  });

  it('call-back: name and phone are required, the slot is mañana or tarde', () => {
    const callback = { ...hidden, kind: 'callback', name: 'Luis', phone: '600 111 222', slot: 'manana' };
    expect(check(callback)).toEqual({});
    expect(check({ ...callback, slot: 'tarde' })).toEqual({});
    expect(check({ ...callback, name: '', phone: '', slot: 'noche' })).toEqual({
      name: leadFieldMessage('name', 'missing'),
      phone: leadFieldMessage('phone', 'missing'),
      slot: leadFieldMessage('slot', 'invalid'),
    });
  });

  it('enrolment: full name, email, a known modality, a date and the course', () => {
    const enrolment = {
      ...hidden,
      kind: 'enrolment',
      fullName: 'Ana Pérez',
      email: 'ana@example.com',
      phone: '',
      modality: 'hibrido',
      startDate: '2027-02-01',
      course: 'machine-learning-avanzado',
    };
    expect(check(enrolment)).toEqual({});
    expect(check({ ...enrolment, fullName: '', modality: 'a-distancia' })).toEqual({
      fullName: leadFieldMessage('fullName', 'missing'),
      modality: leadFieldMessage('modality', 'invalid'),
    });
  });

  it('newsletter: a required email', () => {
    const newsletter = { ...hidden, kind: 'newsletter', email: 'ana@empresa.es' };
    expect(check(newsletter)).toEqual({});
    expect(check({ ...newsletter, email: 'no-es-un-correo' })).toEqual({ email: leadFieldMessage('email', 'invalid') });
  });
});
