import { checkLead, fromFormFields } from '../../domain/leads.ts';
import type { FieldErrors } from './use-lead-form.ts';

/**
 * A form's fields as the lead the server expects: the same conversion the server applies to a
 * post without JavaScript (checkbox 'on' -> true), so both paths send the same thing.
 */
export function readLeadForm(data: FormData): Record<string, unknown> {
  const fields: Record<string, string> = {};
  for (const [name, value] of data) if (typeof value === 'string') fields[name] = value;
  return fromFormFields(fields);
}

/** The shared schema's rules and messages, in the browser: field name -> Spanish message. */
export function validateLead(lead: Record<string, unknown>): FieldErrors {
  const result = checkLead(lead);
  return result.ok ? {} : (result.errors as FieldErrors);
}
