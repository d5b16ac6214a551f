import type { BlogArticle } from '../../../content/blog/articles.ts';
import { COVER_SIZE, coverSrcSet } from '../lib/images.ts';

interface Props {
  article: BlogArticle;
  className: string;
  /** The `sizes` attribute for the layout the cover sits in. */
  sizes: string;
  /** Decorative next to the title (list cards), described in the banner. */
  alt: string;
  /** Above the fold: load at once and with high priority. */
  priority?: boolean;
}

/** An article's cover, responsive over its 480 and 960 px renditions. */
export function CoverImage({ article, className, sizes, alt, priority = false }: Props) {
  return (
    <img
      className={className}
      src={article.coverImage}
      srcSet={coverSrcSet(article.coverImage)}
      sizes={sizes}
      width={COVER_SIZE.width}
      height={COVER_SIZE.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
    />
  );
}
