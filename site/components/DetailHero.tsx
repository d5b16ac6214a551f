import type { ReactNode } from 'react';
import { Breadcrumbs } from './Breadcrumbs.tsx';

interface DetailHeroProps {
  /** The page's block class: the band is `.page-hero.{block}`, its grid `.{block}__grid` (the page's CSS). */
  block: string;
  /** The list the item belongs to: the crumb before it. */
  parent: { label: string; href: string };
  title: string;
  description: string;
  /** Above the title: the item's facts or tags. */
  kicker: ReactNode;
  /** Under the lead: the page's own lines and actions. */
  children?: ReactNode;
  /** Beside the text on wide screens, under it on narrow ones: the picture (or what stands for it). */
  media: ReactNode;
}

/** The opening band of a detail page (a course, a service): crumbs, kicker, one h1, the lead, the page's lines, the media. */
export function DetailHero({ block, parent, title, description, kicker, children, media }: DetailHeroProps) {
  return (
    <section className={`page-hero ${block}`}>
      <div className={`container ${block}__grid`}>
        <div>
          <Breadcrumbs trail={[parent]} current={title} />
          {kicker}
          <h1>{title}</h1>
          <p className="lead">{description}</p>
          {children}
        </div>
        {media}
      </div>
    </section>
  );
}
