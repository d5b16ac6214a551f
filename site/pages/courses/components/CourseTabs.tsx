import { Award, CalendarClock, MonitorPlay } from 'lucide-react';
import type { Course } from '../../../content/courses.ts';
import { certificationText, courseModality } from '../../../domain/course-defaults.ts';
import { Tabs } from '../../../components/ui/Tabs.tsx';
import { DeferredCoursePart } from './DeferredCoursePart.tsx';

const defaultIntro = (course: Course) =>
  `Un programa práctico de ${course.duration} en el que aprenderás trabajando sobre casos reales, con el acompañamiento de nuestro equipo docente. Estas son las personas a las que va dirigido, lo que conviene saber antes de empezar y lo que serás capaz de hacer al terminar.`;

function Description({ course }: { course: Course }) {
  return (
    <div className="course-description">
      <p>{course.longDescription ?? defaultIntro(course)}</p>
      <div className="course-description__lists">
        <section>
          <h3>¿A quién va dirigido?</h3>
          <ul className="check-list">
            {course.targetAudience.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section>
          <h3>Requisitos previos</h3>
          <ul className="check-list">
            {course.requirements.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section>
          <h3>Lo que aprenderás</h3>
          <ul className="check-list">
            {course.skills.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      </div>
      <dl className="course-facts">
        <div>
          <dt>
            <CalendarClock size={20} aria-hidden="true" />
            Duración
          </dt>
          <dd>{course.duration}</dd>
        </div>
        <div>
          <dt>
            <MonitorPlay size={20} aria-hidden="true" />
            Modalidad
          </dt>
          <dd>{courseModality(course)}</dd>
        </div>
        <div>
          <dt>
            <Award size={20} aria-hidden="true" />
            Certificación
          </dt>
          <dd>{certificationText(course)}</dd>
        </div>
      </dl>
    </div>
  );
}

/** Spec section 4: descripcion (default), programa, docentes (the hidden two hydrate when their tab is reached). */
export function CourseTabs({ course }: { course: Course }) {
  return (
    <>
      {/* The panels' own headings are h3: this keeps the outline h1 > h2 > h3. */}
      <h2 className="sr-only">Información del curso</h2>
      <Tabs
        key={course.slug}
        idPrefix="curso"
        label={`Información del curso ${course.title}`}
        tabs={[
          { id: 'descripcion', label: 'Descripción', content: <Description course={course} /> },
          { id: 'programa', label: 'Programa', content: <DeferredCoursePart part="CourseProgramme" course={course} /> },
          { id: 'docentes', label: 'Docentes', content: <DeferredCoursePart part="CourseInstructors" course={course} /> },
        ]}
      />
    </>
  );
}
