/** Shown while a detail page chunk loads on client-side navigation: header, main column, sidebar. */
function DetailSkeleton({ label }: { label: string }) {
  return (
    <div className="container section detail-skeleton" aria-busy="true">
      <span className="sr-only" role="status">
        {label}
      </span>
      <div className="skeleton detail-skeleton__title" />
      <div className="skeleton detail-skeleton__line" />
      <div className="detail-skeleton__grid">
        <div className="skeleton detail-skeleton__main" />
        <div className="skeleton detail-skeleton__side" />
      </div>
    </div>
  );
}

export const CourseDetailSkeleton = () => <DetailSkeleton label="Cargando el curso…" />;

export const ServiceDetailSkeleton = () => <DetailSkeleton label="Cargando el servicio…" />;
