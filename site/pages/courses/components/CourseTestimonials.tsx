import { courseTestimonials } from '../../../content/courses/testimonials.ts';
import { Stars } from './Stars.tsx';

export function CourseTestimonials() {
  return (
    <section className="course-section" aria-labelledby="opiniones-titulo">
      <h2 id="opiniones-titulo">Lo que dicen nuestros estudiantes</h2>
      <ul className="course-testimonials">
        {courseTestimonials.map((testimonial) => (
          <li key={testimonial.author} className="card course-testimonial">
            <Stars />
            <span className="sr-only">5 de 5 estrellas</span>
            <blockquote>
              <p>{testimonial.quote}</p>
            </blockquote>
            <p className="course-testimonial__author">
              <strong>{testimonial.author}</strong>
              <span className="muted">{testimonial.role}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
