import type { RouteDef } from '../../lib/routing/types.ts';
import { CourseDetailSkeleton } from '../../components/DetailSkeleton.tsx';

export const coursesRoutes: RouteDef[] = [
  { pattern: '/cursos', load: () => import('./CoursesPage.tsx') },
  {
    pattern: '/cursos/:slug',
    load: () => import('./CourseDetailPage.tsx'),
    preload: ({ slug }) => import('./CourseDetailPage.tsx').then((page) => page.preloadBody(slug)),
    fallback: CourseDetailSkeleton,
  },
];
