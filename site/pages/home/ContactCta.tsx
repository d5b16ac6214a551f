import { Link } from 'wouter';

export function ContactCta() {
  return (
    <section className="section" aria-labelledby="cta-title">
      <div className="container">
        <div className="cta-band">
          <h2 id="cta-title">¿Listo para llevar la IA a tu empresa?</h2>
          <p>Cuéntanos tu reto y te proponemos un plan en menos de 48 horas, sin compromiso.</p>
          <div className="actions">
            <Link href="/contacto" className="btn btn-light btn-lg">
              Hablemos de tu proyecto
            </Link>
            <Link href="/servicios" className="btn btn-outline-light btn-lg">
              Explorar servicios
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
