import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { Link } from 'wouter';
import { company, whatsappUrl } from '../../content/company.ts';
import { footerCompany, footerLegal, footerServices } from '../../content/navigation.ts';
import { openConsentPreferences } from '../../lib/widgets.ts';
import { SocialLinks } from './SocialLinks.tsx';

export function Footer() {
  const year = 2026;
  return (
    <footer className="site-footer" lang="es">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <p className="site-footer__name">{company.brand}</p>
          <p>{company.description}</p>
          <SocialLinks />
        </div>

        <nav aria-label="Servicios">
          <h2 className="site-footer__title">Servicios</h2>
          <ul>
            {footerServices.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-label="Empresa">
          <h2 className="site-footer__title">Empresa</h2>
          <ul>
            {footerCompany.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="site-footer__title">Contacto</h2>
          <address className="site-footer__contact">
            <p>
              <MapPin size={16} aria-hidden="true" />
              <span>
                {company.address.street}, {company.address.postalCode} {company.address.city}
              </span>
            </p>
            <p>
              <Phone size={16} aria-hidden="true" />
              <a href={company.phoneHref}>{company.phone}</a>
            </p>
            <p>
              <Mail size={16} aria-hidden="true" />
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </p>
            <p>
              <MessageCircle size={16} aria-hidden="true" />
              <a href={whatsappUrl('Hola, me gustaría recibir información sobre IA Academy.')} target="_blank" rel="noopener noreferrer">
                WhatsApp {company.whatsappDisplay}
              </a>
            </p>
            <p>
              <Clock size={16} aria-hidden="true" />
              <span>{company.hours.text}</span>
            </p>
          </address>
        </div>
      </div>

      <div className="container site-footer__bottom">
        <p>
          © {year} {company.legalName}
        </p>
        <ul className="site-footer__legal">
          {footerLegal.map((link) => (
            <li key={link.href}>
              <Link href={link.href}>{link.label}</Link>
            </li>
          ))}
          <li>
            <button type="button" className="link-button" onClick={openConsentPreferences}>
              Preferencias de cookies
            </button>
          </li>
        </ul>
      </div>
    </footer>
  );
}
