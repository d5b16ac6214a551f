import { useEffect, useRef, useState } from 'react';
import { featuredTestimonial, stats, STATS_TICK_MS } from '../../content/home.ts';

/**
 * How the figures show: 'final' (the prerendered HTML, no JavaScript, reduced motion, or a block
 * already on screen when the page starts: nobody sees zeros), 'waiting' (0, below the first
 * screen until it scrolls into view) and 'counting' (spec section 9: +1 every 30 ms up to the target).
 */
type Phase = 'final' | 'waiting' | 'counting';

function useCounter(target: number, phase: Phase): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (phase !== 'counting') return;
    const timer = setInterval(() => {
      setValue((current) => {
        if (current + 1 >= target) clearInterval(timer);
        return Math.min(current + 1, target);
      });
    }, STATS_TICK_MS);
    return () => clearInterval(timer);
  }, [target, phase]);
  return phase === 'final' ? target : value;
}

function Stat({ stat, phase }: { stat: (typeof stats)[number]; phase: Phase }) {
  const value = useCounter(stat.target, phase);
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
  const [phase, setPhase] = useState<Phase>('final');

  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let first = true;
    const observer = new IntersectionObserver((entries) => {
      const inView = entries.some((entry) => entry.isIntersecting);
      if (first) {
        first = false;
        // On screen from the start: the figures stay as they were painted.
        if (inView) observer.disconnect();
        else setPhase('waiting');
        return;
      }
      if (inView) {
        setPhase('counting');
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
              <Stat key={stat.key} stat={stat} phase={phase} />
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
