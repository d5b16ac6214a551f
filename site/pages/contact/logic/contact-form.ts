import type { ContactService } from '../../../content/contact.ts';

export interface ContactFormData {
  name: string;
  email: string;
  phone: string;
  company: string;
  subject: string;
  message: string;
  service: ContactService | '';
  acceptTerms: boolean;
}

export const emptyContactForm: ContactFormData = {
  name: '',
  email: '',
  phone: '',
  company: '',
  subject: '',
  message: '',
  service: '',
  acceptTerms: false,
};

/** The submit rule of the spec: name, email and message must be non-empty (blank text counts as empty). */
export function missingRequiredFields(form: ContactFormData): Array<'name' | 'email' | 'message'> {
  return (['name', 'email', 'message'] as const).filter((field) => form[field].trim() === '');
}
