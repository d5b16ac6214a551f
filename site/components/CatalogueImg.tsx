import type { CatalogueImage } from '../content/courses.ts';

interface CatalogueImgProps {
  image: CatalogueImage;
  /** The rendered width per layout, for the browser to pick 640w or 1280w. */
  sizes: string;
  className?: string;
  /** Above the fold: fetch early instead of lazily. */
  priority?: boolean;
}

export function CatalogueImg({ image, sizes, className, priority = false }: CatalogueImgProps) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
    />
  );
}
