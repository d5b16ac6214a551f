/** Shown while the service page chunk loads on client-side navigation. */
export function ServiceDetailSkeleton() {
  return (
    <div className="container section service-skeleton" aria-busy="true">
      <span className="sr-only" role="status">
        Cargando el servicio…
      </span>
      <div className="skeleton service-skeleton__title" />
      <div className="skeleton service-skeleton__line" />
      <div className="service-skeleton__grid">
        <div className="skeleton service-skeleton__main" />
        <div className="skeleton service-skeleton__side" />
      </div>
    </div>
  );
}
