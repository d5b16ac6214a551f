import type { RouteDef } from '../../lib/routing/types.ts';
import { ArticleSkeleton } from './components/ArticleSkeleton.tsx';

export const blogRoutes: RouteDef[] = [
  { pattern: '/blog', load: () => import('./BlogListPage.tsx') },
  { pattern: '/blog/:slug', load: () => import('./ArticlePage.tsx').then(async (page) => (await page.bodyReady, page)), fallback: ArticleSkeleton },
];
