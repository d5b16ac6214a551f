import { Link } from 'wouter';
import { DetailStatusCard } from '../../../components/DetailStatusCard.tsx';
import { articles } from '../../../content/blog/articles.ts';
import { FALLBACK_LIST_SIZE } from '../lib/related.ts';
import { blogTexts } from '../texts.ts';

/** The error / not-found card, then the first three articles to explore (spec section 2). */
export function ArticleError({ title }: { title: string }) {
  return (
    <DetailStatusCard title={title} text={blogTexts.errorText} testId="article-error" backHref="/blog" backLabel={blogTexts.backToBlog}>
      <section className="status-suggestions" aria-labelledby="explore-title">
        <h2 id="explore-title">{blogTexts.exploreOthers}</h2>
        <ul className="explore-list">
          {articles.slice(0, FALLBACK_LIST_SIZE).map((article) => (
            <li key={article.slug} className="explore-item">
              <Link href={`/blog/${article.slug}`} className="explore-item__link">
                {article.title}
              </Link>
              <time className="explore-item__date" dateTime={article.isoDate}>
                {article.date}
              </time>
            </li>
          ))}
        </ul>
      </section>
    </DetailStatusCard>
  );
}
