import { describe, expect, it } from 'vitest';
import { contactTexts } from '../../../site/content/contact.ts';
import { leadErrorMessages } from '../../../site/domain/leads.ts';
import { contactBanner, missingRequiredFields } from '../../../site/pages/contact/lib/contact-form.ts';

const filled = { kind: 'contact', name: 'Ana', email: 'ana@example.com', message: 'Hola', subject: 'Curso', acceptTerms: true };

describe('Contact form submit rule', () => {
  it.each([
    ['everything required filled', filled, []],
    ['no name', { ...filled, name: '' }, ['name']],
    ['a blank email', { ...filled, email: '   ' }, ['email']],
    ['a message of spaces and line breaks', { ...filled, message: ' \n ' }, ['message']],
    ['an empty form', { kind: 'contact' }, ['name', 'email', 'message']],
    ['optional fields empty and no subject (its own mark covers it, not this rule)', { ...filled, subject: '', phone: '', company: '' }, []],
  ])('%s', (_, form, missing) => {
    expect(missingRequiredFields(form)).toEqual(missing);
  });
});

describe('Contact form banner', () => {
  it("shows the spec's texts when a field marked * is empty", () => {
    const spec = { title: 'Error al enviar el formulario', text: 'Por favor, completa todos los campos obligatorios marcados con *.' };
    expect(contactBanner({ ...filled, name: ' ' }, leadErrorMessages.invalid)).toEqual(spec);
    expect(contactBanner({ ...filled, subject: '' }, leadErrorMessages.invalid)).toEqual(spec);
    expect(contactBanner({ ...filled, acceptTerms: false }, leadErrorMessages.invalid)).toEqual(spec);
    expect(contactTexts.errorTitle).toBe(spec.title);
  });

  it('asks to check the marked fields when everything is there but something is not valid', () => {
    expect(contactBanner({ ...filled, email: 'ana@' }, leadErrorMessages.invalid)).toEqual({ title: contactTexts.errorTitle, text: leadErrorMessages.invalid });
  });
});
