import { Link } from 'wouter';
import { CtaBand } from '../../components/CtaBand.tsx';

export function ContactCta() {
  return (
    <CtaBand
      title="¿Listo para llevar la IA a tu empresa?"
      text="Cuéntanos tu reto y te proponemos un plan en menos de 48 horas, sin compromiso."
      titleId="cta-title"
    >
      <Link href="/contacto" className="btn btn-light btn-lg">
        Hablemos de tu proyecto
      </Link>
      <Link href="/servicios" className="btn btn-outline-light btn-lg">
        Explorar servicios
      </Link>
    </CtaBand>
  );
}
