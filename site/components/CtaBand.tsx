import type { ReactNode } from 'react';

interface CtaBandProps {
  title: string;
  text: string;
  /** Id of the heading; given, the section is labelled by it. */
  titleId?: string;
  /** An extra class for the band (e.g. spacing on one page). */
  className?: string;
  /** Inside a container already: the band alone, without its own section. */
  bare?: boolean;
  /** The actions: one to three links styled as light buttons. */
  children: ReactNode;
}

/** The closing call to action of a page: the brand gradient band with a heading, a line and actions. */
export function CtaBand({ title, text, titleId, className, bare = false, children }: CtaBandProps) {
  const band = (
    <div className={className ? `cta-band ${className}` : 'cta-band'}>
      <h2 id={titleId}>{title}</h2>
      <p>{text}</p>
      <div className="actions">{children}</div>
    </div>
  );
  if (bare) return band;
  return (
    <section className="section cta-section" aria-labelledby={titleId}>
      <div className="container">{band}</div>
    </section>
  );
}
