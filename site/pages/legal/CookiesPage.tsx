import { Cookie } from 'lucide-react';
import { Link } from 'wouter';
import { COOKIE_POLICY_UPDATED, storageEntries } from '../../content/cookie-policy.ts';
import { openConsentPreferences } from '../../lib/widgets.ts';
import { LegalLayout } from './LegalLayout.tsx';

export { cookiesHead as head } from './head.ts';

/** The optional categories the table actually uses, in words: "preferencias y análisis". */
const optionalCategories = [...new Set(storageEntries.filter((entry) => entry.category !== 'essential').map((entry) => entry.categoryLabel.toLowerCase()))]
  .join(', ')
  .replace(/, ([^,]*)$/, ' y $1');

export default function CookiesPage() {
  return (
    <LegalLayout title="Política de cookies" updated={COOKIE_POLICY_UPDATED}>
      <p className="lead">
        Este sitio no instala cookies propias ni de terceros con fines publicitarios. Guarda en tu navegador unos pocos datos (almacenamiento local y de sesión)
        para que el sitio y sus widgets funcionen como esperas. Los detallamos todos.
      </p>
      <div className="card legal-consent">
        <Cookie size={28} aria-hidden="true" />
        <div>
          <h2>Tus preferencias</h2>
          <p>Puedes cambiar o retirar tu consentimiento en cualquier momento.</p>
          <button type="button" className="btn btn-primary" onClick={openConsentPreferences}>
            Cambiar preferencias de cookies
          </button>
        </div>
      </div>
      <section aria-labelledby="cookies-what" className="legal-section">
        <h2 id="cookies-what">1. ¿Qué son las cookies y el almacenamiento local?</h2>
        <p>
          Son pequeños ficheros o datos que un sitio web guarda en tu navegador para recordar información entre visitas o entre páginas. La normativa (artículo
          22.2 de la LSSI-CE) se aplica por igual a las cookies y al almacenamiento local.
        </p>
      </section>
      <section aria-labelledby="cookies-list" className="legal-section">
        <h2 id="cookies-list">2. Qué datos guardamos</h2>
        <div className="legal-table-wrap" tabIndex={0} role="region" aria-label="Tabla de datos guardados (desplazable)">
          <table className="legal-table legal-table--wide">
            <caption>Datos que el sitio y sus widgets guardan en tu navegador</caption>
            <thead>
              <tr>
                <th scope="col">Nombre</th>
                <th scope="col">Tipo</th>
                <th scope="col">Categoría</th>
                <th scope="col">Finalidad</th>
                <th scope="col">Duración</th>
              </tr>
            </thead>
            <tbody>
              {storageEntries.map((entry) => (
                <tr key={entry.key}>
                  <th scope="row">
                    <code>{entry.key}</code>
                    <span className="legal-owner">{entry.owner}</span>
                  </th>
                  <td data-label="Tipo">{entry.area}</td>
                  <td data-label="Categoría">{entry.categoryLabel}</td>
                  <td data-label="Finalidad">{entry.purpose}</td>
                  <td data-label="Duración">{entry.duration}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          Ninguno de estos datos sale de tu navegador ni se comparte con terceros. Los técnicos son necesarios para lo que pides (recordar tu idioma, tu tema,
          tu elección de cookies o la conversación abierta con el asistente) y no requieren consentimiento. Los de {optionalCategories} solo se guardan si
          aceptas esa categoría: si no la aceptas, el sitio los recuerda mientras la página está abierta y nada más; si retiras tu consentimiento, los borramos
          de tu navegador en ese momento.
        </p>
      </section>
      <section aria-labelledby="cookies-third" className="legal-section">
        <h2 id="cookies-third">3. Contenido de terceros</h2>
        <p>
          El mapa de la página de <Link href="/contacto">contacto</Link> lo sirve OpenStreetMap. No se carga hasta que pulsas «Cargar el mapa» o aceptas la
          categoría de preferencias; a partir de ese momento OpenStreetMap recibe tu dirección IP según su propia política de privacidad.
        </p>
      </section>
      <section aria-labelledby="cookies-manage" className="legal-section">
        <h2 id="cookies-manage">4. Cómo borrarlos o bloquearlos</h2>
        <p>
          Además del botón de preferencias, puedes borrar los datos de este sitio desde la configuración de tu navegador (Privacidad › Datos de sitios). Si los
          bloqueas, el sitio seguirá funcionando, pero no recordará tus preferencias.
        </p>
        <p>
          Más información sobre cómo tratamos tus datos en la <Link href="/privacidad">política de privacidad</Link>.
        </p>
      </section>
    </LegalLayout>
  );
}
