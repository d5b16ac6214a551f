import { ArrowLeft } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useStickyWhenFits } from '../lib/use-sticky-when-fits.ts';

/**
 * Room kept free under a sticky aside: the widgets' bottom corner (the floating buttons and the
 * WhatsApp tooltip, about 180 px), so what sticks is never held under them.
 */
const WIDGETS_CORNER = 180;

interface DetailShellProps {
  /** The opening band (DetailHero). */
  hero: ReactNode;
  /** The page's own class on the layout: its aside's width (--detail-aside-width) and its cards' rules. */
  className?: string;
  /** The aside's accessible name. */
  asideLabel: string;
  /** The aside's cards, the price and call to action first. */
  aside: ReactNode;
  /** The link back to the list, at the end of the main column. */
  back: { href: string; label: string };
  /** The closing call to action (a CtaBand), where the page has one: a slot, so a page without one never loads it. */
  closing?: ReactNode;
  /** The main column. */
  children: ReactNode;
}

/**
 * The frame of a detail page (a course, a service): hero, main column with the way back, an
 * aside that stays in view while the page scrolls (only where the whole of it fits the window:
 * a taller one scrolls with the page, so its call to action is never held off screen) and the
 * closing band.
 */
export function DetailShell({ hero, className, asideLabel, aside, back, closing, children }: DetailShellProps) {
  const asideRef = useRef<HTMLElement>(null);
  useStickyWhenFits(asideRef, WIDGETS_CORNER);
  return (
    <>
      {hero}
      <div className={className ? `container section detail-shell ${className}` : 'container section detail-shell'}>
        <div className="detail-shell__main">
          {children}
          <Link href={back.href} className="text-link">
            <ArrowLeft size={16} aria-hidden="true" />
            {back.label}
          </Link>
        </div>
        <aside ref={asideRef} className="detail-shell__aside" aria-label={asideLabel}>
          {aside}
        </aside>
      </div>
      {closing}
    </>
  );
}
