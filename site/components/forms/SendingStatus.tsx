import { leadFormTexts } from '../../lib/leads/texts.ts';

/** A polite live region: screen readers hear that the lead is on its way. */
export function SendingStatus({ sending }: { sending: boolean }) {
  return (
    <p className="sr-only" role="status">
      {sending ? leadFormTexts.sendingStatus : ''}
    </p>
  );
}
