import { ArrowLeft, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { StatusCard } from './StatusCard.tsx';

interface DetailStatusCardProps {
  title: string;
  text: string;
  testId: string;
  /** The list the detail page belongs to, and the words of the way back to it. */
  backHref: string;
  backLabel: string;
  /** What follows the card: suggestions to keep browsing. */
  children?: ReactNode;
}

/** A detail page (course, service, article) that is missing or failed to load: the warning card and the way back to its list. */
export function DetailStatusCard({ title, text, testId, backHref, backLabel, children }: DetailStatusCardProps) {
  return (
    <StatusCard
      icon={<TriangleAlert size={32} />}
      title={title}
      text={text}
      testId={testId}
      actions={
        <Link href={backHref} className="btn btn-primary">
          <ArrowLeft size={18} aria-hidden="true" />
          {backLabel}
        </Link>
      }
    >
      {children}
    </StatusCard>
  );
}
