import { impact } from '../../content/values.ts';

export function ImpactSection() {
  return (
    <section className="section about-impact" aria-labelledby="about-impact-title">
      <div className="container">
        <h2 id="about-impact-title">Nuestro impacto</h2>
        <dl className="about-impact__grid">
          {impact.map((figure) => (
            <div className="about-impact__item" key={figure.label}>
              <dt>{figure.label}</dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
