import { ExternalLink, Mail, MapPin, Phone } from 'lucide-react';
import { OFFICE_IMAGE, officeMapUrl, offices } from '../../content/offices.ts';

export function OfficesSection() {
  return (
    <section className="section" aria-labelledby="about-offices-title">
      <div className="container">
        <div className="section-header">
          <p className="eyebrow">Dónde estamos</p>
          <h2 id="about-offices-title">Nuestras oficinas</h2>
        </div>
        <ul className="about-offices grid grid-3">
          {offices.map((office) => (
            <li className="card about-office" key={office.slug}>
              <img
                className="about-office__image"
                src={office.image}
                width={OFFICE_IMAGE.width}
                height={OFFICE_IMAGE.height}
                alt={`Ilustración del perfil urbano de ${office.city}`}
                loading="lazy"
                decoding="async"
              />
              <h3>{office.city}</h3>
              <address className="about-office__details">
                <span>
                  <MapPin size={18} aria-hidden="true" />
                  {office.address}, {office.postal} {office.city}, {office.country}
                </span>
                <a href={office.phoneHref}>
                  <Phone size={18} aria-hidden="true" />
                  {office.phone}
                </a>
                <a href={`mailto:${office.email}`}>
                  <Mail size={18} aria-hidden="true" />
                  {office.email}
                </a>
              </address>
              <a className="btn btn-outline btn-sm" href={officeMapUrl(office)} target="_blank" rel="noopener noreferrer">
                <ExternalLink size={16} aria-hidden="true" />
                Ver en el mapa<span className="sr-only"> la oficina de {office.city} (se abre en una pestaña nueva)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
