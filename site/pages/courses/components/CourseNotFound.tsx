import { ArrowLeft, TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';

export function CourseNotFound() {
  return (
    <div className="container section">
      <div className="card state-card" data-testid="course-not-found">
        <TriangleAlert size={40} aria-hidden="true" className="state-card__icon" />
        <h1>Curso no encontrado</h1>
        <p className="muted">El curso que estás buscando no existe o ha sido eliminado.</p>
        <Link href="/cursos" className="btn btn-primary">
          <ArrowLeft size={18} aria-hidden="true" />
          Volver a los cursos
        </Link>
      </div>
    </div>
  );
}
