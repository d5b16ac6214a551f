import type { ReactNode } from 'react';

export function SectionHeader({ id, eyebrow, title, children }: { id: string; eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <header className="section-header">
      <span className="eyebrow">{eyebrow}</span>
      <h2 id={id}>{title}</h2>
      {children && <p className="lead">{children}</p>}
    </header>
  );
}
