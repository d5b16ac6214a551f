import { Lightbulb } from 'lucide-react';
import type { Course } from '../../../content/courses.ts';
import { courseSyllabus, moduleDuration } from '../../../domain/course-programme.ts';

/** The 'Programa' tab: the modules, their topics and the method. */
export function CourseProgramme({ course }: { course: Course }) {
  return (
    <div>
      <ol className="course-syllabus">
        {courseSyllabus(course).map((module, index) => (
          <li key={module.title} className="course-module">
            <header>
              <h3>
                Módulo {index + 1}: {module.title}
              </h3>
              <span className="course-module__duration">{moduleDuration(module)}</span>
            </header>
            <p>{module.description}</p>
            <ul className="chip-list" aria-label="Temas">
              {module.topics.map((topic) => (
                <li key={topic} className="chip">
                  {topic}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <aside className="course-methodology">
        <Lightbulb size={22} aria-hidden="true" />
        <p>
          <strong>Metodología:</strong> cada módulo combina sesiones en directo (que quedan grabadas), ejercicios prácticos con corrección personalizada y una
          tutoría semanal. El curso termina con un proyecto final aplicado a tu propio contexto.
        </p>
      </aside>
    </div>
  );
}
