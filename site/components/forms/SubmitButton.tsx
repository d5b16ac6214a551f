import type { ReactNode } from 'react';
import { leadFormTexts } from '../../lib/leads/texts.ts';

interface SubmitButtonProps {
  sending: boolean;
  className: string;
  icon: ReactNode;
  children: ReactNode;
}

/** Disabled while the lead travels, so one click sends one lead. */
export function SubmitButton({ sending, className, icon, children }: SubmitButtonProps) {
  return (
    <button type="submit" className={className} disabled={sending} aria-disabled={sending || undefined}>
      {sending ? <span className="lead-spinner" aria-hidden="true" /> : icon}
      {sending ? leadFormTexts.sending : children}
    </button>
  );
}
