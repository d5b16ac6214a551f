import type { RouteDef } from '../../lib/routing/types.ts';
import { CourseDetailSkeleton } from '../../components/DetailSkeleton.tsx';

export const coursesRoutes: RouteDef[] = [
  { pattern: '/cursos', load: () => import('./CoursesPage.tsx') },
  {
    pattern: '/cursos/:slug',
    // The page's own details load with its chunk, so a prerendered page hydrates without suspending.
    load: () => import('./CourseDetailPage.tsx').then(async (page) => (await page.bodyReady, page)),
    fallback: CourseDetailSkeleton,
  },
];
