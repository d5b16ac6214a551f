import { ArrowLeft, TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';

/** Spec section 8: heading (the error), explanation and a way back to the services list. */
export function ServiceError({ message }: { message: string }) {
  return (
    <div className="container section">
      <div className="card state-card" data-testid="service-error">
        <TriangleAlert size={40} aria-hidden="true" className="state-card__icon" />
        <h1>{message}</h1>
        <p className="muted">El servicio que estás buscando no existe o ha sido eliminado.</p>
        <Link href="/servicios" className="btn btn-primary">
          <ArrowLeft size={18} aria-hidden="true" />
          Ver todos los servicios
        </Link>
      </div>
    </div>
  );
}
