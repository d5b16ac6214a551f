import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { LegalSection } from '../../content/legal.ts';
import { formatDate } from '../../domain/format.ts';

interface LegalLayoutProps {
  title: string;
  updated: string;
  children: ReactNode;
}

const siblings = [
  { href: '/privacidad', label: 'Privacidad' },
  { href: '/terminos', label: 'Aviso legal' },
  { href: '/cookies', label: 'Cookies' },
];

/** Shared frame of the legal pages: title, last update and links between them. */
export function LegalLayout({ title, updated, children }: LegalLayoutProps) {
  return (
    <>
      <section className="page-hero legal-hero">
        <div className="container legal">
          <p className="eyebrow">Información legal</p>
          <h1>{title}</h1>
          <p className="muted">
            Última actualización: <time dateTime={updated}>{formatDate(updated)}</time>
          </p>
          <nav aria-label="Páginas legales" className="legal-nav">
            <ul>
              {siblings.map((page) => (
                <li key={page.href}>
                  <Link href={page.href}>{page.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>
      <div className="section">
        <div className="container legal">{children}</div>
      </div>
    </>
  );
}

export function LegalSections({ sections }: { sections: LegalSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="legal-section">
          <h2 id={`${section.id}-title`}>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.list ? (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </>
  );
}

export function FactTable({ caption, rows }: { caption: string; rows: Array<{ label: string; value: string }> }) {
  return (
    <table className="legal-table">
      <caption>{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
