import { StateCard } from './StateCard.tsx';

export function CourseNotFound() {
  return (
    <StateCard
      title="Curso no encontrado"
      text="El curso que estás buscando no existe o ha sido eliminado."
      href="/cursos"
      linkLabel="Volver a los cursos"
      testId="course-not-found"
    />
  );
}
