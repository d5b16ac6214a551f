import { AlertCircle } from 'lucide-react';

/**
 * What the visitor sees instead of a blank page when a page cannot be loaded or shown: what
 * happened, a retry that loads the page again from the server, and the way home. Plain <a> and
 * <button>, so it also works outside the router (the root boundary).
 */
export function LoadErrorCard({ headingLevel = 'h1' }: { headingLevel?: 'h1' | 'h2' }) {
  const Heading = headingLevel;
  const retry = () => window.location.reload();
  return (
    <div className="container not-found" role="alert">
      <div className="card not-found__card" data-testid="load-error">
        <AlertCircle size={40} aria-hidden="true" className="not-found__icon" />
        <Heading>No hemos podido cargar esta página</Heading>
        <p className="muted">
          Puede que acabemos de publicar una versión nueva del sitio o que tu conexión haya fallado un momento. Vuelve a intentarlo; si sigue sin cargar, espera
          unos segundos.
        </p>
        <div className="load-error__actions">
          <button type="button" className="btn btn-primary" onClick={retry}>
            Reintentar
          </button>
          <a href="/" className="btn btn-outline">
            Volver al inicio
          </a>
        </div>
      </div>
    </div>
  );
}
