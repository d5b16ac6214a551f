import { leadErrorMessages } from '../../domain/leads.ts';
import type { FailureReason } from './send-lead.ts';

/** The reason, in the visitor's terms, and what to do about it (the server's own texts where it has them). */
export function failureText(reason: FailureReason, retryAfterSeconds?: number): string {
  switch (reason) {
    case 'offline':
      return 'Parece que no tienes conexión a internet. Conéctate y vuelve a intentarlo.';
    case 'network':
      return leadErrorMessages.network;
    case 'timeout':
      return 'El envío ha tardado demasiado y lo hemos cancelado. Comprueba tu conexión y vuelve a intentarlo.';
    case 'rate-limited':
      return leadErrorMessages.rateLimited(retryAfterSeconds ?? 60);
    case 'unavailable':
      return leadErrorMessages.unavailable;
    case 'too-large':
      return leadErrorMessages.tooLarge;
    case 'server':
      return 'Ha fallado algo en nuestro servidor al guardar tu solicitud. Vuelve a intentarlo en unos minutos.';
  }
}
