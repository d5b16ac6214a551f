import type { BlogAuthor } from '../../../content/blog/articles.ts';
import { avatarSrcSet } from '../lib/images.ts';

interface Props {
  author: Partial<BlogAuthor>;
  size: 'sm' | 'md' | 'lg';
}

const pixels = { sm: 32, md: 40, lg: 72 } as const;

/** The author's portrait, or the initial of the name when there is none. Decorative: the name is always next to it. */
export function AuthorAvatar({ author, size }: Props) {
  const px = pixels[size];
  if (author.avatar) {
    return (
      <img
        className={`author-avatar author-avatar--${size}`}
        src={author.avatar}
        srcSet={avatarSrcSet(author.avatar)}
        sizes={`${px}px`}
        width={px}
        height={px}
        alt=""
        loading="lazy"
        decoding="async"
      />
    );
  }
  return (
    <span className={`author-avatar author-avatar--${size} author-avatar--initial`} aria-hidden="true">
      {(author.name?.trim()[0] ?? 'A').toUpperCase()}
    </span>
  );
}
