import { contactTexts } from '../../../content/contact.ts';

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** The submit rule of the spec: name, email and message must be non-empty (blank text counts as empty). */
export function missingRequiredFields(lead: Record<string, unknown>): Array<'name' | 'email' | 'message'> {
  return (['name', 'email', 'message'] as const).filter((field) => blank(lead[field]));
}

/**
 * The banner over the contact form: the spec's texts when a field marked * is empty (name, email
 * and message by the spec's rule; subject and the terms by their marks), otherwise the shared
 * "check the marked fields" text (`invalidText`), since each field then says what is wrong.
 */
export function contactBanner(lead: Record<string, unknown>, invalidText: string): { title: string; text: string } {
  const missing = missingRequiredFields(lead).length > 0 || blank(lead.subject) || lead.acceptTerms !== true;
  return { title: contactTexts.errorTitle, text: missing ? contactTexts.errorText : invalidText };
}
