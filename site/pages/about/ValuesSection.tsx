import { Award, Lightbulb, ShieldCheck, Target, type LucideIcon } from 'lucide-react';
import { mission, values, vision, type ValueIcon } from '../../content/values.ts';

const icons: Record<ValueIcon, LucideIcon> = { award: Award, lightbulb: Lightbulb, target: Target, shield: ShieldCheck };

export function ValuesSection() {
  return (
    <section className="section" aria-labelledby="about-purpose">
      <div className="container">
        <h2 id="about-purpose" className="sr-only">
          Misión, visión y valores
        </h2>
        <div className="about-purpose grid grid-2">
          <article className="card about-purpose__card">
            <h3>Nuestra misión</h3>
            <p>{mission}</p>
          </article>
          <article className="card about-purpose__card">
            <h3>Nuestra visión</h3>
            <p>{vision}</p>
          </article>
        </div>
        <div className="section-header about-values__header">
          <p className="eyebrow">Lo que nos guía</p>
          <h3 className="about-values__title">Nuestros valores</h3>
        </div>
        <ul className="about-values grid grid-4">
          {values.map((value) => {
            const Icon = icons[value.icon];
            return (
              <li className="card about-value" key={value.title}>
                <span className="about-value__icon" aria-hidden="true">
                  <Icon size={24} />
                </span>
                <h4>{value.title}</h4>
                <p>{value.description}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
