import { leadErrorMessages, leadOkMessages, type LeadKind } from '../../domain/leads.ts';
import { failureText } from './failure-text.ts';
import { sendLead } from './send-lead.ts';
import { readLeadForm, validateLead } from './validate.ts';

export type FieldErrors = Record<string, string>;

/** Everything a form shows after a submit, as ready-to-print Spanish. */
export type LeadResult =
  { status: 'invalid'; errors: FieldErrors; message: string } | { status: 'sent'; title: string; text: string } | { status: 'failed'; text: string };

/**
 * The form engine: the shared contract's rules and texts and the trip to /api/leads. Forms load
 * it when the visitor starts filling one in, so pages do not pay for it on first load.
 */
export function checkForm(data: FormData): { lead: Record<string, unknown>; invalid?: LeadResult } {
  const lead = readLeadForm(data);
  const errors = validateLead(lead);
  if (Object.keys(errors).length === 0) return { lead };
  return { lead, invalid: { status: 'invalid', errors, message: leadErrorMessages.invalid } };
}

export async function deliver(lead: Record<string, unknown>, startedAt: number | undefined): Promise<LeadResult> {
  const outcome = await sendLead(startedAt === undefined ? lead : { ...lead, startedAt });
  if (outcome.status === 'sent') {
    const ok = leadOkMessages[lead.kind as LeadKind];
    return { status: 'sent', title: ok.title, text: outcome.message || ok.text };
  }
  if (outcome.status === 'invalid') {
    return { status: 'invalid', errors: outcome.errors, message: outcome.message || leadErrorMessages.invalid };
  }
  return { status: 'failed', text: failureText(outcome.reason, outcome.retryAfterSeconds) };
}
