import { ArrowRight, Code2, Compass, GraduationCap } from 'lucide-react';
import { Link } from 'wouter';
import { serviceCards, type ServiceCard } from '../../content/home.ts';
import { revealClass, useReveal } from '../../lib/reveal.ts';
import { SectionHeader } from './SectionHeader.tsx';

const icons: Record<ServiceCard['icon'], typeof Compass> = { compass: Compass, code: Code2, graduation: GraduationCap };

export function ServicesPreview() {
  const ref = useReveal<HTMLDivElement>();
  return (
    <section className="section" aria-labelledby="services-title">
      <div className="container">
        <SectionHeader id="services-title" eyebrow="Servicios" title="Todo lo que necesitas para adoptar la IA">
          De la estrategia a la formación de tu equipo, te acompañamos en cada paso.
        </SectionHeader>
        <div className="grid grid-3" ref={ref}>
          {serviceCards.map((card, index) => {
            const Icon = icons[card.icon];
            return (
              <article key={card.title} className={`card card--hover service-card ${revealClass(index)}`}>
                <span className="icon-tile">
                  <Icon size={24} aria-hidden="true" />
                </span>
                <h3>{card.title}</h3>
                <p className="muted">{card.description}</p>
                <ul className="check-list">
                  {card.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
                <Link href="/servicios" className="text-link">
                  Conocer el servicio<span className="sr-only">: {card.title}</span>
                  <ArrowRight size={16} aria-hidden="true" />
                </Link>
              </article>
            );
          })}
        </div>
      </div>
    </section>
  );
}
