import { ExternalLink, MapPin } from 'lucide-react';
import { useEffect, useState } from 'react';
import { company } from '../../content/company.ts';
import { officeMapUrl, offices } from '../../content/offices.ts';
import { watchConsent } from '../../lib/widgets.ts';

/** The only third-party origin of the site's pages; the server's CSP frame-src allows it. */
const MAP_FRAME_ORIGIN = 'https://www.openstreetmap.org';
/** The cookie category that covers embedded third-party content such as the map. */
const MAP_CONSENT_CATEGORY = 'preferences';

const madrid = offices[0]!;
const span = 0.006;
const embedUrl =
  `${MAP_FRAME_ORIGIN}/export/embed.html?bbox=${madrid.longitude - span},${madrid.latitude - span / 2},` +
  `${madrid.longitude + span},${madrid.latitude + span / 2}&layer=mapnik&marker=${madrid.latitude},${madrid.longitude}`;

/** Click-to-load map: nothing is requested from OpenStreetMap until the visitor asks or consents. */
export function MapEmbed() {
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    // Through the widgets' API and its consent-change event, never their storage keys.
    return watchConsent((settings) => {
      if (settings?.[MAP_CONSENT_CATEGORY] === true) setLoaded(true);
    });
  }, []);

  return (
    <section className="contact-map" aria-labelledby="contact-map-title">
      <h2 id="contact-map-title">Cómo llegar</h2>
      <p className="muted">
        {company.address.street}, {company.address.postalCode} {company.address.city}. Metro Goya o Príncipe de Vergara.
      </p>
      {loaded ? (
        <iframe
          className="contact-map__frame"
          src={embedUrl}
          title={`Mapa de la oficina de ${company.brand} en ${company.address.city}`}
          loading="lazy"
          referrerPolicy="no-referrer"
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        />
      ) : (
        <div className="contact-map__placeholder">
          <MapPin size={36} aria-hidden="true" />
          <p>
            El mapa lo sirve OpenStreetMap, un servicio externo: al cargarlo recibirá tu dirección IP. Solo lo cargamos si nos lo pides o si has aceptado las
            cookies de preferencias.
          </p>
          <div className="actions">
            <button type="button" className="btn btn-primary" onClick={() => setLoaded(true)}>
              Cargar el mapa
            </button>
            <a className="btn btn-outline" href={officeMapUrl(madrid)} target="_blank" rel="noopener noreferrer">
              <ExternalLink size={16} aria-hidden="true" />
              Abrir en OpenStreetMap<span className="sr-only"> (se abre en una pestaña nueva)</span>
            </a>
          </div>
        </div>
      )}
    </section>
  );
}
