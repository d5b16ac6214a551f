import { Rss } from 'lucide-react';
import { articles } from '../../content/blog/articles.ts';
import { ArticleCard } from './components/ArticleCard.tsx';
import { BlogSearch } from './components/BlogSearch.tsx';
import { CategoryFilter } from './components/CategoryFilter.tsx';
import { EmptyResults } from './components/EmptyResults.tsx';
import { distinctCategories, filterArticles } from './lib/search.ts';
import { useBlogQuery } from './lib/use-blog-query.ts';
import { blogTexts } from './texts.ts';

export { blogListHead as head } from './head.ts';

const categories = distinctCategories(articles);

export default function BlogListPage() {
  const [query, setQuery] = useBlogQuery();
  const visible = filterArticles(articles, query);

  return (
    <div className="blog-page">
      <header className="blog-hero">
        <div className="container">
          <p className="eyebrow">{blogTexts.eyebrow}</p>
          <h1>{blogTexts.listTitle}</h1>
          <p className="lead blog-hero__intro">{blogTexts.listIntro}</p>
          {/* A plain link: the feed is a file, not a route of the app. */}
          <a className="blog-hero__feed" href="/blog/feed.xml" type="application/atom+xml">
            <Rss size={16} aria-hidden="true" />
            Suscríbete al blog (RSS/Atom)
          </a>
        </div>
      </header>
      <div className="container blog-layout">
        <aside className="blog-aside">
          <BlogSearch value={query.q} onChange={(q) => setQuery({ ...query, q }, { replace: true })} />
          <CategoryFilter categories={categories} selected={query.category} q={query.q} />
        </aside>
        <section className="blog-results" aria-labelledby="blog-results-count">
          <p id="blog-results-count" className="blog-results__count" role="status">
            {blogTexts.resultCount(visible.length)}
          </p>
          {visible.length === 0 ? (
            <EmptyResults onReset={() => setQuery({ q: '', category: '' })} />
          ) : (
            <ul className="blog-grid">
              {visible.map((article, index) => (
                <li key={article.slug}>
                  <ArticleCard article={article} eager={index < 2} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
