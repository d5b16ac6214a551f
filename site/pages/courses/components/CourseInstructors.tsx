import type { Course } from '../../../content/courses.ts';
import { courseInstructors } from '../../../domain/course-programme.ts';

/** The 'Docentes' tab. */
export function CourseInstructors({ course }: { course: Course }) {
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
