import { Link } from 'wouter';
import type { BlogArticle } from '../../../content/blog/articles.ts';
import { AuthorAvatar } from './AuthorAvatar.tsx';
import { CategoryBadge } from './CategoryBadge.tsx';
import { CoverImage } from './CoverImage.tsx';

/** One card of the list: cover, first category, title and excerpt (one link), author and date. */
export function ArticleCard({ article, eager }: { article: BlogArticle; eager: boolean }) {
  const [category] = article.categories;
  return (
    <article className="blog-card" data-testid="blog-card">
      <CoverImage article={article} className="blog-card__cover" sizes="(min-width: 1200px) 400px, (min-width: 720px) 45vw, 100vw" alt="" priority={eager} />
      <div className="blog-card__body">
        {category && <CategoryBadge category={category} color={article.categoryColor} />}
        <h2 className="blog-card__title">
          <Link href={`/blog/${article.slug}`} className="blog-card__link">
            {article.title}
          </Link>
        </h2>
        <p className="blog-card__excerpt">{article.excerpt}</p>
        <div className="blog-card__meta">
          <AuthorAvatar author={article.author} size="sm" />
          <span className="blog-card__byline">
            <span className="blog-card__author">{article.author.name}</span>
            <time dateTime={article.isoDate}>{article.date}</time>
          </span>
        </div>
      </div>
    </article>
  );
}
