import { DetailStatusCard } from '../../../components/DetailStatusCard.tsx';
import { COURSE_MISSING_TEXT } from './CourseNotFound.tsx';

export const COURSE_LOAD_ERROR = 'Error al cargar el curso';

export function CourseLoadError() {
  return <DetailStatusCard title={COURSE_LOAD_ERROR} text={COURSE_MISSING_TEXT} testId="course-error" backHref="/cursos" backLabel="Volver a los cursos" />;
}
