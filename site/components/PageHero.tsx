import type { ReactNode } from 'react';

interface PageHeroProps {
  eyebrow: string;
  title: string;
  lead: string;
  children?: ReactNode;
  /** A picture beside the text on wide screens (decorative: the page says the same in words). */
  visual?: ReactNode;
}

/** The opening band of every company page: eyebrow, one h1, a lead paragraph and optional actions. */
export function PageHero({ eyebrow, title, lead, children, visual }: PageHeroProps) {
  const text = (
    <>
      <p className="eyebrow">{eyebrow}</p>
      <h1>{title}</h1>
      <p className="lead">{lead}</p>
      {children ? <div className="actions">{children}</div> : null}
    </>
  );
  return (
    <section className={visual ? 'page-hero page-hero--visual' : 'page-hero'}>
      {visual ? (
        <div className="container page-hero__grid">
          <div>{text}</div>
          <div className="page-hero__visual" aria-hidden="true">
            {visual}
          </div>
        </div>
      ) : (
        <div className="container">{text}</div>
      )}
    </section>
  );
}
