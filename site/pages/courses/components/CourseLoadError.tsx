import { StateCard } from './StateCard.tsx';

export const COURSE_LOAD_ERROR = 'Error al cargar el curso';

export function CourseLoadError() {
  return (
    <StateCard
      title={COURSE_LOAD_ERROR}
      text="El curso que estás buscando no existe o ha sido eliminado."
      href="/cursos"
      linkLabel="Volver a los cursos"
      testId="course-error"
    />
  );
}
