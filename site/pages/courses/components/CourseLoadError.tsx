import { ArrowLeft, TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { StatusCard } from '../../../components/StatusCard.tsx';

export const COURSE_LOAD_ERROR = 'Error al cargar el curso';

export function CourseLoadError() {
  return (
    <StatusCard
      icon={<TriangleAlert size={32} />}
      tone="warning"
      title={COURSE_LOAD_ERROR}
      text="El curso que estás buscando no existe o ha sido eliminado."
      testId="course-error"
      actions={
        <Link href="/cursos" className="btn btn-primary">
          <ArrowLeft size={18} aria-hidden="true" />
          Volver a los cursos
        </Link>
      }
    />
  );
}
