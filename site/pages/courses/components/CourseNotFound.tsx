import { ArrowLeft, TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { StatusCard } from '../../../components/StatusCard.tsx';

export function CourseNotFound() {
  return (
    <StatusCard
      icon={<TriangleAlert size={32} />}
      tone="warning"
      title="Curso no encontrado"
      text="El curso que estás buscando no existe o ha sido eliminado."
      testId="course-not-found"
      actions={
        <Link href="/cursos" className="btn btn-primary">
          <ArrowLeft size={18} aria-hidden="true" />
          Volver a los cursos
        </Link>
      }
    />
  );
}
