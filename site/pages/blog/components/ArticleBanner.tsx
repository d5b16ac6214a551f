import { CalendarDays, Clock } from 'lucide-react';
import { Link } from 'wouter';
import type { BlogArticle } from '../../../content/blog/articles.ts';
import { readTimeLabel } from '../lib/read-time.ts';
import { blogListHref } from '../lib/search.ts';
import { AuthorAvatar } from './AuthorAvatar.tsx';
import { CoverImage } from './CoverImage.tsx';

/** The cover banner: category chips, title, author, date and reading time over the cover image. */
export function ArticleBanner({ article }: { article: BlogArticle }) {
  return (
    <header className="article-banner">
      <CoverImage article={article} className="article-banner__cover" sizes="100vw" alt={article.coverAlt} priority />
      <div className="container article-banner__content">
        <ul className="article-banner__chips" aria-label="Categorías del artículo">
          {article.categories.map((category) => (
            <li key={category}>
              <Link href={blogListHref({ category })} className="article-chip">
                {category}
              </Link>
            </li>
          ))}
        </ul>
        <h1 className="article-banner__title">{article.title}</h1>
        <div className="article-banner__meta">
          <span className="article-banner__author">
            <AuthorAvatar author={article.author} size="md" />
            {article.author.name}
          </span>
          <span className="article-banner__item">
            <CalendarDays size={18} aria-hidden="true" />
            <time dateTime={article.isoDate}>{article.date}</time>
          </span>
          <span className="article-banner__item">
            <Clock size={18} aria-hidden="true" />
            {readTimeLabel(article.readTime)}
          </span>
        </div>
      </div>
    </header>
  );
}
