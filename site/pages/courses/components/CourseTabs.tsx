import { Award, CalendarClock, Lightbulb, MonitorPlay } from 'lucide-react';
import type { Course } from '../../../content/courses.ts';
import { certificationText, courseInstructors, courseModality, courseSyllabus, moduleDuration } from '../../../domain/course-defaults.ts';
import { Tabs } from '../../../components/ui/Tabs.tsx';

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

function Programme({ course }: { course: Course }) {
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

function Instructors({ course }: { course: Course }) {
  return (
    <ul className="course-instructors">
      {courseInstructors(course).map((person) => (
        <li key={person.name} className="card course-instructor">
          {person.image ? (
            <img src={person.image} alt="" width={72} height={72} className="course-instructor__avatar" loading="lazy" />
          ) : (
            <span className="course-instructor__avatar course-instructor__initial" aria-hidden="true">
              {person.name.charAt(0)}
            </span>
          )}
          <div>
            <h3>{person.name}</h3>
            <p className="course-instructor__role">{person.role}</p>
            <p className="muted">{person.bio}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Spec section 4: descripcion (default), programa, docentes. */
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
          { id: 'programa', label: 'Programa', content: <Programme course={course} /> },
          { id: 'docentes', label: 'Docentes', content: <Instructors course={course} /> },
        ]}
      />
    </>
  );
}
