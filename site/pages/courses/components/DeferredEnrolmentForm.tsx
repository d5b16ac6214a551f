import { memo, Suspense, use, useEffect, useRef, useState, type RefObject } from 'react';
import type { Course } from '../../../content/courses.ts';
import { whenWanted } from '../../../lib/when-wanted.ts';

type FormModule = typeof import('./EnrolmentForm.tsx');

let chunk: Promise<FormModule> | undefined;

/** The form's own chunk, once; a failed download may be retried. */
function loadForm(): Promise<FormModule> {
  chunk ??= import('./EnrolmentForm.tsx').catch((error: unknown) => {
    chunk = undefined;
    throw error;
  });
  return chunk;
}

const FORM = 'form.enrolment-form';

/** The prerendered form of this course is in the document: React is about to hydrate it. */
const prerendered = (slug: string) => [...document.querySelectorAll<HTMLInputElement>(`${FORM} input[name="course"]`)].some((input) => input.value === slug);

// Loaded by a client-side navigation (no prerendered form around): the form downloads beside the
// course's own details.
if (typeof document !== 'undefined' && !document.querySelector(FORM)) void loadForm().catch(() => undefined);

function Form({ course, ready, since }: { course: Course; ready: Promise<FormModule>; since: RefObject<number | undefined> }) {
  const { EnrolmentForm } = use(ready);
  return <EnrolmentForm course={course} interactiveSince={since} />;
}

interface DeferredEnrolmentFormProps {
  course: Course;
  /** The id of the element around the form: reaching for any of it brings the form to life. */
  within: string;
}

/**
 * The enrolment form, whose code comes only when wanted: the prerendered form is in the HTML and
 * stays on screen, usable as a plain form, until its chunk arrives (when it comes near the
 * viewport or the visitor points at, touches or tabs into the reserve box); then it hydrates in
 * place. The time trap still counts from the page becoming interactive (`since`), as for every
 * form, so reaching the form late never makes a fast visitor look like a bot.
 * On the server and after a client-side navigation it renders at once (the page waits for it).
 */
function DeferredEnrolmentFormView({ course, within }: DeferredEnrolmentFormProps) {
  const [wanted] = useState(() => (typeof document !== 'undefined' && prerendered(course.slug) ? deferred<FormModule>() : undefined));
  const since = useRef<number | undefined>(undefined);
  if (!wanted) use(loadForm());

  useEffect(() => {
    since.current = Date.now();
    if (!wanted) return;
    const box = document.getElementById(within);
    const target = box?.querySelector(FORM) ?? box;
    if (!target) {
      loadForm().then(wanted.resolve, () => undefined);
      return;
    }
    let stop = () => {};
    // Near the viewport first; after a failed download, only the visitor's next reach retries.
    const arm = (rootMargin?: null) => {
      stop = whenWanted(target, () => loadForm().then(wanted.resolve, () => arm(null)), rootMargin === null ? { rootMargin } : {});
    };
    arm();
    return () => stop();
  }, [wanted, within]);

  return (
    <Suspense fallback={null}>
      <Form course={course} ready={wanted?.promise ?? loadForm()} since={since} />
    </Suspense>
  );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

// A re-render with the same course must not touch the form while it waits to hydrate: React would
// give up hydrating it and render it afresh, blanking it until its chunk arrives.
export const DeferredEnrolmentForm = memo(
  DeferredEnrolmentFormView,
  (before, after) => before.course.slug === after.course.slug && before.within === after.within,
);
