import { describe, expect, it } from 'vitest';
import { emptyContactForm, missingRequiredFields } from '../../../site/pages/contact/logic/contact-form.ts';

const filled = { ...emptyContactForm, name: 'Ana', email: 'ana@example.com', message: 'Hola', subject: 'Curso' };

describe('Contact form submit rule', () => {
  it.each([
    ['everything required filled', filled, []],
    ['no name', { ...filled, name: '' }, ['name']],
    ['a blank email', { ...filled, email: '   ' }, ['email']],
    ['a message of spaces and line breaks', { ...filled, message: ' \n ' }, ['message']],
    ['the empty form', emptyContactForm, ['name', 'email', 'message']],
    ['optional fields empty and no subject (the browser asks for it, not this rule)', { ...filled, subject: '', phone: '', company: '' }, []],
  ])('%s', (_, form, missing) => {
    expect(missingRequiredFields(form)).toEqual(missing);
  });
});
