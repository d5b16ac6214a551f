import { memo } from 'react';
import type { Course } from '../../../content/courses.ts';
import { chunkLoader, Deferred, useDeferredChunk } from '../../../lib/deferred-chunk.tsx';
import { ENROLMENT_FORM, prerenderedCourse } from '../lib/prerendered.ts';

const loadForm = chunkLoader(() => import('./EnrolmentForm.tsx'));

// Loaded by a client-side navigation (no prerendered form around): the form downloads beside the
// course's own details.
if (typeof document !== 'undefined' && !document.querySelector(ENROLMENT_FORM)) void loadForm().catch(() => undefined);

interface DeferredEnrolmentFormProps {
  course: Course;
  /** The id of the element around the form: reaching for any of it brings the form to life. */
  within: string;
}

/**
 * The enrolment form, whose code comes only when wanted (useDeferredChunk): the prerendered form
 * stays on screen, usable as a plain form, until it comes near the viewport or the visitor points
 * at, touches or tabs into the reserve box. The time trap still counts from the page becoming
 * interactive (`since`), as for every form, so reaching the form late never makes a fast visitor
 * look like a bot.
 */
function DeferredEnrolmentFormView({ course, within }: DeferredEnrolmentFormProps) {
  const { ready, since } = useDeferredChunk(loadForm, {
    prerendered: () => prerenderedCourse(course.slug),
    target: () => {
      const box = document.getElementById(within);
      return box?.querySelector(ENROLMENT_FORM) ?? box;
    },
  });
  return <Deferred ready={ready}>{({ EnrolmentForm }) => <EnrolmentForm course={course} interactiveSince={since} />}</Deferred>;
}

// A re-render with the same course must not touch the form while it waits to hydrate: React would
// give up hydrating it and render it afresh, blanking it until its chunk arrives.
export const DeferredEnrolmentForm = memo(
  DeferredEnrolmentFormView,
  (before, after) => before.course.slug === after.course.slug && before.within === after.within,
);
