/** Shown while the course page chunk loads on client-side navigation. */
export function CourseDetailSkeleton() {
  return (
    <div className="container section course-skeleton" aria-busy="true">
      <span className="sr-only" role="status">
        Cargando el curso…
      </span>
      <div className="skeleton course-skeleton__title" />
      <div className="skeleton course-skeleton__line" />
      <div className="course-skeleton__grid">
        <div className="skeleton course-skeleton__main" />
        <div className="skeleton course-skeleton__side" />
      </div>
    </div>
  );
}
