/**
 * Spec section 2: loading shows a header banner, a main column and a sidebar. Used both while the
 * page chunk loads (the route's fallback) and while the article body chunk loads. No texts module
 * import: this file ships in the first-load bundle through the route table.
 */
export function ArticleSkeleton() {
  return (
    <div className="article-skeleton" aria-busy="true" data-testid="article-skeleton">
      <p className="sr-only" role="status">
        Cargando artículo…
      </p>
      <div className="article-skeleton__banner">
        <div className="container">
          <div className="skeleton article-skeleton__chip" />
          <div className="skeleton article-skeleton__title" />
          <div className="skeleton article-skeleton__meta" />
        </div>
      </div>
      <div className="container article-layout">
        <div className="article-skeleton__main">
          {[0, 1, 2, 3, 4, 5, 6].map((line) => (
            <div key={line} className="skeleton article-skeleton__line" />
          ))}
        </div>
        <div className="article-skeleton__sidebar">
          <div className="skeleton article-skeleton__box" />
          <div className="skeleton article-skeleton__box" />
        </div>
      </div>
    </div>
  );
}
