import { AlertCircle } from 'lucide-react';
import { Link } from 'wouter';

/** Spec section 2: the catch-all not-found card (its texts are in English in the spec). */
export function NotFoundCard() {
  return (
    <div className="container not-found">
      <div className="card not-found__card" data-testid="not-found">
        <AlertCircle size={40} aria-hidden="true" className="not-found__icon" />
        <h1 lang="en">404 Page Not Found</h1>
        <p lang="en" className="muted">
          Did you forget to add the page to the router?
        </p>
        <Link href="/" className="btn btn-primary">
          Volver al inicio
        </Link>
      </div>
    </div>
  );
}
