import { Quote } from 'lucide-react';
import { testimonials } from '../../content/home.ts';
import { revealClass, useReveal } from '../../lib/reveal.ts';
import { SectionHeader } from './SectionHeader.tsx';

export function Testimonials() {
  const ref = useReveal<HTMLDivElement>();
  return (
    <section className="section section--soft" aria-labelledby="testimonials-title">
      <div className="container">
        <SectionHeader id="testimonials-title" eyebrow="Testimonios" title="Lo que dicen nuestros clientes y alumnos" />
        <div className="grid grid-3" ref={ref}>
          {testimonials.map((item, index) => (
            <figure key={item.author} className={`card testimonial ${revealClass(index)}`}>
              <Quote size={28} aria-hidden="true" className="testimonial__icon" />
              <blockquote>
                <p>{item.quote}</p>
              </blockquote>
              <figcaption>
                <strong>{item.author}</strong>
                <span className="muted">{item.role}</span>
              </figcaption>
            </figure>
          ))}
        </div>
      </div>
    </section>
  );
}
