import { Suspense, use } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { articles, findArticle, type BlogArticle } from '../../content/blog/articles.ts';
import type { HeadFn, PageProps } from '../../lib/routing/types.ts';
import { ArticleBanner } from './components/ArticleBanner.tsx';
import { ArticleBody } from './components/ArticleBody.tsx';
import { ArticleError } from './components/ArticleError.tsx';
import { ArticleErrorBoundary } from './components/ArticleErrorBoundary.tsx';
import { ArticleSkeleton } from './components/ArticleSkeleton.tsx';
import { ArticleTags } from './components/ArticleTags.tsx';
import { AuthorCard } from './components/AuthorCard.tsx';
import { DeferredNewsletterForm } from './components/DeferredNewsletterForm.tsx';
import { RelatedArticles } from './components/RelatedArticles.tsx';
import { ShareButtons } from './components/ShareButtons.tsx';
import { SidebarCategories } from './components/SidebarCategories.tsx';
import { loadArticleBody } from './lib/article-body.ts';
import { relatedArticles } from './lib/related.ts';
import { distinctCategories } from './lib/search.ts';
import { articleHead } from './head.ts';
import { blogTexts } from './texts.ts';

export { articlePaths as paths } from './head.ts';
/** The route's preload (routes.ts): the body, fetched before a first load hydrates. Reached through this chunk, so no chunk of its own. */
export { preloadArticleBody as preloadBody } from './lib/article-body.ts';
export const head: HeadFn = (params) => articleHead(params.slug);

const categories = distinctCategories(articles);

function ArticleView({ article }: { article: BlogArticle }) {
  const html = use(loadArticleBody(article.slug)) ?? '';
  const path = `/blog/${article.slug}`;
  return (
    <article className="article" data-testid="article">
      <ArticleBanner article={article} />
      <div className="container article-layout">
        <div className="article-main">
          <ArticleBody html={html} />
          <ArticleTags tags={article.tags} />
          <AuthorCard author={article.author} />
          <ShareButtons path={path} title={article.title} />
          <Link href="/blog" className="article-back">
            <ArrowLeft size={18} aria-hidden="true" />
            {blogTexts.backToBlog}
          </Link>
        </div>
        <aside className="article-sidebar" aria-label="Más del blog">
          <RelatedArticles items={relatedArticles(article, articles)} />
          <SidebarCategories categories={categories} />
          <DeferredNewsletterForm />
        </aside>
      </div>
    </article>
  );
}

/** /blog/:slug — missing or unknown slug shows the error card (never the slug itself). */
export default function ArticlePage({ params }: PageProps) {
  const slug = params.slug;
  if (!slug) return <ArticleError title={blogTexts.noSlug} />;
  const article = findArticle(slug);
  if (!article) return <ArticleError title={blogTexts.notFound} />;
  return (
    <ArticleErrorBoundary key={slug}>
      <Suspense fallback={<ArticleSkeleton />}>
        <ArticleView article={article} />
      </Suspense>
    </ArticleErrorBoundary>
  );
}
