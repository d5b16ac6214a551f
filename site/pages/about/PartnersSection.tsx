import { PARTNER_LOGO, partners } from '../../content/partners.ts';

export function PartnersSection() {
  return (
    <section className="section section--soft" aria-labelledby="about-partners-title">
      <div className="container">
        <div className="section-header">
          <p className="eyebrow">Tecnología</p>
          <h2 id="about-partners-title">Nuestros partners tecnológicos</h2>
          <p className="lead">Trabajamos con las plataformas líderes para elegir, en cada proyecto, la que mejor encaja contigo.</p>
        </div>
        <ul className="about-partners">
          {partners.map((partner) => (
            <li className="about-partner" key={partner.slug}>
              <img src={partner.image} width={PARTNER_LOGO.width} height={PARTNER_LOGO.height} alt={`Logotipo de ${partner.name}`} loading="lazy" decoding="async" />
              <span className="about-partner__area">{partner.area}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
