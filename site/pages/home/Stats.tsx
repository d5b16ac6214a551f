import { useEffect, useRef, useState } from 'react';
import { featuredTestimonial, stats, STATS_TICK_MS } from '../../content/home.ts';

/** Spec section 9: +1 every 30 ms up to the target, starting when the block scrolls into view. */
function useCounter(target: number, running: boolean): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      setValue((current) => {
        if (current + 1 >= target) clearInterval(timer);
        return Math.min(current + 1, target);
      });
    }, STATS_TICK_MS);
    return () => clearInterval(timer);
  }, [target, running]);
  return value;
}

function Stat({ stat, running }: { stat: (typeof stats)[number]; running: boolean }) {
  const value = useCounter(stat.target, running);
  return (
    <div className="stat" data-testid={`stat-${stat.key}`}>
      <p className="stat__value">
        <span aria-hidden="true">
          {stat.prefix}
          {value}
          {stat.suffix}
        </span>
        <span className="sr-only">
          {stat.prefix}
          {stat.target}
          {stat.suffix}
        </span>
      </p>
      <p className="stat__label">{stat.label}</p>
    </div>
  );
}

export function Stats() {
  const ref = useRef<HTMLElement>(null);
  const [running, setRunning] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setRunning(true);
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <section className="section stats-section" aria-labelledby="stats-title" ref={ref}>
      <div className="container stats-section__grid">
        <div>
          <h2 id="stats-title" className="stats-section__title">
            Resultados que hablan por nosotros
          </h2>
          <div className="stats">
            {stats.map((stat) => (
              <Stat key={stat.key} stat={stat} running={running} />
            ))}
          </div>
        </div>
        <figure className="testimonial-card">
          <blockquote>
            <p>“{featuredTestimonial.quote}”</p>
          </blockquote>
          <figcaption>
            <strong>{featuredTestimonial.author}</strong>
            <span>{featuredTestimonial.role}</span>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
