import { DetailStatusCard } from '../../../components/DetailStatusCard.tsx';

export const COURSE_MISSING_TEXT = 'El curso que estás buscando no existe o ha sido eliminado.';

export function CourseNotFound() {
  return (
    <DetailStatusCard title="Curso no encontrado" text={COURSE_MISSING_TEXT} testId="course-not-found" backHref="/cursos" backLabel="Volver a los cursos" />
  );
}
