import { ArrowRight, Mail, MessageCircle } from 'lucide-react';
import { Link } from 'wouter';
import { whatsappUrl } from '../../../content/company.ts';
import type { ServiceDetail } from '../../../content/services.ts';
import { serviceSummaries } from '../../../content/services/summaries.ts';
import { otherServices } from '../lib/other-services.ts';
import { snippet } from '../lib/snippet.ts';
import { serviceIcons } from './service-icons.ts';

/** The service page's aside (DetailShell): how to ask for the service, then the other services. */
export function ServiceAside({ service }: { service: ServiceDetail }) {
  return (
    <>
      <section className="card service-contact" aria-labelledby="contratar-titulo">
        <h2 id="contratar-titulo">¿Te interesa este servicio?</h2>
        <p className="service-contact__price">{service.price}</p>
        <p className="muted">Te respondemos en menos de 24 horas laborables, sin compromiso.</p>
        <a
          href={whatsappUrl(service.whatsappInfo.message)}
          className="btn btn-whatsapp btn-block"
          target="_blank"
          rel="noopener noreferrer"
          data-category={service.whatsappInfo.category}
        >
          <MessageCircle size={18} aria-hidden="true" />
          Consultar por WhatsApp
          <span className="sr-only"> (se abre en una pestaña nueva)</span>
        </a>
        <Link href="/contacto" className="btn btn-outline btn-block">
          <Mail size={18} aria-hidden="true" />
          Solicitar información
        </Link>
      </section>
      <section className="card service-others" aria-labelledby="otros-titulo">
        <h2 id="otros-titulo">Otros servicios</h2>
        <ul className="other-services">
          {otherServices(service, serviceSummaries).map((other) => {
            const Icon = serviceIcons[other.icon];
            return (
              <li key={other.slug}>
                <Link href={`/servicios/${other.slug}`} className="other-service">
                  <Icon size={20} aria-hidden="true" />
                  <span>
                    <span className="other-service__title">{other.title}</span>
                    <span className="other-service__text">{snippet(other.description)}</span>
                  </span>
                  <ArrowRight size={16} aria-hidden="true" />
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}
