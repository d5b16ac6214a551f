import { Link } from 'wouter';
import type { BlogArticle } from '../../../content/blog/articles.ts';
import { smallCover } from '../lib/images.ts';
import { blogTexts } from '../texts.ts';

/** Related posts carry slug, title, date and cover (spec section 3). */
export function RelatedArticles({ items }: { items: readonly BlogArticle[] }) {
  return (
    <section className="sidebar-card" aria-labelledby="related-title" data-testid="related-articles">
      <h2 id="related-title" className="sidebar-card__title">
        {blogTexts.relatedTitle}
      </h2>
      {items.length === 0 ? (
        <p className="muted">{blogTexts.noRelated}</p>
      ) : (
        <ul className="related-list">
          {items.map((item) => (
            <li key={item.slug} className="related-item">
              <img className="related-item__cover" src={smallCover(item.coverImage)} width={96} height={54} alt="" loading="lazy" decoding="async" />
              <div>
                <Link href={`/blog/${item.slug}`} className="related-item__link">
                  {item.title}
                </Link>
                <time className="related-item__date" dateTime={item.isoDate}>
                  {item.date}
                </time>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
