import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { SocialLinks } from '../../components/layout/SocialLinks.tsx';
import { company, whatsappUrl } from '../../content/company.ts';

export function ContactInfo() {
  return (
    <aside className="card contact-info" aria-labelledby="contact-info-title">
      <h2 id="contact-info-title">Información de contacto</h2>
      <ul className="contact-info__list">
        <li>
          <MapPin size={20} aria-hidden="true" />
          <div>
            <strong>Dirección</strong>
            <address>
              {company.address.street}
              <br />
              {company.address.postalCode} {company.address.city}, {company.address.country}
            </address>
          </div>
        </li>
        <li>
          <Phone size={20} aria-hidden="true" />
          <div>
            <strong>Teléfono</strong>
            <a href={company.phoneHref}>{company.phone}</a>
          </div>
        </li>
        <li>
          <Mail size={20} aria-hidden="true" />
          <div>
            <strong>Correo electrónico</strong>
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </div>
        </li>
        <li>
          <MessageCircle size={20} aria-hidden="true" />
          <div>
            <strong>WhatsApp</strong>
            <a href={whatsappUrl('Hola, me gustaría hablar con vuestro equipo.')} target="_blank" rel="noopener noreferrer">
              {company.whatsappDisplay}
              <span className="sr-only"> (se abre en una pestaña nueva)</span>
            </a>
          </div>
        </li>
        <li>
          <Clock size={20} aria-hidden="true" />
          <div>
            <strong>Horario</strong>
            <span>{company.hours.text}</span>
          </div>
        </li>
      </ul>
      <h3 className="contact-info__social-title">Síguenos</h3>
      <SocialLinks />
    </aside>
  );
}
