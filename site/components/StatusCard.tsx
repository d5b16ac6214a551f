import type { ReactNode } from 'react';

interface StatusCardProps {
  /** The icon, passed in so each section's chunk carries its own (spec: alert for the 404, warning elsewhere). */
  icon: ReactNode;
  title: string;
  text: string;
  /** A smaller line under the text, in `lang` (the spec's English developer hint of the 404). */
  hint?: string;
  /** Language of the title and the hint when they are not Spanish (the spec's English 404). */
  lang?: string;
  testId: string;
  /** The way back: one or two buttons. */
  actions: ReactNode;
  /** What follows the card: suggestions to keep browsing. */
  children?: ReactNode;
}

/** The one design of every not-found and error state: the same card, heading size and spacing. */
export function StatusCard({ icon, title, text, hint, lang, testId, actions, children }: StatusCardProps) {
  return (
    <div className="container status-page">
      <div className="card status-card" data-testid={testId}>
        <span className="status-card__icon" aria-hidden="true">
          {icon}
        </span>
        <h1 className="status-card__title" lang={lang}>
          {title}
        </h1>
        <p className="status-card__text">{text}</p>
        {hint && (
          <p className="status-card__hint" lang={lang}>
            {hint}
          </p>
        )}
        <div className="status-card__actions">{actions}</div>
      </div>
      {children}
    </div>
  );
}
