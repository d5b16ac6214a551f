import { createHmac } from 'node:crypto';
import type { StoredLead } from '../repository.ts';

export const SIGNATURE_HEADER = 'x-iaacademy-signature';

/** `sha256=<hex HMAC of the raw body>`, the receiver recomputes it with LEADS_WEBHOOK_SECRET. */
export const webhookSignature = (secret: string, body: string): string => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

export function webhookBody(lead: StoredLead): string {
  return JSON.stringify({
    id: lead.id,
    kind: lead.kind,
    createdAt: lead.createdAt.toISOString(),
    fields: lead.fields,
    consent: { at: lead.consentAt.toISOString(), version: lead.consentVersion, page: lead.page },
    ...(lead.confirmedAt ? { confirmedAt: lead.confirmedAt.toISOString() } : {}),
  });
}

/** POSTs the lead to the CRM; any 2xx counts as delivered. The lead id is the idempotency key. */
export async function postWebhook(url: string, secret: string, lead: StoredLead): Promise<void> {
  const body = webhookBody(lead);
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': lead.id,
      [SIGNATURE_HEADER]: webhookSignature(secret, body),
      'user-agent': 'iaacademy-leads/1',
    },
    body,
    signal: AbortSignal.timeout(15_000),
    redirect: 'error',
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`webhook answered ${response.status}`);
}
