import type { ReactNode } from 'react';

interface PageHeroProps {
  eyebrow: string;
  title: string;
  lead: string;
  children?: ReactNode;
}

/** The opening band of every company page: eyebrow, one h1, a lead paragraph and optional actions. */
export function PageHero({ eyebrow, title, lead, children }: PageHeroProps) {
  return (
    <section className="page-hero">
      <div className="container">
        <p className="eyebrow">{eyebrow}</p>
        <h1>{title}</h1>
        <p className="lead">{lead}</p>
        {children ? <div className="actions">{children}</div> : null}
      </div>
    </section>
  );
}
