import { use } from 'react';
import type { CourseSummary } from '../../content/courses.ts';
import { courseSummaries } from '../../content/courses/summaries.ts';
import type { PageProps } from '../../lib/routing/types.ts';
import { CourseHero } from './components/CourseHero.tsx';
import { COURSE_LOAD_ERROR, CourseLoadError } from './components/CourseLoadError.tsx';
import { CourseNotFound } from './components/CourseNotFound.tsx';
import { CourseTabs } from './components/CourseTabs.tsx';
import { DeferredCoursePart } from './components/DeferredCoursePart.tsx';
import { CourseDetailSkeleton } from '../../components/DetailSkeleton.tsx';
import { DetailBoundary } from '../../components/DetailBoundary.tsx';
import { DetailShell } from '../../components/DetailShell.tsx';
import { ReserveBox } from './components/ReserveBox.tsx';
import { loadCourseBody } from './lib/course-body.ts';

export { courseDetailHead as head, courseDetailPaths as paths } from './heads.ts';
/** The route's preload (routes.ts): the body, fetched before a first load hydrates. Reached through this chunk, so no chunk of its own. */
export { preloadCourseBody as preloadBody } from './lib/course-body.ts';

function CourseView({ summary }: { summary: CourseSummary }) {
  const body = use(loadCourseBody(summary.slug));
  if (!body) throw new Error(`${COURSE_LOAD_ERROR}: ${summary.slug}`);
  const course = { ...summary, ...body };
  return (
    <DetailShell
      hero={<CourseHero course={course} />}
      asideLabel="Reserva y cursos relacionados"
      aside={
        <>
          <ReserveBox course={course} />
          <DeferredCoursePart part="RelatedCourses" course={course} />
        </>
      }
      back={{ href: '/cursos', label: 'Ver todos los cursos' }}
    >
      <CourseTabs course={course} />
      <DeferredCoursePart part="CourseTestimonials" course={course} />
      <DeferredCoursePart part="CourseFaq" course={course} />
    </DetailShell>
  );
}

export default function CourseDetailPage({ params }: PageProps) {
  const summary = params.slug ? courseSummaries.find((course) => course.slug === params.slug) : undefined;
  if (!summary) return <CourseNotFound />;
  return (
    <DetailBoundary id={summary.slug} skeleton={<CourseDetailSkeleton />} error={<CourseLoadError />}>
      <CourseView summary={summary} />
    </DetailBoundary>
  );
}
