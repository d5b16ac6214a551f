import { articles } from '../../content/blog/articles.ts';
import type { RouteDef } from '../../lib/routing/types.ts';
import { ArticleSkeleton } from './components/ArticleSkeleton.tsx';
import { articleHead, blogListHead } from './head.ts';

export const blogRoutes: RouteDef[] = [
  {
    pattern: '/blog',
    load: () => import('./BlogListPage.tsx'),
    head: blogListHead,
  },
  {
    pattern: '/blog/:slug',
    load: () => import('./ArticlePage.tsx'),
    head: (params) => articleHead(params.slug),
    paths: () => articles.map((article) => `/blog/${article.slug}`),
    fallback: ArticleSkeleton,
  },
];
