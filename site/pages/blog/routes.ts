import type { RouteDef } from '../../lib/routing/types.ts';
import { ArticleSkeleton } from './components/ArticleSkeleton.tsx';

export const blogRoutes: RouteDef[] = [
  { pattern: '/blog', load: () => import('./BlogListPage.tsx') },
  {
    pattern: '/blog/:slug',
    load: () => import('./ArticlePage.tsx'),
    preload: ({ slug }) => import('./ArticlePage.tsx').then((page) => page.preloadBody(slug)),
    fallback: ArticleSkeleton,
  },
];
