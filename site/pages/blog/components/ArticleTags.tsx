import { Tag } from 'lucide-react';
import { blogTexts } from '../texts.ts';

export function ArticleTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <section className="article-tags" aria-labelledby="article-tags-title">
      <h2 id="article-tags-title" className="sr-only">
        {blogTexts.tagsTitle}
      </h2>
      <Tag size={18} aria-hidden="true" className="article-tags__icon" />
      <ul className="article-tags__list">
        {tags.map((tag) => (
          <li key={tag} className="article-tag">
            #{tag}
          </li>
        ))}
      </ul>
    </section>
  );
}
