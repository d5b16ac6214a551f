import type { BlogAuthor } from '../../../content/blog/articles.ts';
import { blogTexts } from '../texts.ts';
import { AuthorAvatar } from './AuthorAvatar.tsx';

/** Defaults from the spec: name 'Autor' and a generic expert bio. */
export function AuthorCard({ author }: { author: Partial<BlogAuthor> | undefined }) {
  const name = author?.name?.trim() || blogTexts.defaultAuthorName;
  const bio = author?.bio?.trim() || blogTexts.defaultAuthorBio;
  return (
    <section className="author-card" aria-labelledby="author-card-title" data-testid="author-card">
      <AuthorAvatar author={{ ...author, name }} size="lg" />
      <div>
        <h2 id="author-card-title" className="author-card__eyebrow">
          {blogTexts.aboutAuthor}
        </h2>
        <p className="author-card__name">{name}</p>
        {author?.role && <p className="author-card__role">{author.role}</p>}
        <p className="author-card__bio">{bio}</p>
      </div>
    </section>
  );
}
