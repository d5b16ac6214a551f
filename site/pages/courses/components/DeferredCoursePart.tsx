import { memo, type ComponentType } from 'react';
import type { Course } from '../../../content/courses.ts';
import { chunkLoader, Deferred, useDeferredChunk, type DeferredChunkOptions } from '../../../lib/deferred-chunk.tsx';
import { ENROLMENT_FORM, prerenderedCourse } from '../lib/prerendered.ts';

const loadParts = chunkLoader(() => import('./deferred-parts.ts'));

// Loaded by a client-side navigation (no prerendered course page around): the parts download
// beside the course's own details.
if (typeof document !== 'undefined' && !document.querySelector(ENROLMENT_FORM)) void loadParts().catch(() => undefined);

const sectionOf = (headingId: string) => () => document.getElementById(headingId)?.closest('section');
const tab = (id: string) => () => document.getElementById(`curso-tab-${id}`);

/** What brings each part's code: the section around it, or, for a hidden tab panel, reaching for its tab. */
const WANTED_BY: Record<keyof typeof import('./deferred-parts.ts'), Pick<DeferredChunkOptions, 'target' | 'reachOnly'>> = {
  CourseProgramme: { target: tab('programa'), reachOnly: true },
  CourseInstructors: { target: tab('docentes'), reachOnly: true },
  CourseTestimonials: { target: sectionOf('opiniones-titulo') },
  CourseFaq: { target: sectionOf('preguntas-titulo') },
  RelatedCourses: { target: sectionOf('relacionados-titulo') },
};

interface DeferredCoursePartProps {
  part: keyof typeof WANTED_BY;
  course: Course;
}

/**
 * The course page's parts that are not on its first screen (the hidden tab panels, testimonials,
 * questions, related courses): their code and text stay out of the page's first load. The
 * prerendered markup stays in the HTML, on screen and in place (no shift), and hydrates when the
 * part comes near the viewport or the visitor reaches for it (useDeferredChunk); a client-side
 * navigation renders them at once.
 */
function DeferredCoursePartView({ part, course }: DeferredCoursePartProps) {
  const { ready } = useDeferredChunk(loadParts, { prerendered: () => prerenderedCourse(course.slug), ...WANTED_BY[part] });
  return (
    <Deferred ready={ready}>
      {(parts) => {
        const Part: ComponentType<{ course: Course }> = parts[part];
        return <Part course={course} />;
      }}
    </Deferred>
  );
}

// A re-render with the same course must not touch a part while it waits to hydrate (React would
// render it afresh, blanking it until its chunk arrives).
export const DeferredCoursePart = memo(DeferredCoursePartView, (before, after) => before.part === after.part && before.course.slug === after.course.slug);
