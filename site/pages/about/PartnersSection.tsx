import { partners } from '../../content/partners.ts';

/** Named in text, without their logos: the platforms are tools we choose, not brands we speak for. */
export function PartnersSection() {
  return (
    <section className="section section--soft" aria-labelledby="about-partners-title">
      <div className="container">
        <div className="section-header">
          <p className="eyebrow">Tecnología</p>
          <h2 id="about-partners-title">Plataformas con las que trabajamos</h2>
          <p className="lead">No vendemos licencias: en cada proyecto elegimos, contigo, la plataforma que mejor encaja con tus datos y tu equipo.</p>
        </div>
        <ul className="about-partners">
          {partners.map((partner) => (
            <li className="about-partner" key={partner.slug}>
              <span className="about-partner__name">{partner.name}</span>
              <span className="about-partner__area">{partner.area}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
