import { ArrowLeft, TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';

interface StateCardProps {
  title: string;
  text: string;
  href: string;
  linkLabel: string;
  testId: string;
}

/** A section's not-found or error state: warning icon, heading, explanation, a way back. */
export function StateCard({ title, text, href, linkLabel, testId }: StateCardProps) {
  return (
    <div className="container section">
      <div className="card state-card" data-testid={testId}>
        <TriangleAlert size={40} aria-hidden="true" className="state-card__icon" />
        <h1>{title}</h1>
        <p className="muted">{text}</p>
        <Link href={href} className="btn btn-primary">
          <ArrowLeft size={18} aria-hidden="true" />
          {linkLabel}
        </Link>
      </div>
    </div>
  );
}
