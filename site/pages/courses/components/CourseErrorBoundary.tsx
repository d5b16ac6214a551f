import { Component, type ReactNode } from 'react';
import { StateCard } from './StateCard.tsx';

export const COURSE_LOAD_ERROR = 'Error al cargar el curso';

/** The course's details failed to load or render: logged to the console, error card shown. */
export class CourseErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
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
}
