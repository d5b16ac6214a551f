/**
 * Unanswered questions are kept for the team to improve the content, never to reach a person:
 * addresses and phone numbers a visitor typed are replaced before anything is stored.
 */
const EMAIL = /[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[^\s@<>()"',;:]+/g;
/** Nine or more digits, optionally with +, spaces, dots, dashes or brackets between them. */
const PHONE = /\+?\d(?:[\s().-]*\d){8,}/g;

export const EMAIL_MASK = '[email]';
export const PHONE_MASK = '[teléfono]';

export function redactQuestion(text: string): string {
  return text.replace(EMAIL, EMAIL_MASK).replace(PHONE, PHONE_MASK).replace(/\s+/g, ' ').trim();
}
